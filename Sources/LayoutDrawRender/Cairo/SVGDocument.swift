internal import CCairo
internal import CRsvg
import LayoutDrawCore

/// An SVG document loaded with librsvg, at 72 dpi so that its physical units (pt, in, mm)
/// convert to points and its CSS pixels count as points.
final class SVGDocument {
    private let handle: UnsafeMutablePointer<RsvgHandle>
    /// The document's size in points: its width and height, or failing those its viewBox.
    let size: Size

    /// Loads the SVG file at `path`; errors name `path`.
    convenience init(contentsOfFile path: String) throws(RenderError) {
        var error: UnsafeMutablePointer<GError>?
        let handle = rsvg_handle_new_from_file(path, &error)
        try self.init(handle: handle, error: error) { reason throws(RenderError) in
            throw .imageUnreadable(path: path, reason: reason)
        }
    }

    /// Loads an SVG document from `bytes`.
    convenience init(bytes: [UInt8]) throws(RenderError) {
        var error: UnsafeMutablePointer<GError>?
        let handle = bytes.withUnsafeBufferPointer {
            rsvg_handle_new_from_data($0.baseAddress, gsize($0.count), &error)
        }
        try self.init(handle: handle, error: error) { reason throws(RenderError) in
            throw .dataUnreadable(format: .svg, reason: reason)
        }
    }

    private init(
        handle: UnsafeMutablePointer<RsvgHandle>?, error: UnsafeMutablePointer<GError>?,
        fail: (String) throws(RenderError) -> Never
    ) throws(RenderError) {
        guard let handle else { try fail(Self.consume(error) ?? "not an SVG document") }
        rsvg_handle_set_dpi(handle, 72)
        guard let size = Self.intrinsicSize(of: handle) else {
            g_object_unref(UnsafeMutableRawPointer(handle))
            try fail("the SVG document has neither width and height nor a viewBox")
        }
        self.handle = handle
        self.size = size
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(handle)) }

    /// Renders the whole document fitted into `viewport` (user space of `context`), as
    /// `rsvg_handle_render_document` does: the viewBox is fitted per `preserveAspectRatio`.
    func render(in context: CairoContext, viewport: Rect) throws(RenderError) {
        var rect = RsvgRectangle(x: viewport.minX, y: viewport.minY, width: viewport.width, height: viewport.height)
        var error: UnsafeMutablePointer<GError>?
        if rsvg_handle_render_document(handle, context.pointer, &rect, &error) == 0 {
            throw .cairo("rendering an SVG image: \(Self.consume(error) ?? "unknown librsvg error")")
        }
    }

    private static func intrinsicSize(of handle: UnsafeMutablePointer<RsvgHandle>) -> Size? {
        var width = 0.0, height = 0.0
        if rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) != 0 {
            return Size(width: width, height: height)
        }
        var hasViewBox: gboolean = 0
        var viewBox = RsvgRectangle()
        rsvg_handle_get_intrinsic_dimensions(handle, nil, nil, nil, nil, &hasViewBox, &viewBox)
        return hasViewBox != 0 ? Size(width: viewBox.width, height: viewBox.height) : nil
    }

    /// The message of a GError, which is freed.
    private static func consume(_ error: UnsafeMutablePointer<GError>?) -> String? {
        guard let error else { return nil }
        defer { g_error_free(error) }
        return error.pointee.message.map { String(cString: $0) }
    }
}
