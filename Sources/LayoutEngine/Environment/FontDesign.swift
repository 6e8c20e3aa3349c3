import LayoutDrawCore

/// `.fontDesign(_:)`. Rule: text below it uses this design (`.default`, `.rounded`, `.serif`,
/// `.monospaced`) whatever its font's own; `nil` leaves the font's. Evidence: Apple's
/// documentation of `View.fontDesign(_:)` (iOS 16.1): "Sets the font design of the text in this
/// view." With the shipped fonts `.rounded` and `.serif` are Inter, and `.monospaced` is Inter
/// with tabular figures (Fonts-and-SVG.md).
public struct FontDesign: TextModifier {
    public var kind: String { "fontDesign" }
    public var design: Font.Design?

    public init(_ design: Font.Design?) {
        self.design = design
    }

    public func updateEnvironment(_ environment: inout EnvironmentValues) {
        environment.text.fontDesign = design
    }
}
