import LayoutDrawCore

/// The lazy stacks' layout, generic over the stack's axis.
///
/// Unlike `VStack`/`HStack` (§3.2), a lazy stack does not share its length among its children:
/// it is built to scroll, so every child is asked for its ideal length along the axis and the
/// stack is as long as they are with their gaps. Across the axis it takes the whole proposal
/// ("these lazy stacks automatically have a flexible preferred width, so they will take up
/// free space in a way that regular stacks do not" — Hacking with Swift, "How to lazy load
/// views using LazyVStack and LazyHStack"; a LazyHStack fills the height, not the width —
/// skip-ui issue #315 / PR #323), or, proposed `nil` there, its widest child's.
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

    func size(for proposal: ProposedViewSize) -> Size {
        let childProposal = childProposal(cross: proposal[axis.cross])
        var size = Size.zero
        var widest = 0.0
        for subview in subviews {
            let s = subview.sizeThatFits(childProposal)
            size[axis] += s[axis]
            widest = max(widest, s[axis.cross])
        }
        size[axis] += gaps().reduce(0, +)
        size[axis.cross] = proposal[axis.cross] ?? widest
        return size
    }

    /// Children in order along the axis, each aligned across the stack by `guide`: the
    /// stack's own guide value is `stackGuide` (the guide's default in the stack's cross
    /// length), or for text baselines and custom guides (nil) the largest of the children's, so
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
