extension Point {
    /// Whether both coordinates are finite (no NaN, no infinity).
    public var isFinite: Bool { x.isFinite && y.isFinite }
}

extension Size {
    /// Whether both dimensions are finite (no NaN, no infinity).
    public var isFinite: Bool { width.isFinite && height.isFinite }
}

extension Rect {
    /// Whether origin and size are finite (no NaN, no infinity).
    public var isFinite: Bool { origin.isFinite && size.isFinite }
}

extension AffineTransform {
    /// Whether every coefficient is finite.
    public var isFinite: Bool { a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite }
}
