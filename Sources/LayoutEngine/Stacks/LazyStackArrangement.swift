import LayoutDrawCore

/// The lazy stacks' layout, generic over the stack's axis.
///
/// Unlike `VStack`/`HStack` (§3.2), a lazy stack does not share its length among its children:
/// it is built to scroll, so every child is asked for its ideal length along the axis and the
/// stack is as long as they are with their gaps. Across the axis it takes the whole proposal
/// ("these lazy stacks automatically have a flexible preferred width, so they will take up
/// free space in a way that regular stacks do not" — Hacking with Swift, "How to lazy load
/// views using LazyVStack and LazyHStack"; a LazyHStack fills the height, not the width —
/// skip-ui issue #315 / PR #323), or, proposed `nil` there, the union of its aligned children:
/// the furthest any child reaches before its alignment guide plus the furthest any reaches after
/// it, as a `VStack`/`HStack` (§3.2 step 5) and a `ZStack` are sized — so a child whose guide is
/// moved sticks out and widens the stack, instead of hanging outside a stack as wide as its
/// widest child (objc.io, The SwiftUI Field Guide: a stack's size is "the union of all the
/// frames of the children"; fatbobman measures the same union for a `ZStack`). The union then
/// starts at the stack's edge: the child reaching furthest before the guide is placed there.
struct LazyStackArrangement {
    let axis: Axis
    let spacing: Double?
    let subviews: LayoutSubviews

    private func gaps() -> [Double] {
        StackDistribution(axis: axis, spacing: spacing, subviews: subviews).gaps()
    }

    /// The proposal every child gets.
    func childProposal(cross: Double?) -> ProposedViewSize {
        ProposedViewSize(axis: axis, major: nil, minor: cross)
    }

    /// The stack's size for `proposal`: the children's ideal lengths and the gaps along the
    /// axis; across it the proposal, or (proposed `nil`) the union of the children aligned by
    /// `guide`.
    func size(for proposal: ProposedViewSize, guide: (ViewDimensions) -> Double) -> Size {
        let childProposal = childProposal(cross: proposal[axis.cross])
        var size = Size.zero
        // How far the children reach before and after their guides, across the axis.
        var before = -Double.infinity, after = -Double.infinity
        for subview in subviews {
            let d = subview.dimensions(in: childProposal)
            size[axis] += d.size[axis]
            let g = guide(d)
            before = max(before, g)
            after = max(after, d.size[axis.cross] - g)
        }
        size[axis] += gaps().reduce(0, +)
        size[axis.cross] = proposal[axis.cross] ?? (subviews.isEmpty ? 0 : max(0, before + after))
        return size
    }

    /// Children in order along the axis, each aligned across the stack by `guide`: the
    /// stack's own guide value is `stackGuide` (the guide's default in the stack's cross
    /// length), or when it is nil (a stack sized by the union of its children: text baselines,
    /// custom guides, and any guide proposed `nil` across) the largest of the children's, so
    /// that the child reaching furthest before its guide starts at the stack's edge.
    func place(in bounds: Rect, stackGuide: Double?, guide: (ViewDimensions) -> Double) {
        let childProposal = childProposal(cross: bounds.size[axis.cross])
        for (subview, origin) in zip(subviews, origins(in: bounds.size, stackGuide: stackGuide, guide: guide)) {
            subview.place(at: bounds.origin + origin, proposal: childProposal)
        }
    }

    /// Each child's origin in a stack of `size` (see `place`).
    func origins(in size: Size, stackGuide: Double?, guide: (ViewDimensions) -> Double) -> [Point] {
        let childProposal = childProposal(cross: size[axis.cross])
        let gaps = gaps()
        let dimensions = subviews.map { $0.dimensions(in: childProposal) }
        let stackGuide = stackGuide ?? dimensions.map(guide).max() ?? 0
        var position = 0.0
        var origins: [Point] = []
        for i in subviews.indices {
            position += gaps[i]
            let d = dimensions[i]
            let across = stackGuide - guide(d)
            origins.append(axis == .vertical ? Point(x: across, y: position) : Point(x: position, y: across))
            position += d.size[axis]
        }
        return origins
    }

    /// The stack's explicit value for a custom guide (`CustomGuideCombination`).
    func explicitGuide(_ guide: HorizontalAlignment, in size: Size, stackGuide: Double?, alignment: (ViewDimensions) -> Double) -> Double? {
        guard case .custom = guide else { return nil }
        let origins = origins(in: size, stackGuide: stackGuide, guide: alignment)
        let proposal = childProposal(cross: size[axis.cross])
        return CustomGuideCombination.combined(guide, subviews: subviews) { (proposal, origins[$0]) }
    }

    func explicitGuide(_ guide: VerticalAlignment, in size: Size, stackGuide: Double?, alignment: (ViewDimensions) -> Double) -> Double? {
        guard case .custom = guide else { return nil }
        let origins = origins(in: size, stackGuide: stackGuide, guide: alignment)
        let proposal = childProposal(cross: size[axis.cross])
        return CustomGuideCombination.combined(guide, subviews: subviews) { (proposal, origins[$0]) }
    }
}
