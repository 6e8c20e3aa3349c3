import LayoutDrawCore

/// `.rotationEffect(_:anchor:)` (`_RotationEffect`). Rule (layout-rules §3.14): no effect on
/// layout; the view is drawn rotated clockwise by `radians` about `anchor` (default centre):
/// translate(−anchor) · rotate · translate(anchor) in its own frame. Geometry queries below it
/// see the rotated frame as the bounding box of its corners, unless the effect is
/// `ignoredByLayout`.
public struct RotationEffect: TransparentModifier, GeometryEffectLayout {
    public var kind: String { "rotationEffect" }
    public var radians: Double
    public var anchor: UnitPoint
    /// `.modifier(_RotationEffect(…).ignoredByLayout())`: drawn rotated, queried unrotated.
    public var isIgnoredByLayout: Bool

    public init(radians: Double, anchor: UnitPoint = .center, ignoredByLayout: Bool = false) {
        self.radians = radians
        self.anchor = anchor
        self.isIgnoredByLayout = ignoredByLayout
    }

    public init(degrees: Double, anchor: UnitPoint = .center, ignoredByLayout: Bool = false) {
        self.init(radians: degrees * Double.pi / 180, anchor: anchor, ignoredByLayout: ignoredByLayout)
    }

    public func geometryEffect(size: Size) -> GeometryEffect? {
        GeometryEffect(
            transform: AffineTransform(rotation: radians).about(anchor.point(in: size)),
            isIgnoredByLayout: isIgnoredByLayout)
    }
}

extension AffineTransform {
    /// The transform applied about `point` instead of the origin:
    /// translate(−point) · self · translate(point).
    func about(_ point: Point) -> AffineTransform {
        AffineTransform(translationX: -point.x, y: -point.y)
            .concatenating(self)
            .concatenating(AffineTransform(translationX: point.x, y: point.y))
    }
}
