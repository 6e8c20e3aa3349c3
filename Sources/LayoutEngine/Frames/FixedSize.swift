import LayoutDrawCore

/// `.fixedSize(horizontal:vertical:)`. Rule (layout-rules §3.11): the chosen dimensions of the
/// proposal become `nil`, for sizing and for placing, so the content takes its ideal size
/// there; the content is centred in the frame and its alignment guides pass through.
///
/// Evidence: Apple's `fixedSize(horizontal:vertical:)` documentation — "Fixes this view at its
/// ideal size in the specified dimensions … if you horizontally fix a text view before wrapping
/// it in the frame view, you're telling the text view to maintain its ideal *width*"; The SwiftUI
/// Field Guide (objc.io), "Ideal Size": "If we want to render a view at its ideal size, we can
/// use the fixedSize modifier. This modifier proposes nil for both dimensions", and a text's
/// ideal size is "the bounding box of the rendered text without any word wrapping". Fixing one
/// axis proposes `nil` along it alone and passes the other dimension on, so
/// `.fixedSize(horizontal: false, vertical: true)` lets a text wrap at the proposed width and
/// keep every line, however tall. Its size is its content's, which may overflow the proposal;
/// the content sits at the frame's centre.
public struct FixedSize: ViewModifierLayout, ExplicitAlignmentLayout {
    public var kind: String { "fixedSize" }
    public var horizontal: Bool
    public var vertical: Bool

    public init(horizontal: Bool = true, vertical: Bool = true) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        subviews[0].sizeThatFits(contentProposal(proposal))
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        subviews[0].place(at: bounds.center, anchor: .center, proposal: contentProposal(proposal))
    }

    public func explicitAlignment(
        of guide: HorizontalAlignment, in size: Size, proposal: ProposedViewSize, subviews: LayoutSubviews,
        context: LayoutContext
    ) -> Double? {
        FrameAlignment.explicitGuide(guide, content: subviews[0], proposal: contentProposal(proposal), in: size, alignment: .center)
    }

    public func explicitAlignment(
        of guide: VerticalAlignment, in size: Size, proposal: ProposedViewSize, subviews: LayoutSubviews,
        context: LayoutContext
    ) -> Double? {
        FrameAlignment.explicitGuide(guide, content: subviews[0], proposal: contentProposal(proposal), in: size, alignment: .center)
    }

    func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }
}
