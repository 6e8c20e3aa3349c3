import LayoutDrawCore

/// The `HStack`/`VStack` algorithm (layout-rules §3.2), generic over the stack's axis.
struct StackDistribution {
    let axis: Axis
    let spacing: Double?
    let subviews: LayoutSubviews

    /// Step 1: the gap before each subview (0 before the first).
    func gaps() -> [Double] {
        guard !subviews.isEmpty else { return [] }
        var gaps = [0.0]
        gaps.reserveCapacity(subviews.count)
        for i in 1..<subviews.count {
            gaps.append(spacing ?? ViewSpacing.gap(subviews[i - 1].spacing, subviews[i].spacing))
        }
        return gaps
    }

    /// Steps 2–3: the proposal each subview gets for the stack's `proposal`, and its size then.
    func proposals(for proposal: ProposedViewSize, gaps: [Double]) -> [ProposedViewSize] {
        let minor = proposal[axis.cross]
        guard let major = proposal[axis] else {
            // Ideal sizing: every subview is asked for its ideal length.
            return Array(repeating: ProposedViewSize(axis: axis, major: nil, minor: minor), count: subviews.count)
        }
        // This runs for every stack and every proposal it is asked about, so it allocates little:
        // one array of what is known of each subview, the order, and the proposals.
        let count = subviews.count
        var candidates: [(minimum: Double, flexibility: Double, priority: Double)] = []
        candidates.reserveCapacity(count)
        for subview in subviews {
            let minimum = subview.sizeThatFits(ProposedViewSize(axis: axis, major: 0, minor: minor))[axis]
            let maximum = subview.sizeThatFits(ProposedViewSize(axis: axis, major: .infinity, minor: minor))[axis]
            candidates.append((minimum, maximum - minimum, subview.priority))
        }

        // Order: higher priority first; within a priority, less flexible first; between two
        // infinitely flexible views, the larger minimum first; otherwise source order.
        var order = Array(0..<count)
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

        var available = major - gaps.reduce(0, +)
        // Reserve the minima of every lower-priority group; each group gets its own back in turn.
        var start = count == 0 ? 0 : groupEnd(from: 0)
        while start < count {
            let end = groupEnd(from: start)
            available -= order[start..<end].reduce(0) { $0 + candidates[$1].minimum }
            start = end
        }
        var proposals = Array(repeating: ProposedViewSize.unspecified, count: count)
        start = 0
        while start < count {
            let end = groupEnd(from: start)
            let members = order[start..<end]
            if start > 0 { available += members.reduce(0) { $0 + candidates[$1].minimum } }
            var remaining = Double(members.count)
            for member in members {
                let offer = max(available / remaining, 0)
                proposals[member] = ProposedViewSize(axis: axis, major: offer, minor: minor)
                available -= subviews[member].sizeThatFits(proposals[member])[axis]
                remaining -= 1
            }
            start = end
        }
        return proposals
    }

    /// Steps 4–5: each subview's offset from the stack's origin, and the stack's size.
    func arrangement(
        for proposal: ProposedViewSize, alignment guide: (ViewDimensions) -> Double
    ) -> (offsets: [Point], proposals: [ProposedViewSize], size: Size) {
        let gaps = gaps()
        let proposals = proposals(for: proposal, gaps: gaps)
        var majorPosition = 0.0
        // (major offset, -guide) per subview; the minor offsets need every guide first.
        var offsets: [Point] = []
        offsets.reserveCapacity(subviews.count)
        var minorLow = 0.0, minorHigh = 0.0
        for i in subviews.indices {
            let dimensions = subviews[i].dimensions(in: proposals[i])
            majorPosition += gaps[i]
            let majorOffset = majorPosition
            majorPosition += dimensions.size[axis]
            let g = guide(dimensions)
            offsets.append(Point(x: majorOffset, y: -g))
            minorLow = min(minorLow, -g)
            minorHigh = max(minorHigh, -g + dimensions.size[axis.cross])
        }
        for i in offsets.indices {
            let majorOffset = offsets[i].x, minorOffset = offsets[i].y - minorLow
            offsets[i] = axis == .horizontal
                ? Point(x: majorOffset, y: minorOffset) : Point(x: minorOffset, y: majorOffset)
        }
        var size = Size.zero
        size[axis] = majorPosition
        size[axis.cross] = subviews.isEmpty ? 0 : minorHigh - minorLow
        return (offsets, proposals, size)
    }

    /// Step 6: the proposal used when placing: a `nil` minor dimension becomes the stack's own size.
    static func placementProposal(_ proposal: ProposedViewSize, size: Size, axis: Axis) -> ProposedViewSize {
        var adjusted = proposal
        if adjusted[axis.cross] == nil { adjusted[axis.cross] = size[axis.cross] }
        return adjusted
    }
}
