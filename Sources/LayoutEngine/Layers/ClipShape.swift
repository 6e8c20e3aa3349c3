import LayoutDrawCore
import LayoutDrawFrames

/// `.clipShape(_:)`. Rule: no effect on layout; the view and everything inside it are drawn
/// clipped to the shape's outline in the view's frame.
public struct ClipShape: TransparentModifier, DrawingLayout {
    public var kind: String { "clipShape" }
    public var outline: ShapeOutline

    public init(_ outline: ShapeOutline) {
        self.outline = outline
    }

    public func drawing(size: Size, proposal: ProposedViewSize, context: LayoutContext) -> NodeDrawing {
        NodeDrawing(clip: outline)
    }
}
