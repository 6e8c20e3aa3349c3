import LayoutDrawCore
import Testing
@testable import LayoutDrawRender

/// Inter's vertical metrics, read from /usr/share/fonts/opentype/inter/Inter-Regular.otf
/// (unitsPerEm 2816; hhea and OS/2 typo ascender 2728, descender −680, line gap 0; Bold and
/// Italic the same): a line is (2728 + 680) / 2816 = 1.2102272… em tall, its baseline
/// 2728 / 2816 = 0.96875 em below its top. Pango keeps extents in 1/1024 pt, hence the tolerance.
private let lineHeightPerEm = (2728.0 + 680.0) / 2816.0
private let ascenderPerEm = 2728.0 / 2816.0
private let pangoUnit = 1.0 / 1024

@Suite struct TextMeasurementTests {
    let measurer = sharedMeasurer

    private func measure(
        _ string: String, size: Double = 20, weight: Font.Weight = .regular, width: Double? = nil,
        height: Double? = nil, lineLimit: Int? = nil, design: Font.Design = .default
    ) -> TextMeasurement {
        measurer.measure(TextRequest(
            string: string, font: Font(size: size, weight: weight, design: design), width: width, height: height,
            lineLimit: lineLimit))
    }

    @Test func oneLineHeightComesFromTheFontMetrics() {
        for size in [11.0, 17, 20, 34] {
            let line = measure("Hello", size: size)
            #expect(abs(line.size.height - size * lineHeightPerEm) <= 2 * pangoUnit, "size \(size)")
            #expect(abs(line.firstBaseline - size * ascenderPerEm) <= pangoUnit, "size \(size)")
            #expect(line.lastBaseline == line.firstBaseline)
        }
        #expect(abs(measure("Hello").size.height - 24.2045) < 0.002)
        #expect(measure("Hello").firstBaseline == 19.375)
    }

    @Test func lineHeightIsTheSameForAnyOneLineString() {
        let height = measure("Hello").size.height
        for string in ["x", "gjpqy", "ÉÅ", "...", "Hello world, how are you?", ""] {
            #expect(measure(string).size.height == height, "\(string)")
        }
        for weight in Font.Weight.allCases {
            #expect(measure("Hello", weight: weight).size.height == height, "\(weight)")
        }
    }

    @Test func lineHeightScalesWithSize() {
        let ratio = measure("Hello", size: 34).size.height / measure("Hello", size: 17).size.height
        #expect(abs(ratio - 2) < 0.01)
    }

    @Test func widthIsPlausibleAndAdditive() {
        let hello = measure("Hello").size.width
        // Five glyphs of a 20 pt sans: between 0.4 and 0.7 em each.
        #expect(hello > 5 * 0.4 * 20 && hello < 5 * 0.7 * 20)
        #expect(abs(measure("HelloHello").size.width - 2 * hello) <= 0.5)
        #expect(abs(measure("Hello", size: 40).size.width - 2 * hello) <= 0.01)
        #expect(measure("Hello", weight: .bold).size.width > hello)
    }

    @Test func wrapsAtWordBoundariesWithinTheProposedWidth() {
        let oneLine = measure("Hello world")
        let lineHeight = oneLine.size.height
        let proposed = oneLine.size.width - 5
        let wrapped = measure("Hello world", width: proposed)
        #expect(abs(wrapped.size.height - 2 * lineHeight) < 0.001)
        #expect(wrapped.size.width <= proposed)
        #expect(wrapped.size.width == max(measure("Hello").size.width, measure("world").size.width))
        #expect(abs(wrapped.lastBaseline - (wrapped.firstBaseline + lineHeight)) < 0.001)
        // Exactly the one-line width fits on one line.
        #expect(measure("Hello world", width: oneLine.size.width) == oneLine)
    }

    @Test func breaksAWordLongerThanTheWidthBetweenCharacters() {
        let word = measure("Supercalifragilistic")
        let broken = measure("Supercalifragilistic", width: word.size.width / 2)
        #expect(broken.size.height > 1.5 * word.size.height)
        #expect(broken.size.width <= word.size.width / 2)
    }

    @Test func explicitNewlinesBreakWithoutAWidth() {
        let two = measure("Hello\nworld")
        #expect(abs(two.size.height - 2 * measure("Hello").size.height) < 0.001)
        #expect(two.size.width == measure("world").size.width)
    }

    @Test func lineLimitKeepsOneLineAtATinyWidth() {
        let limited = measure("Hello world", width: 2, lineLimit: 1)
        #expect(limited.size.height == measure("Hello").size.height)
        // Only "…" is left; a glyph that cannot fit is the one way past the width.
        #expect(limited.size.width <= measure("…").size.width + 0.001)
    }

    @Test func lineLimitTruncatesWithAnEllipsis() {
        let text = "Hello world again and again and again"
        let lineHeight = measure("Hello").size.height
        let full = measure(text, width: 100)
        #expect(full.size.height > 2.5 * lineHeight)
        let two = measure(text, width: 100, lineLimit: 2)
        #expect(abs(two.size.height - 2 * lineHeight) < 0.001)
        #expect(two.size.width <= 100)
        let one = measure(text, width: 100, lineLimit: 1)
        #expect(one.size.height == lineHeight && one.size.width <= 100)
        #expect(measure(text, width: 100, lineLimit: 50) == full)
    }

    @Test func heightKeepsTheLinesThatFit() {
        let text = "Hello world again and again and again"
        let lineHeight = measure("Hello").size.height
        let twoLines = measure(text, width: 100, lineLimit: 2)
        #expect(measure(text, width: 100, height: 2.5 * lineHeight) == twoLines)
        #expect(measure(text, width: 100, height: 2 * lineHeight) == twoLines)
        #expect(measure(text, width: 100, height: 1).size.height == lineHeight)  // at least one line
        #expect(measure(text, width: 100, height: 1000) == measure(text, width: 100))
    }

    @Test func droppedParagraphsEndTheLastKeptLineWithAnEllipsis() {
        let truncated = measure("a\nb\nc", lineLimit: 2)
        #expect(abs(truncated.size.height - 2 * measure("a").size.height) < 0.001)
        #expect(truncated.size.width == max(measure("a").size.width, measure("b…").size.width))
        let wrappedTruncated = measure("a\nb\nc", width: 100, lineLimit: 2)
        #expect(wrappedTruncated == truncated)
    }

    @Test func everyTruncationModeCutsTheLastKeptLineWithinTheWidth() {
        let text = "Hello world again and again and again"
        let lineHeight = measure("Hello").size.height
        #expect(!measure(text, width: 100).isTruncated)
        for mode in TruncationMode.allCases {
            for lines in [1, 2] {
                let cut = measurer.measure(TextRequest(string: text, font: Font(size: 20), width: 100, lineLimit: lines, truncationMode: mode))
                #expect(cut.isTruncated, "\(mode) \(lines)")
                #expect(cut.size.width <= 100, "\(mode) \(lines)")
                #expect(abs(cut.size.height - Double(lines) * lineHeight) < 0.001, "\(mode) \(lines)")
            }
        }
        // One line: the cut line fills the width whichever end loses its characters (within a
        // glyph's width).
        let widths = TruncationMode.allCases.map {
            measurer.measure(TextRequest(string: text, font: Font(size: 20), width: 100, lineLimit: 1, truncationMode: $0)).size.width
        }
        #expect(widths.allSatisfy { $0 > 100 - 20 })
    }

    @Test func monospacedDesignUsesTabularFigures() {
        let ones = measure("1111", design: .monospaced).size.width
        let eights = measure("8888", design: .monospaced).size.width
        #expect(abs(ones - eights) < 0.001)
        #expect(measure("1111").size.width < ones)  // proportional figures: 1 is narrower
    }

    @Test func italicIsMeasuredWithTheItalicFace() {
        let upright = measurer.measure(TextRequest(string: "Hello world", font: Font(size: 20)))
        let italic = measurer.measure(TextRequest(string: "Hello world", font: Font(size: 20, isItalic: true)))
        #expect(upright.size.width != italic.size.width)
    }

    @Test func measuringFromManyThreadsGivesTheSameResults() async {
        let strings = (0..<40).map { "Line \($0) of some text to wrap" }
        let expected = strings.map { measure($0, width: 80) }
        let fresh = try! PangoTextMeasurer()
        let results = await withTaskGroup(of: (Int, TextMeasurement).self) { group in
            for (i, string) in strings.enumerated() {
                group.addTask {
                    (i, fresh.measure(TextRequest(string: string, font: Font(size: 20), width: 80)))
                }
            }
            var results = [TextMeasurement?](repeating: nil, count: strings.count)
            for await (i, measurement) in group { results[i] = measurement }
            return results
        }
        #expect(results == expected)
    }
}
