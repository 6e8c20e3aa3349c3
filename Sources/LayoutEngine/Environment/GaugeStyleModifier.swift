import LayoutDrawCore

/// `.gaugeStyle(_:)`. Rule: every `Gauge` below it is drawn in that style (an environment
/// value, as SwiftUI's styles are); no layout effect of its own. See `Gauge`.
public struct GaugeStyleModifier: TransparentModifier, EnvironmentChangingLayout {
    public var kind: String { "gaugeStyle" }
    public var value: GaugeStyleKind

    public init(_ value: GaugeStyleKind) {
        self.value = value
    }

    public func updateEnvironment(_ environment: inout EnvironmentValues) {
        environment.controls.gaugeStyle = value
    }
}

/// `.gaugeStyle(…)`: the gauge styles iOS has (`.linear` and `.circular` are watchOS's).
public enum GaugeStyleKind: String, Hashable, Sendable, CaseIterable {
    /// `.automatic`: on iOS, `.linearCapacity`.
    case automatic, linearCapacity
    case accessoryLinear, accessoryLinearCapacity
    case accessoryCircular, accessoryCircularCapacity
}
