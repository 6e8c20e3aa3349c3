import Testing
@testable import LayoutDrawCore

/// The published numbers the text rules rest on, read back: the HIG's tracking table and how it
/// is read between and beyond its sizes, SF Pro's vertical metrics, the optical sizes, and the
/// Dynamic Type table and its names.
@Suite struct SystemFontMetricsTests {
    /// A style's size and leading at a Dynamic Type size.
    func pair(_ style: Font.TextStyle, _ size: DynamicTypeSize) -> [Double] {
        let metrics = style.metrics(at: size)
        return [metrics.size, metrics.leading]
    }

    @Test func trackingIsTheTablesAtItsSizes() {
        #expect(SystemFontMetrics.tracking(size: 17) == -0.43)
        #expect(SystemFontMetrics.tracking(size: 12) == 0)
        #expect(SystemFontMetrics.tracking(size: 28) == 0.38)
        #expect(SystemFontMetrics.tracking(size: 80) == 0)
        #expect(SystemFontMetrics.tracking(size: 17, design: .rounded) == 0.37)
        #expect(SystemFontMetrics.tracking(size: 17, design: .serif) == -0.07)
        #expect(SystemFontMetrics.tracking(size: 17, design: .monospaced) == 0)
    }

    @Test func trackingBetweenAndBeyondTheTable() {
        // Halfway between 17 (−0.43) and 18 (−0.44): −0.435; 55 between 54 (0.32) and 56 (0.30):
        // 0.31; below 6 points the 6-point tracking in ems (0.24 / 6 per point); above 96, 0.
        #expect(abs(SystemFontMetrics.tracking(size: 17.5) - -0.435) < 1e-12)
        #expect(abs(SystemFontMetrics.tracking(size: 55) - 0.31) < 1e-12)
        #expect(abs(SystemFontMetrics.tracking(size: 3) - 0.12) < 1e-12)
        #expect(SystemFontMetrics.tracking(size: 500) == 0)
        // New York keeps its largest size's −4.57 at 260 in ems: −9.14 at 520.
        #expect(abs(SystemFontMetrics.tracking(size: 520, design: .serif) - -9.14) < 1e-12)
        for bad in [Double.nan, .infinity, -.infinity, 0, -1e9] {
            #expect(SystemFontMetrics.tracking(size: bad) == 0, "\(bad)")
        }
    }

    @Test func sfProsLineBox() {
        // 15 points: UIFont.systemFont(ofSize: 15).lineHeight = 17.900391 (15 × 2444 / 2048).
        #expect(abs(SystemFontMetrics.lineHeight(size: 15) - 17.900391) < 1e-6)
        #expect(SystemFontMetrics.lineHeight(size: 17) == 20.287109375)
        #expect(SystemFontMetrics.ascent(size: 17) + SystemFontMetrics.descent(size: 17) == 20.287109375)
        // "gyjq" at 30 points: 35.8007813 by size(withAttributes:).
        #expect(abs(SystemFontMetrics.lineHeight(size: 30) - 35.8007813) < 1e-6)
    }

    @Test func opticalSizesRunFrom17To28() {
        #expect(SystemFontMetrics.opticalSizeFraction(size: 13) == 0)
        #expect(SystemFontMetrics.opticalSizeFraction(size: 17) == 0)
        // As far as the tracking in ems has gone from −26 (17 pt) to +14 (28 pt): 20 pt (−23)
        // 3 / 40, 22 pt (−12) 14 / 40, 23 pt (−4) 22 / 40, 22.5 pt (−8) 18 / 40.
        #expect(SystemFontMetrics.opticalSizeFraction(size: 20) == 3.0 / 40)
        #expect(SystemFontMetrics.opticalSizeFraction(size: 22) == 14.0 / 40)
        #expect(SystemFontMetrics.opticalSizeFraction(size: 23) == 22.0 / 40)
        #expect(SystemFontMetrics.opticalSizeFraction(size: 22.5) == 18.0 / 40)
        #expect(SystemFontMetrics.opticalSizeFraction(size: 28) == 1)
        #expect(SystemFontMetrics.opticalSizeFraction(size: .infinity) == 1)
        #expect(SystemFontMetrics.opticalSizeFraction(size: .nan) == 0)
    }

    @Test func dynamicTypeTableSamples() {
        // The HIG's tables: body 17/22 at Large, 14/19 at xSmall, 53/62 at AX5; caption2 11/13
        // from xSmall to Large; subheadline 21/28 at xxxLarge; largeTitle 60/70 at AX5.
        #expect(pair(.body, .large) == [17, 22])
        #expect(pair(.body, .xSmall) == [14, 19])
        #expect(pair(.body, .accessibility5) == [53, 62])
        for size in [DynamicTypeSize.xSmall, .small, .medium, .large] {
            #expect(pair(.caption2, size) == [11, 13])
        }
        #expect(pair(.subheadline, .xxxLarge) == [21, 28])
        #expect(pair(.largeTitle, .accessibility5) == [60, 70])
        // Body at every size, as measured on iOS 8: 14 … 23, then 28, 33, 40, 47, 53.
        let bodySizes: [Double] = DynamicTypeSize.allCases.map { Font.TextStyle.body.metrics(at: $0).size }
        #expect(bodySizes == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
    }

    @Test func emphasizedWeights() {
        #expect(Font.TextStyle.largeTitle.emphasizedWeight == .bold)
        #expect(Font.TextStyle.title2.emphasizedWeight == .bold)
        #expect(Font.TextStyle.title3.emphasizedWeight == .semibold)
        #expect(Font.TextStyle.headline.emphasizedWeight == .semibold)
        #expect(Font.TextStyle.body.emphasizedWeight == .semibold)
        var body = Font.body
        body.embolden()
        #expect(body.weight == .semibold)
        var plain = Font(size: 17)
        plain.embolden()
        #expect(plain.weight == .bold)
    }

    @Test func dynamicTypeSizesByEveryName() {
        #expect(DynamicTypeSize(named: "AX3") == .accessibility3)
        #expect(DynamicTypeSize(named: "ax3") == .accessibility3)
        #expect(DynamicTypeSize(named: "accessibility3") == .accessibility3)
        #expect(DynamicTypeSize(named: ".accessibilityExtraLarge") == .accessibility3)
        #expect(DynamicTypeSize(named: "xxxLarge") == .xxxLarge)
        #expect(DynamicTypeSize(named: "extraExtraExtraLarge") == .xxxLarge)
        #expect(DynamicTypeSize(named: "AX6") == nil)
        #expect(DynamicTypeSize.unknownMessage("xxlarg").hasPrefix("'xxlarg' is not a Dynamic Type size; did you mean 'xxLarge'?"))
    }

    @Test func resolvingAFont() {
        // Body at AX1: 28 points, leading 34; tight 32. A resolved font resolves to itself.
        var font = Font.body
        font.leadingAdjustment = .tight
        let resolved = font.resolved(for: .accessibility1)
        #expect(resolved.size == 28 && resolved.styleLeading == 32)
        #expect(resolved.resolved(for: .accessibility1) == resolved)
        // A custom font relative to title at AX5: 20 × 68 / 34 = 40.
        var custom = Font(size: 20)
        custom.scalesWith = .title
        #expect(custom.resolved(for: .accessibility5).size == 40)
        #expect(custom.resolved(for: .accessibility5).resolved(for: .accessibility5).size == 40)
        // `.system(size:)` does not scale.
        #expect(Font(size: 20).resolved(for: .accessibility5).size == 20)
    }
}
