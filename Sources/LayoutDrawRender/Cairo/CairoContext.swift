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

    /// Replaces the current transformation (user space → device space). A transformation cairo
    /// cannot invert (a zero scale, or one whose determinant overflows) or with a NaN or an
    /// infinity is refused: cairo would record an error and draw nothing more. Returns whether
    /// it was set; nothing drawn under a refused one would be visible or finite.
    @discardableResult
    func setTransform(_ t: AffineTransform) -> Bool {
        guard Self.accepts(t) else { return false }
        var matrix = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
        cairo_set_matrix(pointer, &matrix)
        return true
    }

    /// Whether `setTransform(_:)` accepts `t`.
    static func accepts(_ t: AffineTransform) -> Bool {
        isUsable(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
    }

    /// Moves the origin; refused (false) when the result would not be usable.
    @discardableResult
    func translate(by offset: Point) -> Bool {
        guard offset.x.isFinite, offset.y.isFinite else { return false }
        var m = cairo_matrix_t()
        cairo_get_matrix(pointer, &m)
        let x0 = m.x0 + m.xx * offset.x + m.xy * offset.y, y0 = m.y0 + m.yx * offset.x + m.yy * offset.y
        guard Self.isUsable(xx: m.xx, yx: m.yx, xy: m.xy, yy: m.yy, x0: x0, y0: y0) else { return false }
        cairo_translate(pointer, offset.x, offset.y)
        return true
    }

    /// Scales user space; refused (false) when the result would not be usable.
    @discardableResult
    func scale(x: Double, y: Double) -> Bool {
        var m = cairo_matrix_t()
        cairo_get_matrix(pointer, &m)
        guard Self.isUsable(xx: m.xx * x, yx: m.yx * x, xy: m.xy * y, yy: m.yy * y, x0: m.x0, y0: m.y0) else { return false }
        cairo_scale(pointer, x, y)
        return true
    }

    /// Whether cairo accepts the matrix: finite, with a finite non-zero determinant.
    private static func isUsable(xx: Double, yx: Double, xy: Double, yy: Double, x0: Double, y0: Double) -> Bool {
        guard xx.isFinite, yx.isFinite, xy.isFinite, yy.isFinite, x0.isFinite, y0.isFinite else { return false }
        let determinant = xx * yy - yx * xy
        return determinant.isFinite && determinant != 0
    }

    /// Starts drawing into an offscreen group (for group opacity).
    func beginGroup() { cairo_push_group(pointer) }

    /// Ends the group started by `beginGroup()` and composites it with `opacity`.
    func endGroup(opacity: Double) {
        cairo_pop_group_to_source(pointer)
        cairo_paint_with_alpha(pointer, opacity.isNaN ? 0 : min(max(opacity, 0), 1))
    }

    // MARK: Paths

    // Path elements with a NaN or an infinity are left out: they have no place on the canvas,
    // and cairo would turn them into arbitrary fixed-point numbers.

    func newPath() { cairo_new_path(pointer) }

    func move(to p: Point) {
        guard p.x.isFinite, p.y.isFinite else { return }
        cairo_move_to(pointer, p.x, p.y)
    }

    func line(to p: Point) {
        guard p.x.isFinite, p.y.isFinite else { return }
        cairo_line_to(pointer, p.x, p.y)
    }

    func closePath() { cairo_close_path(pointer) }

    /// Adds a cubic Bézier curve from the current point.
    func curve(to p: Point, control1 c1: Point, control2 c2: Point) {
        guard p.x.isFinite, p.y.isFinite, c1.x.isFinite, c1.y.isFinite, c2.x.isFinite, c2.y.isFinite else { return }
        cairo_curve_to(pointer, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
    }

    func addRectangle(_ r: Rect) {
        guard r.minX.isFinite, r.minY.isFinite, r.width.isFinite, r.height.isFinite else { return }
        cairo_rectangle(pointer, r.minX, r.minY, r.width, r.height)
    }

    /// Adds a circular arc, clockwise on screen (y down) from `start` to `end` radians.
    func addArc(center: Point, radius: Double, from start: Double, to end: Double) {
        guard center.x.isFinite, center.y.isFinite, radius.isFinite, radius >= 0, start.isFinite, end.isFinite else { return }
        cairo_arc(pointer, center.x, center.y, radius, start, end)
    }

    // MARK: Painting

    /// Sets a solid source colour (straight alpha, as cairo takes it).
    func setColor(_ c: RGBA) {
        func unit(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }
        cairo_set_source_rgba(pointer, unit(c.red), unit(c.green), unit(c.blue), unit(c.alpha))
    }

    /// Uses `surface` as the source, its top-left corner at `origin`. Outside the surface the
    /// edge pixels repeat, so a scaled-up image keeps solid edges instead of fading out.
    func setSource(_ surface: CairoSurface, at origin: Point) {
        guard origin.x.isFinite, origin.y.isFinite else { return }
        cairo_set_source_surface(pointer, surface.pointer, origin.x, origin.y)
        cairo_pattern_set_extend(cairo_get_source(pointer), CAIRO_EXTEND_PAD)
    }

    func paint() { cairo_paint(pointer) }
    func fill() { cairo_fill(pointer) }

    /// Fills the path with the even-odd rule, then restores cairo's default (non-zero winding).
    func fillEvenOdd() {
        cairo_set_fill_rule(pointer, CAIRO_FILL_RULE_EVEN_ODD)
        cairo_fill(pointer)
        cairo_set_fill_rule(pointer, CAIRO_FILL_RULE_WINDING)
    }

    func clip() { cairo_clip(pointer) }

    /// Strokes the path; a negative, NaN or infinite width strokes nothing.
    func stroke(lineWidth: Double) {
        guard lineWidth.isFinite, lineWidth >= 0 else {
            cairo_new_path(pointer)
            return
        }
        cairo_set_line_width(pointer, lineWidth)
        cairo_stroke(pointer)
    }
}
