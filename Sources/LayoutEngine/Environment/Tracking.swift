import LayoutDrawCore

/// `.tracking(_:)`. Rule: text below it adds `tracking` points after every character but a
/// line's last (that space is trailing whitespace), so a line of n characters grows by
/// (n − 1) × tracking; nonessential ligatures are off; it supersedes `kerning`. Evidence:
/// Apple's documentation of `Text.tracking(_:)`: "The effect of tracking resembles that of the
/// kerning(_:) modifier, but adds or removes trailing whitespace, rather than changing character
/// offsets. Also, using any nonzero amount of tracking disables nonessential ligatures"; Core
/// Text's `kCTTrackingAttributeName`: "it treats tracking as trailing whitespace … If you apply
/// both kCTTrackingAttributeName and kCTKernAttributeName, kCTTrackingAttributeName supersedes
/// kCTKernAttributeName"; Hacking with Swift: "kerning will leave some trailing whitespace
/// whereas tracking will not".
public struct Tracking: TextModifier {
    public var kind: String { "tracking" }
    public var tracking: Double

    public init(_ tracking: Double) {
        self.tracking = tracking
    }

    public func updateEnvironment(_ environment: inout EnvironmentValues) {
        environment.text.tracking = tracking
    }
}
