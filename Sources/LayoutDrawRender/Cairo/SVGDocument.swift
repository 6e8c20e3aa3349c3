internal import CCairo
internal import CRsvg
import LayoutDrawCore

/// librsvg's functions, loaded the first time an SVG document is (see the CRsvg shim).
private let librsvg: LayoutDrawRsvg? = {
    var functions = LayoutDrawRsvg()
    return layoutdraw_rsvg_load(&functions) != 0 ? functions : nil
}()

/// An SVG document loaded with librsvg, at 72 dpi so that its physical units (pt, in, mm)
/// convert to points and its CSS pixels count as points.
final class SVGDocument {
    private let handle: OpaquePointer
    private let rsvg: LayoutDrawRsvg
    /// The document's size in points: its width and height, or failing those its viewBox.
    let size: Size

    /// Loads the SVG file at `path`; errors name `path`.
    convenience init(contentsOfFile path: String) throws(RenderError) {
        let fail = { (reason: String) throws(RenderError) -> Never in throw .imageUnreadable(path: path, reason: reason) }
        let rsvg = try Self.library(orElse: fail)
        var error: UnsafeMutablePointer<RsvgError>?
        let handle = rsvg.handle_new_from_file(path, &error)
        try self.init(rsvg: rsvg, handle: handle, error: error, fail: fail)
    }

    /// Loads an SVG document from `bytes`.
    convenience init(bytes: [UInt8]) throws(RenderError) {
        let fail = { (reason: String) throws(RenderError) -> Never in throw .dataUnreadable(format: .svg, reason: reason) }
        let rsvg = try Self.library(orElse: fail)
        var error: UnsafeMutablePointer<RsvgError>?
        let handle = bytes.withUnsafeBufferPointer { rsvg.handle_new_from_data($0.baseAddress, $0.count, &error) }
        try self.init(rsvg: rsvg, handle: handle, error: error, fail: fail)
    }

    private init(
        rsvg: LayoutDrawRsvg, handle: OpaquePointer?, error: UnsafeMutablePointer<RsvgError>?,
        fail: (String) throws(RenderError) -> Never
    ) throws(RenderError) {
        guard let handle else { try fail(Self.consume(error, rsvg: rsvg) ?? "not an SVG document") }
        rsvg.handle_set_dpi(handle, 72)
        guard let size = Self.intrinsicSize(of: handle, rsvg: rsvg) else {
            rsvg.object_unref(UnsafeMutableRawPointer(handle))
            try fail("the SVG document has neither width and height nor a viewBox")
        }
        self.rsvg = rsvg
        self.handle = handle
        self.size = size
    }

    deinit { rsvg.object_unref(UnsafeMutableRawPointer(handle)) }

    /// librsvg's functions, or `fail` called with why they cannot be had.
    private static func library(orElse fail: (String) throws(RenderError) -> Never) throws(RenderError) -> LayoutDrawRsvg {
        guard let librsvg else { try fail("librsvg (librsvg-2.so.2) cannot be loaded: install librsvg2-2") }
        return librsvg
    }

    /// Renders the whole document fitted into `viewport` (user space of `context`), as
    /// `rsvg_handle_render_document` does: the viewBox is fitted per `preserveAspectRatio`.
    func render(in context: CairoContext, viewport: Rect) throws(RenderError) {
        var rect = RsvgRectangle(x: viewport.minX, y: viewport.minY, width: viewport.width, height: viewport.height)
        var error: UnsafeMutablePointer<RsvgError>?
        if rsvg.handle_render_document(handle, UnsafeMutableRawPointer(context.pointer), &rect, &error) == 0 {
            throw .cairo("rendering an SVG image: \(Self.consume(error, rsvg: rsvg) ?? "unknown librsvg error")")
        }
    }

    private static func intrinsicSize(of handle: OpaquePointer, rsvg: LayoutDrawRsvg) -> Size? {
        var width = 0.0, height = 0.0
        if rsvg.handle_get_intrinsic_size_in_pixels(handle, &width, &height) != 0 {
            return Size(width: width, height: height)
        }
        var hasViewBox: Int32 = 0
        var viewBox = RsvgRectangle()
        rsvg.handle_get_intrinsic_dimensions(handle, nil, nil, nil, nil, &hasViewBox, &viewBox)
        return hasViewBox != 0 ? Size(width: viewBox.width, height: viewBox.height) : nil
    }

    /// The message of a GError, which is freed.
    private static func consume(_ error: UnsafeMutablePointer<RsvgError>?, rsvg: LayoutDrawRsvg) -> String? {
        guard let error else { return nil }
        defer { rsvg.error_free(error) }
        return error.pointee.message.map { String(cString: $0) }
    }
}
