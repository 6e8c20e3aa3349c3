import LayoutDrawCore
import LayoutDrawFrames

/// SwiftUI's `Canvas { context, size in … }` (and `Canvas(opaque:colorMode:
/// rendersAsynchronously:renderer:symbols:)`), laid out; its drawing is not run yet.
///
/// Rule: it takes the whole proposal, as a shape does, an unspecified side being 10 (SwiftUI's
/// `replacingUnspecifiedDimensions()` default, layout-rules §3.1); the renderer closure draws
/// into that size (`size` is the canvas's size). It has no subviews; its `symbols:` views are
/// only drawn through `context.resolveSymbol(id:)`, so they are never laid out as its children.
///
/// Drawn: nothing yet — the closure's `GraphicsContext` operations are not interpreted, and the
/// compiler warns so at the `Canvas`; an `opaque: true` canvas is filled with the background
/// colour, as SwiftUI then "the canvas doesn't composite its content with the view hierarchy".
///
/// Evidence: Apple's `Canvas` documentation ("a view type that supports immediate mode drawing
/// … use a canvas to draw rich and dynamic 2D graphics inside a SwiftUI view"; the renderer
/// receives "the size of the canvas"; `opaque`: "a Boolean that indicates whether the canvas is
/// fully opaque"); a canvas in a frame takes the frame's size, in a stack it shares the space
/// as a `Rectangle` does (Apple's example fills its frame with an ellipse drawn at `size`).
public struct Canvas: ViewLayout, DrawingLayout {
    public var kind: String { "Canvas" }
    public var isOpaque: Bool

    public init(isOpaque: Bool = false) {
        self.isOpaque = isOpaque
    }

    public func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {}

    public func drawing(size: Size, proposal: ProposedViewSize, context: LayoutContext) -> NodeDrawing {
        guard isOpaque, size.width.isFinite, size.height.isFinite else { return .none }
        return NodeDrawing(paint: .vector(VectorPaint([.shape(.rectangle, in: Rect(origin: .zero, size: size), .fill(SystemColors.background))])))
    }
}
