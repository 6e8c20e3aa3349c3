import Dispatch
import LayoutDrawCore

#if canImport(Glibc)
    import Glibc
#endif

/// Compares two images pixel by pixel with pixelmatch 5's algorithm and returns how many pixels
/// differ, how many of the differences are anti-aliasing, and optionally a diff image.
///
/// This is a faithful port of mapbox/pixelmatch 5.3 (ISC licence): for each pixel, the colour
/// delta of `options.metric` (translucent pixels blended with white first) is compared with
/// `maximumDelta × threshold²`. A pixel above it counts as mismatched unless it looks like
/// anti-aliasing in either image (Vysniauskas, "Anti-aliased Pixel and Intensity Slope
/// Detector", 2009) and `includesAntialiasing` is off; those are counted as anti-aliased
/// instead. The diff image shows the first image as faded greyscale, mismatched pixels in
/// `differenceColor` and anti-aliased ones in `antialiasingColor`. For the same inputs and
/// options, `mismatchedPixels` equals pixelmatch's return value and the diff image equals
/// pixelmatch's output written into a byte buffer (fractions truncated).
///
/// The function is pure: no I/O, no shared state. Bands of rows are compared in parallel on
/// every core (each pixel's result depends only on the two images), and the counts added up.
///
/// - Throws: `PixelMatchError.sizeMismatch` when the sizes differ, `.malformedImage` when a
///   buffer does not hold `width × height × 4` bytes.
public func pixelMatch(
    _ first: RGBAImage, _ second: RGBAImage, options: PixelMatchOptions = PixelMatchOptions()
) throws(PixelMatchError) -> PixelMatchResult {
    for image in [first, second] where !image.isWellFormed {
        throw .malformedImage(size: image.size, byteCount: image.pixels.count)
    }
    guard first.size == second.size else { throw .sizeMismatch(first: first.size, second: second.size) }

    let size = first.size
    var diff: [UInt8]? = options.drawsDiffImage ? [UInt8](repeating: 0, count: size.pixelCount * 4) : nil

    // Identical buffers: nothing to count, only the faded base to draw. (memcmp: comparing the
    // arrays element by element took longer than decoding a golden.)
    let identical = first.pixels.withUnsafeBytes { a in
        second.pixels.withUnsafeBytes { b in a.count == b.count && (a.isEmpty || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0) }
    }
    if identical {
        if diff != nil, !options.drawsMaskOnly {
            first.pixels.withUnsafeBufferPointer { base in
                diff!.withUnsafeMutableBufferPointer { output in
                    for index in 0..<size.pixelCount {
                        YIQ.drawFadedPixel(of: base, at: index * 4, opacity: options.baseOpacity, into: output.baseAddress!)
                    }
                }
            }
        }
        return PixelMatchResult(
            mismatchedPixels: 0, antialiasedPixels: 0, size: size,
            diffImage: diff.map { RGBAImage(width: size.width, height: size.height, pixels: $0) })
    }

    let counts = first.pixels.withUnsafeBufferPointer { a in
        second.pixels.withUnsafeBufferPointer { b in
            let matcher = PixelMatcher(first: a, second: b, width: size.width, height: size.height, options: options)
            guard diff != nil else { return matcher.compareInBands(drawingInto: nil) }
            return diff!.withUnsafeMutableBufferPointer { matcher.compareInBands(drawingInto: $0.baseAddress) }
        }
    }
    return PixelMatchResult(
        mismatchedPixels: counts.mismatched, antialiasedPixels: counts.antialiased, size: size,
        diffImage: diff.map { RGBAImage(width: size.width, height: size.height, pixels: $0) })
}

/// The per-pixel loop over two buffers of the same size.
private struct PixelMatcher {
    let first: UnsafeBufferPointer<UInt8>
    let second: UnsafeBufferPointer<UInt8>
    let width: Int
    let height: Int
    let options: PixelMatchOptions

    /// Compares bands of rows in parallel and adds up their counts; each band draws its own
    /// rows of `diff`.
    func compareInBands(drawingInto diff: UnsafeMutablePointer<UInt8>?) -> (mismatched: Int, antialiased: Int) {
        let bandCount = max(1, min(Cores.online * 4, height / 16))
        let rowsPerBand = (height + bandCount - 1) / bandCount
        let shared = SharedBuffers(matcher: self, diff: diff)
        let counts = BandCounts(count: bandCount)
        DispatchQueue.concurrentPerform(iterations: bandCount) { band in
            let rows = (band * rowsPerBand)..<min(shared.matcher.height, (band + 1) * rowsPerBand)
            counts.store(shared.matcher.compare(rows: rows, drawingInto: shared.diff), at: band)
        }
        return counts.total
    }

    func compare(rows: Range<Int>, drawingInto diff: UnsafeMutablePointer<UInt8>?) -> (mismatched: Int, antialiased: Int) {
        // The largest acceptable squared distance between two colours.
        let maximumDelta = options.metric.maximumDelta * options.threshold * options.threshold
        let drawsBase = !options.drawsMaskOnly
        var mismatched = 0
        var antialiased = 0

        for y in rows {
            for x in 0..<width {
                let position = (y * width + x) * 4
                // Squared YIQ distance, negative when the second image's pixel is darker.
                let delta = YIQ.delta(first, second, position, position)

                if abs(delta) > maximumDelta {
                    // A real rendering difference, or just anti-aliasing drawn differently?
                    if !options.includesAntialiasing
                        && (isAntialiased(first, x, y, comparedWith: second)
                            || isAntialiased(second, x, y, comparedWith: first))
                    {
                        // Anti-aliased pixels are left out of a mask, as in pixelmatch.
                        antialiased += 1
                        if let diff, drawsBase {
                            YIQ.draw(options.antialiasingColor, at: position, into: diff)
                        }
                    } else {
                        mismatched += 1
                        if let diff {
                            let color = delta < 0 ? options.darkeningColor ?? options.differenceColor : options.differenceColor
                            YIQ.draw(color, at: position, into: diff)
                        }
                    }
                } else if let diff, drawsBase {
                    YIQ.drawFadedPixel(of: first, at: position, opacity: options.baseOpacity, into: diff)
                }
            }
        }
        return (mismatched, antialiased)
    }

    /// Whether the pixel at (`x1`, `y1`) of `image` is likely part of anti-aliasing: among its
    /// up to 8 neighbours at most 2 have the same colour, there is both a darker and a brighter
    /// one, and the darkest or the brightest one sits in a flat area (3+ identical neighbours)
    /// in both images.
    private func isAntialiased(
        _ image: UnsafeBufferPointer<UInt8>, _ x1: Int, _ y1: Int, comparedWith other: UnsafeBufferPointer<UInt8>
    ) -> Bool {
        let x0 = max(x1 - 1, 0)
        let y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1)
        let y2 = min(y1 + 1, height - 1)
        let position = (y1 * width + x1) * 4
        // A pixel on the image's edge has fewer neighbours; count the missing side as one equal.
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        var darkest = 0.0
        var brightest = 0.0
        var darkestX = 0, darkestY = 0, brightestX = 0, brightestY = 0

        // Columns outside, rows inside: the order decides which of two equal extremes wins.
        for x in x0...x2 {
            for y in y0...y2 where !(x == x1 && y == y1) {
                // Brightness difference between the centre and this neighbour.
                let delta = YIQ.brightnessDelta(image, position, (y * width + x) * 4)
                if delta == 0 {
                    zeroes += 1
                    // More than 2 equal neighbours: definitely not anti-aliasing.
                    if zeroes > 2 { return false }
                } else if delta < darkest {
                    darkest = delta
                    darkestX = x
                    darkestY = y
                } else if delta > brightest {
                    brightest = delta
                    brightestX = x
                    brightestY = y
                }
            }
        }

        // Without both a darker and a brighter neighbour it is not anti-aliasing.
        if darkest == 0 || brightest == 0 { return false }

        // Anti-aliased if the darkest or the brightest neighbour is in a flat area in both images.
        return (hasManySiblings(image, darkestX, darkestY) && hasManySiblings(other, darkestX, darkestY))
            || (hasManySiblings(image, brightestX, brightestY) && hasManySiblings(other, brightestX, brightestY))
    }

    /// Whether the pixel at (`x1`, `y1`) has 3 or more neighbours of exactly its colour (the
    /// image's edge counting as one).
    private func hasManySiblings(_ image: UnsafeBufferPointer<UInt8>, _ x1: Int, _ y1: Int) -> Bool {
        let x0 = max(x1 - 1, 0)
        let y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1)
        let y2 = min(y1 + 1, height - 1)
        let position = (y1 * width + x1) * 4
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0

        for x in x0...x2 {
            for y in y0...y2 where !(x == x1 && y == y1) {
                let neighbour = (y * width + x) * 4
                if image[position] == image[neighbour] && image[position + 1] == image[neighbour + 1]
                    && image[position + 2] == image[neighbour + 2] && image[position + 3] == image[neighbour + 3]
                {
                    zeroes += 1
                }
                if zeroes > 2 { return true }
            }
        }
        return false
    }
}

/// The images and the diff buffer, shared by the bands: the images are only read, and each
/// band writes only its own rows of the diff.
private struct SharedBuffers: @unchecked Sendable {
    let matcher: PixelMatcher
    let diff: UnsafeMutablePointer<UInt8>?
}

/// Each band's counts, stored from its own thread.
private final class BandCounts: @unchecked Sendable {
    private let counts: UnsafeMutablePointer<(mismatched: Int, antialiased: Int)>
    private let count: Int

    init(count: Int) {
        self.count = count
        counts = .allocate(capacity: count)
        counts.initialize(repeating: (0, 0), count: count)
    }

    deinit { counts.deallocate() }

    /// Band `index` is stored by one thread only, and read after all have finished.
    func store(_ value: (mismatched: Int, antialiased: Int), at index: Int) { counts[index] = value }

    var total: (mismatched: Int, antialiased: Int) {
        (0..<count).reduce((0, 0)) { ($0.0 + counts[$1].mismatched, $0.1 + counts[$1].antialiased) }
    }
}

private enum Cores {
    static let online: Int = {
        #if canImport(Glibc)
            return max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
        #else
            return 1
        #endif
    }()
}
