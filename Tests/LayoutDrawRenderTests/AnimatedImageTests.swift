import CGif
import LayoutDrawCore
import Testing
@testable import LayoutDrawRender

/// `AnimatedPNG` and `AnimatedGIF`: each frame read back — the APNG by an APNG reader written
/// here from the format's rules (chunks, sequence numbers, regions blended over the canvas),
/// the GIF by giflib's own reader — is the frame given.
@Suite struct AnimatedImageTests {
    /// Three frames of a 40 × 30 picture: a moving bar over a flat background with an
    /// anti-aliased edge (a few shades), then the first again.
    private func frames(translucent: Bool = false) -> [AnimationFrame] {
        func picture(bar: Int) -> RGBAImage {
            var pixels: [UInt8] = []
            for y in 0..<30 {
                for x in 0..<40 {
                    if x >= bar && x < bar + 6 && y >= 5 && y < 25 {
                        pixels += [0x00, 0x60, 0xDF, 255]
                    } else if x == bar + 6 && y >= 5 && y < 25 {
                        pixels += [0x80, 0xB0, 0xEF, 255]  // an edge, half blue
                    } else if translucent && y < 3 {
                        pixels += [0, 0, 0, 0]
                    } else {
                        pixels += [0xFF, 0xFF, 0xFF, 255]
                    }
                }
            }
            return RGBAImage(width: 40, height: 30, pixels: pixels)
        }
        return [
            AnimationFrame(image: picture(bar: 2), milliseconds: 800), AnimationFrame(image: picture(bar: 12), milliseconds: 80),
            AnimationFrame(image: picture(bar: 22), milliseconds: 800), AnimationFrame(image: picture(bar: 12), milliseconds: 80),
        ]
    }

    @Test func apngFramesReadBackExactly() throws {
        let given = frames()
        let png = try AnimatedPNG.encode(given)
        let read = try APNGReader.frames(png)
        #expect(read.loops == 0)
        #expect(read.frames.count == 4)
        for (frame, expected) in zip(read.frames, given) {
            #expect(frame.image == expected.image)
            #expect(frame.milliseconds == expected.milliseconds)
        }
        // Viewers without APNG show the first frame: the default image is the first frame.
        #expect(try PNGCodec.decode(png) == given[0].image)
        // Frames after the first are the changed rectangle only: columns 2…28 (bar at 12 → 22
        // and its edge) of rows 5…24, not the whole picture.
        #expect(read.regions[1] == Region(x: 2, y: 5, width: 17, height: 20))
        #expect(read.regions[2] == Region(x: 12, y: 5, width: 17, height: 20))
    }

    @Test func translucentFramesAreRGBAAndReadBack() throws {
        let given = frames(translucent: true)
        let png = try AnimatedPNG.encode(given)
        #expect(png[25] == 6)  // RGBA
        let read = try APNGReader.frames(png)
        #expect(read.frames.map(\.image) == given.map(\.image))
    }

    @Test func repeatedFramesFoldIntoOne() throws {
        let one = frames()[0]
        let png = try AnimatedPNG.encode([one, one, frames()[1]])
        let read = try APNGReader.frames(png)
        #expect(read.frames.count == 2)
        #expect(read.frames[0].milliseconds == 1600)
    }

    @Test func theSameFramesGiveTheSameBytes() throws {
        #expect(try AnimatedPNG.encode(frames()) == AnimatedPNG.encode(frames()))
        #expect(try AnimatedGIF.encode(frames()) == AnimatedGIF.encode(frames()))
    }

    @Test func delaysAreFractionsOfASecond() {
        #expect(AnimatedPNG.delay(80) == (2, 25))
        #expect(AnimatedPNG.delay(1000) == (1, 1))
        #expect(AnimatedPNG.delay(333) == (333, 1000))
    }

    @Test func framesOfDifferentSizesAreRefused() {
        let small = AnimationFrame(image: RGBAImage(width: 2, height: 2, filledWith: (0, 0, 0, 255)), milliseconds: 100)
        let large = AnimationFrame(image: RGBAImage(width: 3, height: 2, filledWith: (0, 0, 0, 255)), milliseconds: 100)
        #expect(throws: RenderError.self) { try AnimatedPNG.encode([small, large]) }
        #expect(throws: RenderError.self) { try AnimatedGIF.encode([small, large]) }
        #expect(throws: RenderError.self) { try AnimatedPNG.encode([]) }
    }

    @Test func gifFramesReadBackWithTheirColoursWhenThereAreFewerThan256() throws {
        let given = frames()
        let gif = try AnimatedGIF.encode(given)
        let read = try GIFReader.frames(gif)
        #expect(read.count == 4)
        for (frame, expected) in zip(read, given) {
            #expect(frame.image == expected.image)
            #expect(frame.milliseconds == expected.milliseconds)
        }
    }

    @Test func gifWithTransparencyKeepsItsTransparentPixels() throws {
        let given = frames(translucent: true)
        let read = try GIFReader.frames(try AnimatedGIF.encode(given))
        #expect(read.map(\.image) == given.map(\.image))
    }

    @Test func manyColoursAreCutToAPaletteThatKeepsTheFlatColoursExact() throws {
        // A gradient of about 450 colours (red rising, blue falling) beside a flat brand blue.
        var pixels: [UInt8] = []
        for y in 0..<40 {
            for x in 0..<100 {
                if x < 50 {
                    pixels += [0x00, 0x60, 0xDF, 255]
                } else {
                    let t = Double((x - 50) * 40 + y) / 1999
                    pixels += [UInt8((255 * t).rounded()), 0x60, UInt8((200 * (1 - t)).rounded()), 255]
                }
            }
        }
        let image = RGBAImage(width: 100, height: 40, pixels: pixels)
        let read = try GIFReader.frames(try AnimatedGIF.encode([AnimationFrame(image: image, milliseconds: 100)]))
        let out = try #require(read.first).image
        #expect(out.pixel(x: 10, y: 10) == (0x00, 0x60, 0xDF, 255))
        // The gradient's colours lie on a line: 254 boxes along it keep each within a few levels.
        var worst = 0
        for y in 0..<40 {
            for x in 50..<100 {
                let a = image.pixel(x: x, y: y), b = out.pixel(x: x, y: y)
                worst = max(worst, abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)))
            }
        }
        #expect(worst <= 3)
    }

    @Test func theQuantizerIsExactForFewColoursAndStableInOrder() {
        let histogram: [UInt32: Int] = [0xFF0000: 3, 0x00FF00: 1, 0x0000FF: 7]
        let quantizer = ColorQuantizer(histogram: histogram, maximumColors: 255)
        #expect(quantizer.palette == [0x0000FF, 0x00FF00, 0xFF0000])
        #expect(quantizer.index[0xFF0000] == 2)
        var many: [UInt32: Int] = [:]
        for i in 0..<3000 { many[UInt32(i * 5591 % 0xFFFFFF)] = i % 7 + 1 }
        let cut = ColorQuantizer(histogram: many, maximumColors: 255)
        #expect(cut.palette.count == 255)
        #expect(many.keys.allSatisfy { cut.index[$0] != nil })
        #expect(ColorQuantizer(histogram: many, maximumColors: 255).palette == cut.palette)
    }
}

struct Region: Equatable {
    var x, y, width, height: Int
}

/// Reads an APNG as the format says a player does: IHDR, acTL, then per frame an fcTL and its
/// data (IDAT for the first, fdAT with a sequence number after), each region decoded as a PNG of
/// its own and written over the canvas (blend "source", dispose "none").
enum APNGReader {
    struct Failure: Error {}

    static func frames(_ png: [UInt8]) throws -> (frames: [AnimationFrame], regions: [Region], loops: Int) {
        var chunks: [(type: String, data: [UInt8])] = []
        var i = 8
        while i + 12 <= png.count {
            let length = Int(UInt32(png[i]) << 24 | UInt32(png[i + 1]) << 16 | UInt32(png[i + 2]) << 8 | UInt32(png[i + 3]))
            let type = String(decoding: png[(i + 4)..<(i + 8)], as: UTF8.self)
            chunks.append((type, Array(png[(i + 8)..<(i + 8 + length)])))
            i += 12 + length
        }
        func u32(_ d: [UInt8], _ at: Int) -> Int { Int(UInt32(d[at]) << 24 | UInt32(d[at + 1]) << 16 | UInt32(d[at + 2]) << 8 | UInt32(d[at + 3])) }
        func u16(_ d: [UInt8], _ at: Int) -> Int { Int(d[at]) << 8 | Int(d[at + 1]) }
        guard chunks.first?.type == "IHDR", let control = chunks.first(where: { $0.type == "acTL" }) else { throw Failure() }
        let header = chunks[0].data
        let width = u32(header, 0), height = u32(header, 4)
        var canvas = RGBAImage(width: width, height: height, filledWith: (0, 0, 0, 0))
        var frames: [AnimationFrame] = []
        var regions: [Region] = []
        var sequence = 0
        var current: (region: Region, milliseconds: Int, data: [UInt8])?
        func finish() throws {
            guard let frame = current else { return }
            // The region as a PNG of its own.
            var regionHeader = header
            for (k, v) in [frame.region.width, frame.region.height].enumerated() {
                regionHeader[4 * k] = UInt8(v >> 24)
                regionHeader[4 * k + 1] = UInt8((v >> 16) & 0xFF)
                regionHeader[4 * k + 2] = UInt8((v >> 8) & 0xFF)
                regionHeader[4 * k + 3] = UInt8(v & 0xFF)
            }
            var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            func chunk(_ type: String, _ data: [UInt8]) {
                let n = data.count
                file += [UInt8(n >> 24), UInt8((n >> 16) & 0xFF), UInt8((n >> 8) & 0xFF), UInt8(n & 0xFF)] + Array(type.utf8) + data
                let crc = CRC32.of(Array(type.utf8) + data)
                file += [UInt8(crc >> 24), UInt8((crc >> 16) & 0xFF), UInt8((crc >> 8) & 0xFF), UInt8(crc & 0xFF)]
            }
            chunk("IHDR", regionHeader)
            chunk("IDAT", frame.data)
            chunk("IEND", [])
            let image = try PNGCodec.decode(file)
            for y in 0..<frame.region.height {
                for x in 0..<frame.region.width {
                    let from = (y * image.width + x) * 4, to = ((frame.region.y + y) * width + frame.region.x + x) * 4
                    for c in 0..<4 { canvas.pixels[to + c] = image.pixels[from + c] }
                }
            }
            frames.append(AnimationFrame(image: canvas, milliseconds: frame.milliseconds))
            regions.append(frame.region)
            current = nil
        }
        for (type, data) in chunks {
            switch type {
            case "fcTL":
                try finish()
                guard u32(data, 0) == sequence else { throw Failure() }
                sequence += 1
                guard data[24] == 0, data[25] == 0 else { throw Failure() }  // dispose none, blend source
                let numerator = u16(data, 20), denominator = u16(data, 22) == 0 ? 100 : u16(data, 22)
                current = (Region(x: u32(data, 12), y: u32(data, 16), width: u32(data, 4), height: u32(data, 8)), numerator * 1000 / denominator, [])
            case "IDAT":
                current?.data += data
            case "fdAT":
                guard u32(data, 0) == sequence else { throw Failure() }
                sequence += 1
                current?.data += data.dropFirst(4)
            default:
                break
            }
        }
        try finish()
        guard frames.count == u32(control.data, 0) else { throw Failure() }
        return (frames, regions, u32(control.data, 4))
    }
}

enum CRC32 {
    static func of(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return crc ^ 0xFFFF_FFFF
    }
}

/// Reads a GIF with giflib's reader and plays it as a browser does: each frame's rectangle
/// drawn over the canvas, its transparent pixels leaving what is there, disposal 2 clearing the
/// rectangle before the next frame.
enum GIFReader {
    struct Failure: Error {}

    private final class Source {
        var bytes: [UInt8]
        var offset = 0
        init(_ bytes: [UInt8]) { self.bytes = bytes }

        static let read: InputFunc = { gif, buffer, length in
            guard let gif, let user = gif.pointee.UserData, let buffer else { return 0 }
            let source = Unmanaged<Source>.fromOpaque(user).takeUnretainedValue()
            let count = min(Int(length), source.bytes.count - source.offset)
            for k in 0..<count { buffer[k] = source.bytes[source.offset + k] }
            source.offset += count
            return Int32(count)
        }
    }

    static func frames(_ bytes: [UInt8]) throws -> [AnimationFrame] {
        let source = Source(bytes)
        var error: Int32 = 0
        guard let gif = DGifOpen(Unmanaged.passUnretained(source).toOpaque(), Source.read, &error) else { throw Failure() }
        defer { DGifCloseFile(gif, nil) }
        guard DGifSlurp(gif) == GIF_OK else { throw Failure() }
        let width = Int(gif.pointee.SWidth), height = Int(gif.pointee.SHeight)
        var canvas = RGBAImage(width: width, height: height, filledWith: (0, 0, 0, 0))
        var frames: [AnimationFrame] = []
        for index in 0..<Int(gif.pointee.ImageCount) {
            let saved = gif.pointee.SavedImages[index]
            var control = GraphicsControlBlock()
            DGifSavedExtensionToGCB(gif, Int32(index), &control)
            guard let map = saved.ImageDesc.ColorMap ?? gif.pointee.SColorMap else { throw Failure() }
            let left = Int(saved.ImageDesc.Left), top = Int(saved.ImageDesc.Top)
            let w = Int(saved.ImageDesc.Width), h = Int(saved.ImageDesc.Height)
            for y in 0..<h {
                for x in 0..<w {
                    let value = Int32(saved.RasterBits[y * w + x])
                    if value == control.TransparentColor { continue }
                    let color = map.pointee.Colors[Int(value)]
                    let to = ((top + y) * width + left + x) * 4
                    canvas.pixels[to] = color.Red
                    canvas.pixels[to + 1] = color.Green
                    canvas.pixels[to + 2] = color.Blue
                    canvas.pixels[to + 3] = 255
                }
            }
            frames.append(AnimationFrame(image: canvas, milliseconds: Int(control.DelayTime) * 10))
            if control.DisposalMode == DISPOSE_BACKGROUND {
                for y in top..<(top + h) {
                    for x in left..<(left + w) {
                        for c in 0..<4 { canvas.pixels[(y * width + x) * 4 + c] = 0 }
                    }
                }
            }
        }
        return frames
    }
}
