import LayoutDrawCore

/// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
/// Rule (layout-rules §3.5), per axis with proposal p: unspecified p gives the ideal, or the
/// content's ideal clamped; with both bounds set the frame is p clamped to them whatever the
/// content; otherwise the content is proposed p clamped, and its answer is widened to the
/// proposal by a `max` bound or narrowed to it by a `min` bound. Explicit guides of the content
/// (text baselines) pass through, shifted by where it sits.
public struct FlexibleFrame: ViewModifierLayout, ExplicitAlignmentLayout {
    public var kind: String { "frame" }
    public var minWidth: Double?, idealWidth: Double?, maxWidth: Double?
    public var minHeight: Double?, idealHeight: Double?, maxHeight: Double?
    public var alignment: Alignment

    /// Bounds are normalised as SwiftUI does: min ≥ 0, ideal ≥ min, max ≥ ideal.
    public init(
        minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
        minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
        alignment: Alignment = .center
    ) {
        (self.minWidth, self.idealWidth, self.maxWidth) = Self.normalised(minWidth, idealWidth, maxWidth)
        (self.minHeight, self.idealHeight, self.maxHeight) = Self.normalised(minHeight, idealHeight, maxHeight)
        self.alignment = alignment
    }

    struct Bounds {
        var min: Double?, ideal: Double?, max: Double?

        func clamp(_ value: Double) -> Double {
            var v = value
            if let max { v = Swift.min(v, max) }
            if let min { v = Swift.max(v, min) }
            return v
        }
    }

    func bounds(_ axis: Axis) -> Bounds {
        axis == .horizontal
            ? Bounds(min: minWidth, ideal: idealWidth, max: maxWidth)
            : Bounds(min: minHeight, ideal: idealHeight, max: maxHeight)
    }

    public func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        var size = Size.zero
        var content: Size?
        for axis in Axis.allCases {
            let b = bounds(axis)
            let p = proposal[axis]
            if p == nil, let ideal = b.ideal {
                size[axis] = ideal
            } else if let p, b.min != nil, b.max != nil {
                size[axis] = b.clamp(p)
            } else {
                content = content ?? subviews[0].sizeThatFits(contentProposal(proposal))
                let s = content![axis]
                guard let p else {
                    size[axis] = b.clamp(s)
                    continue
                }
                let c = b.clamp(p)
                if let min = b.min {
                    size[axis] = max(Swift.min(c, s), min)
                } else if let max = b.max {
                    size[axis] = Swift.min(Swift.max(c, s), max)
                } else {
                    size[axis] = s
                }
            }
        }
        return size
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        let placement = placementProposal(size: bounds.size, proposal: proposal)
        let content = subviews[0].dimensions(in: placement)
        let offset = FrameAlignment.contentOffset(content, in: bounds.size, alignment: alignment)
        subviews[0].place(at: bounds.origin + offset, proposal: placement)
    }

    public func explicitAlignment(
        of guide: HorizontalAlignment, in size: Size, proposal: ProposedViewSize, subviews: LayoutSubviews,
        context: LayoutContext
    ) -> Double? {
        FrameAlignment.explicitGuide(guide, content: subviews[0], proposal: placementProposal(size: size, proposal: proposal), in: size, alignment: alignment)
    }

    public func explicitAlignment(
        of guide: VerticalAlignment, in size: Size, proposal: ProposedViewSize, subviews: LayoutSubviews,
        context: LayoutContext
    ) -> Double? {
        FrameAlignment.explicitGuide(guide, content: subviews[0], proposal: placementProposal(size: size, proposal: proposal), in: size, alignment: alignment)
    }

    /// What the content is proposed when placed in a frame of `size`: that size, except on an
    /// axis with no ideal, an unspecified proposal and a size strictly between the bounds,
    /// where the content chooses its ideal (FlexFrameIdealSizing).
    func placementProposal(size: Size, proposal: ProposedViewSize) -> ProposedViewSize {
        var placement = ProposedViewSize(size)
        for axis in Axis.allCases {
            let b = bounds(axis)
            if b.ideal == nil, proposal[axis] == nil, size[axis] > (b.min ?? -.infinity), size[axis] < (b.max ?? .infinity) {
                placement[axis] = nil
            }
        }
        return placement
    }

    /// What the content is proposed while sizing: the proposal clamped to the bounds, or the
    /// ideal where the proposal is unspecified.
    func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        var result = ProposedViewSize.unspecified
        for axis in Axis.allCases {
            let b = bounds(axis)
            result[axis] = (proposal[axis] ?? b.ideal).map(b.clamp)
        }
        return result
    }

    private static func normalised(_ min: Double?, _ ideal: Double?, _ max: Double?) -> (Double?, Double?, Double?) {
        let lower = min.map { Swift.max($0, 0) }
        let middle = ideal.map { Swift.max($0, lower ?? -.infinity) }
        let upper = max.map { Swift.max($0, middle ?? lower ?? -.infinity) }
        return (lower, middle, upper)
    }
}
