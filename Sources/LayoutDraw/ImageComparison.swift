import Dispatch
import Synchronization

/// Comparing PNG files' pixels, for `layoutdraw diff` and `CheckRunner`.
public enum ImageComparison {
    /// Why two PNGs could not be compared.
    public enum Failure: Error, Sendable, Hashable {
        /// The first (`isFirst`) or second PNG could not be decoded.
        case unreadable(isFirst: Bool, reason: String)
        /// The images have different sizes.
        case sizeMismatch(first: PixelSize, second: PixelSize)
    }

    /// Decodes both PNGs and compares them with pixelmatch's algorithm (first image = the
    /// expected one, drawn faded in the diff image).
    public static func compare(
        png first: [UInt8], with second: [UInt8], options: PixelMatchOptions = PixelMatchOptions()
    ) throws(Failure) -> PixelMatchResult {
        // Decoding is most of the time: both images at once, on two cores.
        let decoded = Decoded()
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            decoded.store(Result { () throws(RenderError) in try PNGCodec.decode(index == 0 ? first : second) }, at: index)
        }
        let a: RGBAImage, b: RGBAImage
        do { a = try decoded.first.get() } catch { throw .unreadable(isFirst: true, reason: error.message) }
        do { b = try decoded.second.get() } catch { throw .unreadable(isFirst: false, reason: error.message) }
        do {
            return try pixelMatch(a, b, options: options)
        } catch {
            switch error {
            case .sizeMismatch(let first, let second): throw .sizeMismatch(first: first, second: second)
            case .malformedImage: throw .unreadable(isFirst: true, reason: error.description)
            }
        }
    }

    /// The pixel size in a PNG's header, without decoding it; nil if `bytes` is not a PNG.
    public static func pngSize(_ bytes: [UInt8]) -> PixelSize? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
            return nil
        }
        func bigEndian(_ offset: Int) -> Int {
            bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        return PixelSize(width: bigEndian(16), height: bigEndian(20))
    }
}

/// The two decoded images, stored from two threads.
private final class Decoded: Sendable {
    private let results = Mutex<[Result<RGBAImage, RenderError>?]>([nil, nil])

    func store(_ result: Result<RGBAImage, RenderError>, at index: Int) {
        results.withLock { $0[index] = result }
    }

    var first: Result<RGBAImage, RenderError> { results.withLock { $0[0]! } }
    var second: Result<RGBAImage, RenderError> { results.withLock { $0[1]! } }
}
