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

    /// Blurs `buffer` as `blur(_:sigma:)` does, but computes only the pixels inside `keep`
    /// (buffer coordinates): they come out exactly as from the whole blur, the others are left
    /// as they were. A material's backdrop is blurred with a margin of 3σ around the shape but
    /// only the shape is drawn: for a 90 × 40-point material (σ = 30 points at scale 2: a
    /// 544 × 444-pixel buffer around a 180 × 80-pixel shape) most of the work was for pixels
    /// the clip then threw away. Each pass runs over just the span the next one reads.
    static func blur(_ buffer: inout PixelBuffer, sigma: Double, keeping keep: PixelRect) {
        let width = buffer.width, height = buffer.height
        let x0 = max(0, keep.x), x1 = min(width, keep.x + keep.width)
        let y0 = max(0, keep.y), y1 = min(height, keep.y + keep.height)
        guard sigma > 0, sigma.isFinite, x1 > x0, y1 > y0 else { return }
        let passes = Self.passes(sigma: sigma)
        guard passes.allSatisfy({ if case .box = $0 { true } else { false } }), (x1 - x0) * 2 < width || (y1 - y0) * 2 < height else {
            return blur(&buffer, sigma: sigma)
        }
        let columns = spans(passes, output: x0..<x1, count: width)
        let rows = spans(passes, output: y0..<y1, count: height)
        let keptWidth = x1 - x0, rowsNeeded = rows[0]
        // The rows' blur, on the kept columns of every row the columns' blur reads.
        var across = [UInt32](repeating: 0, count: keptWidth * rowsNeeded.count)
        var line = [Int32](repeating: 0, count: max(width, height) * 2)
        buffer.pixels.withUnsafeMutableBufferPointer { pixels in
            line.withUnsafeMutableBufferPointer { line in
                let length = max(width, height)
                let first = UnsafeMutableBufferPointer(rebasing: line[0..<length])
                let second = UnsafeMutableBufferPointer(rebasing: line[length..<(2 * length)])
                var planes = [[Int32]](repeating: [], count: 4)
                for y in rowsNeeded {
                    let base = y * width
                    var any = false
                    for x in columns[0] where pixels[base + x] != 0 {
                        any = true
                        break
                    }
                    guard any else { continue }
                    for channel in 0..<4 {
                        let shift = UInt32(24 - 8 * channel)
                        for x in columns[0] { first[x] = Int32(truncatingIfNeeded: (pixels[base &+ x] &>> shift) & 0xFF) }
                        planes[channel] = Array(run(passes, spans: columns, count: width, first, second)[x0..<x1])
                    }
                    let row = (y - rowsNeeded.lowerBound) * keptWidth
                    for i in 0..<keptWidth {
                        let a = UInt32(truncatingIfNeeded: min(255, max(0, planes[0][i])))
                        // Premultiplied: a colour channel never exceeds the alpha.
                        func clamped(_ v: Int32) -> UInt32 { min(a, UInt32(truncatingIfNeeded: min(255, max(0, v)))) }
                        across[row &+ i] = a &<< 24 | clamped(planes[1][i]) &<< 16 | clamped(planes[2][i]) &<< 8 | clamped(planes[3][i])
                    }
                }
                // Then down each kept column, on the kept rows.
                var results = [[Int32]](repeating: [], count: 4)
                for i in 0..<keptWidth {
                    for channel in 0..<4 {
                        let shift = UInt32(24 - 8 * channel)
                        for y in rowsNeeded {
                            first[y] = Int32(truncatingIfNeeded: (across[(y - rowsNeeded.lowerBound) &* keptWidth &+ i] &>> shift) & 0xFF)
                        }
                        results[channel] = Array(run(passes, spans: rows, count: height, first, second)[y0..<y1])
                    }
                    for (k, y) in (y0..<y1).enumerated() {
                        pixels[y &* width &+ x0 &+ i] =
                            UInt32(bitPattern: results[0][k]) &<< 24 | UInt32(bitPattern: results[1][k]) &<< 16
                            | UInt32(bitPattern: results[2][k]) &<< 8 | UInt32(bitPattern: results[3][k])
                    }
                }
            }
        }
    }

    /// The span of a line of `count` values each box pass must produce for the last to produce
    /// `output`: element 0 the input the first reads, element k what pass k writes. A box
    /// reads `before` values before and `after` after each it writes; outside the line there
    /// is nothing (zero), as in the whole blur.
    static func spans(_ passes: [Pass], output: Range<Int>, count: Int) -> [Range<Int>] {
        var spans = [output]
        for pass in passes.reversed() {
            guard case .box(let before, let after) = pass else { continue }
            let next = spans[0]
            spans.insert(max(0, next.lowerBound - before)..<min(count, next.upperBound + after), at: 0)
        }
        return spans
    }

    /// Runs the box `passes` over one line whose input is in `first` on `spans[0]`, each pass
    /// writing only its span; returns the buffer holding the last pass's values (on its span).
    private static func run(
        _ passes: [Pass], spans: [Range<Int>], count: Int, _ first: UnsafeMutableBufferPointer<Int32>,
        _ second: UnsafeMutableBufferPointer<Int32>
    ) -> UnsafeMutableBufferPointer<Int32> {
        var source = first, target = second
        for (index, pass) in passes.enumerated() {
            guard case .box(let before, let after) = pass else { continue }
            let span = spans[index + 1]
            let size = Int32(before + after + 1), half = size / 2
            let divide = BoxDivider(size)
            var sum: Int32 = 0
            // The window of the span's first value: inputs -before…after around it.
            for k in max(0, span.lowerBound - before)...min(count - 1, span.lowerBound + after) { sum &+= source[k] }
            var y = span.lowerBound
            while y < span.upperBound {
                target[y] = Int32(bitPattern: divide(sum &+ half))
                y &+= 1
                guard y < span.upperBound else { break }
                let entering = y &+ after, leaving = y &- before &- 1
                if entering < count { sum &+= source[entering] }
                if leaving >= 0 { sum &-= source[leaving] }
            }
            swap(&source, &target)
        }
        return source
    }

    /// The passes down every column, in rows.
    private static func vertical(_ passes: [Pass], pixels: UnsafeMutableBufferPointer<UInt32>, width: Int, height: Int) {
        var other = [UInt32](repeating: 0, count: width * height)
        var sums = [Int32](repeating: 0, count: width * 4)
        other.withUnsafeMutableBufferPointer { other in
            sums.withUnsafeMutableBufferPointer { sums in
                var source = pixels, target = other
                // Wrapping arithmetic throughout: no sum can overflow (at most 255 per pixel of a
                // box), and the checks of ordinary arithmetic were a third of the blur's time.
                @inline(__always) func add(_ row: Int, _ sign: Int32) {
                    let base = row &* width
                    for x in 0..<width {
                        let p = source[base &+ x]
                        guard p != 0 else { continue }
                        let i = x &<< 2
                        sums[i] &+= sign &* Int32(truncatingIfNeeded: p &>> 24)
                        sums[i &+ 1] &+= sign &* Int32(truncatingIfNeeded: (p &>> 16) & 0xFF)
                        sums[i &+ 2] &+= sign &* Int32(truncatingIfNeeded: (p &>> 8) & 0xFF)
                        sums[i &+ 3] &+= sign &* Int32(truncatingIfNeeded: p & 0xFF)
                    }
                }
                for pass in passes {
                    switch pass {
                    case .box(let before, let after):
                        let size = Int32(before + after + 1), half = size / 2
                        let divide = BoxDivider(size)
                        for i in 0..<(width * 4) { sums[i] = 0 }
                        for k in 0...min(after, height - 1) { add(k, 1) }
                        for y in 0..<height {
                            let base = y &* width
                            for x in 0..<width {
                                let i = x &<< 2
                                let a = divide(sums[i] &+ half), r = divide(sums[i &+ 1] &+ half)
                                let g = divide(sums[i &+ 2] &+ half), b = divide(sums[i &+ 3] &+ half)
                                target[base &+ x] = a &<< 24 | r &<< 16 | g &<< 8 | b
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
                                let divide = BoxDivider(size)
                                var sum: Int32 = 0
                                for k in 0...min(after, width - 1) { sum += Int32(source[base + k]) }
                                for x in 0..<width {
                                    target[base + x] = UInt8(truncatingIfNeeded: divide(sum + half))
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
                            let divide = BoxDivider(size)
                            for x in 0..<width { sums[x] = 0 }
                            for k in 0...min(after, height - 1) {
                                for x in 0..<width { sums[x] += Int32(source[k * width + x]) }
                            }
                            for y in 0..<height {
                                let base = y * width
                                for x in 0..<width { target[base + x] = UInt8(truncatingIfNeeded: divide(sums[x] + half)) }
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
            let p = pixels[start &+ i &* stride]
            if p != 0 { any = true }
            line[i] = Int32(truncatingIfNeeded: p &>> 24)
            line[count &+ i] = Int32(truncatingIfNeeded: (p &>> 16) & 0xFF)
            line[2 &* count &+ i] = Int32(truncatingIfNeeded: (p &>> 8) & 0xFF)
            line[3 &* count &+ i] = Int32(truncatingIfNeeded: p & 0xFF)
        }
        guard any else { return }
        var source = line, target = scratch
        for pass in passes {
            for channel in 0..<4 {
                let base = channel * count
                switch pass {
                case .box(let before, let after):
                    let size = Int32(before + after + 1), half = size / 2
                    let divide = BoxDivider(size)
                    var sum: Int32 = 0
                    // The window of output 0: inputs -before…after.
                    for k in 0...min(after, count - 1) { sum &+= source[base &+ k] }
                    for x in 0..<count {
                        target[base &+ x] = Int32(bitPattern: divide(sum &+ half))
                        let entering = x &+ after &+ 1, leaving = x &- before
                        if entering < count { sum &+= source[base &+ entering] }
                        if leaving >= 0 { sum &-= source[base &+ leaving] }
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
            let a = UInt32(truncatingIfNeeded: min(255, max(0, source[i])))
            // Premultiplied: a colour channel never exceeds the alpha.
            let r = min(a, UInt32(truncatingIfNeeded: min(255, max(0, source[count &+ i]))))
            let g = min(a, UInt32(truncatingIfNeeded: min(255, max(0, source[2 &* count &+ i]))))
            let b = min(a, UInt32(truncatingIfNeeded: min(255, max(0, source[3 &* count &+ i]))))
            pixels[start &+ i &* stride] = a &<< 24 | r &<< 16 | g &<< 8 | b
        }
    }
}

/// Division by a box's size, `n / size` for the sums of a box blur (`0 ≤ n < 2²⁴`: at most 255
/// per pixel of a box under 65,536 pixels), as a multiplication and a shift: the blur divides
/// every channel of every pixel in every pass. Exact (Granlund and Montgomery, "Division by
/// invariant integers using multiplication", 1994, theorem 4.2: with `l = ⌈log₂ size⌉` and
/// `m = ⌈2^(24 + l) / size⌉`, `⌊n·m / 2^(24 + l)⌋ = ⌊n / size⌋` for every `0 ≤ n < 2²⁴`, and
/// `n·m < 2⁴⁹`); a larger `n` is divided.
struct BoxDivider {
    private let multiplier: UInt64
    private let shift: UInt64
    private let size: UInt32

    init(_ size: Int32) {
        self.size = UInt32(max(1, size))
        var l: UInt64 = 0
        while (UInt64(1) << l) < UInt64(self.size) { l += 1 }
        shift = 24 + l
        multiplier = ((UInt64(1) << shift) + UInt64(self.size) - 1) / UInt64(self.size)
    }

    /// The numerators the multiplication is exact for are below this.
    static let limit: Int32 = 1 << 24

    @inline(__always)
    func callAsFunction(_ n: Int32) -> UInt32 {
        // One comparison: a negative `n` is a large unsigned number.
        if UInt32(bitPattern: n) < UInt32(Self.limit) {
            return UInt32(truncatingIfNeeded: (UInt64(UInt32(bitPattern: n)) &* multiplier) &>> shift)
        }
        return UInt32(bitPattern: n / Int32(bitPattern: size))
    }
}
