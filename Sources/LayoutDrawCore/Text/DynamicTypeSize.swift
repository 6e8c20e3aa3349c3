/// A Dynamic Type size: the text size a person chose in Settings (seven standard sizes, and the
/// five larger accessibility sizes), SwiftUI's `DynamicTypeSize` and UIKit's
/// `UIContentSizeCategory`. `.large` is the default.
///
/// Every text style's point size and leading at every size are Apple's, from the Human
/// Interface Guidelines, Typography → Specifications, "iOS, iPadOS Dynamic Type sizes" and
/// "iOS, iPadOS larger accessibility type sizes" (the page as changed on 2025-12-16,
/// developer.apple.com/design/human-interface-guidelines/typography). The body sizes agree with
/// the ones measured on iOS 8 (`UIFontTextStyleBody`: 14, 15, 16, 17, 19, 21, 23 and, for the
/// accessibility sizes, 28, 33, 40, 47, 53).
public enum DynamicTypeSize: Int, Hashable, Sendable, CaseIterable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    public static func < (a: DynamicTypeSize, b: DynamicTypeSize) -> Bool { a.rawValue < b.rawValue }

    /// SwiftUI's name of the case (`xxxLarge`, `accessibility3`).
    public var name: String {
        switch self {
        case .xSmall: "xSmall"
        case .small: "small"
        case .medium: "medium"
        case .large: "large"
        case .xLarge: "xLarge"
        case .xxLarge: "xxLarge"
        case .xxxLarge: "xxxLarge"
        case .accessibility1: "accessibility1"
        case .accessibility2: "accessibility2"
        case .accessibility3: "accessibility3"
        case .accessibility4: "accessibility4"
        case .accessibility5: "accessibility5"
        }
    }

    /// The name of the same size as a `ContentSizeCategory` (`extraExtraExtraLarge`,
    /// `accessibilityLarge`), the older API `\.sizeCategory` holds.
    public var contentSizeCategoryName: String {
        switch self {
        case .xSmall: "extraSmall"
        case .small: "small"
        case .medium: "medium"
        case .large: "large"
        case .xLarge: "extraLarge"
        case .xxLarge: "extraExtraLarge"
        case .xxxLarge: "extraExtraExtraLarge"
        case .accessibility1: "accessibilityMedium"
        case .accessibility2: "accessibilityLarge"
        case .accessibility3: "accessibilityExtraLarge"
        case .accessibility4: "accessibilityExtraExtraLarge"
        case .accessibility5: "accessibilityExtraExtraExtraLarge"
        }
    }

    /// The Human Interface Guidelines' short name: `xSmall` … `xxxLarge`, `AX1` … `AX5`.
    public var shortName: String {
        switch self {
        case .accessibility1: "AX1"
        case .accessibility2: "AX2"
        case .accessibility3: "AX3"
        case .accessibility4: "AX4"
        case .accessibility5: "AX5"
        default: name
        }
    }

    /// Whether it is one of the five accessibility sizes (`isAccessibilitySize`).
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// Every spelling a size is read from, lower-cased: SwiftUI's (`xxxLarge`,
    /// `accessibility3`), `ContentSizeCategory`'s (`extraExtraExtraLarge`,
    /// `accessibilityExtraLarge`) and the Human Interface Guidelines' (`AX3`), with or without a
    /// leading dot.
    private static let spellings: [String: DynamicTypeSize] = {
        var table: [String: DynamicTypeSize] = [:]
        for size in allCases {
            for name in [size.name, size.contentSizeCategoryName, size.shortName] { table[name.lowercased()] = size }
        }
        return table
    }()

    /// The size a name stands for (`AX3`, `accessibility3`, `.accessibilityExtraLarge`,
    /// `xxxLarge`, `extraExtraExtraLarge`; case does not matter), or nil.
    public init?(named text: String) {
        var key = text.lowercased()
        if key.hasPrefix(".") { key.removeFirst() }
        guard let size = Self.spellings[key] else { return nil }
        self = size
    }

    /// The names a size is written with, for suggestions: SwiftUI's, `ContentSizeCategory`'s
    /// and the short accessibility names.
    public static var allNames: [String] {
        allCases.map(\.name) + allCases.map(\.contentSizeCategoryName).filter { $0 != "small" && $0 != "medium" && $0 != "large" }
            + allCases.filter(\.isAccessibilitySize).map(\.shortName)
    }

    /// The message for a name that is no size: the closest name, and the sizes.
    public static func unknownMessage(_ text: String) -> String {
        "'\(text)' is not a Dynamic Type size\(Suggestions.didYouMean(text, in: allNames)); the sizes are "
            + allCases.map(\.shortName).joined(separator: ", ")
    }
}

extension Font.TextStyle {
    /// The point size and leading (the distance from one line's baseline to the next one's) of
    /// the style at `size`, from the Human Interface Guidelines' tables (see `DynamicTypeSize`).
    public func metrics(at size: DynamicTypeSize) -> (size: Double, leading: Double) {
        let entry = Self.table[size.rawValue][column]
        return (Double(entry.0), Double(entry.1))
    }

    /// The style's column in `table`.
    private var column: Int {
        switch self {
        case .largeTitle: 0
        case .title: 1
        case .title2: 2
        case .title3: 3
        case .headline: 4
        case .body: 5
        case .callout: 6
        case .subheadline: 7
        case .footnote: 8
        case .caption: 9
        case .caption2: 10
        }
    }

    /// Points and leading, per Dynamic Type size (rows: xSmall … AX5) and text style (columns:
    /// largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote,
    /// caption, caption2), as the Human Interface Guidelines print them.
    private static let table: [[(Int, Int)]] = [
        [(31, 38), (25, 31), (19, 24), (17, 22), (14, 19), (14, 19), (13, 18), (12, 16), (12, 16), (11, 13), (11, 13)],  // xSmall
        [(32, 39), (26, 32), (20, 25), (18, 23), (15, 20), (15, 20), (14, 19), (13, 18), (12, 16), (11, 13), (11, 13)],  // Small
        [(33, 40), (27, 33), (21, 26), (19, 24), (16, 21), (16, 21), (15, 20), (14, 19), (12, 16), (11, 13), (11, 13)],  // Medium
        [(34, 41), (28, 34), (22, 28), (20, 25), (17, 22), (17, 22), (16, 21), (15, 20), (13, 18), (12, 16), (11, 13)],  // Large
        [(36, 43), (30, 37), (24, 30), (22, 28), (19, 24), (19, 24), (18, 23), (17, 22), (15, 20), (14, 19), (13, 18)],  // xLarge
        [(38, 46), (32, 39), (26, 32), (24, 30), (21, 26), (21, 26), (20, 25), (19, 24), (17, 22), (16, 21), (15, 20)],  // xxLarge
        [(40, 48), (34, 41), (28, 34), (26, 32), (23, 29), (23, 29), (22, 28), (21, 28), (19, 24), (18, 23), (17, 22)],  // xxxLarge
        [(44, 52), (38, 46), (34, 41), (31, 38), (28, 34), (28, 34), (26, 32), (25, 31), (23, 29), (22, 28), (20, 25)],  // AX1
        [(48, 57), (43, 51), (39, 47), (37, 44), (33, 40), (33, 40), (32, 39), (30, 37), (27, 33), (26, 32), (24, 30)],  // AX2
        [(52, 61), (48, 57), (44, 52), (43, 51), (40, 48), (40, 48), (38, 46), (36, 43), (33, 40), (32, 39), (29, 35)],  // AX3
        [(56, 66), (53, 62), (50, 59), (49, 58), (47, 56), (47, 56), (44, 52), (42, 50), (38, 46), (37, 44), (34, 41)],  // AX4
        [(60, 70), (58, 68), (56, 66), (55, 65), (53, 62), (53, 62), (51, 60), (49, 58), (44, 52), (43, 51), (40, 48)],  // AX5
    ]

    /// The weight `bold()` gives text in this style: the Human Interface Guidelines'
    /// "Emphasized weight" ("You can display emphasized variants of system text styles using
    /// symbolic traits. In SwiftUI, use the bold() modifier"): Bold for the titles but title 3,
    /// Semibold for every other style (headline, already Semibold, stays Semibold). The same at
    /// every Dynamic Type size.
    public var emphasizedWeight: Font.Weight {
        switch self {
        case .largeTitle, .title, .title2: .bold
        default: .semibold
        }
    }

    /// How a value scales with Dynamic Type relative to this style at `size`: the style's
    /// leading there over its leading at the default size (`large`). SwiftUI's
    /// `Font.scaleFactor(textStyle:in:)` as reverse-engineered by DanceUI (ByteDance, `Font.swift`:
    /// the ratio of the two fonts' `bodyLeading`, `CTFontGetLeading + CTFontGetDescent +
    /// CTFontGetAscent`), which OpenSwiftUI's `ScaledMetric` (audited against SwiftUI 6.5.4)
    /// multiplies by; it is why `UIFontMetrics(forTextStyle: .body).scaledValue(for: 17)` is
    /// 16.333 at Medium, not 16 (Jared Sinclair, "Scaled Metric Surprises on iOS & iPadOS",
    /// 2024: 17 × 21 / 22 = 16.23, on the pixel grid of a 3x phone 16.333).
    public func scaleFactor(at size: DynamicTypeSize) -> Double {
        metrics(at: size).leading / metrics(at: .large).leading
    }
}
