import LayoutDrawCore
import LayoutDrawFrames
import Testing
@testable import LayoutDrawRender

private let pangoUnit = 1.0 / 1024

/// Images set in a text (`TextAttachment`), measured and drawn by Pango: an attachment is one
/// character of its own width, without the letters' tracking; a symbol's keeps its font's line;
/// an image's line is as tall as it needs; it is drawn where its character was set.
@Suite struct TextAttachmentTests {
    let measurer = sharedMeasurer
    /// 16-point system text (below 17 points: no optical spacing, the HIG's tracking −0.31):
    /// SF Pro's line is 16 × 2444 / 2048 = 19.094 high, its baseline 16 × 1950 / 2048 = 15.234
    /// below the top.
    let attributes = TextAttributes(font: Font(size: 16))

    /// A symbol's attachment at 16 points: 1.2 × 16 = 19.2 wide, its square centred 16 × 1443 /
    /// 2048 / 2 = 5.637 above the baseline.
    var symbol: TextAttachment {
        TextAttachment(index: 0, width: 19.2, drawn: Rect(x: 0, y: -5.637 - 9.6, width: 19.2, height: 19.2))
    }

    @Test func anAttachmentAdvancesItsWidthWithoutTracking() {
        let ab = measurer.measure(TextRequest(runs: [TextRun("ab", attributes)]))
        let withSymbol = measurer.measure(TextRequest(runs: [TextRun("ab", attributes), TextRun(attachment: symbol, attributes)]))
        // "b" is no longer the line's last character, so its tracking now counts (half before
        // and half after it in Pango, of which the half at the line's end was left out); the
        // symbol adds its 19.2 and no tracking of its own.
        #expect(attributes.letterSpacing == -0.31)
        #expect(abs(withSymbol.size.width - (ab.size.width + 19.2 - 0.31 / 2)) <= 3 * pangoUnit)
        // Alone: exactly its width, on a line of the font's height.
        let alone = measurer.measure(TextRequest(runs: [TextRun(attachment: symbol, attributes)]))
        #expect(abs(alone.size.width - 19.2) <= pangoUnit)
        #expect(abs(alone.size.height - 16 * 2444 / 2048) <= pangoUnit)
        #expect(withSymbol.size.height == ab.size.height)
    }

    @Test func anImageGrowsItsLineToHoldIt() {
        // A 30 × 40 image on the baseline: the line reaches 40 above it (more than the font's
        // 15.234) and the font's descent below, 16 × 494 / 2048 = 3.859.
        let image = TextAttachment(index: 0, width: 30, lineAscent: 40, lineDescent: 0, drawn: Rect(x: 0, y: -40, width: 30, height: 40))
        let measured = measurer.measure(TextRequest(runs: [TextRun("ab", attributes), TextRun(attachment: image, attributes)]))
        #expect(abs(measured.firstBaseline - 40) <= pangoUnit)
        #expect(abs(measured.size.height - (40 + 16 * 494 / 2048)) <= 2 * pangoUnit)
    }

    @Test func aLongTextWrapsAroundAnAttachmentAsAroundALetter() {
        let runs = [TextRun("aaaa ", attributes), TextRun(attachment: symbol, attributes), TextRun(" bbbb", attributes)]
        let oneLine = measurer.measure(TextRequest(runs: runs))
        let upToSymbol = measurer.measure(TextRequest(runs: Array(runs.prefix(2)))).size.width
        // Offered a little more than "aaaa ★": two lines, the first ending with the symbol.
        let wrapped = measurer.measure(TextRequest(runs: runs, width: upToSymbol + 5))
        #expect(wrapped.size.height > oneLine.size.height * 1.9)
        #expect(abs(wrapped.size.width - upToSymbol) <= 2 * pangoUnit)
    }

    @Test func anAttachmentIsDrawnWhereItsCharacterIsSet() throws {
        // "ab" then a red 19.2-point square symbol: its ink starts where "ab" ends and is red,
        // from 15.237 above the baseline to 3.963 below it.
        let red = ColorStyle.named["red"]!
        let square = VectorPaint([.shape(.rectangle, in: Rect(x: 0, y: 0, width: 19.2, height: 19.2), .fill(.color(red)))])
        let request = TextRequest(runs: [TextRun("ab", attributes), TextRun(attachment: symbol, attributes)])
        let size = measurer.measure(request).size
        let frame = Rect(x: 10, y: 10, width: size.width, height: size.height)
        var builder = TreeBuilder(width: 200, height: 60, scale: 2)
        builder.add(frame, paint: .text(TextPaint(request: request, style: .color(.primary), attachments: [.vector(square)])))
        let image = try sharedRenderer.renderRGBA(builder.tree)
        let ab = measurer.measure(TextRequest(runs: [TextRun("ab", attributes)])).size.width
        let left = 10 + ab - 0.31 / 2
        let bounds = try #require(inkBounds(image, background: rgb(0xFFFFFF), in: (Int((left + 1) * 2)..<image.width, 0..<image.height)))
        // The square's rows: top 10 + 15.234 − 15.237 = 9.997 pt (device 19.99, row 19 barely
        // touched), bottom 29.197 pt (device 58.39: row 58 the last, partly covered).
        #expect((19...20).contains(bounds.minY) && bounds.maxY == 58)
        #expect(same(image.pixel(x: Int((left + 9.6) * 2), y: 40), rgb(0xFF3B30)))
        #expect(same(image.pixel(x: Int((left + 25) * 2), y: 40), rgb(0xFFFFFF)))
    }
}
