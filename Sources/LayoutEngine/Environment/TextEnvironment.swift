import LayoutDrawCore

/// The part of the environment the text-styling modifiers set: `fontDesign`, `fontWidth`, `monospaced`,
/// `monospacedDigit`, `kerning`, `tracking`, `baselineOffset`, `underline`, `strikethrough`,
/// `textCase`, `lineSpacing`, `allowsTightening`. The defaults are a plain text's.
public struct TextEnvironment: Hashable, Sendable {
    /// `fontDesign(_:)`: a design that replaces the font's own.
    public var fontDesign: Font.Design?
    /// `monospaced()`: the font's fixed-width variant.
    public var isMonospaced = false
    /// `monospacedDigit()`: digits of one width.
    public var monospacedDigit = false
    public var kerning = 0.0
    public var tracking = 0.0
    public var baselineOffset = 0.0
    public var underline: TextDecoration?
    public var strikethrough: TextDecoration?
    public var textCase: TextCase?
    public var lineSpacing = 0.0
    /// `allowsTightening(_:)`: a text that would be cut may set its characters closer instead.
    public var allowsTightening = false
    /// `fontWidth(_:)`: a width that replaces the font's own.
    public var fontWidth: Font.Width?

    public init() {}

    /// Applies the font modifiers among these (`fontDesign`, `fontWidth`, `monospaced`,
    /// `monospacedDigit`).
    func apply(to font: inout Font) {
        if let fontDesign { font.design = fontDesign }
        if let fontWidth { font.width = fontWidth }
        if isMonospaced { font.design = .monospaced }
        if monospacedDigit { font.monospacedDigit = true }
    }
}
