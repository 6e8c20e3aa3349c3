import LayoutDrawCore

/// `.kerning(_:)`. Rule: text below it moves every character `kerning` points from the one
/// before, and a line's last character is followed by `kerning` points too, so a line of n
/// characters grows by n × kerning (a negative kerning crops the last character, as Apple's
/// picture shows). Ligatures are kept. `tracking` set on the same text wins over it. Evidence:
/// Apple's documentation of `Text.kerning(_:)`: "Kerning defines the offset, in points, that a
/// text view should shift characters from the default spacing … The last character in the first
/// case, which uses negative kerning, experiences cropping because the kerning affects the
/// trailing edge of the text view as well … Kerning attempts to maintain ligatures"; Hacking
/// with Swift's "How to adjust the space between letters" compares the two on "ffi": "kerning
/// will leave some trailing whitespace whereas tracking will not". (Apple adds that beyond a
/// certain amount kerning too drops nonessential ligatures; with Pango any spacing does. Inter,
/// the shipped font, has no `liga` feature, so only a font given with `--font-dir` can differ.)
public struct Kerning: TextModifier {
    public var kind: String { "kerning" }
    public var kerning: Double

    public init(_ kerning: Double) {
        self.kerning = kerning
    }

    public func updateEnvironment(_ environment: inout EnvironmentValues) {
        environment.text.kerning = kerning
    }
}
