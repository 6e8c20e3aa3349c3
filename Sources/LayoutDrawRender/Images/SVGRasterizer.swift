import LayoutDrawCore

/// Rasterises SVG documents with librsvg, e.g. to compare the renderer's SVG output with its
/// PNG output.
public enum SVGRasterizer {
    /// Draws `svg` fitted into a `width` × `height` pixel image (the document's viewBox fitted per
    /// its `preserveAspectRatio`), on a transparent background.
    public static func rasterize(_ svg: [UInt8], width: Int, height: Int) throws(RenderError) -> RGBAImage {
        guard width > 0, height > 0 else { throw .invalidImage("cannot rasterise at \(width)×\(height) pixels") }
        let document = try SVGDocument(bytes: svg)
        let surface = try CairoSurface(width: width, height: height)
        let context = try CairoContext(drawingOn: surface)
        try document.render(in: context, viewport: Rect(x: 0, y: 0, width: Double(width), height: Double(height)))
        try context.checkStatus("rasterising SVG")
        return try surface.rgbaImage()
    }
}
