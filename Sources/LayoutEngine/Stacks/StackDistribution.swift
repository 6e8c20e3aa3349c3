import LayoutDrawCore

/// The `HStack`/`VStack` algorithm (layout-rules §3.2), generic over the stack's axis.
struct StackDistribution {
    let axis: Axis
    let spacing: Double?
    let subviews: LayoutSubviews

    /// Step 1: the gap before each subview (0 before the first).
    func gaps() -> [Double] {
        (0..<subviews.count).map(gap(before:))
    }

    /// Steps 2–3: the proposal each subview gets for the stack's `proposal`, in scratch space
    /// valid only inside `body` (`withStackScratch`). As SwiftUI does it:
    /// - with no length to share (an unspecified proposal), each subview is asked its ideal;
    /// - otherwise each subview's flexibility is measured (its lengths for 0 and for ∞),
    /// - the subviews are sorted by priority, then flexibility (`StackChild.comesFirst`),
    /// - and the length left after the gaps is distributed in that order (`distribute`).
    private func withProposals<Result>(
        for proposal: ProposedViewSize, _ body: (UnsafeBufferPointer<ProposedViewSize>) -> Result
    ) -> Result {
        let minor = proposal[axis.cross]
        return withStackScratch(count: subviews.count) { children, proposals in
            var children = children
            guard let length = proposal[axis] else {
                proposals.update(repeating: ProposedViewSize(axis: axis, major: nil, minor: minor))
                return body(UnsafeBufferPointer(proposals))
            }
            for (i, subview) in subviews.enumerated() {
                let minimum = subview.sizeThatFits(ProposedViewSize(axis: axis, major: 0, minor: minor))[axis]
                let maximum = subview.sizeThatFits(ProposedViewSize(axis: axis, major: .infinity, minor: minor))[axis]
                children[i] = StackChild(index: i, minimum: minimum, flexibility: maximum - minimum, priority: subview.priority)
            }
            children.sort(by: StackChild.comesFirst)
            let gaps = (0..<subviews.count).reduce(0) { $0 + gap(before: $1) }
            distribute(length - gaps, minor: minor, among: children, into: proposals)
            return body(UnsafeBufferPointer(proposals))
        }
    }

    /// Step 3 proper: offers each subview in turn (in `children`'s order) an equal share of what is
    /// left of `available`, and writes the offers to `proposals`. Priority groups (the runs of
    /// equal priority) take turns, highest first; the minima of the groups still waiting are
    /// held back, so that a higher priority never squeezes a lower one below its minimum.
    private func distribute(
        _ available: Double, minor: Double?, among children: UnsafeMutableBufferPointer<StackChild>,
        into proposals: UnsafeMutableBufferPointer<ProposedViewSize>
    ) {
        var available = available
        var start = 0
        var end = children.isEmpty ? 0 : groupEnd(children, from: 0)
        for waiting in children[end...] { available -= waiting.minimum }
        while start < children.count {
            // This group's turn: its minimum is no longer held back.
            if start > 0 { for child in children[start..<end] { available += child.minimum } }
            for (k, child) in children[start..<end].enumerated() {
                let offer = max(available / Double(end - start - k), 0)
                proposals[child.index] = ProposedViewSize(axis: axis, major: offer, minor: minor)
                available -= subviews[child.index].sizeThatFits(proposals[child.index])[axis]
            }
            start = end
            if start < children.count { end = groupEnd(children, from: start) }
        }
    }

    /// The end of the priority group that starts at `start`.
    private func groupEnd(_ children: UnsafeMutableBufferPointer<StackChild>, from start: Int) -> Int {
        var end = start + 1
        while end < children.count, children[end].priority == children[start].priority { end += 1 }
        return end
    }

    /// Steps 1–5 for sizing: the stack's size for `proposal`.
    func size(for proposal: ProposedViewSize, alignment guide: (ViewDimensions) -> Double) -> Size {
        withProposals(for: proposal) { proposals in
            arrange(proposals, alignment: guide, offsets: nil)
        }
    }

    /// Steps 1–5 for placing: each subview's offset from the stack's origin and its proposal,
    /// and the stack's size.
    func arrangement(
        for proposal: ProposedViewSize, alignment guide: (ViewDimensions) -> Double
    ) -> (offsets: [Point], proposals: [ProposedViewSize], size: Size) {
        withProposals(for: proposal) { proposals in
            var offsets = [Point](repeating: .zero, count: subviews.count)
            let size = offsets.withUnsafeMutableBufferPointer { arrange(proposals, alignment: guide, offsets: $0) }
            return (offsets, Array(proposals), size)
        }
    }

    /// The gap before subview `i` (0 before the first).
    private func gap(before i: Int) -> Double {
        i == 0 ? 0 : spacing ?? ViewSpacing.gap(subviews[i - 1].spacing, subviews[i].spacing)
    }

    /// Steps 4–5: lines the subviews up along the axis with their gaps and aligns them across
    /// it; returns the stack's size — across the axis the union of the aligned subviews (from
    /// the furthest any starts before the common guide to the furthest any ends after it) —
    /// and writes each subview's offset to `offsets` if given.
    private func arrange(
        _ proposals: UnsafeBufferPointer<ProposedViewSize>, alignment guide: (ViewDimensions) -> Double,
        offsets: UnsafeMutableBufferPointer<Point>?
    ) -> Size {
        var majorPosition = 0.0
        // The union of the aligned children across the axis, in the guide's coordinates (the
        // guide at 0): it starts where the child reaching furthest before the guide starts.
        var minorLow = Double.infinity, minorHigh = -Double.infinity
        for i in 0..<subviews.count {
            let dimensions = subviews[i].dimensions(in: proposals[i])
            majorPosition += gap(before: i)
            let g = guide(dimensions)
            // (major offset, -guide) for now; the minor offsets need every guide first.
            offsets?[i] = Point(x: majorPosition, y: -g)
            majorPosition += dimensions.size[axis]
            minorLow = min(minorLow, -g)
            minorHigh = max(minorHigh, -g + dimensions.size[axis.cross])
        }
        if let offsets {
            for i in offsets.indices {
                let majorOffset = offsets[i].x, minorOffset = offsets[i].y - minorLow
                offsets[i] = axis == .horizontal ? Point(x: majorOffset, y: minorOffset) : Point(x: minorOffset, y: majorOffset)
            }
        }
        var size = Size.zero
        size[axis] = majorPosition
        size[axis.cross] = subviews.isEmpty ? 0 : minorHigh - minorLow
        return size
    }

    /// Step 6: the proposal used when placing: a `nil` minor dimension becomes the stack's own size.
    static func placementProposal(_ proposal: ProposedViewSize, size: Size, axis: Axis) -> ProposedViewSize {
        var adjusted = proposal
        if adjusted[axis.cross] == nil { adjusted[axis.cross] = size[axis.cross] }
        return adjusted
    }
}
