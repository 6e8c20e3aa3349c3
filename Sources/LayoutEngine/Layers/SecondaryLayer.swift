import LayoutDrawCore

/// The rule shared by `background` and `overlay` (layout-rules §3.7): the size is the primary's;
/// the secondary view is proposed exactly that size and aligned to the primary by `alignment`.
/// The primary's alignment guides (text baselines) pass through, as its priority does.
/// Several secondary views are wrapped in an implicit `ZStack` by the front end.
enum SecondaryLayer {
    static func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews) -> Size {
        subviews[0].sizeThatFits(proposal)
    }

    static func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, alignment: Alignment) {
        subviews[0].place(at: bounds.origin, proposal: proposal)
        let primary = subviews[0].dimensions(in: proposal)
        let secondaryProposal = ProposedViewSize(bounds.size)
        for secondary in subviews.dropFirst() {
            let d = secondary.dimensions(in: secondaryProposal)
            secondary.place(
                at: Point(
                    x: bounds.minX + primary[alignment.horizontal] - d[alignment.horizontal],
                    y: bounds.minY + primary[alignment.vertical] - d[alignment.vertical]),
                proposal: secondaryProposal)
        }
    }

    /// The primary's explicit guide: it fills the layer's frame, so no offset applies.
    static func explicitAlignment(of guide: HorizontalAlignment, proposal: ProposedViewSize, subviews: LayoutSubviews) -> Double? {
        subviews[0].explicitAlignment(of: guide, proposal: proposal)
    }

    static func explicitAlignment(of guide: VerticalAlignment, proposal: ProposedViewSize, subviews: LayoutSubviews) -> Double? {
        subviews[0].explicitAlignment(of: guide, proposal: proposal)
    }
}
