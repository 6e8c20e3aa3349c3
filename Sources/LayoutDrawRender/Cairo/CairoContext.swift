internal import CCairo
import LayoutDrawCore

/// An owned cairo drawing context: the few path, paint and state operations the painter uses,
/// in points (the surface's device scale is folded into the transforms the painter sets).
final class CairoContext {
    let pointer: OpaquePointer

    init(drawingOn surface: CairoSurface) throws(RenderError) {
        let pointer = cairo_create(surface.pointer)!
        if let error = renderError(cairo_status(pointer), "creating a drawing context") {
            cairo_destroy(pointer)
            throw error
        }
        self.pointer = pointer
    }

    deinit { cairo_destroy(pointer) }

    /// The first error cairo recorded on this context, if any.
    func checkStatus(_ what: String) throws(RenderError) {
        if let error = renderError(cairo_status(pointer), what) { throw error }
    }

    // MARK: State

    func save() { cairo_save(pointer) }
    func restore() { cairo_restore(pointer) }

    /// Replaces the current transformation (user space → device space).
    func setTransform(_ t: AffineTransform) {
        var matrix = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
        cairo_set_matrix(pointer, &matrix)
    }

    func translate(by offset: Point) { cairo_translate(pointer, offset.x, offset.y) }
    func scale(x: Double, y: Double) { cairo_scale(pointer, x, y) }

    /// Starts drawing into an offscreen group (for group opacity).
    func beginGroup() { cairo_push_group(pointer) }

    /// Ends the group started by `beginGroup()` and composites it with `opacity`.
    func endGroup(opacity: Double) {
        cairo_pop_group_to_source(pointer)
        cairo_paint_with_alpha(pointer, opacity)
    }

    // MARK: Paths

    func newPath() { cairo_new_path(pointer) }
    func move(to p: Point) { cairo_move_to(pointer, p.x, p.y) }
    func line(to p: Point) { cairo_line_to(pointer, p.x, p.y) }
    func closePath() { cairo_close_path(pointer) }
    func addRectangle(_ r: Rect) { cairo_rectangle(pointer, r.minX, r.minY, r.width, r.height) }

    /// Adds a circular arc, clockwise on screen (y down) from `start` to `end` radians.
    func addArc(center: Point, radius: Double, from start: Double, to end: Double) {
        cairo_arc(pointer, center.x, center.y, radius, start, end)
    }

    // MARK: Painting

    /// Sets a solid source colour (straight alpha, as cairo takes it).
    func setColor(_ c: RGBA) { cairo_set_source_rgba(pointer, c.red, c.green, c.blue, c.alpha) }

    /// Uses `surface` as the source, its top-left corner at `origin`. Outside the surface the
    /// edge pixels repeat, so a scaled-up image keeps solid edges instead of fading out.
    func setSource(_ surface: CairoSurface, at origin: Point) {
        cairo_set_source_surface(pointer, surface.pointer, origin.x, origin.y)
        cairo_pattern_set_extend(cairo_get_source(pointer), CAIRO_EXTEND_PAD)
    }

    func paint() { cairo_paint(pointer) }
    func fill() { cairo_fill(pointer) }
    func clip() { cairo_clip(pointer) }

    func stroke(lineWidth: Double) {
        cairo_set_line_width(pointer, lineWidth)
        cairo_stroke(pointer)
    }
}
