import LayoutDrawCore

/// SwiftUI's `VStack(alignment:spacing:)`. Rule (layout-rules §3.2): subviews are sized in order
/// of priority and flexibility, each offered an equal share of what is left, laid out top to
/// bottom with gaps (8, or 0 beside a `Spacer`), and aligned horizontally by `alignment`.
public struct VStack: ViewLayout, ExplicitAlignmentLayout, StackAxisLayout {
    public var kind: String { "VStack" }
    public var alignment: HorizontalAlignment
    public var spacing: Double?

    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        distribution(subviews).size(for: proposal) { $0[alignment] }
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        let proposal = StackDistribution.placementProposal(proposal, size: bounds.size, axis: .vertical)
        let arrangement = distribution(subviews).arrangement(for: proposal) { $0[alignment] }
        for (i, subview) in subviews.enumerated() {
            subview.place(at: bounds.origin + arrangement.offsets[i], proposal: arrangement.proposals[i])
        }
    }

    public func stackAxis(forSubview index: Int, inherited: Axis?) -> Axis? { .vertical }

    /// Custom guides its subviews set show through it (`CustomGuideCombination`).
    public func explicitAlignment(
        of guide: HorizontalAlignment, in size: Size, proposal: ProposedViewSize, subviews: LayoutSubviews,
        context: LayoutContext
    ) -> Double? {
        guard case .custom = guide else { return nil }
        let arrangement = arrangement(proposal, size: size, subviews: subviews)
        return CustomGuideCombination.combined(guide, subviews: subviews) { (arrangement.proposals[$0], arrangement.offsets[$0]) }
    }

    public func explicitAlignment(
        of guide: VerticalAlignment, in size: Size, proposal: ProposedViewSize, subviews: LayoutSubviews,
        context: LayoutContext
    ) -> Double? {
        guard case .custom = guide else { return nil }
        let arrangement = arrangement(proposal, size: size, subviews: subviews)
        return CustomGuideCombination.combined(guide, subviews: subviews) { (arrangement.proposals[$0], arrangement.offsets[$0]) }
    }

    /// Each subview's offset and proposal when the stack of `size` is placed for `proposal`.
    private func arrangement(_ proposal: ProposedViewSize, size: Size, subviews: LayoutSubviews) -> (offsets: [Point], proposals: [ProposedViewSize], size: Size) {
        let proposal = StackDistribution.placementProposal(proposal, size: size, axis: .vertical)
        return distribution(subviews).arrangement(for: proposal) { $0[alignment] }
    }

    private func distribution(_ subviews: LayoutSubviews) -> StackDistribution {
        StackDistribution(axis: .vertical, spacing: spacing, subviews: subviews)
    }
}
