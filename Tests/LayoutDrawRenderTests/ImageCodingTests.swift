import LayoutDrawCore
import LayoutDrawFrames
import Testing
@testable import LayoutDrawRender

@Suite struct ImageCodingTests {
    private func checkerboard(width: Int, height: Int) -> RGBAImage {
        var pixels: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                switch (x + y) % 4 {
                case 0: pixels += [255, 59, 48, 255]
                case 1: pixels += [0, 122, 255, 255]
                case 2: pixels += [0, 0, 0, 0]
                default: pixels += [UInt8(x * 7 % 256), UInt8(y * 13 % 256), 200, 255]
                }
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    @Test func pngRoundTripsOpaqueAndTransparentPixels() throws {
        let image = checkerboard(width: 30, height: 20)
        let png = try PNGCodec.encode(image)
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(try PNGCodec.decode(png) == image)
    }

    @Test func partialAlphaRoundTripsApproximately() throws {
        let image = RGBAImage(width: 1, height: 1, pixels: [200, 100, 50, 128])
        let decoded = try PNGCodec.decode(try PNGCodec.encode(image))
        #expect(close(decoded.pixel(x: 0, y: 0), (200, 100, 50, 128), within: 1))
    }

    @Test func badInputIsReported() {
        let truncated = RenderError.dataUnreadable(
            format: .png, reason: "decoding PNG data: error while reading from input stream")
        #expect(throws: truncated) {
            try PNGCodec.decode([1, 2, 3])
        }
        #expect(throws: RenderError.self) { try PNGCodec.encode(RGBAImage(width: 2, height: 2, pixels: [0, 0, 0])) }
        #expect(throws: RenderError.self) { try SVGRasterizer.rasterize(Array("not svg".utf8), width: 10, height: 10) }
    }

    @Test func naturalSizeOfAPNGIsItsPixelSize() throws {
        let path = scratchDirectory("images") + "/checker-30x20.png"
        writeFile(path, try PNGCodec.encode(checkerboard(width: 30, height: 20)))
        #expect(try ImageFiles.naturalSize(ofFileAt: path) == Size(width: 30, height: 20))
    }

    @Test func naturalSizeOfAnSVG() throws {
        let directory = scratchDirectory("images")
        let cases: [(String, Size)] = [
            (#"<svg xmlns="http://www.w3.org/2000/svg" width="40" height="24"/>"#, Size(width: 40, height: 24)),
            (#"<svg xmlns="http://www.w3.org/2000/svg" width="30pt" height="15pt"/>"#, Size(width: 30, height: 15)),
            (#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 50 10"/>"#, Size(width: 50, height: 10)),
        ]
        for (i, (svg, size)) in cases.enumerated() {
            let path = directory + "/natural-\(i).svg"
            writeFile(path, Array(svg.utf8))
            #expect(try ImageFiles.naturalSize(ofFileAt: path) == size, "\(svg)")
        }
    }

    @Test func unreadableFilesNameTheirPath() {
        #expect {
            try ImageFiles.naturalSize(ofFileAt: "/nonexistent/picture.png")
        } throws: { error in
            guard case .imageUnreadable(let path, _) = error as? RenderError else { return false }
            return path == "/nonexistent/picture.png"
        }
        let garbage = scratchDirectory("images") + "/garbage.svg"
        writeFile(garbage, Array("this is not an image".utf8))
        #expect(throws: RenderError.self) { try ImageFiles.naturalSize(ofFileAt: garbage) }
    }

    @Test func imagesDrawStretchedOrAtNaturalSize() throws {
        let directory = scratchDirectory("images")
        let png = directory + "/red-4x4.png"
        writeFile(png, try PNGCodec.encode(RGBAImage(width: 4, height: 4, filledWith: (255, 0, 0, 255))))
        let svg = directory + "/green-40x24.svg"
        let green = ##"<svg xmlns="http://www.w3.org/2000/svg" width="40" height="24">"##
            + ##"<rect width="40" height="24" fill="#00ff00"/></svg>"##
        writeFile(svg, Array(green.utf8))

        var builder = TreeBuilder(width: 200, height: 100)
        builder.add(Rect(x: 10, y: 10, width: 50, height: 50), paint: .image(ImagePaint(path: png, isResizable: true)))
        builder.add(Rect(x: 70, y: 10, width: 50, height: 50), paint: .image(ImagePaint(path: png, isResizable: false)))
        builder.add(Rect(x: 130, y: 10, width: 60, height: 80), paint: .image(ImagePaint(path: svg, isResizable: true)))
        builder.add(
            Rect(x: 10, y: 70, width: 100, height: 100), paint: .image(ImagePaint(path: svg, isResizable: false)))
        let image = try sharedRenderer.renderRGBA(builder.tree)
        #expect(same(image.pixel(x: 35, y: 35), rgb(0xFF0000)))  // stretched over the frame
        #expect(same(image.pixel(x: 58, y: 58), rgb(0xFF0000)))
        #expect(same(image.pixel(x: 71, y: 11), rgb(0xFF0000)))  // 4 × 4 at the frame's origin
        #expect(same(image.pixel(x: 80, y: 20), rgb(0xFFFFFF)))
        #expect(same(image.pixel(x: 135, y: 85), rgb(0x00FF00)))  // stretched, not letterboxed
        #expect(same(image.pixel(x: 185, y: 15), rgb(0x00FF00)))
        #expect(same(image.pixel(x: 45, y: 90), rgb(0x00FF00)))  // 40 × 24 at (10, 70)
        #expect(same(image.pixel(x: 55, y: 90), rgb(0xFFFFFF)))
        #expect(same(image.pixel(x: 30, y: 96), rgb(0xFFFFFF)))
    }

    @Test func aMissingImageFailsTheRender() {
        var builder = TreeBuilder(width: 10, height: 10)
        let missing = ImagePaint(path: "/nonexistent.png", isResizable: true)
        builder.add(Rect(x: 0, y: 0, width: 10, height: 10), paint: .image(missing))
        #expect(throws: RenderError.self) { try sharedRenderer.render(builder.tree, format: .png) }
    }
}
