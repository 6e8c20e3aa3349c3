/// A font as SwiftUI describes it: a size, a weight, a design, a width, italic or not, whether
/// its digits are all one width (`monospacedDigit()`), its small capitals, and — for a text style
/// — the style whose size and leading follow Dynamic Type.
///
/// A font made from a text style (`.body`, `.system(.title, design: .rounded)`) is resolved at
/// layout for the environment's Dynamic Type size (`resolved(for:)`): its size and leading come
/// from the Human Interface Guidelines' tables (`DynamicTypeSize`). `.system(size:)` keeps its
/// size whatever the Dynamic Type size; `.custom(_:size:)` scales relative to body (or the style
/// given with `relativeTo:`), `.custom(_:fixedSize:)` does not.
public struct Font: Hashable, Sendable {
    public enum Weight: String, Hashable, Sendable, CaseIterable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// The OpenType weight class (100…900).
        public var numericValue: Int {
            switch self {
            case .ultraLight: 100
            case .thin: 200
            case .light: 300
            case .regular: 400
            case .medium: 500
            case .semibold: 600
            case .bold: 700
            case .heavy: 800
            case .black: 900
            }
        }
    }

    public enum Design: String, Hashable, Sendable, CaseIterable {
        case `default`, rounded, serif, monospaced
    }

    /// `Font.Width` (iOS 16): SF Pro's widths. Inter has only the standard one.
    public enum Width: String, Hashable, Sendable, CaseIterable {
        case compressed, condensed, standard, expanded
    }

    /// `Font.Leading`: a text style's line spacing, standard, or 2 points tighter or looser
    /// (Apple, `Font.Leading.tight`: "typically reduces line spacing by 1 point for watchOS and 2
    /// points on other platforms"; UIKit's `traitTightLeading`: "For fonts that you create using
    /// UIFont.TextStyle, tight leading subtracts 2 points from the current leading value").
    public enum Leading: String, Hashable, Sendable, CaseIterable {
        case standard, tight, loose

        /// Points added to a text style's leading.
        public var adjustment: Double {
            switch self {
            case .standard: 0
            case .tight: -2
            case .loose: 2
            }
        }
    }

    /// SwiftUI's text styles with their default (large) point sizes on iOS.
    public enum TextStyle: String, Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2

        public var pointSize: Double { metrics(at: .large).size }

        public var weight: Weight { self == .headline ? .semibold : .regular }
    }

    public var size: Double
    public var weight: Weight
    public var design: Design
    public var isItalic: Bool
    /// `Font.monospacedDigit()`: digits of equal width (tabular figures), the rest proportional.
    public var monospacedDigit: Bool
    /// The text style the font was made from: its size and leading follow Dynamic Type, and
    /// `bold()` gives its emphasized weight. Nil for `.system(size:)` and custom fonts.
    public var textStyle: TextStyle?
    /// `.custom(_:size:relativeTo:)`: the style a custom font's size scales with (body for
    /// `.custom(_:size:)`); nil for a size that does not scale, and once resolved.
    public var scalesWith: TextStyle?
    /// `Font.leading(_:)`.
    public var leadingAdjustment: Leading = .standard
    /// `Font.width(_:)`, `.fontWidth(_:)`.
    public var width: Width = .standard
    /// `lowercaseSmallCaps()` (and `smallCaps()`): lowercase letters as small capitals.
    public var lowercaseSmallCaps = false
    /// `uppercaseSmallCaps()` (and `smallCaps()`): capitals as small capitals.
    public var uppercaseSmallCaps = false
    /// Once resolved: the distance from one line's baseline to the next one's that the text style
    /// asks for (the Human Interface Guidelines' "leading", with `leadingAdjustment`); nil for a
    /// font without a text style, whose lines stack at the font's own height.
    public var styleLeading: Double?
    /// Whether the font is measured with Apple's system-font metrics (`SystemFontMetrics`:
    /// tracking by size, optical sizes, SF Pro's line box): true for every font of a scene;
    /// false for layoutdraw's own diagram labels, which are set in the shipped font as it is.
    public var usesSystemMetrics = true

    public init(
        size: Double, weight: Weight = .regular, design: Design = .default, isItalic: Bool = false,
        monospacedDigit: Bool = false
    ) {
        self.size = size
        self.weight = weight
        self.design = design
        self.isItalic = isItalic
        self.monospacedDigit = monospacedDigit
    }

    /// The font of a text style, at its default (large) size until resolved.
    public init(_ style: TextStyle) {
        self.init(size: style.pointSize, weight: style.weight)
        textStyle = style
        styleLeading = style.metrics(at: .large).leading
    }

    /// `.body`, the default font of a `Text`.
    public static let body = Font(.body)

    /// A font of layoutdraw's own (a diagram label): the shipped font with its own metrics.
    public static func interface(size: Double, weight: Weight = .regular, design: Design = .default) -> Font {
        var font = Font(size: size, weight: weight, design: design)
        font.usesSystemMetrics = false
        return font
    }

    /// `bold()`: a text style's emphasized weight (Bold for the titles, Semibold for the other
    /// styles: `TextStyle.emphasizedWeight`), Bold for any other font; never lighter than the
    /// font's own weight.
    public mutating func embolden() {
        let target = textStyle?.emphasizedWeight ?? .bold
        if weight.numericValue < target.numericValue { weight = target }
    }

    /// The font as it is drawn at the Dynamic Type size `dynamicTypeSize`: a text style takes
    /// its size and leading there (the leading with `leadingAdjustment`); a custom font that
    /// scales takes its size times the scale factor of its style (`TextStyle.scaleFactor(at:)`),
    /// rounded to a whole point (DanceUI's `resolveCustomFont`: `round(scaleFactor × size)`; at the
    /// default size, where the factor is 1, the size stays as written); any
    /// other font is unchanged. Resolving a resolved font changes nothing.
    public func resolved(for dynamicTypeSize: DynamicTypeSize) -> Font {
        var font = self
        if let style = textStyle {
            let metrics = style.metrics(at: dynamicTypeSize)
            font.size = metrics.size
            font.styleLeading = metrics.leading + leadingAdjustment.adjustment
        } else if let style = scalesWith {
            // At the default size the factor is 1: the size stays as written.
            if dynamicTypeSize != .large { font.size = max(1, (size * style.scaleFactor(at: dynamicTypeSize)).rounded()) }
            font.scalesWith = nil
        }
        return font
    }
}
