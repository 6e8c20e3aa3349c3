import LayoutDrawCore

/// `.fixedSize(horizontal:vertical:)`. Rule (layout-rules §3.11): the chosen dimensions of the
/// proposal become `nil`, for sizing and for placing, so the content takes its ideal size
/// there; the content is centred in the frame and its alignment guides pass through.
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
