import LayoutDrawCore
import LayoutDrawFrames

/// `.mask(alignment:_:)` (and the deprecated `.mask(_:)`). Rule (layout-rules §3.7, as an
/// overlay): the content (first subview) decides the size; the mask (second subview) is
/// proposed that size and aligned by `alignment` (default `.center`); the primary's priority
/// and alignment guides pass through. The mask is not drawn: the content is drawn with its
/// opacity multiplied by the mask's ("the view's alpha channel masks this view", Apple's
/// documentation of `mask(alignment:_:)`), so the content shows only where the mask draws.
public struct Mask: SecondaryLayerModifier, DrawingLayout {
    public var kind: String { "mask" }
    /// The mask is composited after (over) the content.
    public var isDrawnBehind: Bool { false }
    public var alignment: Alignment

    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    public func drawing(size: Size, proposal: ProposedViewSize, context: LayoutContext) -> NodeDrawing {
        NodeDrawing(effect: .mask)
    }
}
