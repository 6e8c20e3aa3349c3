import LayoutDrawCore
import LayoutDrawFrames

/// A filled shape stroked as well: iOS 17's `ShapeView` chain, `Circle().fill(.blue).stroke(.red,
/// lineWidth: 4)` (SwiftUI's `StrokeShapeView`, or `StrokeBorderShapeView` for `strokeBorder`).
///
/// Rule: it lays out as its shape does (the whole proposal, 10 points along an axis proposed
/// `nil`) and draws the fill, then the stroke over it along the same outline — centred on it for
/// `stroke`, inside it for `strokeBorder`. It is a view, not a shape: no shape modifier follows.
///
/// Evidence: Apple's `ShapeView` (iOS 17): `fill(_:style:)` returns a `_ShapeView`, a
/// `ShapeView`, whose `stroke(_:lineWidth:antialiased:)` and `strokeBorder(_:lineWidth:antialiased:)`
/// return `StrokeShapeView` / `StrokeBorderShapeView` ("traces the outline of this shape …
/// layered on top of the view's existing fill").
public struct StrokeShapeView: ViewLayout, DrawingLayout {
    /// The shape with its fill.
    public let shape: any Shape
    /// `stroke` or `strokeBorder`.
    public let stroke: ShapePaint

    public init(_ shape: any Shape, stroke: ShapePaint) {
        self.shape = shape
        self.stroke = stroke
    }

    public var kind: String { shape.kind }

    public func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        shape.sizeThatFits(proposal, subviews: subviews, context: context)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {}

    public func drawing(size: Size, proposal: ProposedViewSize, context: LayoutContext) -> NodeDrawing {
        let filled = shape.drawing(size: size, proposal: proposal, context: context)
        guard case .shape(let outline, let fill)? = filled.paint else { return filled }
        let path: VectorPath
        if case .path(let commands) = outline {
            path = .commands(commands, transform: .identity, roundCaps: false)
        } else {
            path = .shape(outline, Rect(origin: .zero, size: size))
        }
        let line = stroke.resolved(in: context)
        return NodeDrawing(paint: .vector(VectorPaint([VectorElement(path, fill), VectorElement(path, line)])))
    }
}
