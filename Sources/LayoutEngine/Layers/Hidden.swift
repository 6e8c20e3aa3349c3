import LayoutDrawCore

/// `.hidden()`. Rule: the view lays out as if visible (it keeps its size and place) but
/// neither it nor anything inside it is drawn.
public struct Hidden: TransparentModifier, DrawingLayout {
    public var kind: String { "hidden" }

    public init() {}

    public func drawing(size: Size, proposal: ProposedViewSize, context: LayoutContext) -> NodeDrawing {
        NodeDrawing(opacity: 0)
    }
}
