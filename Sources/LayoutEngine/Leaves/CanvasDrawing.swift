import LayoutDrawCore
import LayoutDrawFrames

/// The picture a `Canvas`'s renderer drew: the display list of its `GraphicsContext`
/// operations (filled and stroked paths, already in the canvas's coordinates), placed over the
/// whole canvas.
///
/// Rule: it takes the proposal, which its canvas makes the canvas's own size, so its origin is
/// the canvas's top-leading corner, the origin of the renderer's coordinates (Apple's `Canvas`:
/// the renderer draws in a context "with the size of the canvas", its origin at the top-leading
/// corner; `context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), …)` fills it).
public struct CanvasDrawing: ViewLayout, DrawingLayout {
    public var kind: String { "Canvas drawing" }
    public var paint: VectorPaint

    public init(_ paint: VectorPaint) {
        self.paint = paint
    }

    public func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {}

    public func drawing(size: Size, proposal: ProposedViewSize, context: LayoutContext) -> NodeDrawing {
        paint.elements.isEmpty ? .none : NodeDrawing(paint: .vector(paint))
    }
}
