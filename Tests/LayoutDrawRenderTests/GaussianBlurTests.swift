import Testing
@testable import LayoutDrawRender

/// The box blur divides its window sums by the box's size with a multiplication and a shift
/// (`BoxDivider`); it must give exactly the quotient, or every blurred picture would move.
@Suite struct GaussianBlurTests {
    /// Every box size up to 2,048 (a blur of σ ≈ 1,000 pixels), against Swift's division: all
    /// numerators below 4,096, and around every multiple of the size up to the largest sum a
    /// box makes (255 per pixel, plus the half added for rounding).
    @Test func boxDividerIsExactDivision() {
        var checked = 0
        for size in Int32(1)...2048 {
            let divide = BoxDivider(size)
            var wrong: [Int32] = []
            func check(_ n: Int32) {
                guard n >= 0 else { return }
                if divide(n) != UInt32(n / size) { wrong.append(n) }
                checked += 1
            }
            for n in Int32(0)..<4096 { check(n) }
            var multiple = size
            while multiple <= 256 * size {
                check(multiple - 1)
                check(multiple)
                check(multiple + 1)
                multiple += size
            }
            check(BoxDivider.limit - 1)
            #expect(wrong.isEmpty, "size \(size): \(wrong.prefix(5))")
        }
        #expect(checked > 9_000_000)
    }

    /// Above the range the multiplication covers, it divides: still exact.
    @Test func largeBoxesAndSumsDivide() {
        #expect(BoxDivider(70_000)(1_000_000_000) == UInt32(1_000_000_000 / 70_000))
        #expect(BoxDivider(3)(BoxDivider.limit) == UInt32(BoxDivider.limit / 3))
        #expect(BoxDivider(3)(BoxDivider.limit + 2) == UInt32((BoxDivider.limit + 2) / 3))
    }

    /// The blur as its documentation states it, written plainly (each window summed afresh,
    /// Swift's division): three boxes along every row, the colour channels clamped to the alpha,
    /// then along every column. The optimised blur (running sums, `BoxDivider`, wrapping
    /// arithmetic) must give exactly these pixels.
    @Test func boxBlurEqualsItsPlainDefinition() {
        var random = SplitMix(seed: 7)
        for (width, height, sigma) in [(37, 23, 2.5), (64, 5, 5.0), (9, 50, 10.0), (120, 80, 3.2)] {
            var pixels: [UInt32] = []
            for _ in 0..<(width * height) {
                // Premultiplied: each colour at most the alpha; a third of the pixels clear.
                let a = random.next() % 3 == 0 ? 0 : UInt32(random.next() % 256)
                func channel() -> UInt32 { a == 0 ? 0 : UInt32(random.next() % UInt64(a + 1)) }
                pixels.append(a << 24 | channel() << 16 | channel() << 8 | channel())
            }
            var blurred = PixelBuffer(width: width, height: height, pixels: pixels)
            GaussianBlur.blur(&blurred, sigma: sigma)
            #expect(blurred.pixels == Self.plainBlur(pixels, width: width, height: height, sigma: sigma), "\(width) × \(height), σ \(sigma)")
        }
    }

    /// Blurring only a part (a material's shape inside its margin) gives that part exactly the
    /// pixels of the whole blur.
    @Test func aKeptPartIsExactlyThatPartOfTheWholeBlur() {
        var random = SplitMix(seed: 11)
        for (width, height, sigma, keep) in [
            (120, 90, 6.0, PixelRect(x: 40, y: 30, width: 30, height: 20)), (60, 200, 2.2, PixelRect(x: 0, y: 150, width: 10, height: 50)),
            (200, 40, 12.5, PixelRect(x: 190, y: -5, width: 30, height: 30)), (33, 33, 4.0, PixelRect(x: 16, y: 16, width: 1, height: 1)),
        ] {
            var pixels: [UInt32] = []
            for _ in 0..<(width * height) {
                let a = random.next() % 4 == 0 ? 0 : UInt32(random.next() % 256)
                func channel() -> UInt32 { a == 0 ? 0 : UInt32(random.next() % UInt64(a + 1)) }
                pixels.append(a << 24 | channel() << 16 | channel() << 8 | channel())
            }
            let whole = Self.plainBlur(pixels, width: width, height: height, sigma: sigma)
            var part = PixelBuffer(width: width, height: height, pixels: pixels)
            GaussianBlur.blur(&part, sigma: sigma, keeping: keep)
            var compared = 0, wrong = 0
            for y in max(0, keep.y)..<min(height, keep.y + keep.height) {
                for x in max(0, keep.x)..<min(width, keep.x + keep.width) {
                    compared += 1
                    if part.pixels[y * width + x] != whole[y * width + x] { wrong += 1 }
                }
            }
            #expect(compared > 0 && wrong == 0, "\(width) × \(height), σ \(sigma), \(keep): \(wrong) of \(compared) differ")
        }
    }

    static func plainBlur(_ pixels: [UInt32], width: Int, height: Int, sigma: Double) -> [UInt32] {
        let passes = GaussianBlur.passes(sigma: sigma)
        func boxes(_ line: [Int]) -> [Int] {
            var line = line
            for pass in passes {
                guard case .box(let before, let after) = pass else { fatalError("σ ≥ 2 is three boxes") }
                let size = before + after + 1
                line = line.indices.map { x in
                    var sum = 0
                    for k in (x - before)...(x + after) where k >= 0 && k < line.count { sum += line[k] }
                    return (sum + size / 2) / size
                }
            }
            return line
        }
        func channel(_ p: UInt32, _ shift: UInt32) -> Int { Int((p >> shift) & 0xFF) }
        var rows = pixels
        for y in 0..<height {
            let row = Array(pixels[(y * width)..<((y + 1) * width)])
            let a = boxes(row.map { channel($0, 24) }).map { min(255, max(0, $0)) }
            let r = boxes(row.map { channel($0, 16) }), g = boxes(row.map { channel($0, 8) }), b = boxes(row.map { channel($0, 0) })
            for x in 0..<width {
                let alpha = UInt32(a[x])
                func clamped(_ v: Int) -> UInt32 { min(alpha, UInt32(min(255, max(0, v)))) }
                rows[y * width + x] = alpha << 24 | clamped(r[x]) << 16 | clamped(g[x]) << 8 | clamped(b[x])
            }
        }
        var result = rows
        for x in 0..<width {
            let column = (0..<height).map { rows[$0 * width + x] }
            let a = boxes(column.map { channel($0, 24) }), r = boxes(column.map { channel($0, 16) })
            let g = boxes(column.map { channel($0, 8) }), b = boxes(column.map { channel($0, 0) })
            for y in 0..<height {
                result[y * width + x] = UInt32(a[y]) << 24 | UInt32(r[y]) << 16 | UInt32(g[y]) << 8 | UInt32(b[y])
            }
        }
        return result
    }
}

/// A small deterministic random source (SplitMix64).
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
