import LayoutDrawCore
import LayoutDrawFrames

/// SwiftUI's `Canvas { context, size in … }` (and `Canvas(opaque:colorMode:
/// rendersAsynchronously:renderer:symbols:)`): laid out, then its renderer run with its size.
///
/// Rule: it takes the whole proposal, as a shape does, an unspecified side being 10 (SwiftUI's
/// `replacingUnspecifiedDimensions()` default, layout-rules §3.1); the renderer closure draws
/// into that size (`size` is the canvas's size). It has no subviews; its `symbols:` views are
/// only drawn through `context.resolveSymbol(id:)`, so they are never laid out as its children.
///
/// Drawn: the renderer (given by the compiler, which runs the closure's `GraphicsContext`
/// operations with the size) makes the picture, in the order drawn: `CanvasDrawing`s of paths
/// and `CanvasPlacement`s of images and texts, each placed over the whole canvas; without one
/// nothing is drawn. An `opaque: true` canvas is filled with the background
/// colour, as SwiftUI then "the canvas doesn't composite its content with the view hierarchy".
/// What the renderer draws beyond the canvas is cut off: a fresh context's clip is the
/// canvas's bounds (`GraphicsContext.clipBoundingRect`, "the bounding rectangle of the
/// intersection of all current clip shapes", is the canvas's rectangle before any `clip(to:)`).
///
/// Evidence: Apple's `Canvas` documentation ("a view type that supports immediate mode drawing
/// … use a canvas to draw rich and dynamic 2D graphics inside a SwiftUI view"; the renderer
/// receives "the size of the canvas"; `opaque`: "a Boolean that indicates whether the canvas is
/// fully opaque"); a canvas in a frame takes the frame's size, in a stack it shares the space
/// as a `Rectangle` does (Apple's example fills its frame with an ellipse drawn at `size`).
public struct Canvas: DynamicContentLayout, DrawingLayout {
    public var kind: String { "Canvas" }
    public var isOpaque: Bool
    /// The picture for the canvas's size (the renderer closure run): its drawings in order,
    /// runs of paths (`CanvasDrawing`) and the images and texts it places (`CanvasPlacement`);
    /// nil draws nothing.
    public var renderer: (@Sendable (Size) throws(Diagnostic) -> [ViewNode])?

    public init(isOpaque: Bool = false, renderer: (@Sendable (Size) throws(Diagnostic) -> [ViewNode])? = nil) {
        self.isOpaque = isOpaque
        self.renderer = renderer
    }

    public func makeContent(_ proxy: GeometryProxy) throws(Diagnostic) -> [ViewNode] {
        guard let renderer, proxy.size.width.isFinite, proxy.size.height.isFinite else { return [] }
        return try renderer(proxy.size)
    }

    public func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        for subview in subviews {
            subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
        }
    }

    public func drawing(size: Size, proposal: ProposedViewSize, context: LayoutContext) -> NodeDrawing {
        guard isOpaque, size.width.isFinite, size.height.isFinite else { return NodeDrawing(clip: .rectangle) }
        return NodeDrawing(
            paint: .vector(VectorPaint([.shape(.rectangle, in: Rect(origin: .zero, size: size), .fill(SystemColors.background))])), clip: .rectangle)
    }
}
