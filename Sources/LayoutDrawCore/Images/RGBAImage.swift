/// An 8-bit RGBA bitmap with straight (non-premultiplied) alpha, rows top to bottom.
///
/// Lives in Core so that the golden comparator can work on pixels without depending on the
/// renderer; `PNGCodec` (LayoutDrawRender) converts it to and from PNG.
public struct RGBAImage: Sendable, Hashable {
    public var width: Int
    public var height: Int
    /// `width × height × 4` bytes: R, G, B, A for each pixel, row-major.
    public var pixels: [UInt8]

    /// An image over `pixels`, which should hold `width × height × 4` bytes.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// A `width` × `height` image filled with one colour.
    public init(width: Int, height: Int, filledWith color: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) {
        var pixels: [UInt8] = []
        pixels.reserveCapacity(max(0, width * height * 4))
        for _ in 0..<max(0, width * height) { pixels += [color.r, color.g, color.b, color.a] }
        self.init(width: width, height: height, pixels: pixels)
    }

    /// The pixel at column `x`, row `y` (0-based from the top left).
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
        let i = (y * width + x) * 4
        return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }

    /// Whether the pixel buffer has exactly `width × height × 4` bytes.
    public var isWellFormed: Bool { width >= 0 && height >= 0 && pixels.count == width * height * 4 }
}
