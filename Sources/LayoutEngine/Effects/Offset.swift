import LayoutDrawCore

/// `.offset(x:y:)` (`_OffsetEffect`). Rule (layout-rules §3.14): no effect on layout; the view
/// and everything in it are drawn moved by `(x, y)`, and geometry queries below it
/// (`proxy.frame(in:)`, anchors) see the move unless the effect is `ignoredByLayout`.
public struct Offset: TransparentModifier, GeometryEffectLayout {
    public var kind: String { "offset" }
    public var x: Double
    public var y: Double
    /// `.modifier(_OffsetEffect(…).ignoredByLayout())`: drawn moved, queried unmoved.
    public var isIgnoredByLayout: Bool

    public init(x: Double = 0, y: Double = 0, ignoredByLayout: Bool = false) {
        self.x = x
        self.y = y
        self.isIgnoredByLayout = ignoredByLayout
    }

    public func geometryEffect(size: Size) -> GeometryEffect? {
        GeometryEffect(transform: AffineTransform(translationX: x, y: y), isIgnoredByLayout: isIgnoredByLayout)
    }
}
