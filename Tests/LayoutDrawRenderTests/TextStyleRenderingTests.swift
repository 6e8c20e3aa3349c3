import LayoutDrawCore
import LayoutDrawFrames
import Testing
@testable import LayoutDrawRender

private let pangoUnit = 1.0 / 1024

/// The text attributes measured and drawn by Pango in Inter, each against the plain text it
/// changes: kerning adds its amount after every character, tracking after every character but
/// the last, a baseline offset grows the line by its amount, line spacing goes between lines,
/// tabular figures make digits one width. (Pango keeps lengths in 1/1024 pt.)
@Suite struct TextStyleMeasurementTests {
    let measurer = sharedMeasurer

    private func measure(_ string: String, width: Double? = nil, lineSpacing: Double = 0, _ change: (inout TextAttributes) -> Void = { _ in })
        -> TextMeasurement
    {
        var attributes = TextAttributes(font: Font(size: 20))
        change(&attributes)
        return measurer.measure(TextRequest(runs: [TextRun(string, attributes)], width: width, lineSpacing: lineSpacing))
    }

    @Test func kerningAddsItsAmountAfterEveryCharacter() {
        let plain = measure("Hello").size.width
        // Five characters: 5 × 3 = 15 wider; negative kerning narrows by as much.
        #expect(abs(measure("Hello") { $0.kerning = 3 }.size.width - (plain + 15)) <= 2 * pangoUnit)
        #expect(abs(measure("Hello") { $0.kerning = -1 }.size.width - (plain - 5)) <= 2 * pangoUnit)
        #expect(measure("Hello") { $0.kerning = 3 }.size.height == measure("Hello").size.height)
    }

    @Test func trackingAddsItsAmountBetweenCharactersAndWinsOverKerning() {
        let plain = measure("Hello").size.width
        // 4 × 3 = 12 wider: the space after the last character is trailing whitespace.
        #expect(abs(measure("Hello") { $0.tracking = 3 }.size.width - (plain + 12)) <= 2 * pangoUnit)
        let both = measure("Hello") {
            $0.tracking = 3
            $0.kerning = 10
        }
        #expect(abs(both.size.width - (plain + 12)) <= 2 * pangoUnit)
    }

    @Test func aSpacedLineProposedItsOwnWidthStaysOneLine() {
        // Pango fits a line with the spacing after its last character; layoutdraw wraps at the
        // width SwiftUI measures, so a text proposed its own width never wraps.
        for change: (inout TextAttributes) -> Void in [{ $0.kerning = 3 }, { $0.tracking = 3 }, { $0.tracking = -1 }] {
            let ideal = measure("aaa bbb", change)
            let proposed = measure("aaa bbb", width: ideal.size.width, change)
            #expect(proposed.size == ideal.size)
            // Half a point less and "bbb" goes to a second line.
            let narrower = measure("aaa bbb", width: ideal.size.width - 0.5, change)
            #expect(narrower.size.height > ideal.size.height * 1.9)
        }
    }

    @Test func aBaselineOffsetGrowsTheLineByItsAmount() {
        let plain = measure("Hello")
        // Raised 6: 6 taller, the baseline 6 lower (the glyphs stay at the top).
        let raised = measure("Hello") { $0.baselineOffset = 6 }
        #expect(abs(raised.size.height - (plain.size.height + 6)) <= 2 * pangoUnit)
        #expect(abs(raised.firstBaseline - (plain.firstBaseline + 6)) <= pangoUnit)
        #expect(raised.size.width == plain.size.width)
        // Lowered 6: 6 taller below, the baseline where it was.
        let lowered = measure("Hello") { $0.baselineOffset = -6 }
        #expect(abs(lowered.size.height - (plain.size.height + 6)) <= 2 * pangoUnit)
        #expect(lowered.firstBaseline == plain.firstBaseline)
    }

    @Test func lineSpacingGoesBetweenLines() {
        let line = measure("Hello").size.height
        // Two lines and one spacing of 10; one line has none.
        #expect(abs(measure("Hello\nworld", lineSpacing: 10).size.height - (2 * line + 10)) <= 2 * pangoUnit)
        #expect(measure("Hello", lineSpacing: 10).size.height == line)
        // The second line's baseline is a line and the spacing below the first's.
        let two = measure("Hello\nworld", lineSpacing: 10)
        #expect(abs(two.lastBaseline - (two.firstBaseline + line + 10)) <= 2 * pangoUnit)
    }

    @Test func tabularFiguresMakeDigitsOneWidth() {
        // Inter's proportional 1 is narrower than its 8; its tabular figures (tnum) are not.
        #expect(measure("111").size.width < measure("888").size.width)
        let ones = measure("111") { $0.font.monospacedDigit = true }.size.width
        let eights = measure("888") { $0.font.monospacedDigit = true }.size.width
        #expect(abs(ones - eights) <= pangoUnit)
        #expect(ones > measure("111").size.width)
        // The monospaced design is the same font with tabular figures, without SF Pro's tracking
        // (Apple publishes none for SF Mono; −0.45 at 20 points for SF Pro, twice in "111").
        #expect(abs(measure("111") { $0.font.design = .monospaced }.size.width - (ones + 2 * 0.45)) <= 2 * pangoUnit)
    }

    @Test func runsAreMeasuredAsOneLine() {
        // "Hello " at 16 points and "world" at 40: as wide as the two parts (Inter kerns no pair
        // with a space), less what a line's ends take off them: Pango puts half a character's
        // letter spacing before it and half after, and leaves it out at a line's ends, so where
        // the two runs meet the gap gains half of each tracking, −0.31 / 2 + 0.37 / 2 = +0.03
        // (Core Text would put the whole −0.31 after the space); as tall as the taller part.
        let small = TextAttributes(font: Font(size: 16)), large = TextAttributes(font: Font(size: 40))
        let joined = measurer.measure(TextRequest(runs: [TextRun("Hello ", small), TextRun("world", large)]))
        let parts = measurer.measure(TextRequest(runs: [TextRun("Hello ", small)])).size.width
            + measurer.measure(TextRequest(runs: [TextRun("world", large)])).size.width
        #expect(abs(joined.size.width - (parts - 0.31 / 2 + 0.37 / 2)) <= 2 * pangoUnit)
        #expect(joined.size.height == measurer.measure(TextRequest(runs: [TextRun("world", large)])).size.height)
    }
}

/// Decorations and run colours as drawn: Inter's underline is `post.underlinePosition` −464 /
/// `underlineThickness` 192 of 2816 units per em (its top 3.30 pt below the baseline at 20
/// points, 1.36 pt thick), its strikeout `OS/2.yStrikeoutPosition` 922 / `yStrikeoutSize` 192
/// (its top 6.55 pt above the baseline); the baseline of 20-point text is SF Pro's,
/// 20 × 1950 / 2048 = 19.043 below the top.
@Suite struct TextStyleRenderingTests {
    private func render(_ runs: [TextRun], color: ColorStyle = .primary) throws -> (image: RGBAImage, frame: Rect) {
        let request = TextRequest(runs: runs)
        let size = sharedMeasurer.measure(request).size
        let frame = Rect(x: 10, y: 10, width: size.width, height: size.height)
        var builder = TreeBuilder(width: 200, height: 60, scale: 2)
        builder.add(frame, paint: .text(TextPaint(request: request, color: color)))
        return (try sharedRenderer.renderRGBA(builder.tree), frame)
    }

    private func attributes(_ change: (inout TextAttributes) -> Void = { _ in }) -> TextAttributes {
        var attributes = TextAttributes(font: Font(size: 20))
        change(&attributes)
        return attributes
    }

    /// The device pixels of row `y` inside the frame's width.
    private func row(_ y: Int, of image: RGBAImage, in frame: Rect) -> [Pixel] {
        (Int(frame.minX * 2) + 1..<Int(frame.maxX * 2) - 1).map { image.pixel(x: $0, y: y) }
    }

    @Test func anUnderlineIsDrawnInItsColourUnderTheBaseline() throws {
        let red = ColorStyle.named["red"]!
        let (image, frame) = try render([TextRun("Hello", attributes { $0.underline = TextDecoration(color: red) })])
        // Baseline at 10 + 19.043 = 29.043 pt; the line from 32.34 to 33.70 pt: device rows 65
        // and 66 are covered whole, across the text, in red (FF3B30); row 63 is clear.
        for y in [65, 66] { #expect(row(y, of: image, in: frame).allSatisfy { same($0, rgb(0xFF3B30)) }, "row \(y)") }
        #expect(row(63, of: image, in: frame).allSatisfy { same($0, rgb(0xFFFFFF)) })
        // Without a colour of its own it is the text's.
        let (plain, _) = try render([TextRun("Hello", attributes { $0.underline = TextDecoration() })], color: .blue)
        #expect(row(65, of: plain, in: frame).allSatisfy { same($0, rgb(0x007AFF)) })
    }

    @Test func aStrikethroughIsDrawnOverTheGlyphs() throws {
        let blue = ColorStyle.named["blue"]!
        let (image, frame) = try render([TextRun("Hello", attributes { $0.strikethrough = TextDecoration(color: blue) })])
        // Its top 6.55 pt above the baseline: 22.49 to 23.86 pt, device rows 45 and 46, blue
        // even where the black glyphs are.
        for y in [45, 46] { #expect(row(y, of: image, in: frame).allSatisfy { same($0, rgb(0x007AFF)) }, "row \(y)") }
    }

    @Test func eachRunIsDrawnInItsOwnColour() throws {
        let red = ColorStyle.named["red"]!
        let first = attributes(), second = attributes { $0.color = red }
        let (image, frame) = try render([TextRun("HH", first), TextRun("HH", second)])
        let split = 10 + sharedMeasurer.measure(TextRequest(runs: [TextRun("HH", first)])).size.width
        var black = 0, redPixels = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let pixel = image.pixel(x: x, y: y)
                if same(pixel, rgb(0x000000)) {
                    black += 1
                    #expect(Double(x) < split * 2, "black at \(x)")
                }
                if same(pixel, rgb(0xFF3B30)) {
                    redPixels += 1
                    #expect(Double(x) >= split * 2, "red at \(x)")
                }
            }
        }
        #expect(black > 0 && redPixels > 0)
        #expect(frame.width > 0)
    }

    @Test func aRaisedRunIsDrawnHigher() throws {
        // "HH" with its second half raised 6: the line is 6 taller, the plain H's ink 6 pt
        // (12 device pixels) lower than the raised H's.
        let (image, frame) = try render([TextRun("H", attributes()), TextRun("H", attributes { $0.baselineOffset = 6 })])
        let half = Int((frame.minX + frame.width / 2) * 2)
        let left = try #require(inkBounds(image, background: rgb(0xFFFFFF), in: (0..<half, 0..<image.height)))
        let right = try #require(inkBounds(image, background: rgb(0xFFFFFF), in: (half..<image.width, 0..<image.height)))
        #expect(left.minY - right.minY == 12 && left.maxY - right.maxY == 12)
    }
}
