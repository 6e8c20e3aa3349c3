import LayoutDraw

/// Reading pictures back, in a file of its own: LayoutDraw has a `Scene` type of its own too.
enum PNGPixels {
    /// The red, green and blue of the top-left pixel of a PNG.
    static func firstPixel(of png: [UInt8]) throws -> [UInt8] {
        let image = try PNGCodec.decode(png)
        let pixel = image.pixel(x: 0, y: 0)
        return [pixel.r, pixel.g, pixel.b]
    }
}
