import LayoutDrawCore

/// PNG encoding and decoding through cairo, to and from `RGBAImage`.
///
/// cairo stores pixels premultiplied, so opaque and fully transparent pixels round-trip exactly;
/// the colour of a partly transparent pixel is quantised to what its alpha can represent.
public enum PNGCodec {
    /// Decodes PNG `bytes` (any PNG colour type) to straight-alpha RGBA. The common 8-bit RGB
    /// and RGBA files are read by `PNGFile`, several times faster, to the same pixels.
    public static func decode(_ bytes: [UInt8]) throws(RenderError) -> RGBAImage {
        if let image = PNGFile.decode(bytes) { return image }
        let surface: CairoSurface
        do {
            surface = try CairoSurface(pngBytes: bytes)
        } catch {
            throw .dataUnreadable(format: .png, reason: error.detail)
        }
        return try surface.rgbaImage()
    }

    /// Encodes `image` as an 8-bit RGBA PNG.
    public static func encode(_ image: RGBAImage) throws(RenderError) -> [UInt8] {
        guard image.isWellFormed else {
            throw .invalidImage("\(image.pixels.count) bytes for \(image.width)×\(image.height) pixels")
        }
        return try CairoSurface(image).pngBytes()
    }
}
