import LayoutDrawCore

/// `.baselineOffset(_:)`. Rule: text below it is drawn `offset` points above its line's baseline
/// (below, when negative), and the line grows to hold both where the text would have been and
/// where it is: a one-line text of height h becomes h + |offset| high. Raised, the extra space
/// is above the text's glyphs' usual place, so the glyphs sit at the top and the baseline (which
/// `firstTextBaseline` reads) moves down by the offset; lowered, it is below. Evidence: Apple's
/// documentation of `Text.baselineOffset(_:)`: "Change the baseline offset to move the text in
/// the view (in points) up or down relative to its baseline. The bounds of the view expand to
/// contain the moved text", with three bordered texts at −10, 0 and 10 in an `HStack(alignment:
/// .top)`.
public struct BaselineOffset: TextModifier {
    public var kind: String { "baselineOffset" }
    public var offset: Double

    public init(_ offset: Double) {
        self.offset = offset
    }

    public func updateEnvironment(_ environment: inout EnvironmentValues) {
        environment.text.baselineOffset = offset
    }
}
