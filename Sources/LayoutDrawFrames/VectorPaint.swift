import LayoutDrawCore

/// A drawing made of filled and stroked paths, in the node's own coordinates (origin at its
/// frame's top-leading corner): what a control (`Slider`, `Toggle`, …) or an SF Symbol's
/// stand-in draws. Flat vector, so a PNG and an SVG show the same shapes.
public struct VectorPaint: Hashable, Sendable {
    public var elements: [VectorElement]
    /// What the drawing stands for, when its shapes cannot say it (a placeholder for an SF
    /// Symbol names the symbol): an SVG writes it as the view's `<title>`.
    public var title: String?

    public init(_ elements: [VectorElement], title: String? = nil) {
        self.elements = elements
        self.title = title
    }
}

/// One filled or stroked path of a `VectorPaint`.
public struct VectorElement: Hashable, Sendable {
    public var path: VectorPath
    /// `fill` paints the inside, `stroke` centres a line on the path, `strokeBorder` (for a
    /// shape) keeps the line inside its outline.
    public var style: ShapePaint
    /// The even-odd fill rule (SVG's `fill-rule="evenodd"`) instead of non-zero winding.
    public var isEvenOdd: Bool

    public init(_ path: VectorPath, _ style: ShapePaint, evenOdd: Bool = false) {
        self.path = path
        self.style = style
        self.isEvenOdd = evenOdd
    }

    /// A shape's outline fitted to `rect`, painted with `style`.
    public static func shape(_ outline: ShapeOutline, in rect: Rect, _ style: ShapePaint) -> VectorElement {
        VectorElement(.shape(outline, rect), style)
    }

    /// A straight line from `a` to `b`, `width` thick, with round caps.
    public static func line(from a: Point, to b: Point, width: Double, color: ColorStyle) -> VectorElement {
        VectorElement(.commands([.move(a), .line(b)], transform: .identity, roundCaps: true), .stroke(color, lineWidth: width))
    }
}

/// The geometry of a `VectorElement`.
public enum VectorPath: Hashable, Sendable {
    /// A shape outline fitted to a rectangle as SwiftUI fits shapes.
    case shape(ShapeOutline, Rect)
    /// Path commands in their own coordinates, mapped into the node's by `transform` (an icon's
    /// 16 × 16 view box scaled to its frame). With `roundCaps`, a stroked straight line (a move
    /// and one line) has round ends, as a capsule; other stroked paths have flat ends.
    case commands([PathCommand], transform: AffineTransform, roundCaps: Bool)
}

/// One command of a path, in absolute coordinates.
public enum PathCommand: Hashable, Sendable {
    case move(Point)
    case line(Point)
    /// A cubic Bézier curve: two control points, then the end point.
    case curve(Point, Point, Point)
    case close
}
