/// The YIQ colour difference of Kotsarenko & Ramos, with pixelmatch's constants, and the diff
/// image's drawing. Arithmetic is done in `Double` in pixelmatch's order so that results are
/// bit-for-bit the same as JavaScript's.
enum YIQ {
    /// The signed squared distance between the pixel at byte offset `k` of `image1` and the one
    /// at `m` of `image2`: negative when the second is darker, 0 when they are identical.
    static func delta(
        _ image1: UnsafeBufferPointer<UInt8>, _ image2: UnsafeBufferPointer<UInt8>, _ k: Int, _ m: Int
    ) -> Double {
        if isSamePixel(image1, k, image2, m) { return 0 }
        let (r1, g1, b1) = blendedWithWhite(image1, k)
        let (r2, g2, b2) = blendedWithWhite(image2, m)

        let y1 = brightness(r1, g1, b1)
        let y2 = brightness(r2, g2, b2)
        let y = y1 - y2
        let i = inPhase(r1, g1, b1) - inPhase(r2, g2, b2)
        let q = quadrature(r1, g1, b1) - quadrature(r2, g2, b2)

        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        // The sign records whether the pixel lightens or darkens.
        return y1 > y2 ? -delta : delta
    }

    /// The brightness (Y) difference only, between two pixels of one image.
    static func brightnessDelta(_ image: UnsafeBufferPointer<UInt8>, _ k: Int, _ m: Int) -> Double {
        if isSamePixel(image, k, image, m) { return 0 }
        let (r1, g1, b1) = blendedWithWhite(image, k)
        let (r2, g2, b2) = blendedWithWhite(image, m)
        return brightness(r1, g1, b1) - brightness(r2, g2, b2)
    }

    /// Writes an opaque `color` at byte offset `position`.
    static func draw(_ color: PixelColor, at position: Int, into output: UnsafeMutablePointer<UInt8>) {
        output[position] = color.red
        output[position + 1] = color.green
        output[position + 2] = color.blue
        output[position + 3] = 255
    }

    /// Writes the pixel of `image` at `position` as grey (its brightness) faded towards white:
    /// `opacity` of it shows, scaled by its own alpha.
    static func drawFadedPixel(
        of image: UnsafeBufferPointer<UInt8>, at position: Int, opacity: Double, into output: UnsafeMutablePointer<UInt8>
    ) {
        let y = brightness(Double(image[position]), Double(image[position + 1]), Double(image[position + 2]))
        let value = blend(y, opacity * Double(image[position + 3]) / 255)
        // pixelmatch writes into a byte buffer, which truncates.
        let level = UInt8(min(255, max(0, value)).rounded(.towardZero))
        output[position] = level
        output[position + 1] = level
        output[position + 2] = level
        output[position + 3] = 255
    }

    private static func isSamePixel(
        _ image1: UnsafeBufferPointer<UInt8>, _ k: Int, _ image2: UnsafeBufferPointer<UInt8>, _ m: Int
    ) -> Bool {
        image1[k] == image2[m] && image1[k + 1] == image2[m + 1] && image1[k + 2] == image2[m + 2]
            && image1[k + 3] == image2[m + 3]
    }

    /// The pixel's channels; a translucent pixel is first blended with white.
    private static func blendedWithWhite(
        _ image: UnsafeBufferPointer<UInt8>, _ k: Int
    ) -> (Double, Double, Double) {
        var r = Double(image[k]), g = Double(image[k + 1]), b = Double(image[k + 2])
        let a = image[k + 3]
        if a < 255 {
            let alpha = Double(a) / 255
            r = blend(r, alpha)
            g = blend(g, alpha)
            b = blend(b, alpha)
        }
        return (r, g, b)
    }

    private static func brightness(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.29889531 + g * 0.58662247 + b * 0.11448223
    }

    private static func inPhase(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.59597799 - g * 0.27417610 - b * 0.32180189
    }

    private static func quadrature(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.21147017 - g * 0.52261711 + b * 0.31114694
    }

    /// `c` seen at opacity `a` over white.
    private static func blend(_ c: Double, _ a: Double) -> Double {
        255 + (c - 255) * a
    }
}
