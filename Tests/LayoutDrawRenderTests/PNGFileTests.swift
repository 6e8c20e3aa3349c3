import LayoutDrawCore
import Testing
@testable import LayoutDrawRender

/// `PNGFile` writes and reads the same pixels as cairo's PNG writer and reader.
@Suite struct PNGFileTests {
    /// A picture with opaque, transparent and (when `translucent`) partly transparent pixels,
    /// some of them in flat runs, as cairo holds it.
    private func surface(width: Int = 67, height: Int = 150, translucent: Bool) throws -> CairoSurface {
        var pixels: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                let alpha: UInt8 = translucent ? [255, 0, 128, 1, 254, 77][(x * 3 + y) % 6] : 255
                pixels += [UInt8((x * 37 + y) % 256), UInt8(y % 7 == 0 ? 200 : (x * y) % 256), UInt8((x / 9) * 30 % 256), alpha]
            }
        }
        return try CairoSurface(RGBAImage(width: width, height: height, pixels: pixels))
    }

    @Test(arguments: [false, true])
    func writesCairosPixels(translucent: Bool) throws {
        let picture = try surface(translucent: translucent)
        let ours = try picture.pngBytes()
        let cairos = try picture.cairoPNGBytes()
        #expect(ours != cairos)  // another compression…
        // …of the same pixels, as cairo reads them.
        #expect(try CairoSurface(pngBytes: ours).rgbaImage() == CairoSurface(pngBytes: cairos).rgbaImage())
        // An opaque picture is RGB (colour type 2), a translucent one RGBA (6), as cairo writes them.
        #expect(ours[25] == (translucent ? 6 : 2))
    }

    @Test(arguments: [false, true])
    func readsCairosPixels(translucent: Bool) throws {
        for png in [try surface(translucent: translucent).cairoPNGBytes(), try surface(translucent: translucent).pngBytes()] {
            let ours = try #require(PNGFile.decode(png))
            #expect(ours == (try CairoSurface(pngBytes: png).rgbaImage()))
        }
    }

    @Test func aLargePictureIsWrittenInSlicesThatJoin() throws {
        // Tall enough for one slice per core; flat and varied rows.
        let picture = try surface(width: 300, height: 1000, translucent: false)
        let png = try picture.pngBytes()
        #expect(try PNGFile.decode(png) == CairoSurface(pngBytes: png).rgbaImage())
        #expect(try PNGFile.decode(png) == picture.rgbaImage())
    }

    @Test func comparesRowByRow() throws {
        let picture = try surface(translucent: false)
        let png = try picture.cairoPNGBytes()
        #expect(picture.matches(png: png) == true)
        let other = try surface(width: 67, height: 151, translucent: false)
        #expect(other.matches(png: png) == false)
        var changed = try picture.rgbaImage()
        changed.pixels[4 * 67 * 100 + 10] ^= 1
        #expect(try CairoSurface(changed).matches(png: png) == false)
        // A translucent picture is compared as its PNG is read, not here.
        #expect(try surface(translucent: true).matches(png: png) == nil)
    }

    @Test func leavesOtherOrDamagedFilesToCairo() throws {
        var png = try surface(translucent: false).pngBytes()
        #expect(PNGFile.decode(png) != nil)
        png[png.count / 2] ^= 0xFF  // breaks a chunk's CRC
        #expect(PNGFile.decode(png) == nil)
        #expect(throws: RenderError.self) { try PNGCodec.decode(png) }
        #expect(PNGFile.decode([1, 2, 3]) == nil)
    }
}
