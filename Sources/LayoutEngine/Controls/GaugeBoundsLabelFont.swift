import LayoutDrawCore

/// The font of a `Gauge`'s minimum and maximum value labels (the compiler puts it around each):
/// in the circular accessory styles `.caption2`, so that they fit under the ends of the 72-point
/// open ring; in the linear styles the environment's font, unchanged.
///
/// Rule: no layout effect of its own; it only sets the font below it, read from the gauge
/// style in the environment where it stands.
///
/// Evidence: in Apple's pictures of the accessory circular gauge (the Human Interface
/// Guidelines' Gauges page, the Lock Screen's widgets) the bounds' labels are far smaller than
/// the current value in the ring; `.caption2` (11 points) is our choice, the smallest text style.
public struct GaugeBoundsLabelFont: TransparentModifier, EnvironmentChangingLayout {
    public var kind: String { "gaugeBoundsLabelFont" }

    public init() {}

    public func updateEnvironment(_ environment: inout EnvironmentValues) {
        switch environment.controls.gaugeStyle {
        case .accessoryCircular, .accessoryCircularCapacity: environment.font = Font(.caption2)
        default: break
        }
    }
}
