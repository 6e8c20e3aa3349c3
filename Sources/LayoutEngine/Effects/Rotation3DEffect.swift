#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LayoutDrawCore

/// `.rotation3DEffect(_:axis:anchor:anchorZ:perspective:)` (`_Rotation3DEffect`). Rule: as
/// `rotationEffect`, no effect on layout; the view is drawn rotated by `radians` about `axis`
/// (x right, y down, z towards the viewer) through `anchor` (default centre), seen as its
/// projection on the screen's plane. layoutdraw draws the orthographic projection: the 2-D
/// part of the rotation matrix (Rodrigues' formula), `[[r00, r01], [r10, r11]]`, as an affine
/// transform about the anchor — a turn about the y axis narrows the view by cos θ, about the
/// x axis flattens it by cos θ, about the z axis is `rotationEffect`. SwiftUI adds a
/// perspective (`perspective: 1` by default), which makes the nearer edge larger than the
/// farther one; a flat affine picture cannot, so that foreshortening is not drawn.
///
/// Evidence: Apple's `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)` documentation
/// ("renders a view's content as if it's rotated in three dimensions around the specified
/// axis"; its `Text("Rotation by passing an angle in degrees").rotation3DEffect(.degrees(45),
/// axis: (x: 0.0, y: 1.0, z: 0.0))` picture: the text narrowed, as turned about a vertical
/// axis), and its layout is untouched as a geometry effect's (layout-rules §3.14).
public struct Rotation3DEffect: TransparentModifier, GeometryEffectLayout {
    public var kind: String { "rotation3DEffect" }
    public var radians: Double
    /// The axis, normalised (a zero axis is no rotation).
    public var axis: (x: Double, y: Double, z: Double)
    public var anchor: UnitPoint

    public init(radians: Double, axis: (x: Double, y: Double, z: Double), anchor: UnitPoint = .center) {
        self.radians = radians
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        self.axis = length > 0 && length.isFinite ? (axis.x / length, axis.y / length, axis.z / length) : (0, 0, 0)
        self.anchor = anchor
    }

    /// The projected rotation, about the origin: the top-left 2 × 2 of Rodrigues' matrix
    /// (`R = cos θ·I + sin θ·[k]× + (1 − cos θ)·k kᵀ`).
    public var projection: AffineTransform {
        let (x, y, z) = axis
        guard x != 0 || y != 0 || z != 0 else { return .identity }
        let c = cos(radians), s = sin(radians), t = 1 - c
        let r00 = c + t * x * x, r01 = t * x * y - s * z
        let r10 = t * x * y + s * z, r11 = c + t * y * y
        // x' = r00·x + r01·y, y' = r10·x + r11·y: Core Graphics order a, b, c, d.
        return AffineTransform(a: r00, b: r10, c: r01, d: r11, tx: 0, ty: 0)
    }

    public func geometryEffect(size: Size) -> GeometryEffect? {
        GeometryEffect(transform: projection.about(anchor.point(in: size)), isIgnoredByLayout: false)
    }
}
