#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Premultiplied ARGB pixels (cairo's `ARGB32`, one `UInt32` per pixel, alpha in the top byte),
/// row after row without padding.
struct PixelBuffer {
    var width: Int
    var height: Int
    var pixels: [UInt32]

    init(width: Int, height: Int, pixels: [UInt32]? = nil) {
        self.width = width
        self.height = height
        self.pixels = pixels ?? [UInt32](repeating: 0, count: width * height)
    }
}

/// The Gaussian blur of SVG's `feGaussianBlur` (Filter Effects Module Level 1, §9.14), so that a
/// blur in a PNG and the same blur in an SVG rasterised by librsvg agree: for a standard
/// deviation `s` of 2 pixels or more, three successive box blurs of size
/// `d = floor(s · 3 · √(2π) / 4 + 0.5)` (an odd `d`: three centred boxes; an even `d`: a box
/// centred on the left pixel boundary, one on the right, and a centred box of `d + 1`), which
/// approximate the Gaussian within 3%; below 2 pixels a Gaussian kernel of radius `⌈3s⌉`.
/// Pixels outside the buffer are transparent black. Channels are premultiplied, so colours
/// average by their coverage.
enum GaussianBlur {
    /// Blurs every channel of `buffer` by a Gaussian of standard deviation `sigma` pixels.
    static func blur(_ buffer: inout PixelBuffer, sigma: Double) {
        guard sigma > 0, sigma.isFinite, buffer.width > 0, buffer.height > 0 else { return }
        let passes = Self.passes(sigma: sigma)
        let width = buffer.width, height = buffer.height
        buffer.pixels.withUnsafeMutableBufferPointer { pixels in
            let longest = max(width, height)
            var line = [Int32](repeating: 0, count: longest * 4)
            var scratch = [Int32](repeating: 0, count: longest * 4)
            line.withUnsafeMutableBufferPointer { line in
                scratch.withUnsafeMutableBufferPointer { scratch in
                    for y in 0..<height {
                        run(passes, pixels: pixels, start: y * width, stride: 1, count: width, line: line, scratch: scratch)
                    }
                    for x in 0..<width {
                        run(passes, pixels: pixels, start: x, stride: width, count: height, line: line, scratch: scratch)
                    }
                }
            }
        }
    }

    /// One step of the blur along a line.
    enum Pass: Equatable {
        /// A box of `before + after + 1` pixels: `before` to the left of the output pixel.
        case box(before: Int, after: Int)
        /// A normalised kernel, centred.
        case kernel([Int32])
    }

    /// The passes for `sigma` pixels (along one axis).
    static func passes(sigma: Double) -> [Pass] {
        if sigma >= 2 {
            let d = Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
            if d % 2 == 1 {
                let half = (d - 1) / 2
                return Array(repeating: .box(before: half, after: half), count: 3)
            }
            return [.box(before: d / 2, after: d / 2 - 1), .box(before: d / 2 - 1, after: d / 2), .box(before: d / 2, after: d / 2)]
        }
        let radius = max(1, Int((3 * sigma).rounded(.up)))
        var weights = (-radius...radius).map { i in exp(-Double(i * i) / (2 * sigma * sigma)) }
        let total = weights.reduce(0, +)
        weights = weights.map { $0 / total }
        // Fixed point with 16 fractional bits, summing exactly to 1.
        var fixed = weights.map { Int32(($0 * 65536).rounded()) }
        fixed[radius] += 65536 - fixed.reduce(0, +)
        return [.kernel(fixed)]
    }

    private static func run(
        _ passes: [Pass], pixels: UnsafeMutableBufferPointer<UInt32>, start: Int, stride: Int, count: Int,
        line: UnsafeMutableBufferPointer<Int32>, scratch: UnsafeMutableBufferPointer<Int32>
    ) {
        // Unpack: four planes of `count` values.
        var any = false
        for i in 0..<count {
            let p = pixels[start + i * stride]
            if p != 0 { any = true }
            line[i] = Int32(p >> 24)
            line[count + i] = Int32((p >> 16) & 0xFF)
            line[2 * count + i] = Int32((p >> 8) & 0xFF)
            line[3 * count + i] = Int32(p & 0xFF)
        }
        guard any else { return }
        var source = line, target = scratch
        for pass in passes {
            for channel in 0..<4 {
                let base = channel * count
                switch pass {
                case .box(let before, let after):
                    let size = Int32(before + after + 1)
                    var sum: Int32 = 0
                    // The window of output 0: inputs -before…after.
                    for k in 0...min(after, count - 1) { sum += source[base + k] }
                    for x in 0..<count {
                        target[base + x] = (sum + size / 2) / size
                        let entering = x + after + 1, leaving = x - before
                        if entering < count { sum += source[base + entering] }
                        if leaving >= 0 { sum -= source[base + leaving] }
                    }
                case .kernel(let weights):
                    let radius = weights.count / 2
                    for x in 0..<count {
                        var sum: Int32 = 0
                        for k in max(0, x - radius)...min(count - 1, x + radius) {
                            sum &+= source[base + k] &* weights[k - x + radius]
                        }
                        target[base + x] = (sum + 32768) >> 16
                    }
                }
            }
            swap(&source, &target)
        }
        for i in 0..<count {
            let a = UInt32(min(255, max(0, source[i])))
            // Premultiplied: a colour channel never exceeds the alpha.
            let r = min(a, UInt32(min(255, max(0, source[count + i]))))
            let g = min(a, UInt32(min(255, max(0, source[2 * count + i]))))
            let b = min(a, UInt32(min(255, max(0, source[3 * count + i]))))
            pixels[start + i * stride] = a << 24 | r << 16 | g << 8 | b
        }
    }
}
