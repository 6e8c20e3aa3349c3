import LayoutDrawCore
import LayoutDrawFrames

/// Draws a FrameTree as a PNG or SVG picture.
///
/// Every node's paint is drawn in its layout frame under its draw transform; text is laid out
/// by the same `PangoTextMeasurer` that measured it for layout, so the drawn lines are the
/// measured ones. Output is deterministic: the same tree gives the same bytes, in this process
/// or another.
public struct Renderer: Sendable {
    /// Measures and lays out text; layout must have used the same measurer (or one with the
    /// same fonts) for drawn text to match its frames.
    public let textMeasurer: PangoTextMeasurer
    private let images = ImageCache()

    /// A renderer that lays out and draws text with `textMeasurer`.
    public init(textMeasurer: PangoTextMeasurer) {
        self.textMeasurer = textMeasurer
    }

    /// The tree drawn as PNG or SVG bytes.
    ///
    /// PNG: `ceil(width × scale)` × `ceil(height × scale)` pixels for the canvas's scale.
    /// SVG: written by `SVGCanvas` (views as groups that say what they are, ids unique to the
    /// file, group opacity without masks, text as outlines and as invisible text), sized in
    /// CSS pixels, one per point (`width="390px"`, viewBox `0 0 390 844`), so a
    /// browser shows it at the canvas's point size and librsvg or `rsvg-convert -w W -h H`
    /// rasterises it at any requested pixel size, e.g. the PNG's. A canvas whose size is not a
    /// whole number of pixels at its scale (a `fit` canvas around fractional text) is extended
    /// to the PNG's extent, `ceil(points × scale) / scale`, as the PNG is; otherwise the SVG
    /// rasterised at the PNG's size would be stretched by a fraction of a pixel.
    public func render(_ tree: FrameTree, format: ImageFormat) throws(RenderError) -> [UInt8] {
        switch format {
        case .png:
            return try paintBitmap(tree).pngBytes()
        case .svg:
            let pixels = try Self.pixelSize(of: pictureCanvas(of: tree))
            let scale = tree.canvas.scale
            // A scale so small that the pixels come to infinitely many points (1e-320) keeps
            // the canvas's own size.
            let extended = Size(width: Double(pixels.width) / scale, height: Double(pixels.height) / scale)
            let size = scale.isFinite && scale > 0 && extended.width.isFinite && extended.height.isFinite ? extended : tree.canvas.size
            let canvas = try SVGCanvas(size: size)
            try Painter(
                tree: tree, context: canvas, scale: 1, textMeasurer: textMeasurer, images: images, diagram: diagram(of: tree)
            ).paint()
            return canvas.finish()
        }
    }

    /// The tree painted at the canvas's scale, not yet encoded: `render(tree, format: .png)` is
    /// `paintedImage(tree).pngBytes()`. Apart so that painting and encoding can be timed apart.
    public func paintedImage(_ tree: FrameTree) throws(RenderError) -> PaintedImage {
        PaintedImage(surface: try paintBitmap(tree))
    }

    /// The tree drawn at the canvas's scale, as straight-alpha RGBA pixels (what the PNG holds).
    public func renderRGBA(_ tree: FrameTree) throws(RenderError) -> RGBAImage {
        try paintBitmap(tree).rgbaImage()
    }

    /// Width and height in pixels of the bitmap for `canvas`: `ceil(points × scale)`, at least 1.
    static func pixelSize(of canvas: CanvasGeometry) throws(RenderError) -> (width: Int, height: Int) {
        // A hair of tolerance so that e.g. 390 × 3 computed as 1170.0000000001 stays 1170.
        let width = (canvas.size.width * canvas.scale - 1e-9).rounded(.up)
        let height = (canvas.size.height * canvas.scale - 1e-9).rounded(.up)
        // Never converted to Int outside Int's range: a negative or huge size is an error, not a trap.
        guard width.isFinite, height.isFinite, width <= maximumPixels, height <= maximumPixels, width > -1, height > -1 else {
            throw .invalidImage(
                "a \(canvas.size.width)×\(canvas.size.height) canvas at scale \(canvas.scale) is not between 0 and "
                    + "\(Int(maximumPixels)) pixels a side")
        }
        return (max(1, Int(width)), max(1, Int(height)))
    }

    /// cairo's largest image side.
    private static let maximumPixels = 32767.0

    private func paintBitmap(_ tree: FrameTree) throws(RenderError) -> CairoSurface {
        let size = try Self.pixelSize(of: pictureCanvas(of: tree))
        let surface = try CairoSurface(width: size.width, height: size.height)
        try paint(tree, on: surface, scale: tree.canvas.scale)
        return surface
    }

    private func paint(_ tree: FrameTree, on surface: CairoSurface, scale: Double) throws(RenderError) {
        guard scale.isFinite, scale > 0 else { throw .invalidImage("canvas scale \(scale) is not positive") }
        let context = try CairoContext(drawingOn: surface)
        try Painter(
            tree: tree, context: context, scale: scale, textMeasurer: textMeasurer, images: images, diagram: diagram(of: tree)
        ).paint()
    }
}

/// A picture painted by `Renderer.paintedImage`, ready to encode.
public struct PaintedImage: @unchecked Sendable {  // the surface is only read once painted
    fileprivate let surface: CairoSurface

    public var pixelWidth: Int { surface.pixelWidth }
    public var pixelHeight: Int { surface.pixelHeight }

    /// The picture encoded as PNG: the bytes `Renderer.render(_:format: .png)` returns.
    public func pngBytes() throws(RenderError) -> [UInt8] {
        try surface.pngBytes()
    }

    /// Whether the PNG `bytes` has exactly this picture's pixels (what comparing `rgbaImage()`
    /// with the decoded PNG finds), read row by row without decoding either; nil when that
    /// takes decoding both (a translucent picture, a PNG kind this reader leaves to cairo).
    public func hasSamePixels(asPNG bytes: [UInt8]) -> Bool? {
        surface.matches(png: bytes)
    }

    /// The picture's pixels, straight alpha: what decoding `pngBytes()` gives.
    public func rgbaImage() throws(RenderError) -> RGBAImage {
        let image = try surface.rgbaImage()
        // A translucent pixel does not survive the PNG exactly (cairo premultiplies what it
        // reads): a picture that has one is read back from its PNG.
        var opaque = true
        image.pixels.withUnsafeBufferPointer { bytes in
            for alpha in Swift.stride(from: 3, to: bytes.count, by: 4) where bytes[alpha] != 255 {
                opaque = false
                break
            }
        }
        return opaque ? image : try PNGCodec.decode(pngBytes())
    }
}
