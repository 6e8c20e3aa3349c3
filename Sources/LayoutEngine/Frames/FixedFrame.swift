import LayoutDrawCore

/// `.frame(width:height:alignment:)`. Rule (layout-rules §3.4): a given dimension is the
/// frame's size; a missing one is the content's, which is proposed the given value or else the
/// frame's own proposal. The content is aligned inside by `alignment` and may overflow; its
/// explicit guides (text baselines) pass through, shifted by where it sits.
public struct FixedFrame: ViewModifierLayout, ExplicitAlignmentLayout {
    public var kind: String { "frame" }
    public var width: Double?
    public var height: Double?
    public var alignment: Alignment

    public init(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) {
        self.width = width
        self.height = height
        self.alignment = alignment
    }

    public func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        if let width, let height { return Size(width: width, height: height) }
        let content = subviews[0].sizeThatFits(contentProposal(proposal))
        return Size(width: width ?? content.width, height: height ?? content.height)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        let content = subviews[0].dimensions(in: contentProposal(proposal))
        let offset = FrameAlignment.contentOffset(content, in: bounds.size, alignment: alignment)
        subviews[0].place(at: bounds.origin + offset, proposal: contentProposal(proposal))
    }

    public func explicitAlignment(
        of guide: HorizontalAlignment, in size: Size, proposal: ProposedViewSize, subviews: LayoutSubviews,
        context: LayoutContext
    ) -> Double? {
        FrameAlignment.explicitGuide(guide, content: subviews[0], proposal: contentProposal(proposal), in: size, alignment: alignment)
    }

    public func explicitAlignment(
        of guide: VerticalAlignment, in size: Size, proposal: ProposedViewSize, subviews: LayoutSubviews,
        context: LayoutContext
    ) -> Double? {
        FrameAlignment.explicitGuide(guide, content: subviews[0], proposal: contentProposal(proposal), in: size, alignment: alignment)
    }

    func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }
}
