internal import CCairo

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
}
