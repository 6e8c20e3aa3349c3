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
    /// length), or for text baselines (nil) the largest of the children's, so that the child
    /// reaching furthest above its baseline starts at the stack's edge.
    func place(in bounds: Rect, stackGuide: Double?, guide: (ViewDimensions) -> Double) {
        let childProposal = childProposal(cross: bounds.size[axis.cross])
        let gaps = gaps()
        let dimensions = subviews.map { $0.dimensions(in: childProposal) }
        let stackGuide = stackGuide ?? dimensions.map(guide).max() ?? 0
        var position = 0.0
        for (i, subview) in subviews.enumerated() {
            position += gaps[i]
            let d = dimensions[i]
            let across = stackGuide - guide(d)
            let origin =
                axis == .vertical
                ? Point(x: bounds.minX + across, y: bounds.minY + position)
                : Point(x: bounds.minX + position, y: bounds.minY + across)
            subview.place(at: origin, proposal: childProposal)
            position += d.size[axis]
        }
    }
}
