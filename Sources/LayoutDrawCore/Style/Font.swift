/// A font as SwiftUI describes it: a size, a weight, a design, italic or not, and whether its
/// digits are all one width (`monospacedDigit()`).
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

    /// SwiftUI's text styles with their default (large) point sizes on iOS.
    public enum TextStyle: String, Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2

        public var pointSize: Double {
            switch self {
            case .largeTitle: 34
            case .title: 28
            case .title2: 22
            case .title3: 20
            case .headline, .body: 17
            case .callout: 16
            case .subheadline: 15
            case .footnote: 13
            case .caption: 12
            case .caption2: 11
            }
        }

        public var weight: Weight { self == .headline ? .semibold : .regular }
    }

    public var size: Double
    public var weight: Weight
    public var design: Design
    public var isItalic: Bool
    /// `Font.monospacedDigit()`: digits of equal width (tabular figures), the rest proportional.
    public var monospacedDigit: Bool

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

    public init(_ style: TextStyle) {
        self.init(size: style.pointSize, weight: style.weight)
    }

    /// `.body`, the default font of a `Text`.
    public static let body = Font(.body)
}
