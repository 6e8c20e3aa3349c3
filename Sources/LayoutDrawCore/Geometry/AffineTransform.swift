#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A 2-D affine transform, `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty` (Core Graphics order).
public struct AffineTransform: Hashable, Sendable {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public init(translationX x: Double, y: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    public init(scaleX x: Double, y: Double) {
        self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// A rotation by `radians`, clockwise on screen (y down), as SwiftUI's `rotationEffect`.
    public init(rotation radians: Double) {
        let cosine = Self.cosine(radians), sine = Self.sine(radians)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    public var isIdentity: Bool { self == .identity }

    /// `self` applied first, then `other`.
    public func concatenating(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty)
    }

    public func apply(to point: Point) -> Point {
        Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// The axis-aligned bounding box of the transformed corners of `rect`.
    public func boundingBox(of rect: Rect) -> Rect {
        if b == 0 && c == 0 {
            let p = apply(to: rect.origin)
            let w = rect.width * a, h = rect.height * d
            return Rect(x: min(p.x, p.x + w), y: min(p.y, p.y + h), width: abs(w), height: abs(h))
        }
        let corners = [
            apply(to: Point(x: rect.minX, y: rect.minY)), apply(to: Point(x: rect.maxX, y: rect.minY)),
            apply(to: Point(x: rect.minX, y: rect.maxY)), apply(to: Point(x: rect.maxX, y: rect.maxY)),
        ]
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let x0 = xs.min()!, y0 = ys.min()!
        return Rect(x: x0, y: y0, width: xs.max()! - x0, height: ys.max()! - y0)
    }

    // Exact values at multiples of 90° so a quarter turn gives an exact bounding box.
    private static func cosine(_ r: Double) -> Double {
        let quarterTurns = r / (Double.pi / 2)
        if quarterTurns == quarterTurns.rounded(), abs(quarterTurns) < 1e15 {
            return [1.0, 0, -1, 0][((Int(quarterTurns) % 4) + 4) % 4]
        }
        return cos(r)
    }

    private static func sine(_ r: Double) -> Double {
        let quarterTurns = r / (Double.pi / 2)
        if quarterTurns == quarterTurns.rounded(), abs(quarterTurns) < 1e15 {
            return [0.0, 1, 0, -1][((Int(quarterTurns) % 4) + 4) % 4]
        }
        return sin(r)
    }
}
