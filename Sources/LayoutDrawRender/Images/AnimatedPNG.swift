internal import CZlib
import LayoutDrawCore

/// One picture of a moving picture, and how long it stays on screen.
public struct AnimationFrame: Sendable, Hashable {
    /// The picture; every frame of an animation has the same size.
    public var image: RGBAImage
    /// Milliseconds it is shown for (at least 10: players clamp shorter delays).
    public var milliseconds: Int

    public init(image: RGBAImage, milliseconds: Int) {
        self.image = image
        self.milliseconds = milliseconds
    }
}

/// Animated PNG (APNG, the PNG extension every current browser plays in an `<img>`, which
/// viewers that do not know it show as its first frame) written from `RGBAImage`s, with zlib.
///
/// The bytes depend on nothing but the frames: every row is filtered with the filter whose
/// output has the smallest sum of magnitudes (libpng's heuristic, one filter per row), and
/// compressed at zlib's level 9 in one stream per frame, on one thread.
///
/// Small files: a frame that repeats the one before it is not written again (the earlier one
/// is shown for both delays); every other frame after the first is written as the rectangle
/// of pixels that changed, replacing the pixels there (`APNG_BLEND_OP_SOURCE`) and kept for
/// the next one (`APNG_DISPOSE_OP_NONE`). A picture without a translucent pixel is RGB.
public enum AnimatedPNG {
    /// The APNG of `frames`, played `loops` times (0: forever).
    public static func encode(_ frames: [AnimationFrame], loops: Int = 0) throws(RenderError) -> [UInt8] {
        let frames = try AnimationFrames.validated(frames)
        let width = frames[0].image.width, height = frames[0].image.height
        let opaque = frames.allSatisfy { AnimationFrames.isOpaque($0.image) }
        let channels = opaque ? 3 : 4

        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header: [UInt8] = []
        appendBigEndian(UInt32(width), to: &header)
        appendBigEndian(UInt32(height), to: &header)
        header += [8, UInt8(opaque ? 2 : 6), 0, 0, 0]
        appendChunk("IHDR", header, to: &png)

        var control: [UInt8] = []
        appendBigEndian(UInt32(frames.count), to: &control)
        appendBigEndian(UInt32(max(0, loops)), to: &control)
        appendChunk("acTL", control, to: &png)

        var sequence: UInt32 = 0
        var previous: RGBAImage?
        for frame in frames {
            let region = previous.map { AnimationFrames.changedRegion(from: $0, to: frame.image) } ?? (x: 0, y: 0, width: width, height: height)
            let (x, y, w, h) = region.width > 0 ? region : (0, 0, 1, 1)
            var frameControl: [UInt8] = []
            appendBigEndian(sequence, to: &frameControl)
            sequence += 1
            appendBigEndian(UInt32(w), to: &frameControl)
            appendBigEndian(UInt32(h), to: &frameControl)
            appendBigEndian(UInt32(x), to: &frameControl)
            appendBigEndian(UInt32(y), to: &frameControl)
            let (numerator, denominator) = delay(frame.milliseconds)
            frameControl += [UInt8(numerator >> 8), UInt8(numerator & 0xFF), UInt8(denominator >> 8), UInt8(denominator & 0xFF)]
            frameControl += [0, 0]  // APNG_DISPOSE_OP_NONE, APNG_BLEND_OP_SOURCE
            appendChunk("fcTL", frameControl, to: &png)

            let data = compress(filteredRows(of: frame.image, x: x, y: y, width: w, height: h, channels: channels))
            if previous == nil {
                appendChunk("IDAT", data, to: &png)
            } else {
                var frameData: [UInt8] = []
                frameData.reserveCapacity(data.count + 4)
                appendBigEndian(sequence, to: &frameData)
                sequence += 1
                frameData += data
                appendChunk("fdAT", frameData, to: &png)
            }
            previous = frame.image
        }
        appendChunk("IEND", [], to: &png)
        return png
    }

    /// A delay in milliseconds as APNG's fraction of a second, in the smallest terms that fit
    /// in 16 bits each.
    static func delay(_ milliseconds: Int) -> (UInt16, UInt16) {
        var numerator = max(1, milliseconds), denominator = 1000
        let divisor = gcd(numerator, denominator)
        numerator /= divisor
        denominator /= divisor
        while numerator > 0xFFFF {
            numerator /= 10
            denominator = max(1, denominator / 10)
        }
        return (UInt16(numerator), UInt16(denominator))
    }

    private static func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }

    // MARK: Rows

    /// The rows of a rectangle of `image`, each preceded by its filter type.
    static func filteredRows(of image: RGBAImage, x: Int, y: Int, width: Int, height: Int, channels: Int) -> [UInt8] {
        let length = width * channels
        var out: [UInt8] = []
        out.reserveCapacity(height * (length + 1))
        var above = [UInt8](repeating: 0, count: length)
        var row = [UInt8](repeating: 0, count: length)
        var candidate = [UInt8](repeating: 0, count: length)
        var best = [UInt8](repeating: 0, count: length)
        image.pixels.withUnsafeBufferPointer { pixels in
            for r in 0..<height {
                let start = ((y + r) * image.width + x) * 4
                if channels == 4 {
                    for i in 0..<length { row[i] = pixels[start + i] }
                } else {
                    for c in 0..<width {
                        row[3 * c] = pixels[start + 4 * c]
                        row[3 * c + 1] = pixels[start + 4 * c + 1]
                        row[3 * c + 2] = pixels[start + 4 * c + 2]
                    }
                }
                var bestType: UInt8 = 0
                var bestCost = Int.max
                for type: UInt8 in 0...4 {
                    let cost = filter(type, row: row, above: above, hasAbove: r > 0, channels: channels, into: &candidate)
                    if cost < bestCost {
                        bestCost = cost
                        bestType = type
                        swap(&best, &candidate)
                    }
                }
                out.append(bestType)
                out += best
                swap(&above, &row)
            }
        }
        return out
    }

    /// Filters `row` with PNG filter `type` into `out`; returns the sum of the filtered bytes'
    /// magnitudes as signed bytes (the smaller, the better it compresses).
    private static func filter(
        _ type: UInt8, row: [UInt8], above: [UInt8], hasAbove: Bool, channels: Int, into out: inout [UInt8]
    ) -> Int {
        var cost = 0
        for i in 0..<row.count {
            let a = i >= channels ? Int(row[i - channels]) : 0
            let b = hasAbove ? Int(above[i]) : 0
            let c = hasAbove && i >= channels ? Int(above[i - channels]) : 0
            let predictor: Int
            switch type {
            case 0: predictor = 0
            case 1: predictor = a
            case 2: predictor = b
            case 3: predictor = (a + b) / 2
            default:
                let p = a + b - c
                let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
            }
            let value = UInt8(truncatingIfNeeded: Int(row[i]) - predictor)
            out[i] = value
            cost += value < 128 ? Int(value) : 256 - Int(value)
        }
        return cost
    }

    /// `bytes` as one zlib stream at level 9.
    static func compress(_ bytes: [UInt8]) -> [UInt8] {
        var length = compressBound(uLong(bytes.count))
        var out = [UInt8](repeating: 0, count: Int(length))
        let status = out.withUnsafeMutableBufferPointer { destination in
            bytes.withUnsafeBufferPointer { source in
                compress2(destination.baseAddress, &length, source.baseAddress, uLong(source.count), 9)
            }
        }
        precondition(status == Z_OK, "zlib compress2 failed (\(status))")
        out.removeSubrange(Int(length)...)
        return out
    }

    // MARK: Chunks

    private static func appendChunk(_ type: String, _ data: [UInt8], to png: inout [UInt8]) {
        appendBigEndian(UInt32(data.count), to: &png)
        let typeBytes = Array(type.utf8)
        png += typeBytes
        png += data
        var crc = crc32(0, typeBytes, uInt(typeBytes.count))
        crc = data.withUnsafeBufferPointer { crc32(crc, $0.baseAddress, uInt($0.count)) }
        appendBigEndian(UInt32(truncatingIfNeeded: crc), to: &png)
    }

    private static func appendBigEndian(_ value: UInt32, to bytes: inout [UInt8]) {
        bytes += [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}

/// What the APNG and GIF writers share: checking the frames, joining repeated ones, finding
/// what changed.
enum AnimationFrames {
    /// The most frames a moving picture may have.
    static let maximumCount = 10_000

    /// `frames` checked (one size, well formed, at least one) with each frame that repeats
    /// the one before it folded into it (their delays added).
    static func validated(_ frames: [AnimationFrame]) throws(RenderError) -> [AnimationFrame] {
        guard let first = frames.first else { throw .invalidImage("a moving picture needs at least one frame") }
        guard frames.count <= maximumCount else {
            throw .invalidImage("\(frames.count) frames, more than the \(maximumCount) a moving picture may have")
        }
        guard first.image.width > 0, first.image.height > 0, first.image.width <= 0xFFFF, first.image.height <= 0xFFFF else {
            throw .invalidImage("a frame of \(first.image.width)×\(first.image.height) pixels")
        }
        var result: [AnimationFrame] = []
        for frame in frames {
            guard frame.image.isWellFormed else {
                throw .invalidImage("\(frame.image.pixels.count) bytes for \(frame.image.width)×\(frame.image.height) pixels")
            }
            guard frame.image.width == first.image.width, frame.image.height == first.image.height else {
                throw .invalidImage(
                    "frames of different sizes (\(first.image.width)×\(first.image.height) and \(frame.image.width)×\(frame.image.height))")
            }
            var frame = frame
            frame.milliseconds = min(max(frame.milliseconds, 10), 655_350)
            if let last = result.last, last.image == frame.image {
                result[result.count - 1].milliseconds = min(last.milliseconds + frame.milliseconds, 655_350)
            } else {
                result.append(frame)
            }
        }
        return result
    }

    static func isOpaque(_ image: RGBAImage) -> Bool {
        var index = 3
        while index < image.pixels.count {
            if image.pixels[index] != 255 { return false }
            index += 4
        }
        return true
    }

    /// The smallest rectangle (x, y, width, height) holding every pixel that differs between
    /// two images of one size; width 0 when none does.
    static func changedRegion(from a: RGBAImage, to b: RGBAImage) -> (x: Int, y: Int, width: Int, height: Int) {
        let width = a.width, height = a.height
        var minX = width, minY = height, maxX = -1, maxY = -1
        a.pixels.withUnsafeBytes { left in
            b.pixels.withUnsafeBytes { right in
                let l = left.bindMemory(to: UInt32.self), r = right.bindMemory(to: UInt32.self)
                for y in 0..<height {
                    let row = y * width
                    var x = 0
                    while x < width, l[row + x] == r[row + x] { x += 1 }
                    guard x < width else { continue }
                    var end = width - 1
                    while l[row + end] == r[row + end] { end -= 1 }
                    minX = min(minX, x)
                    maxX = max(maxX, end)
                    minY = min(minY, y)
                    maxY = y
                }
            }
        }
        guard maxX >= 0 else { return (0, 0, 0, 0) }
        return (minX, minY, maxX - minX + 1, maxY - minY + 1)
    }
}
