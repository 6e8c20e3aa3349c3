import LayoutDrawCore

/// `.clipped()`. Rule: no effect on layout; the view and everything inside it are drawn
/// clipped to the view's frame (content that overflows it is cut off).
public struct Clipped: TransparentModifier, DrawingLayout {
    public var kind: String { "clipped" }

    public init() {}

    public func drawing(size: Size, proposal: ProposedViewSize, context: LayoutContext) -> NodeDrawing {
        NodeDrawing(clip: .rectangle)
    }
}
