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

    /// The zlib stream's Adler-32 of the inflated bytes is not checked (the chunks' CRC-32s cover
    /// the stored bytes): a file whose Adler-32 alone is wrong, its chunk CRC made to match,
    /// still reads as the picture it holds.
    @Test func readsPixelsWithoutCheckingTheAdler32OfTheInflatedBytes() throws {
        let picture = try surface(translucent: false)
        var png = try picture.pngBytes()
        // The last IDAT chunk: 8 bytes of length and type, its data, 4 of CRC, then IEND (12).
        let iend = png.count - 12
        let crcStart = iend - 4
        var start = 8
        var idat = 0..<0
        while start < png.count {
            let length = png[start..<(start + 4)].reduce(0) { $0 << 8 | Int($1) }
            if png[(start + 4)..<(start + 8)].elementsEqual("IDAT".utf8) { idat = (start + 4)..<(start + 8 + length) }
            start += 12 + length
        }
        #expect(idat.upperBound == crcStart)
        png[crcStart - 1] ^= 0x5A  // the Adler-32's last byte, the stream's last
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in png[idat] {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        crc ^= 0xFFFF_FFFF
        for k in 0..<4 { png[crcStart + k] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * k)) }
        #expect(PNGFile.decode(png) == (try picture.rgbaImage()))
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
