import LayoutDrawCore

/// SwiftUI's `ViewThatFits(in: axes)` (iOS 16).
///
/// Rule: for a proposal p, the subviews are tried in order; each is asked its ideal size along
/// the constrained `axes` — proposed `nil` there and p along the other axis — and the first
/// whose ideal length fits p on every constrained axis (an unspecified length fits anything) is
/// chosen; when none fits, the last one is. With no constrained axis the first is chosen. The
/// view then is the chosen subview: it is proposed p, its size is the view's, it is placed at
/// the view's origin, and its alignment guides are the view's. The other subviews are left out
/// of the picture (not placed, drawn, or in the layout dump).
///
/// Evidence: Apple's documentation of `ViewThatFits` — "selects the first child whose ideal
/// size on the constrained axes fits within the proposed size … If axes is an empty set,
/// ViewThatFits uses the first child view" (quoted in OpenSwiftUI's ViewThatFits.swift);
/// fatbobman, "Mastering ViewThatFits" (2023): it takes the proposed size, queries each subview
/// in order for its ideal size, compares it on the constrained axes, presents the first that
/// fits or else the last, and its replica proposes `nil` only along the constrained axis
/// (so a text constrained vertically still wraps at the proposed width).
public struct ViewThatFits: ViewLayout, ExplicitAlignmentLayout {
    public var kind: String { "ViewThatFits" }
    /// The constrained axes (both by default).
    public var axes: Set<Axis>

    public init(in axes: Set<Axis> = [.horizontal, .vertical]) {
        self.axes = axes
    }

    /// The index of the subview shown for `proposal`; nil without subviews.
    public func choice(for proposal: ProposedViewSize, subviews: LayoutSubviews) -> Int? {
        guard !subviews.isEmpty else { return nil }
        var ideal = proposal
        for axis in axes { ideal[axis] = nil }
        for index in subviews.indices {
            let size = subviews[index].sizeThatFits(ideal)
            let fits = axes.allSatisfy { axis in proposal[axis].map { size[axis] <= $0 } ?? true }
            if fits { return index }
        }
        return subviews.count - 1
    }

    public func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        guard let chosen = choice(for: proposal, subviews: subviews) else { return .zero }
        return subviews[chosen].sizeThatFits(proposal)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        let chosen = choice(for: proposal, subviews: subviews)
        for index in subviews.indices {
            if index == chosen {
                subviews[index].place(at: bounds.origin, proposal: proposal)
            } else {
                subviews[index].leaveOut()
            }
        }
    }

    public func explicitAlignment(
        of guide: HorizontalAlignment, in size: Size, proposal: ProposedViewSize, subviews: LayoutSubviews,
        context: LayoutContext
    ) -> Double? {
        choice(for: proposal, subviews: subviews).flatMap { subviews[$0].explicitAlignment(of: guide, proposal: proposal) }
    }

    public func explicitAlignment(
        of guide: VerticalAlignment, in size: Size, proposal: ProposedViewSize, subviews: LayoutSubviews,
        context: LayoutContext
    ) -> Double? {
        choice(for: proposal, subviews: subviews).flatMap { subviews[$0].explicitAlignment(of: guide, proposal: proposal) }
    }
}
