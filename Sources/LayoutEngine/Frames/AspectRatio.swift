import LayoutDrawCore

/// SwiftUI's `ContentMode`: whether `aspectRatio` fits its box inside the proposal or fills it.
public enum ContentMode: String, Hashable, Sendable, CaseIterable {
    case fit, fill
}

/// `.aspectRatio(_:contentMode:)` (`_AspectRatioLayout`). Rule (layout-rules §3.10): a fully
/// unspecified proposal passes through. Otherwise the ratio box is `(ratio, 1)`, or the
/// content's ideal size when `ratio` is nil (a box with equal sides counts as 1 × 1); it is
/// scaled to **fit** the proposal (the smaller per-axis scale) or **fill** it (the larger), and
/// that box is proposed to the content. An unspecified axis does not take part in either (with
/// one axis given, fit and fill agree): layout-rules §3.10 counts it as scale ∞, which would make
/// `.fill` propose ∞ × ∞ in a grid cell proposed `(97.5, nil)`, but article 001 shows
/// `Circle().aspectRatio(contentMode: .fill)` in a `LazyVGrid` as wide as its column, and
/// shrinking with the grid's padding. The size is the content's answer, and the content is
/// centred in it (for placing, the box is made from the placement proposal).
public struct AspectRatio: ViewModifierLayout, ExplicitAlignmentLayout {
    public var kind: String { spelling ?? "aspectRatio" }
    /// The name written, when it is not `aspectRatio` (`scaledToFit`: AspectRatio+ScaledTo.swift).
    var spelling: String?
    /// Width over height; nil keeps the content's ideal ratio.
    public var ratio: Double?
    public var contentMode: ContentMode

    public init(_ ratio: Double? = nil, contentMode: ContentMode) {
        self.ratio = ratio
        self.contentMode = contentMode
    }

    public func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        subviews[0].sizeThatFits(contentProposal(proposal, content: subviews[0]))
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        subviews[0].place(at: bounds.center, anchor: .center, proposal: contentProposal(proposal, content: subviews[0]))
    }

    public func explicitAlignment(
        of guide: HorizontalAlignment, in size: Size, proposal: ProposedViewSize, subviews: LayoutSubviews,
        context: LayoutContext
    ) -> Double? {
        FrameAlignment.explicitGuide(
            guide, content: subviews[0], proposal: contentProposal(proposal, content: subviews[0]), in: size, alignment: .center)
    }

    public func explicitAlignment(
        of guide: VerticalAlignment, in size: Size, proposal: ProposedViewSize, subviews: LayoutSubviews,
        context: LayoutContext
    ) -> Double? {
        FrameAlignment.explicitGuide(
            guide, content: subviews[0], proposal: contentProposal(proposal, content: subviews[0]), in: size, alignment: .center)
    }

    /// The box proposed to the content for `proposal`.
    func contentProposal(_ proposal: ProposedViewSize, content: LayoutSubview) -> ProposedViewSize {
        guard proposal != .unspecified else { return proposal }
        var box = ratio.map { Size(width: $0, height: 1) } ?? content.sizeThatFits(.unspecified)
        if box.width == box.height { box = Size(width: 1, height: 1) }
        // Per specified axis, the scale that makes the box meet the proposal (an axis where both
        // are 0 says nothing either).
        func scale(_ target: Double?, _ length: Double) -> Double? {
            guard let target, length != 0 || target != 0 else { return nil }
            return target / length
        }
        let scales = [scale(proposal.width, box.width), scale(proposal.height, box.height)].compactMap { $0 }
        let s = (contentMode == .fit ? scales.min() : scales.max()) ?? .infinity
        // 0 × ∞ is NaN in floating point; a degenerate box proposes 0 on that axis.
        func scaled(_ length: Double) -> Double {
            let v = length * s
            return v.isNaN ? 0 : v
        }
        return ProposedViewSize(width: scaled(box.width), height: scaled(box.height))
    }
}
