/// The published metrics of Apple's system font that decide the size of text, which layoutdraw
/// applies to its own fonts (Inter stands in for SF Pro): what every `TextMeasuring` measures
/// with, so that text takes the size an iPhone gives it.
///
/// - **Tracking by point size.** Core Text applies SF Pro's size-specific tracking to every run
///   ("In a running app, the system font dynamically adjusts tracking at every point size");
///   Inter has none. The values are the Human Interface Guidelines' tables, Typography →
///   Specifications → Tracking values, in points ("iOS, iPadOS, visionOS tracking values": SF
///   Pro, SF Pro Rounded, New York; page of 2025-12-16). Between two sizes of a table the
///   tracking is interpolated linearly (the font's `trak` table is, and since 2020 "SF font
///   doesn't have a hard breakpoint at 20pts for tracking, instead it varies smoothly between 17
///   and 28 points": WWDC20 session 10175, "The details of UI typography"); below the smallest
///   size and above the largest it keeps that size's tracking in ems (0 for SF Pro above 96
///   points).
///   Tracking is added after every character but a line's last: Core Text treats tracking as
///   trailing whitespace (`kCTTrackingAttributeName`). Checked against the one measurement the
///   issue allows calibrating with: `Text("Hello, world!")` in `.body` on an iPhone 17 Pro
///   (iOS 26, 3x) is 94.67 wide (OpenSwiftUIProject/DisplayListExplorer's
///   `DisplayListPreviewConverterTests.swift`); Inter's 99.51 less 12 × 0.43 is 94.35, on the
///   3x grid 94.67.
/// - **Optical sizes.** SF Pro's glyphs change with the point size: a Text design for small text,
///   a Display design (narrower, tighter) for large text, and since 2020 one variable font whose
///   design "varies smoothly between 17 and 28 points" (WWDC20 10175; the HIG: "the system fonts
///   support dynamic optical sizes, which merge discrete optical sizes (like Text and Display)
///   … letting the system interpolate each glyph"). Inter ships the same pair, Inter and Inter
///   Display. `opticalSizeFraction` is how far a size is from the Text design toward the Display
///   one: 0 up to 17 points, 1 from 28, linear between.
/// - **Vertical metrics.** SF Pro's units per em are 2048, its ascender 1950, its descender
///   −494, its line gap 0 (the metrics seek-oss/capsize publishes for the system font):
///   `UIFont.systemFont(ofSize: 15).lineHeight` is 17.900391 = 15 × 2444 / 2048, and a 30-point
///   "gyjq" is 35.8007813 high by `size(withAttributes:)` (= 30 × 2444 / 2048). One line of text
///   is the ascender and descender high, the baseline the ascender below its top.
public enum SystemFontMetrics {
    /// SF Pro's units per em, ascender and descender (as a positive depth).
    public static let unitsPerEm = 2048.0
    public static let ascender = 1950.0
    public static let descender = 494.0

    /// The height of a line of the system font at `size` points: `size × 2444 / 2048`.
    public static func lineHeight(size: Double) -> Double { size * (ascender + descender) / unitsPerEm }

    /// The distance from a line's top to its baseline.
    public static func ascent(size: Double) -> Double { size * ascender / unitsPerEm }

    /// The distance from a line's baseline to its bottom.
    public static func descent(size: Double) -> Double { size * descender / unitsPerEm }

    /// SF Pro's cap height in font units (seek-oss/capsize's metrics of the system font:
    /// `capHeight: 1443`), where SF Symbols centre on text: "symbols are … vertically centered on
    /// the cap height" of San Francisco (Apple's Human Interface Guidelines, SF Symbols →
    /// Alignment).
    public static let capHeightUnits = 1443.0

    /// The height of SF Pro's capitals above the baseline at `size`: `size × 1443 / 2048`.
    public static func capHeight(size: Double) -> Double { size * capHeightUnits / unitsPerEm }

    /// The tracking, in points, that the system font of `design` applies at `size` points
    /// (New York for `.serif`; none for `.monospaced`, for which Apple publishes no table).
    public static func tracking(size: Double, design: Font.Design = .default) -> Double {
        guard size.isFinite, size > 0 else { return 0 }
        let table: [(Double, Double)]
        switch design {
        case .default: table = sfPro
        case .rounded: table = sfProRounded
        case .serif: table = newYork
        case .monospaced: return 0
        }
        let first = table[0], last = table[table.count - 1]
        if size <= first.0 { return first.1 * size / first.0 }  // the smallest size's tracking in ems
        if size >= last.0 { return last.1 * size / last.0 }  // and the largest's (0 for SF Pro)
        var upper = 1
        while table[upper].0 < size { upper += 1 }
        let (s0, t0) = table[upper - 1], (s1, t1) = table[upper]
        return t0 + (t1 - t0) * (size - s0) / (s1 - s0)
    }

    /// How far the glyphs of `size` points are from the Text design toward the Display one: 0
    /// up to 17 points, 1 from 28 points (the range WWDC20 10175 gives), and between them as far
    /// as SF Pro's tracking has gone from its 17-point value to its 28-point one, in ems (the
    /// HIG's 1/1000-em column: −26 at 17, −23 at 20, −12 at 22, +3 at 24, +14 at 28). Apple
    /// publishes no curve for the design itself; the tracking is set for the design at each
    /// size, and it shows where the change happens: hardly before 20 points (the Text and
    /// Display fonts' breakpoint until 2020), most of it between 21 and 25. So 20 points is
    /// 0.075 of the way, 22 points 0.35, 23 points 0.55.
    public static func opticalSizeFraction(size: Double) -> Double {
        guard size.isFinite else { return size > 0 ? 1 : 0 }
        if size <= textDesignLimit { return 0 }
        if size >= displayDesignStart { return 1 }
        let lower = Int(size.rounded(.down)), fraction = size - Double(lower)
        let first = transitionEms[0], last = transitionEms[transitionEms.count - 1]
        let index = lower - Int(textDesignLimit)
        let ems = transitionEms[index] + (index + 1 < transitionEms.count ? (transitionEms[index + 1] - transitionEms[index]) * fraction : 0)
        return (ems - first) / (last - first)
    }

    /// SF Pro's tracking in 1/1000 em from 17 to 28 points (the HIG's table).
    static let transitionEms: [Double] = [-26, -25, -24, -23, -18, -12, -4, 3, 6, 8, 11, 14]

    /// The largest size set wholly in the Text design, and the smallest wholly in the Display one.
    public static let textDesignLimit = 17.0
    public static let displayDesignStart = 28.0

    // MARK: The Human Interface Guidelines' tracking tables, in points

    static let sfPro: [(Double, Double)] = [
        (6, 0.24), (7, 0.23), (8, 0.21), (9, 0.17), (10, 0.12), (11, 0.06), (12, 0), (13, -0.08), (14, -0.15),
        (15, -0.23), (16, -0.31), (17, -0.43), (18, -0.44), (19, -0.45), (20, -0.45), (21, -0.36), (22, -0.26),
        (23, -0.10), (24, 0.07), (25, 0.15), (26, 0.22), (27, 0.29), (28, 0.38), (29, 0.40), (30, 0.40), (31, 0.39),
        (32, 0.41), (33, 0.40), (34, 0.40), (35, 0.38), (36, 0.37), (37, 0.36), (38, 0.37), (39, 0.38), (40, 0.37),
        (41, 0.36), (42, 0.37), (43, 0.38), (44, 0.37), (45, 0.35), (46, 0.36), (47, 0.37), (48, 0.35), (49, 0.33),
        (50, 0.34), (51, 0.35), (52, 0.33), (53, 0.31), (54, 0.32), (56, 0.30), (58, 0.28), (60, 0.26), (62, 0.24),
        (64, 0.22), (66, 0.19), (68, 0.17), (70, 0.14), (72, 0.14), (76, 0.07), (80, 0), (84, 0), (88, 0), (92, 0),
        (96, 0),
    ]

    static let sfProRounded: [(Double, Double)] = [
        (6, 0.51), (7, 0.54), (8, 0.57), (9, 0.57), (10, 0.57), (11, 0.56), (12, 0.54), (13, 0.51), (14, 0.48),
        (15, 0.44), (16, 0.41), (17, 0.37), (18, 0.37), (19, 0.37), (20, 0.36), (21, 0.35), (22, 0.34), (23, 0.35),
        (24, 0.35), (25, 0.35), (26, 0.36), (27, 0.36), (28, 0.36), (29, 0.37), (30, 0.37), (31, 0.36), (32, 0.38),
        (33, 0.39), (34, 0.38), (35, 0.38), (36, 0.39), (37, 0.38), (38, 0.39), (39, 0.38), (40, 0.39), (41, 0.38),
        (42, 0.39), (43, 0.38), (44, 0.37), (45, 0.37), (46, 0.36), (47, 0.37), (48, 0.35), (49, 0.36), (50, 0.34),
        (51, 0.32), (52, 0.33), (53, 0.31), (54, 0.32), (56, 0.30), (58, 0.25), (60, 0.23), (62, 0.21), (64, 0.19),
        (66, 0.16), (68, 0.13), (70, 0.14), (72, 0.11), (76, 0.07), (80, 0), (84, 0), (88, 0), (92, 0), (96, 0),
    ]

    static let newYork: [(Double, Double)] = [
        (6, 0.23), (7, 0.22), (8, 0.20), (9, 0.18), (10, 0.15), (11, 0.12), (12, 0.07), (13, 0.05), (14, 0.03),
        (15, 0), (16, -0.03), (17, -0.07), (18, -0.11), (19, -0.15), (20, -0.20), (21, -0.21), (22, -0.23),
        (23, -0.25), (24, -0.26), (25, -0.27), (26, -0.29), (27, -0.32), (28, -0.33), (29, -0.34), (30, -0.37),
        (31, -0.39), (32, -0.41), (33, -0.42), (34, -0.45), (35, -0.48), (36, -0.49), (38, -0.52), (40, -0.55),
        (42, -0.57), (44, -0.62), (46, -0.65), (48, -0.68), (50, -0.71), (52, -0.74), (54, -0.79), (58, -0.85),
        (62, -0.91), (66, -0.97), (70, -1.06), (72, -1.09), (80, -1.21), (88, -1.33), (96, -1.50), (100, -1.56),
        (120, -1.88), (140, -2.26), (160, -2.58), (180, -2.99), (200, -3.32), (220, -3.76), (240, -4.22), (260, -4.57),
    ]
}
