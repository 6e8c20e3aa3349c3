import LayoutDrawCore

/// `.fontWidth(_:)` (iOS 16.4), and `Font.width(_:)`. Rule: text below it asks for that width of
/// its font (`.compressed`, `.condensed`, `.standard`, `.expanded`); `nil` leaves the font's.
/// SF Pro has the four widths ("the system fonts are available in … several widths, including
/// Condensed and Expanded": Human Interface Guidelines, Typography); Inter, the shipped font, has
/// only the standard one, so text is drawn and measured in it (the scene decoder warns), and a
/// font given with `--font-dir` that has the width is used in it. Evidence: Apple's
/// documentation of `View.fontWidth(_:)`: "Sets the font width of the text in this view."
public struct FontWidth: TextModifier {
    public var kind: String { "fontWidth" }
    public var width: Font.Width?

    public init(_ width: Font.Width?) {
        self.width = width
    }

    public func updateEnvironment(_ environment: inout EnvironmentValues) {
        environment.text.fontWidth = width
    }
}
