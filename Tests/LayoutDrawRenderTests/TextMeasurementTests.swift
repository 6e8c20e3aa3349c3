import LayoutDrawCore
import Testing
@testable import LayoutDrawRender

/// Text of the system font is measured with SF Pro's vertical metrics (units per em 2048,
/// ascender 1950, descender −494, line gap 0): a line is 2444 / 2048 em tall, its baseline
/// 1950 / 2048 em below its top, whatever Inter's own metrics (2728 + 680 over 2816: 1.2102 em).
/// Widths are Inter's glyphs plus the HIG's tracking for the size after every character but the
/// last. Pango keeps letter spacing in 1/1024 pt, hence the tolerances.
private let lineHeightPerEm = 2444.0 / 2048.0
private let ascenderPerEm = 1950.0 / 2048.0
private let pangoUnit = 1.0 / 1024

@Suite struct TextMeasurementTests {
    let measurer = sharedMeasurer

    /// Sizes of the Text design (16 points, below the optical sizes between 17 and 28) keep these
    /// tests about Pango's wrapping and cutting: widths there are Inter's plus the tracking.
    private func measure(
        _ string: String, size: Double = 16, weight: Font.Weight = .regular, width: Double? = nil,
        height: Double? = nil, lineLimit: Int? = nil, design: Font.Design = .default
    ) -> TextMeasurement {
        measurer.measure(TextRequest(
            string: string, font: Font(size: size, weight: weight, design: design), width: width, height: height,
            lineLimit: lineLimit))
    }

    /// `string` in Inter as it is, without the system font's metrics (a diagram label's font).
    private func inter(_ string: String, size: Double) -> TextMeasurement {
        measurer.measure(TextRequest(string: string, font: .interface(size: size)))
    }

    @Test func oneLineHeightIsSFProsLineBox() {
        for size in [11.0, 17, 20, 34] {
            let line = measure("Hello", size: size)
            #expect(line.size.height == size * 2444 / 2048, "size \(size)")
            #expect(line.firstBaseline == size * 1950 / 2048, "size \(size)")
            #expect(line.lastBaseline == line.firstBaseline)
        }
        // Body text: 17 × 2444 / 2048 = 20.287109375 high, its baseline 17 × 1950 / 2048 =
        // 16.1865234375 below the top. Inter's own line is 17 × 3408 / 2816 = 20.57 high.
        #expect(measure("Hello", size: 17).size.height == 20.287109375)
        #expect(measure("Hello", size: 17).firstBaseline == 16.1865234375)
        #expect(abs(inter("Hello", size: 17).size.height - 17 * (2728.0 + 680.0) / 2816.0) <= 2 * pangoUnit)
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
        #expect(measure("Hello", size: 34).size.height == 2 * measure("Hello", size: 17).size.height)
    }

    @Test func widthIsInterPlusTheTrackingOfTheSize() {
        // The HIG's tracking: −0.31 at 16 points, −0.43 at 17, +0.37 at 40, none at 12; after
        // each of the 4 characters of "Hello" but the last.
        for (size, tracking) in [(16.0, -0.31), (17, -0.43), (12, 0), (10, 0.12)] {
            let expected = inter("Hello", size: size).size.width + 4 * tracking
            #expect(abs(measure("Hello", size: size).size.width - expected) <= 4 * pangoUnit, "size \(size)")
        }
        // From 28 points on, the glyphs are Inter Display's (the Display design).
        let display = try! PangoTextMeasurer(fonts: .standard(adding: [], family: "Inter Display"))
        for (size, tracking) in [(28.0, 0.38), (40, 0.37), (96, 0)] {
            let expected = display.measure(TextRequest(string: "Hello", font: .interface(size: size))).size.width + 4 * tracking
            #expect(abs(measure("Hello", size: size).size.width - expected) <= 4 * pangoUnit, "size \(size)")
        }
        let hello = measure("Hello").size.width
        // Five glyphs of a 16 pt sans: between 0.4 and 0.7 em each.
        #expect(hello > 5 * 0.4 * 16 && hello < 5 * 0.7 * 16)
        #expect(abs(measure("HelloHello").size.width - 2 * hello) <= 0.5)
        #expect(measure("Hello", weight: .bold).size.width > hello)
    }

    @Test func theCalibrationPointIsOnItsPixel() {
        // Text("Hello, world!") in .body on an iPhone 17 Pro (iOS 26, 3x): 94.67 × 20.33
        // (DisplayListExplorer's DisplayListPreviewConverterTests). Inter's 99.51 less 12 × 0.43
        // is 94.35, which the 3x grid takes to 284 / 3 = 94.67; 20.287 to 61 / 3 = 20.33.
        let text = measure("Hello, world!", size: 17)
        #expect(abs(text.size.width - (inter("Hello, world!", size: 17).size.width - 12 * 0.43)) <= 12 * pangoUnit)
        #expect((text.size.width * 3).rounded(.up) == 284)
        #expect((text.size.height * 3).rounded(.up) == 61)
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
        // Only "…" is left; a glyph that cannot fit is the one way past the width. Pango takes
        // half a character's letter spacing off each end of a line, the "…"'s too, which carries
        // none: the lone "…" counts the 16-point tracking's 0.31 more.
        #expect(limited.size.width <= measure("…").size.width + 0.31 + 0.001)
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
        let lineHeight = measure("Hello", size: 20).size.height
        #expect(!measure(text, size: 20, width: 100).isTruncated)
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
                    (i, fresh.measure(TextRequest(string: string, font: Font(size: 16), width: 80)))
                }
            }
            var results = [TextMeasurement?](repeating: nil, count: strings.count)
            for await (i, measurement) in group { results[i] = measurement }
            return results
        }
        #expect(results == expected)
    }
}
