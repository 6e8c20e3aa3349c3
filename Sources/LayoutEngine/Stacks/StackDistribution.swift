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

    /// Steps 2–3: the proposal each subview gets for the stack's `proposal` (each subview is
    /// sized for it in turn), in scratch space that is only valid inside `body`. A stack
    /// is sized for every proposal it is asked about (about ten per stack in nested stacks),
    /// so sizing allocates nothing: what is known of each subview, their order and their
    /// proposals live on the stack.
    private func withProposals<Result>(
        for proposal: ProposedViewSize, _ body: (UnsafeBufferPointer<ProposedViewSize>) -> Result
    ) -> Result {
        let count = subviews.count
        let minor = proposal[axis.cross]
        return withUnsafeTemporaryAllocation(of: ProposedViewSize.self, capacity: count) { proposals in
            guard let major = proposal[axis] else {
                // Ideal sizing: every subview is asked for its ideal length.
                proposals.initialize(repeating: ProposedViewSize(axis: axis, major: nil, minor: minor))
                return body(UnsafeBufferPointer(proposals))
            }
            return withUnsafeTemporaryAllocation(of: Candidate.self, capacity: count) { candidates in
                withUnsafeTemporaryAllocation(of: Int.self, capacity: count) { order in
                    for i in 0..<count {
                        let subview = subviews[i]
                        let minimum = subview.sizeThatFits(ProposedViewSize(axis: axis, major: 0, minor: minor))[axis]
                        let maximum = subview.sizeThatFits(ProposedViewSize(axis: axis, major: .infinity, minor: minor))[axis]
                        candidates.initializeElement(
                            at: i, to: Candidate(minimum: minimum, flexibility: maximum - minimum, priority: subview.priority))
                        order.initializeElement(at: i, to: i)
                    }
                    proposals.initialize(repeating: .unspecified)
                    let totalGap = (0..<count).reduce(0) { $0 + gap(before: $1) }
                    distribute(major - totalGap, minor: minor, candidates: candidates, order: order, into: proposals)
                    return body(UnsafeBufferPointer(proposals))
                }
            }
        }
    }

    /// What step 3 knows of a subview.
    private struct Candidate {
        var minimum: Double
        var flexibility: Double
        var priority: Double
    }

    /// Step 3 proper: offers each subview in turn its share of `available`, in priority and
    /// flexibility order, and writes the offers to `proposals`.
    private func distribute(
        _ available: Double, minor: Double?, candidates: UnsafeMutableBufferPointer<Candidate>,
        order: UnsafeMutableBufferPointer<Int>, into proposals: UnsafeMutableBufferPointer<ProposedViewSize>
    ) {
        let count = candidates.count
        var order = order
        // Order: higher priority first; within a priority, less flexible first; between two
        // infinitely flexible views, the larger minimum first; otherwise source order.
        order.sort { a, b in
            let x = candidates[a], y = candidates[b]
            if x.priority != y.priority { return x.priority > y.priority }
            if x.flexibility != y.flexibility { return x.flexibility < y.flexibility }
            if x.flexibility == .infinity, x.minimum != y.minimum { return x.minimum > y.minimum }
            return a < b
        }
        // The priority groups are the runs of equal priority in `order`, highest first.
        func groupEnd(from start: Int) -> Int {
            var end = start + 1
            while end < count, candidates[order[end]].priority == candidates[order[start]].priority { end += 1 }
            return end
        }

        var available = available
        // Reserve the minima of every lower-priority group; each group gets its own back in turn.
        var start = count == 0 ? 0 : groupEnd(from: 0)
        while start < count {
            let end = groupEnd(from: start)
            for k in start..<end { available -= candidates[order[k]].minimum }
            start = end
        }
        start = 0
        while start < count {
            let end = groupEnd(from: start)
            if start > 0 { for k in start..<end { available += candidates[order[k]].minimum } }
            var remaining = Double(end - start)
            for k in start..<end {
                let member = order[k]
                let offer = max(available / remaining, 0)
                proposals[member] = ProposedViewSize(axis: axis, major: offer, minor: minor)
                available -= subviews[member].sizeThatFits(proposals[member])[axis]
                remaining -= 1
            }
            start = end
        }
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
    /// it; returns the stack's size, and writes each subview's offset to `offsets` if given.
    private func arrange(
        _ proposals: UnsafeBufferPointer<ProposedViewSize>, alignment guide: (ViewDimensions) -> Double,
        offsets: UnsafeMutableBufferPointer<Point>?
    ) -> Size {
        var majorPosition = 0.0
        var minorLow = 0.0, minorHigh = 0.0
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
