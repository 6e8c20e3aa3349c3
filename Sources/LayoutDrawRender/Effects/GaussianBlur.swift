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
            var line = [Int32](repeating: 0, count: width * 4)
            var scratch = [Int32](repeating: 0, count: width * 4)
            line.withUnsafeMutableBufferPointer { line in
                scratch.withUnsafeMutableBufferPointer { scratch in
                    for y in 0..<height {
                        run(passes, pixels: pixels, start: y * width, stride: 1, count: width, line: line, scratch: scratch)
                    }
                }
            }
            // Down the columns a row at a time, every column's window sum kept: the pixels are
            // read in memory order (a column at a time would miss the cache on every pixel).
            vertical(passes, pixels: pixels, width: width, height: height)
        }
    }

    /// The passes down every column, in rows.
    private static func vertical(_ passes: [Pass], pixels: UnsafeMutableBufferPointer<UInt32>, width: Int, height: Int) {
        var other = [UInt32](repeating: 0, count: width * height)
        var sums = [Int32](repeating: 0, count: width * 4)
        other.withUnsafeMutableBufferPointer { other in
            sums.withUnsafeMutableBufferPointer { sums in
                var source = pixels, target = other
                @inline(__always) func add(_ row: Int, _ sign: Int32) {
                    let base = row * width
                    for x in 0..<width {
                        let p = source[base + x]
                        guard p != 0 else { continue }
                        sums[4 * x] += sign * Int32(p >> 24)
                        sums[4 * x + 1] += sign * Int32((p >> 16) & 0xFF)
                        sums[4 * x + 2] += sign * Int32((p >> 8) & 0xFF)
                        sums[4 * x + 3] += sign * Int32(p & 0xFF)
                    }
                }
                for pass in passes {
                    switch pass {
                    case .box(let before, let after):
                        let size = Int32(before + after + 1), half = size / 2
                        for i in 0..<(width * 4) { sums[i] = 0 }
                        for k in 0...min(after, height - 1) { add(k, 1) }
                        for y in 0..<height {
                            let base = y * width
                            for x in 0..<width {
                                let a = UInt32((sums[4 * x] + half) / size), r = UInt32((sums[4 * x + 1] + half) / size)
                                let g = UInt32((sums[4 * x + 2] + half) / size), b = UInt32((sums[4 * x + 3] + half) / size)
                                target[base + x] = a << 24 | r << 16 | g << 8 | b
                            }
                            if y + after + 1 < height { add(y + after + 1, 1) }
                            if y - before >= 0 { add(y - before, -1) }
                        }
                    case .kernel(let weights):
                        let radius = weights.count / 2
                        for y in 0..<height {
                            for i in 0..<(width * 4) { sums[i] = 0 }
                            for k in max(0, y - radius)...min(height - 1, y + radius) {
                                let w = weights[k - y + radius], base = k * width
                                for x in 0..<width {
                                    let p = source[base + x]
                                    guard p != 0 else { continue }
                                    sums[4 * x] &+= w &* Int32(p >> 24)
                                    sums[4 * x + 1] &+= w &* Int32((p >> 16) & 0xFF)
                                    sums[4 * x + 2] &+= w &* Int32((p >> 8) & 0xFF)
                                    sums[4 * x + 3] &+= w &* Int32(p & 0xFF)
                                }
                            }
                            let base = y * width
                            for x in 0..<width {
                                let a = UInt32((sums[4 * x] + 32768) >> 16), r = UInt32((sums[4 * x + 1] + 32768) >> 16)
                                let g = UInt32((sums[4 * x + 2] + 32768) >> 16), b = UInt32((sums[4 * x + 3] + 32768) >> 16)
                                target[base + x] = a << 24 | r << 16 | g << 8 | b
                            }
                        }
                    }
                    swap(&source, &target)
                }
                // An odd number of passes leaves the result in the other buffer.
                if source.baseAddress != pixels.baseAddress {
                    for i in 0..<(width * height) { pixels[i] = source[i] }
                }
            }
        }
    }

    /// Blurs a plane of one channel (a shadow's alpha) as `blur` blurs each channel: the same
    /// passes and the same rounding, a quarter of the work.
    static func blur(alpha plane: inout [UInt8], width: Int, height: Int, sigma: Double) {
        guard sigma > 0, sigma.isFinite, width > 0, height > 0, plane.count == width * height else { return }
        let passes = Self.passes(sigma: sigma)
        var other = [UInt8](repeating: 0, count: width * height)
        var sums = [Int32](repeating: 0, count: max(width, height))
        plane.withUnsafeMutableBufferPointer { plane in
            other.withUnsafeMutableBufferPointer { other in
                sums.withUnsafeMutableBufferPointer { sums in
                    var source = plane, target = other
                    // Rows.
                    for pass in passes {
                        for y in 0..<height {
                            let base = y * width
                            switch pass {
                            case .box(let before, let after):
                                let size = Int32(before + after + 1), half = size / 2
                                var sum: Int32 = 0
                                for k in 0...min(after, width - 1) { sum += Int32(source[base + k]) }
                                for x in 0..<width {
                                    target[base + x] = UInt8((sum + half) / size)
                                    if x + after + 1 < width { sum += Int32(source[base + x + after + 1]) }
                                    if x - before >= 0 { sum -= Int32(source[base + x - before]) }
                                }
                            case .kernel(let weights):
                                let radius = weights.count / 2
                                for x in 0..<width {
                                    var sum: Int32 = 0
                                    for k in max(0, x - radius)...min(width - 1, x + radius) {
                                        sum &+= Int32(source[base + k]) &* weights[k - x + radius]
                                    }
                                    target[base + x] = UInt8((sum + 32768) >> 16)
                                }
                            }
                        }
                        swap(&source, &target)
                    }
                    // Columns, a row at a time.
                    for pass in passes {
                        switch pass {
                        case .box(let before, let after):
                            let size = Int32(before + after + 1), half = size / 2
                            for x in 0..<width { sums[x] = 0 }
                            for k in 0...min(after, height - 1) {
                                for x in 0..<width { sums[x] += Int32(source[k * width + x]) }
                            }
                            for y in 0..<height {
                                let base = y * width
                                for x in 0..<width { target[base + x] = UInt8((sums[x] + half) / size) }
                                if y + after + 1 < height {
                                    let row = (y + after + 1) * width
                                    for x in 0..<width { sums[x] += Int32(source[row + x]) }
                                }
                                if y - before >= 0 {
                                    let row = (y - before) * width
                                    for x in 0..<width { sums[x] -= Int32(source[row + x]) }
                                }
                            }
                        case .kernel(let weights):
                            let radius = weights.count / 2
                            for y in 0..<height {
                                for x in 0..<width { sums[x] = 0 }
                                for k in max(0, y - radius)...min(height - 1, y + radius) {
                                    let w = weights[k - y + radius], row = k * width
                                    for x in 0..<width { sums[x] &+= Int32(source[row + x]) &* w }
                                }
                                let base = y * width
                                for x in 0..<width { target[base + x] = UInt8((sums[x] + 32768) >> 16) }
                            }
                        }
                        swap(&source, &target)
                    }
                    if source.baseAddress != plane.baseAddress {
                        for i in 0..<(width * height) { plane[i] = source[i] }
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
