import LayoutDrawCore

/// SwiftUI's `ZStack(alignment:)`. Rule (layout-rules §3.8): only the subviews with the highest
/// layout priority decide its size (the per-axis maximum of theirs); every subview is then
/// proposed that size and aligned so its guide meets the top-priority subviews' guide.
public struct ZStack: ViewLayout {
    public var kind: String { "ZStack" }
    public var alignment: Alignment

    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    public func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        var size = Size.zero
        for subview in Self.sizingSubviews(subviews) {
            let s = subview.sizeThatFits(proposal)
            size.width = max(size.width, s.width)
            size.height = max(size.height, s.height)
        }
        return size
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        let childProposal = ProposedViewSize(bounds.size)
        var guideX = 0.0, guideY = 0.0
        for subview in Self.sizingSubviews(subviews) {
            let d = subview.dimensions(in: childProposal)
            guideX = max(guideX, d[alignment.horizontal])
            guideY = max(guideY, d[alignment.vertical])
        }
        for subview in subviews {
            let d = subview.dimensions(in: childProposal)
            subview.place(
                at: Point(x: bounds.minX + guideX - d[alignment.horizontal], y: bounds.minY + guideY - d[alignment.vertical]),
                proposal: childProposal)
        }
    }

    /// The subviews with the highest layout priority.
    static func sizingSubviews(_ subviews: LayoutSubviews) -> [LayoutSubview] {
        guard let top = subviews.map(\.priority).max() else { return [] }
        return subviews.filter { $0.priority == top }
    }
}
