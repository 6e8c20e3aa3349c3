internal import CCairo
import LayoutDrawFrames

extension CairoContext {
    /// Sets the dash pattern of later strokes, in points; an empty pattern strokes solid.
    func setDash(_ pattern: [Double], phase: Double) {
        pattern.withUnsafeBufferPointer { buffer in
            cairo_set_dash(pointer, buffer.baseAddress, Int32(buffer.count), phase)
        }
    }

    /// Strokes with butt caps and mitred joins, as diagram outlines want.
    func setSquareEnds() {
        cairo_set_line_cap(pointer, CAIRO_LINE_CAP_BUTT)
        cairo_set_line_join(pointer, CAIRO_LINE_JOIN_MITER)
    }

    /// Strokes the current path with `line`'s width, caps, joins and dashes, then puts the
    /// line state back (the path is not part of it: cairo_save keeps it). A pattern cairo
    /// would refuse (a negative or non-finite length, or all zero; the compiler reports those)
    /// strokes solid rather than putting the context in an error state.
    func stroke(_ line: StrokeStyle) {
        guard line.lineWidth.isFinite, line.lineWidth >= 0 else {
            cairo_new_path(pointer)
            return
        }
        cairo_save(pointer)
        cairo_set_line_width(pointer, line.lineWidth)
        cairo_set_line_cap(pointer, Self.cap(line.lineCap))
        cairo_set_line_join(pointer, Self.join(line.lineJoin))
        cairo_set_miter_limit(pointer, line.miterLimit.isFinite ? max(1, line.miterLimit) : 10)
        let usable = line.dash.allSatisfy { $0.isFinite && $0 >= 0 } && line.dash.contains { $0 > 0 } && line.dashPhase.isFinite
        setDash(usable ? line.dash : [], phase: usable ? line.dashPhase : 0)
        cairo_stroke(pointer)
        cairo_restore(pointer)
    }

    private static func cap(_ cap: StrokeStyle.LineCap) -> cairo_line_cap_t {
        switch cap {
        case .butt: CAIRO_LINE_CAP_BUTT
        case .round: CAIRO_LINE_CAP_ROUND
        case .square: CAIRO_LINE_CAP_SQUARE
        }
    }

    private static func join(_ join: StrokeStyle.LineJoin) -> cairo_line_join_t {
        switch join {
        case .miter: CAIRO_LINE_JOIN_MITER
        case .round: CAIRO_LINE_JOIN_ROUND
        case .bevel: CAIRO_LINE_JOIN_BEVEL
        }
    }
}
