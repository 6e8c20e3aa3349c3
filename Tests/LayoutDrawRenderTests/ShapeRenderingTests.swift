import LayoutDrawCore
import LayoutDrawFrames
import Testing
@testable import LayoutDrawRender

@Suite struct ShapeRenderingTests {
    private func blueSquare(scale: Double, scheme: ColorScheme = .light) -> FrameTree {
        var builder = TreeBuilder(width: 100, height: 100, scale: scale, scheme: scheme)
        builder.add(Rect(x: 25, y: 25, width: 50, height: 50), paint: fill("blue"))
        return builder.tree
    }

    @Test func fillAtScale1() throws {
        let image = try sharedRenderer.renderRGBA(blueSquare(scale: 1))
        #expect(image.width == 100 && image.height == 100)
        #expect(same(image.pixel(x: 50, y: 50), rgb(0x007AFF)))
        #expect(same(image.pixel(x: 5, y: 5), rgb(0xFFFFFF)))
        // The edges fall on pixel boundaries: pixels 25…74 are blue, 24 and 75 are not.
        #expect(same(image.pixel(x: 25, y: 25), rgb(0x007AFF)))
        #expect(same(image.pixel(x: 74, y: 74), rgb(0x007AFF)))
        #expect(same(image.pixel(x: 24, y: 50), rgb(0xFFFFFF)))
        #expect(same(image.pixel(x: 75, y: 50), rgb(0xFFFFFF)))
    }

    @Test func fillAtScale2ThroughPNG() throws {
        let png = try sharedRenderer.render(blueSquare(scale: 2), format: .png)
        #expect(Array(png.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
        let image = try PNGCodec.decode(png)
        #expect(image.width == 200 && image.height == 200)
        #expect(same(image.pixel(x: 100, y: 100), rgb(0x007AFF)))
        #expect(same(image.pixel(x: 50, y: 50), rgb(0x007AFF)))  // the square's corner, 25 pt × 2
        #expect(same(image.pixel(x: 49, y: 50), rgb(0xFFFFFF)))
        #expect(same(image.pixel(x: 10, y: 10), rgb(0xFFFFFF)))
        #expect(image == (try sharedRenderer.renderRGBA(blueSquare(scale: 2))))
    }

    @Test func darkScheme() throws {
        let image = try sharedRenderer.renderRGBA(blueSquare(scale: 1, scheme: .dark))
        #expect(same(image.pixel(x: 50, y: 50), rgb(0x0A84FF)))
        #expect(same(image.pixel(x: 5, y: 5), rgb(0x000000)))
    }

    @Test func fractionalScaleRoundsPixelSizeUp() throws {
        var builder = TreeBuilder(width: 10.2, height: 7, scale: 3)
        builder.add(Rect(x: 0, y: 0, width: 1, height: 1), paint: fill("red"))
        let image = try sharedRenderer.renderRGBA(builder.tree)
        #expect(image.width == 31 && image.height == 21)
    }

    @Test func clearBackgroundIsTransparent() throws {
        var builder = TreeBuilder(width: 10, height: 10)
        builder.canvas.background = .clear
        builder.add(Rect(x: 0, y: 0, width: 5, height: 10), paint: fill("red"))
        let image = try sharedRenderer.renderRGBA(builder.tree)
        #expect(same(image.pixel(x: 7, y: 5), (0, 0, 0, 0)))
        #expect(same(image.pixel(x: 2, y: 5), rgb(0xFF3B30)))
    }

    /// Stroke colour #FF3B30 (red) on a (20, 20, 60, 60) rectangle, width 10.
    private func strokedSquare(_ paint: ShapePaint) throws -> RGBAImage {
        var builder = TreeBuilder(width: 100, height: 100)
        builder.add(Rect(x: 20, y: 20, width: 60, height: 60), paint: .shape(.rectangle, paint))
        return try sharedRenderer.renderRGBA(builder.tree)
    }

    @Test func strokeBorderLiesInsideTheFrame() throws {
        let red = ColorStyle.named["red"]!
        let image = try strokedSquare(.strokeBorder(red, lineWidth: 10))
        // Covers x ∈ [20, 30]: pixels 20…29.
        #expect(same(image.pixel(x: 19, y: 50), rgb(0xFFFFFF)))
        #expect(same(image.pixel(x: 20, y: 50), rgb(0xFF3B30)))
        #expect(same(image.pixel(x: 22, y: 50), rgb(0xFF3B30)))
        #expect(same(image.pixel(x: 29, y: 50), rgb(0xFF3B30)))
        #expect(same(image.pixel(x: 30, y: 50), rgb(0xFFFFFF)))
        #expect(same(image.pixel(x: 79, y: 50), rgb(0xFF3B30)))
        #expect(same(image.pixel(x: 80, y: 50), rgb(0xFFFFFF)))
        #expect(same(image.pixel(x: 20, y: 20), rgb(0xFF3B30)))  // square corner: mitred join
    }

    @Test func strokeIsCentredOnTheOutline() throws {
        let red = ColorStyle.named["red"]!
        let image = try strokedSquare(.stroke(red, lineWidth: 10))
        // Covers x ∈ [15, 25]: pixels 15…24.
        #expect(same(image.pixel(x: 14, y: 50), rgb(0xFFFFFF)))
        #expect(same(image.pixel(x: 15, y: 50), rgb(0xFF3B30)))
        #expect(same(image.pixel(x: 24, y: 50), rgb(0xFF3B30)))
        #expect(same(image.pixel(x: 25, y: 50), rgb(0xFFFFFF)))
        #expect(same(image.pixel(x: 84, y: 50), rgb(0xFF3B30)))
        #expect(same(image.pixel(x: 85, y: 50), rgb(0xFFFFFF)))
    }

    private func render(_ outline: ShapeOutline, in frame: Rect, _ paint: ShapePaint? = nil) throws -> RGBAImage {
        var builder = TreeBuilder(width: 100, height: 100)
        builder.add(frame, paint: .shape(outline, paint ?? .fill(ColorStyle.named["green"]!)))
        return try sharedRenderer.renderRGBA(builder.tree)
    }

    @Test func circleIsCentredWithTheShorterSideAsDiameter() throws {
        let image = try render(.circle, in: Rect(x: 0, y: 20, width: 100, height: 60))
        // Centre (50, 50), radius 30: x spans 20…80 on the middle row.
        #expect(same(image.pixel(x: 50, y: 50), rgb(0x34C759)))
        #expect(same(image.pixel(x: 21, y: 50), rgb(0x34C759)))
        #expect(same(image.pixel(x: 18, y: 50), rgb(0xFFFFFF)))
        #expect(same(image.pixel(x: 81, y: 50), rgb(0xFFFFFF)))
        #expect(same(image.pixel(x: 50, y: 21), rgb(0x34C759)))
        #expect(same(image.pixel(x: 50, y: 18), rgb(0xFFFFFF)))
        // The frame's corners are outside the circle.
        #expect(same(image.pixel(x: 22, y: 22), rgb(0xFFFFFF)))
    }

    @Test func ellipseFillsTheFrameAxes() throws {
        let image = try render(.ellipse, in: Rect(x: 0, y: 20, width: 100, height: 60))
        #expect(same(image.pixel(x: 1, y: 50), rgb(0x34C759)))
        #expect(same(image.pixel(x: 98, y: 50), rgb(0x34C759)))
        #expect(same(image.pixel(x: 50, y: 21), rgb(0x34C759)))
        #expect(same(image.pixel(x: 3, y: 22), rgb(0xFFFFFF)))
        // A flat ellipse draws nothing and does not break the context.
        let flat = try render(.ellipse, in: Rect(x: 0, y: 20, width: 100, height: 0))
        #expect(inkBounds(flat, background: rgb(0xFFFFFF)) == nil)
    }

    @Test func cornerRadiusIsClampedToHalfTheShorterSide() throws {
        let frame = Rect(x: 0, y: 30, width: 100, height: 40)
        let clamped = try render(.roundedRectangle(cornerRadius: 500), in: frame)
        #expect(clamped == (try render(.capsule, in: frame)))
        #expect(same(clamped.pixel(x: 1, y: 31), rgb(0xFFFFFF)))
        #expect(same(clamped.pixel(x: 50, y: 31), rgb(0x34C759)))
        let small = try render(.roundedRectangle(cornerRadius: 10), in: frame)
        #expect(same(small.pixel(x: 0, y: 30), rgb(0xFFFFFF)))  // the corner is cut
        #expect(same(small.pixel(x: 1, y: 31), rgb(0xFFFFFF)))  // 12 pt from the corner circle's centre
        #expect(same(small.pixel(x: 4, y: 34), rgb(0x34C759)))  // 7.8 pt from it
        #expect(same(small.pixel(x: 10, y: 31), rgb(0x34C759)))
        #expect(same(small.pixel(x: 0, y: 50), rgb(0x34C759)))
    }

    @Test func roundedStrokeBorderKeepsItsOuterEdgeOnTheOutline() throws {
        let frame = Rect(x: 10, y: 10, width: 80, height: 80)
        let green = ColorStyle.named["green"]!
        let filled = try render(.roundedRectangle(cornerRadius: 20), in: frame)
        let bordered = try render(.roundedRectangle(cornerRadius: 20), in: frame, .strokeBorder(green, lineWidth: 8))
        // Every pixel outside the filled shape is also outside the border.
        for y in 0..<100 {
            for x in 0..<100 where same(filled.pixel(x: x, y: y), rgb(0xFFFFFF)) {
                #expect(same(bordered.pixel(x: x, y: y), rgb(0xFFFFFF)), "(\(x), \(y))")
            }
        }
        #expect(same(bordered.pixel(x: 13, y: 50), rgb(0x34C759)))
        #expect(same(bordered.pixel(x: 50, y: 50), rgb(0xFFFFFF)))
    }

    @Test func drawTransformMovesThePaint() throws {
        var builder = TreeBuilder(width: 100, height: 100, scale: 2)
        builder.add(Rect(x: 0, y: 0, width: 20, height: 20), paint: fill("blue"),
                    transform: AffineTransform(translationX: 50, y: 10))
        let image = try sharedRenderer.renderRGBA(builder.tree)
        #expect(same(image.pixel(x: 10, y: 10), rgb(0xFFFFFF)))
        #expect(same(image.pixel(x: 100, y: 20), rgb(0x007AFF)))  // (50, 10) pt at scale 2
        #expect(same(image.pixel(x: 139, y: 59), rgb(0x007AFF)))
        #expect(same(image.pixel(x: 140, y: 59), rgb(0xFFFFFF)))
    }

    @Test func siblingsPaintInDrawOrder() throws {
        var builder = TreeBuilder(width: 20, height: 20)
        builder.add(Rect(x: 0, y: 0, width: 20, height: 20), paint: fill("red"), drawOrder: 1)
        builder.add(Rect(x: 0, y: 0, width: 20, height: 20), paint: fill("blue"), drawOrder: 0)
        let image = try sharedRenderer.renderRGBA(builder.tree)
        #expect(same(image.pixel(x: 10, y: 10), rgb(0xFF3B30)))
    }

    @Test func groupOpacityCompositesTheSubtreeOnce() throws {
        var builder = TreeBuilder(width: 100, height: 100)
        let group = builder.add(Rect(x: 0, y: 0, width: 100, height: 100), opacity: 0.5)
        builder.add(Rect(x: 0, y: 0, width: 60, height: 100), paint: fill("blue"), parent: group)
        builder.add(Rect(x: 40, y: 0, width: 60, height: 100), paint: fill("black"), parent: group)
        let image = try sharedRenderer.renderRGBA(builder.tree)
        // Black at 50 % over white, with no blue showing through where the two overlap.
        #expect(close(image.pixel(x: 50, y: 50), (128, 128, 128, 255)))
        #expect(close(image.pixel(x: 90, y: 50), (128, 128, 128, 255)))
        // Blue (0, 122, 255) at 50 % over white.
        #expect(close(image.pixel(x: 10, y: 50), (128, 189, 255, 255)))
    }

    @Test func clipAppliesToTheNodeAndItsDescendants() throws {
        var builder = TreeBuilder(width: 100, height: 100)
        let clipped = builder.add(Rect(x: 0, y: 0, width: 100, height: 100), paint: fill("blue"), clip: .circle)
        builder.add(Rect(x: 50, y: 0, width: 50, height: 100), paint: fill("red"), parent: clipped)
        let image = try sharedRenderer.renderRGBA(builder.tree)
        #expect(same(image.pixel(x: 2, y: 2), rgb(0xFFFFFF)))  // outside the circle: neither
        #expect(same(image.pixel(x: 97, y: 2), rgb(0xFFFFFF)))
        #expect(same(image.pixel(x: 25, y: 50), rgb(0x007AFF)))
        #expect(same(image.pixel(x: 75, y: 50), rgb(0xFF3B30)))
    }
}
