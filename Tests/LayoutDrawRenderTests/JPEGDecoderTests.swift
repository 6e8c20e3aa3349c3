import Foundation
import LayoutDrawCore
import Testing

@testable import LayoutDrawRender

/// The JPEG reader on the Swatches fixture's photo (60 × 40, baseline, written by PIL at quality
/// 85: left half 220,40,40, right half 40,60,220) and on damaged copies of it.
@Suite struct JPEGDecoderTests {
    static var photo: [UInt8] {
        get throws {
            var url = URL(fileURLWithPath: #filePath)
            for _ in 0..<3 { url.deleteLastPathComponent() }
            return Array(try Data(contentsOf: url.appendingPathComponent("Fixtures/Projects/Swatches/Sources/Swatches/Assets.xcassets/Photo.imageset/photo@2x.jpg")))
        }
    }

    @Test func decodesThePhoto() throws {
        let image = try JPEGDecoder.decode(try Self.photo, maximumSide: 32_767, maximumPixels: 100_000_000)
        #expect(image.width == 60 && image.height == 40 && image.pixels.count == 60 * 40 * 4)
        func pixel(_ x: Int, _ y: Int) -> [Int] { image.pixels[((y * 60 + x) * 4)..<((y * 60 + x) * 4 + 4)].map(Int.init) }
        // Away from the edge between the halves, within JPEG's error.
        #expect(zip(pixel(10, 20), [220, 40, 40, 255]).allSatisfy { abs($0 - $1) <= 6 }, "\(pixel(10, 20))")
        #expect(zip(pixel(50, 20), [40, 60, 220, 255]).allSatisfy { abs($0 - $1) <= 6 }, "\(pixel(50, 20))")
    }

    /// The limits are read from the header: a side over the limit, or too many pixels, is refused
    /// before decoding (60 × 40 = 2,400 pixels against a limit of 2,000).
    @Test func theLimitsAreCheckedFromTheHeader() throws {
        #expect(throws: JPEGDecoder.Problem.self) { try JPEGDecoder.decode(try Self.photo, maximumSide: 50, maximumPixels: 100_000) }
        #expect(throws: JPEGDecoder.Problem.self) { try JPEGDecoder.decode(try Self.photo, maximumSide: 100, maximumPixels: 2_000) }
    }

    /// 2,000 damaged copies (bytes overwritten, the file cut short, a seeded generator so every
    /// run tries the same ones): each is decoded at its header's size or refused; none crashes,
    /// and none is decoded at a size its header does not give.
    @Test func damagedCopiesDecodeOrAreRefused() throws {
        let photo = try Self.photo
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            return Int(truncatingIfNeeded: state & 0x7FFF_FFFF)
        }
        var refused = 0
        for _ in 0..<2_000 {
            var bytes = photo
            for _ in 0..<(1 + next() % 4) { bytes[next() % bytes.count] = UInt8(next() % 256) }
            if next() % 4 == 0 { bytes = Array(bytes.prefix(next() % bytes.count)) }
            do {
                let image = try JPEGDecoder.decode(bytes, maximumSide: 4_096, maximumPixels: 1 << 22)
                let header = try JPEGDecoder.size(bytes)
                #expect(image.width == header.width && image.height == header.height)
                #expect(image.pixels.count == image.width * image.height * 4)
            } catch {
                refused += 1
            }
        }
        #expect(refused > 0)
    }
}
