import LayoutDrawCore
import LayoutDrawFrames
import Testing
@testable import LayoutDrawRender

@Suite struct TextRenderingTests {
    private func render(
        _ string: String, alignment: TextAlignment = .leading, frameWidth: Double? = nil, scale: Double = 2,
        scheme: ColorScheme = .light, color: ColorStyle = .primary
    ) throws -> (image: RGBAImage, frame: Rect) {
        let request = TextRequest(string: string, font: Font(size: 20), alignment: alignment)
        let size = sharedMeasurer.measure(request).size
        let frame = Rect(x: 10, y: 10, width: frameWidth ?? size.width, height: size.height)
        var builder = TreeBuilder(width: 200, height: 100, scale: scale, scheme: scheme)
        builder.add(frame, paint: .text(TextPaint(request: request, color: color)))
        return (try sharedRenderer.renderRGBA(builder.tree), frame)
    }

    /// A measurer that outlives its scenes (the library, `watch`, `check`) keeps at most its
    /// limit of measurements: with a limit of 4, ten different texts leave at most 4, and a text
    /// measured again after the cache was emptied measures the same.
    @Test func theMeasurementCacheIsBounded() throws {
        let measurer = try PangoTextMeasurer(fonts: .standard, measurementCacheLimit: 4)
        let first = measurer.measure(TextRequest(string: "text 0", font: Font(size: 20)))
        for n in 0..<10 {
            _ = measurer.measure(TextRequest(string: "text \(n)", font: Font(size: 20)))
            #expect(measurer.cachedMeasurementCount <= 4)
        }
        #expect(measurer.cachedMeasurementCount >= 1)
        #expect(measurer.measure(TextRequest(string: "text 0", font: Font(size: 20))) == first)
    }

    /// …and at most its limit of text: with 100 bytes, three texts of 40 bytes cannot all be
    /// kept (40 + 40 + 40 > 100), so the cache is emptied before the third and holds it alone.
    @Test func theMeasurementCacheIsBoundedByItsText() throws {
        let measurer = try PangoTextMeasurer(fonts: .standard, measurementCacheLimit: 100, characterLimit: 100)
        for n in 0..<3 {
            _ = measurer.measure(TextRequest(string: String(repeating: "\(n)", count: 40), font: Font(size: 12)))
        }
        #expect(measurer.cachedMeasurementCount == 1)
        #expect(measurer.cachedMeasurementCharacters == 40)
    }

    @Test func inkStaysInsideTheMeasuredFrame() throws {
        let (image, frame) = try render("Hello, jumpy world!")
        let ink = try #require(inkBounds(image, background: rgb(0xFFFFFF)))
        // Device pixels at scale 2; one pixel of antialiasing either side.
        #expect(Double(ink.minX) >= frame.minX * 2 - 1 && Double(ink.maxX) <= frame.maxX * 2 + 1)
        #expect(Double(ink.minY) >= frame.minY * 2 - 1 && Double(ink.maxY) <= frame.maxY * 2 + 1)
        // The cap height reaches well above the baseline; descenders go below it.
        let baseline = (frame.minY + 19.375) * 2
        #expect(Double(ink.minY) < baseline - 25 && Double(ink.maxY) > baseline + 4)
    }

    @Test func colourFollowsTheScheme() throws {
        let (image, _) = try render("H", scheme: .dark)
        // The middle of the H's left stem is solid white on the black canvas.
        var found = false
        for y in 0..<image.height {
            for x in 0..<image.width where same(image.pixel(x: x, y: y), rgb(0xFFFFFF)) { found = true }
        }
        #expect(found)
        #expect(inkBounds(image, background: rgb(0x000000)) != nil)
        let blue = try render("H", color: .blue)
        var hasBlue = false
        for y in 0..<blue.image.height {
            for x in 0..<blue.image.width where same(blue.image.pixel(x: x, y: y), rgb(0x007AFF)) { hasBlue = true }
        }
        #expect(hasBlue)
    }

    /// Lines are aligned within the frame: the short second line sits left, centred or right
    /// under the long first one (ink edges within two device pixels of each other).
    @Test func linesAlignInsideTheFrame() throws {
        let string = "Hello wide world\nHi"
        func lineInk(_ alignment: TextAlignment) throws -> (first: (Int, Int), second: (Int, Int)) {
            let (image, frame) = try render(string, alignment: alignment)
            let middle = Int((frame.minY + 24.2) * 2)
            let first = try #require(inkBounds(image, background: rgb(0xFFFFFF), in: (0..<image.width, 0..<middle)))
            let second = try #require(
                inkBounds(image, background: rgb(0xFFFFFF), in: (0..<image.width, middle..<image.height)))
            return ((first.minX, first.maxX), (second.minX, second.maxX))
        }
        let leading = try lineInk(.leading)
        #expect(abs(leading.first.0 - leading.second.0) <= 2)
        let trailing = try lineInk(.trailing)
        #expect(abs(trailing.first.1 - trailing.second.1) <= 2)
        let center = try lineInk(.center)
        #expect(abs((center.first.0 + center.first.1) - (center.second.0 + center.second.1)) <= 4)
        #expect(center.second.0 > leading.second.0 + 20 && trailing.second.0 > center.second.0 + 20)
    }

    @Test func alignmentUsesTheFrameWidthNotTheProposal() throws {
        let request = TextRequest(string: "Hi", font: Font(size: 20), width: 180, alignment: .trailing)
        let size = sharedMeasurer.measure(request).size
        var builder = TreeBuilder(width: 200, height: 50)
        builder.add(Rect(x: 10, y: 10, width: size.width, height: size.height),
                    paint: .text(TextPaint(request: request, color: .primary)))
        let image = try sharedRenderer.renderRGBA(builder.tree)
        let ink = try #require(inkBounds(image, background: rgb(0xFFFFFF)))
        // Right-aligned inside a frame as wide as the text, not at x = 190.
        #expect(Double(ink.maxX) <= 10 + size.width + 1)
        #expect(Double(ink.minX) >= 9)
    }

    @Test func truncatedTextDrawsTheKeptLinesOnly() throws {
        let request = TextRequest(
            string: "Hello world again and again and again", font: Font(size: 20), width: 100, lineLimit: 2)
        let size = sharedMeasurer.measure(request).size
        var builder = TreeBuilder(width: 200, height: 200)
        builder.add(Rect(x: 10, y: 10, width: size.width, height: size.height),
                    paint: .text(TextPaint(request: request, color: .primary)))
        let image = try sharedRenderer.renderRGBA(builder.tree)
        let ink = try #require(inkBounds(image, background: rgb(0xFFFFFF)))
        #expect(Double(ink.maxY) <= 10 + size.height + 1)
        #expect(Double(ink.maxX) <= 10 + size.width + 1)
    }

    /// A line cut at its start or in its middle is drawn tight, as iOS draws it ("…docious",
    /// "Super…ious"): Pango gives the "…" the width the cut line lacks to fill the layout
    /// (pango's `fixup_ellipsis_run`), which drew as a gap up to a letter wide after the "…". At
    /// every width from 100 to 199 points, the widest run of blank columns inside the drawn
    /// line is at most 4 points (8 pixels at 2x) — the natural gaps of Inter at 20 points,
    /// between letters and between the dots of "…", are about 1 — and the ink stays inside the
    /// measured width, which still counts the spare width (the cut line fills the width).
    @Test func headAndMiddleCutsDrawTheEllipsisTight() throws {
        for mode in [TruncationMode.head, .middle] {
            for width in stride(from: 100.0, to: 200, by: 3) {
                let request = TextRequest(
                    string: "Supercalifragilisticexpialidocious", font: Font(size: 20), width: width, lineLimit: 1,
                    truncationMode: mode)
                let size = sharedMeasurer.measure(request).size
                #expect(size.width <= width && size.width > width - 20, "\(mode) at \(width): \(size.width)")
                var builder = TreeBuilder(width: 220, height: 50, scale: 2)
                builder.add(Rect(x: 10, y: 10, width: size.width, height: size.height), paint: .text(TextPaint(request: request, color: .primary)))
                let image = try sharedRenderer.renderRGBA(builder.tree)
                let ink = try #require(inkBounds(image, background: rgb(0xFFFFFF)))
                #expect(Double(ink.maxX) <= (10 + size.width) * 2 + 1, "\(mode) at \(width)")
                // The longest run of columns without ink between the first and the last inked one.
                var gap = 0, longest = 0
                for x in ink.minX...ink.maxX {
                    let blank = (ink.minY...ink.maxY).allSatisfy { same(image.pixel(x: x, y: $0), rgb(0xFFFFFF)) }
                    gap = blank ? gap + 1 : 0
                    longest = max(longest, gap)
                }
                #expect(longest <= 8, "\(mode) at \(width): a gap of \(longest) pixels in the drawn line")
            }
        }
    }

    @Test func headAndMiddleTruncationDrawOtherCharactersThanTail() throws {
        func image(_ mode: TruncationMode) throws -> RGBAImage {
            let request = TextRequest(
                string: "Hello world again and again and again", font: Font(size: 20), width: 120, lineLimit: 1, truncationMode: mode)
            let size = sharedMeasurer.measure(request).size
            var builder = TreeBuilder(width: 200, height: 50)
            builder.add(Rect(x: 10, y: 10, width: size.width, height: size.height), paint: .text(TextPaint(request: request, color: .primary)))
            return try sharedRenderer.renderRGBA(builder.tree)
        }
        let tail = try image(.tail), head = try image(.head), middle = try image(.middle)
        #expect(tail.pixels != head.pixels)
        #expect(tail.pixels != middle.pixels)
        #expect(head.pixels != middle.pixels)
    }
}
