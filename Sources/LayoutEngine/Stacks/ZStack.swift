import LayoutDrawCore

/// SwiftUI's `ZStack(alignment:)`.
///
/// Rule: only the subviews with the highest layout priority decide its size (layout-rules
/// §3.8). Each of them is sized for the ZStack's proposal and aligned so that its guide for
/// `alignment` meets the others'; the ZStack is the union of those aligned frames: along each
/// axis, the largest guide value plus the largest extent past the guide. With the standard
/// guides this is the per-axis maximum of the sizes; a subview whose guide is moved by
/// `alignmentGuide` can stick out and grow the stack. Every subview is then proposed the
/// ZStack's size and placed so its guide meets the top-priority subviews' guide.
///
/// Evidence: "The reported size of the ZStack is the union of all the frames of the children"
/// (objc.io, The SwiftUI Field Guide, "ZStack"; its badge example grows the button with a
/// ZStack and keeps its size with an overlay); fatbobman, "In-Depth Exploration of Overlay and
/// Background Modifiers in SwiftUI" (2024) measures `ZStack(alignment: .topTrailing)` of a
/// 200 × 200 rectangle and a 60 × 60 circle whose top and trailing guides are moved by half
/// its size at 230 × 230, while `.overlay(alignment: .topTrailing)` keeps the primary's
/// 200 × 200. The guides meet at (max(200, 30), max(0, 30)) = (200, 30); the union spans
/// 200 + max(0, 60 − 30) = 230 across and 30 + max(200, 30) = 230 down.
public struct ZStack: ViewLayout, ExplicitAlignmentLayout {
    public var kind: String { "ZStack" }
    public var alignment: Alignment

    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    public func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        let sizing = Self.sizingSubviews(subviews)
        guard !sizing.isEmpty else { return .zero }
        // Each subview's guide and its extent past the guide, along each axis.
        var beforeX = -Double.infinity, afterX = -Double.infinity
        var beforeY = -Double.infinity, afterY = -Double.infinity
        for subview in sizing {
            let d = subview.dimensions(in: proposal)
            let gx = d[alignment.horizontal], gy = d[alignment.vertical]
            beforeX = max(beforeX, gx)
            afterX = max(afterX, d.width - gx)
            beforeY = max(beforeY, gy)
            afterY = max(afterY, d.height - gy)
        }
        return Size(width: max(0, beforeX + afterX), height: max(0, beforeY + afterY))
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        let childProposal = ProposedViewSize(bounds.size)
        for (subview, origin) in zip(subviews, origins(in: bounds.size, subviews: subviews)) {
            subview.place(at: bounds.origin + origin, proposal: childProposal)
        }
    }

    /// Where each subview goes in a ZStack of `size`: every subview is proposed that size, and
    /// the guides meet at the largest guide value of the top-priority subviews, so that the
    /// union of their frames starts at the stack's top-leading corner.
    private func origins(in size: Size, subviews: LayoutSubviews) -> [Point] {
        let childProposal = ProposedViewSize(size)
        var guideX = -Double.infinity, guideY = -Double.infinity
        for subview in Self.sizingSubviews(subviews) {
            let d = subview.dimensions(in: childProposal)
            guideX = max(guideX, d[alignment.horizontal])
            guideY = max(guideY, d[alignment.vertical])
        }
        if !guideX.isFinite { guideX = 0 }
        if !guideY.isFinite { guideY = 0 }
        return subviews.map { subview in
            let d = subview.dimensions(in: childProposal)
            return Point(x: guideX - d[alignment.horizontal], y: guideY - d[alignment.vertical])
        }
    }

    /// Custom guides its subviews set show through it (`CustomGuideCombination`).
    public func explicitAlignment(
        of guide: HorizontalAlignment, in size: Size, proposal: ProposedViewSize, subviews: LayoutSubviews,
        context: LayoutContext
    ) -> Double? {
        guard case .custom = guide else { return nil }
        let origins = origins(in: size, subviews: subviews)
        return CustomGuideCombination.combined(guide, subviews: subviews) { (ProposedViewSize(size), origins[$0]) }
    }

    public func explicitAlignment(
        of guide: VerticalAlignment, in size: Size, proposal: ProposedViewSize, subviews: LayoutSubviews,
        context: LayoutContext
    ) -> Double? {
        guard case .custom = guide else { return nil }
        let origins = origins(in: size, subviews: subviews)
        return CustomGuideCombination.combined(guide, subviews: subviews) { (ProposedViewSize(size), origins[$0]) }
    }

    /// The subviews with the highest layout priority.
    static func sizingSubviews(_ subviews: LayoutSubviews) -> [LayoutSubview] {
        guard let top = subviews.map(\.priority).max() else { return [] }
        return subviews.filter { $0.priority == top }
    }
}
