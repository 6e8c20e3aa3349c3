import LayoutDrawCore
import LayoutDrawFrames

/// The environment a view sees: what environment modifiers above it set.
public struct EnvironmentValues: Hashable, Sendable {
    public var font: Font = .body
    public var isBold = false
    /// `fontWeight`: a weight that replaces the font's own.
    public var fontWeight: Font.Weight?
    public var isItalic = false
    /// `foregroundStyle`: what text and unstyled shapes are painted with (a colour, a
    /// gradient, a material); `nil` draws in `primary`.
    public var foreground: ShapeStyle?
    /// The foreground style as a colour, for what draws in one colour (controls, symbols): a
    /// gradient's first colour, a material's tint. Setting it sets `foreground`.
    public var foregroundStyle: ColorStyle? {
        get { foreground?.representativeColor }
        set { foreground = newValue.map(ShapeStyle.color) }
    }
    public var lineLimit: Int?
    /// How many lines' height a `Text` takes at least, however few it needs: the lower bound of
    /// `lineLimit(2...4)`, or the limit of `lineLimit(3, reservesSpace: true)`; 0 for none.
    public var reservedLines = 0
    public var multilineTextAlignment: TextAlignment = .leading
    public var truncationMode: TruncationMode = .tail
    /// `minimumScaleFactor`: how far a text may shrink its font to fit (1: not at all).
    public var minimumScaleFactor: Double = 1
    /// Pixels per point of the display (SwiftUI's `displayScale`).
    public var displayScale: Double = 2
    /// The Dynamic Type size text styles are set at (`dynamicTypeSize`, `sizeCategory`).
    public var dynamicTypeSize: DynamicTypeSize = .large
    /// `layoutDirection` (`.environment(\.layoutDirection, .rightToLeft)`): which way the
    /// directional SF Symbols (`chevron.forward`, `arrow.backward`, …) point; see `SymbolImage`.
    public var layoutDirection: LayoutDirection = .leftToRight
    /// `tint`: the colour controls are drawn in; `nil` is the accent colour (blue).
    public var tint: ColorStyle?
    /// `backgroundStyle`: what `.background()` and `.background(in:)` fill with; `nil` is the
    /// system background.
    public var backgroundStyle: ShapeStyle?
    /// `containerShape`: the shape a `ContainerRelativeShape` below takes; `nil` is none (a
    /// rectangle).
    public var containerShape: ShapeOutline?
    /// What the controls below read (`buttonStyle`, `controlSize`, …; Controls/ControlStyles.swift).
    public var controls = ControlEnvironment()
    /// What the text-styling modifiers set (`kerning`, `underline`, `textCase`, `lineSpacing`, …;
    /// Environment/TextEnvironment.swift), held apart until one is used.
    public var text: TextEnvironment {
        get { textStorage?.values ?? TextEnvironment() }
        set { textStorage = newValue == TextEnvironment() ? nil : TextEnvironmentStorage(newValue) }
    }
    private var textStorage: TextEnvironmentStorage?
    /// The size of the nearest container whose size is known before layout: the canvas's safe
    /// rectangle (unknown lengths nil). See Evaluation/ContainerSizes.swift.
    public var containerSize: ProposedViewSize = .unspecified
    /// The nearest enclosing scroll view, whose size `containerRelativeFrame` reads instead.
    public var container: ObjectIdentifier?
    /// What lists, sections, rows and group boxes read (`listStyle`, …; Containers/ListStyle.swift).
    public var containers = ContainerEnvironment()

    public init() {}

    /// The font at the environment's Dynamic Type size (`Font.resolved(for:)`), with
    /// `fontWeight`, `bold` (a text style's emphasized weight: `Font.embolden()`), `italic`,
    /// `fontDesign`, `fontWidth`, `monospaced` and `monospacedDigit` applied.
    public var resolvedFont: Font {
        var font = font.resolved(for: dynamicTypeSize)
        if let fontWeight { font.weight = fontWeight }
        if isBold { font.embolden() }
        if isItalic { font.isItalic = true }
        if let storage = textStorage { storage.values.apply(to: &font) }
        return font
    }

    /// How a `Text` below sets its characters: the resolved font and the text modifiers' attributes.
    public var textAttributes: TextAttributes {
        guard let text = textStorage?.values else { return TextAttributes(font: resolvedFont) }
        return TextAttributes(
            font: resolvedFont, kerning: text.kerning, tracking: text.tracking, baselineOffset: text.baselineOffset,
            underline: text.underline, strikethrough: text.strikethrough)
    }
}
