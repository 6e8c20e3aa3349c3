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
        let count = subviews.count
        let minima = (0..<count).map { subviews[$0].sizeThatFits(ProposedViewSize(axis: axis, major: 0, minor: minor))[axis] }
        let maxima = (0..<count).map { subviews[$0].sizeThatFits(ProposedViewSize(axis: axis, major: .infinity, minor: minor))[axis] }
        let flexibility = (0..<count).map { maxima[$0] - minima[$0] }
        let priorities = (0..<count).map { subviews[$0].priority }

        // Order: higher priority first; within a priority, less flexible first; between two
        // infinitely flexible views, the larger minimum first; otherwise source order.
        let order = (0..<count).sorted { a, b in
            if priorities[a] != priorities[b] { return priorities[a] > priorities[b] }
            if flexibility[a] != flexibility[b] { return flexibility[a] < flexibility[b] }
            if flexibility[a] == .infinity, minima[a] != minima[b] { return minima[a] > minima[b] }
            return a < b
        }
        let groups = Dictionary(grouping: order, by: { priorities[$0] })
        let groupPriorities = groups.keys.sorted(by: >)

        var available = major - gaps.reduce(0, +)
        // Reserve the minima of every lower-priority group; each group gets its own back in turn.
        for priority in groupPriorities.dropFirst() {
            available -= groups[priority]!.reduce(0) { $0 + minima[$1] }
        }
        var proposals = Array(repeating: ProposedViewSize.unspecified, count: count)
        for (groupIndex, priority) in groupPriorities.enumerated() {
            let members = order.filter { priorities[$0] == priority }
            if groupIndex > 0 { available += members.reduce(0) { $0 + minima[$1] } }
            var remaining = Double(members.count)
            for member in members {
                let offer = max(available / remaining, 0)
                proposals[member] = ProposedViewSize(axis: axis, major: offer, minor: minor)
                available -= subviews[member].sizeThatFits(proposals[member])[axis]
                remaining -= 1
            }
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
        var majorOffsets: [Double] = []
        var guides: [Double] = []
        var minorLow = 0.0, minorHigh = 0.0
        for i in subviews.indices {
            let dimensions = subviews[i].dimensions(in: proposals[i])
            majorPosition += gaps[i]
            majorOffsets.append(majorPosition)
            majorPosition += dimensions.size[axis]
            let g = guide(dimensions)
            guides.append(g)
            minorLow = min(minorLow, -g)
            minorHigh = max(minorHigh, -g + dimensions.size[axis.cross])
        }
        let offsets = subviews.indices.map { i in
            let minorOffset = -guides[i] - minorLow
            return axis == .horizontal
                ? Point(x: majorOffsets[i], y: minorOffset) : Point(x: minorOffset, y: majorOffsets[i])
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
