import LayoutDrawCore

/// `.scaleEffect(x:y:anchor:)` (`_ScaleEffect`). Rule (layout-rules §3.14): no effect on layout;
/// the view is drawn scaled by `(x, y)` about `anchor` (default centre). A factor of 0 is
/// replaced by `leastNonzeroFactor`, as SwiftUI does, so the transform stays invertible.
/// Geometry queries below it see the scaled frame unless the effect is `ignoredByLayout`.
public struct ScaleEffect: TransparentModifier, GeometryEffectLayout {
    public var kind: String { "scaleEffect" }
    public var x: Double
    public var y: Double
    public var anchor: UnitPoint
    /// `.modifier(_ScaleEffect(…).ignoredByLayout())`: drawn scaled, queried unscaled.
    public var isIgnoredByLayout: Bool

    /// SwiftUI's stand-in for a zero factor: `(2 × CGFloat.leastNormalMagnitude).squareRoot()`,
    /// about 2.1e-154 (its square is still a normal number).
    public static let leastNonzeroFactor = (2 * Double.leastNormalMagnitude).squareRoot()

    public init(x: Double = 1, y: Double = 1, anchor: UnitPoint = .center, ignoredByLayout: Bool = false) {
        self.x = x
        self.y = y
        self.anchor = anchor
        self.isIgnoredByLayout = ignoredByLayout
    }

    public init(_ scale: Double, anchor: UnitPoint = .center, ignoredByLayout: Bool = false) {
        self.init(x: scale, y: scale, anchor: anchor, ignoredByLayout: ignoredByLayout)
    }

    public func geometryEffect(size: Size) -> GeometryEffect? {
        let sx = x == 0 ? Self.leastNonzeroFactor : x
        let sy = y == 0 ? Self.leastNonzeroFactor : y
        return GeometryEffect(
            transform: AffineTransform(scaleX: sx, y: sy).about(anchor.point(in: size)),
            isIgnoredByLayout: isIgnoredByLayout)
    }
}
