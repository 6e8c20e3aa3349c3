import LayoutDrawCore
import LayoutDrawFrames

/// `.compositingGroup()`. Rule: no layout effect; the content is composited as one picture
/// before the effects of the views around it apply: "a compositing group makes compositing
/// effects in this view's ancestor views, such as opacity and the blend mode, take effect
/// before this view is rendered" (Apple's documentation). A `shadow` above it then casts one
/// shadow of the whole content instead of one per part.
public struct CompositingGroup: TransparentModifier, DrawingLayout {
    public var kind: String { "compositingGroup" }

    public init() {}

    public func drawing(size: Size, proposal: ProposedViewSize, context: LayoutContext) -> NodeDrawing {
        NodeDrawing(effect: .compositingGroup)
    }
}
