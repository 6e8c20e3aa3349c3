import LayoutDrawCore

/// `.monospacedDigit()`. Rule: text below it draws its digits all one width (tabular figures),
/// other characters unchanged, so a text with narrow digits (1) grows. Evidence: Apple's
/// documentation of `View.monospacedDigit()` (iOS 15): "Modifies the fonts of all child views to
/// use fixed-width digits, if possible, while leaving other characters proportionally spaced …
/// also known as 'tabular figures'". Inter has them: its OpenType feature `tnum`.
public struct MonospacedDigit: TextModifier {
    public var kind: String { "monospacedDigit" }

    public init() {}

    public func updateEnvironment(_ environment: inout EnvironmentValues) {
        environment.text.monospacedDigit = true
    }
}
