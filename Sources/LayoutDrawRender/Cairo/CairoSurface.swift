internal import CCairo
import LayoutDrawCore

/// An owned cairo surface: an ARGB32 image, or an SVG document written to a byte array.
final class CairoSurface {
    let pointer: OpaquePointer
    /// The SVG stream's destination, kept alive as long as cairo may write to it.
    private let sink: ByteSink?

    private init(checking pointer: OpaquePointer, sink: ByteSink? = nil, _ what: String) throws(RenderError) {
        if let error = renderError(cairo_surface_status(pointer), what) {
            cairo_surface_destroy(pointer)
            throw error
        }
        self.pointer = pointer
        self.sink = sink
    }

    deinit { cairo_surface_destroy(pointer) }

    /// A transparent ARGB32 image of `width` × `height` pixels.
    convenience init(width: Int, height: Int) throws(RenderError) {
        try self.init(
            checking: cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
            "creating a \(width)×\(height) image")
    }

    /// An SVG document of `size` in CSS pixels (`width="…px"`, viewBox in the same units), so one
    /// layout point is one SVG user unit and one CSS pixel.
    convenience init(svgOfSize size: Size) throws(RenderError) {
        let sink = ByteSink()
        let pointer = cairo_svg_surface_create_for_stream(ByteSink.write, sink.closure, size.width, size.height)!
        try self.init(checking: pointer, sink: sink, "creating an SVG surface")
        cairo_svg_surface_set_document_unit(pointer, CAIRO_SVG_UNIT_PX)
    }

    /// The image in the PNG `bytes`.
    convenience init(pngBytes bytes: [UInt8]) throws(RenderError) {
        let source = ByteSource(bytes)
        let pointer = withExtendedLifetime(source) {
            cairo_image_surface_create_from_png_stream(ByteSource.read, source.closure)!
        }
        try self.init(checking: pointer, "decoding PNG data")
    }

    /// The image in the PNG file at `path`.
    convenience init(pngFileAt path: String) throws(RenderError) {
        try self.init(checking: cairo_image_surface_create_from_png(path), "reading \(path)")
    }

    /// An ARGB32 image holding `image`'s pixels (premultiplied, as cairo stores them).
    convenience init(_ image: RGBAImage) throws(RenderError) {
        try self.init(width: image.width, height: image.height)
        cairo_surface_flush(pointer)
        let stride = Int(cairo_image_surface_get_stride(pointer))
        let data = cairo_image_surface_get_data(pointer)!
        image.pixels.withUnsafeBufferPointer { pixels in
            for y in 0..<image.height {
                let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<image.width {
                    let i = (y * image.width + x) * 4
                    row[x] = Self.premultipliedARGB(r: pixels[i], g: pixels[i + 1], b: pixels[i + 2], a: pixels[i + 3])
                }
            }
        }
        cairo_surface_mark_dirty(pointer)
    }

    var pixelWidth: Int { Int(cairo_image_surface_get_width(pointer)) }
    var pixelHeight: Int { Int(cairo_image_surface_get_height(pointer)) }

    /// The SVG bytes written so far (all of them once `finish()` has run).
    var writtenBytes: [UInt8] { sink?.bytes ?? [] }

    /// Completes the document: an SVG surface writes its last bytes here.
    func finish() throws(RenderError) {
        cairo_surface_finish(pointer)
        if let error = renderError(cairo_surface_status(pointer), "finishing the surface") { throw error }
    }

    /// The image encoded as PNG: an ARGB32 image by `PNGFile` (the same pixels, several times
    /// faster), any other by cairo.
    func pngBytes() throws(RenderError) -> [UInt8] {
        if cairo_surface_get_type(pointer) == CAIRO_SURFACE_TYPE_IMAGE,
            cairo_image_surface_get_format(pointer) == CAIRO_FORMAT_ARGB32, pixelWidth > 0, pixelHeight > 0
        {
            cairo_surface_flush(pointer)
            if let data = cairo_image_surface_get_data(pointer) {
                return PNGFile.encode(
                    argb32: UnsafeRawPointer(data), stride: Int(cairo_image_surface_get_stride(pointer)), width: pixelWidth,
                    height: pixelHeight)
            }
        }
        return try cairoPNGBytes()
    }

    /// The image encoded as PNG by cairo (libpng).
    func cairoPNGBytes() throws(RenderError) -> [UInt8] {
        let sink = ByteSink()
        let status = withExtendedLifetime(sink) {
            cairo_surface_write_to_png_stream(pointer, ByteSink.write, sink.closure)
        }
        if let error = renderError(status, "encoding PNG") { throw error }
        return sink.bytes
    }

    /// Whether the PNG `bytes` holds exactly this opaque ARGB32 image's pixels; nil when that
    /// cannot be told without decoding both (see `PNGFile.matches`).
    func matches(png bytes: [UInt8]) -> Bool? {
        guard cairo_image_surface_get_format(pointer) == CAIRO_FORMAT_ARGB32, pixelWidth > 0, pixelHeight > 0 else { return nil }
        cairo_surface_flush(pointer)
        guard let data = cairo_image_surface_get_data(pointer) else { return nil }
        return PNGFile.matches(
            bytes, argb32: UnsafeRawPointer(data), stride: Int(cairo_image_surface_get_stride(pointer)), width: pixelWidth,
            height: pixelHeight)
    }

    /// The image's pixels, straight alpha. Opaque (RGB24) images read as alpha 255; any other
    /// format is first converted to ARGB32.
    func rgbaImage() throws(RenderError) -> RGBAImage {
        let format = cairo_image_surface_get_format(pointer)
        guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24 else {
            return try argb32Copy().rgbaImage()
        }
        cairo_surface_flush(pointer)
        let width = pixelWidth, height = pixelHeight
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        guard width > 0, height > 0, let data = cairo_image_surface_get_data(pointer) else {
            return RGBAImage(width: width, height: height, pixels: pixels)
        }
        let stride = Int(cairo_image_surface_get_stride(pointer))
        let opaque = format == CAIRO_FORMAT_RGB24
        pixels.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    let value = row[x]
                    let i = (y * width + x) * 4
                    let a = opaque ? 255 : value >> 24
                    guard a > 0 else { continue }
                    if a == 255 {  // (c × 255 + 127) / 255 = c
                        out[i] = UInt8(truncatingIfNeeded: value >> 16)
                        out[i + 1] = UInt8(truncatingIfNeeded: value >> 8)
                        out[i + 2] = UInt8(truncatingIfNeeded: value)
                    } else {
                        out[i] = UInt8(min(255, (((value >> 16) & 0xFF) * 255 + a / 2) / a))
                        out[i + 1] = UInt8(min(255, (((value >> 8) & 0xFF) * 255 + a / 2) / a))
                        out[i + 2] = UInt8(min(255, ((value & 0xFF) * 255 + a / 2) / a))
                    }
                    out[i + 3] = UInt8(a)
                }
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    private func argb32Copy() throws(RenderError) -> CairoSurface {
        let copy = try CairoSurface(width: pixelWidth, height: pixelHeight)
        let context = try CairoContext(drawingOn: copy)
        context.setSource(self, at: .zero)
        context.paint()
        return copy
    }

    private static func premultipliedARGB(r: UInt8, g: UInt8, b: UInt8, a: UInt8) -> UInt32 {
        let alpha = UInt32(a)
        func scaled(_ c: UInt8) -> UInt32 { (UInt32(c) * alpha + 127) / 255 }
        return alpha << 24 | scaled(r) << 16 | scaled(g) << 8 | scaled(b)
    }
}
