import LayoutDrawCore
import LayoutDrawFrames
import Testing
@testable import LayoutDrawRender

/// A tree with everything that can make output vary: text, shapes, group opacity, clips,
/// transforms.
func mixedTree(scale: Double = 2) -> FrameTree {
    var builder = TreeBuilder(width: 120, height: 80, scale: scale)
    builder.add(Rect(x: 0, y: 0, width: 60, height: 40), paint: fill("blue"))
    let group = builder.add(Rect(x: 20, y: 20, width: 80, height: 50), paint: fill("yellow"), opacity: 0.6,
                            clip: .roundedRectangle(cornerRadius: 12))
    builder.add(
        Rect(x: 30, y: 30, width: 60, height: 30),
        paint: .shape(.capsule, .stroke(ColorStyle.named["red"]!, lineWidth: 3)), parent: group)
    let text = TextRequest(string: "Hello, world", font: Font(size: 15, weight: .semibold))
    let size = sharedMeasurer.measure(text).size
    builder.add(Rect(origin: Point(x: 24, y: 24), size: size), paint: .text(TextPaint(request: text, color: .primary)),
                parent: group)
    builder.add(
        Rect(x: 90, y: 5, width: 25, height: 25),
        paint: .shape(.circle, .strokeBorder(ColorStyle.named["green"]!, lineWidth: 4)),
        clip: .ellipse, transform: AffineTransform(rotation: 0.3))
    return builder.tree
}

@Suite struct OutputDeterminismTests {
    @Test func pngBytesAreIdenticalAcrossRenders() throws {
        let first = try sharedRenderer.render(mixedTree(), format: .png)
        _ = try sharedRenderer.render(mixedTree(scale: 1), format: .png)
        let second = try Renderer(textMeasurer: try PangoTextMeasurer()).render(mixedTree(), format: .png)
        #expect(first == second)
    }

    @Test func svgBytesAreIdenticalAcrossRenders() throws {
        let first = try sharedRenderer.render(mixedTree(), format: .svg)
        // Advance cairo's process-global surface and pattern counters in between.
        _ = try sharedRenderer.render(mixedTree(scale: 1), format: .svg)
        _ = try sharedRenderer.render(mixedTree(), format: .png)
        let second = try sharedRenderer.render(mixedTree(), format: .svg)
        #expect(first == second)
        let text = String(decoding: first, as: UTF8.self)
        #expect(text.contains("<svg"))
        #expect(text.contains("width=\"120px\"") && text.contains("height=\"80px\""))
        #expect(text.contains("viewBox=\"0 0 120 80\""))
    }

    @Test func cairoSVGIdentifiersAreRenumberedConsistently() {
        let svg = Array("""
            <g id="surface18" clip-path="url(#clip3)"><clipPath id="clip3"/></g>\
            <use xlink:href="#surface18"/><g id="surface5"/><use xlink:href="#surface5"/>\
            <symbol id="glyph0-1"/><use xlink:href="#glyph0-1"/><path d="M 1 2"/>
            """.utf8)
        let expected = """
            <g id="surface0" clip-path="url(#clip0)"><clipPath id="clip0"/></g>\
            <use xlink:href="#surface0"/><g id="surface1"/><use xlink:href="#surface1"/>\
            <symbol id="glyph0-0"/><use xlink:href="#glyph0-0"/><path d="M 1 2"/>
            """
        #expect(String(decoding: SVGIdentifiers.canonicalized(svg), as: UTF8.self) == expected)
    }

    /// librsvg rasterises the SVG at the PNG's pixel size to the same colours in solid areas.
    @Test func svgMatchesPNG() throws {
        let tree = mixedTree()
        let png = try PNGCodec.decode(try sharedRenderer.render(tree, format: .png))
        let svg = try SVGRasterizer.rasterize(
            try sharedRenderer.render(tree, format: .svg), width: png.width, height: png.height)
        #expect(svg.width == 240 && svg.height == 160)
        let points: [(x: Int, y: Int, expected: Pixel)] = [
            (10, 10, rgb(0x007AFF)),  // blue, outside the group
            (230, 150, rgb(0xFFFFFF)),  // background
            (190, 130, (255, 224, 102, 255)),  // yellow (255, 204, 0) at 60 % over white
        ]
        for point in points {
            #expect(close(png.pixel(x: point.x, y: point.y), point.expected), "png (\(point.x), \(point.y))")
            #expect(close(svg.pixel(x: point.x, y: point.y), point.expected), "svg (\(point.x), \(point.y))")
        }
        #expect(same(svg.pixel(x: 10, y: 10), png.pixel(x: 10, y: 10)))
        #expect(same(svg.pixel(x: 230, y: 150), png.pixel(x: 230, y: 150)))
        // Overall the two agree except along antialiased edges.
        var differing = 0
        for y in 0..<png.height {
            for x in 0..<png.width where !close(png.pixel(x: x, y: y), svg.pixel(x: x, y: y), within: 8) {
                differing += 1
            }
        }
        #expect(differing < png.width * png.height / 50, "\(differing) pixels differ")
    }

    @Test func solidSVGAreasRasteriseExactly() throws {
        var builder = TreeBuilder(width: 100, height: 100, scale: 2)
        builder.add(Rect(x: 25, y: 25, width: 50, height: 50), paint: fill("blue"))
        let png = try sharedRenderer.renderRGBA(builder.tree)
        let svgBytes = try sharedRenderer.render(builder.tree, format: .svg)
        let svg = try SVGRasterizer.rasterize(svgBytes, width: 200, height: 200)
        #expect(svg == png)
    }
}
