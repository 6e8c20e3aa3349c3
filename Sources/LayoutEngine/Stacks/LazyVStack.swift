import LayoutDrawCore

/// SwiftUI's `LazyVStack(alignment:spacing:)`. Rule: children top to bottom, each proposed the
/// stack's width and `nil` height (its ideal height), with a VStack's gaps (§3.2 step 1); the
/// stack takes the whole proposed width (nil → the union of its children aligned by
/// `alignment`, as a `VStack`'s) and aligns each child in it by `alignment`. See
/// `LazyStackArrangement` for the evidence.
public struct LazyVStack: ViewLayout, ExplicitAlignmentLayout, StackAxisLayout {
    public var kind: String { "LazyVStack" }
    public var alignment: HorizontalAlignment
    public var spacing: Double?

    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        arrangement(subviews).size(for: proposal) { $0[alignment] }
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        arrangement(subviews).place(in: bounds, stackGuide: stackGuide(bounds.size, proposal)) { $0[alignment] }
    }

    /// The stack's own guide value in a stack of `size` laid out for `proposal`: the guide's
    /// default there; nil (the largest of the children's) for a custom guide, and for a stack
    /// proposed no width, which is as wide as the union of its aligned children.
    private func stackGuide(_ size: Size, _ proposal: ProposedViewSize) -> Double? {
        if case .custom = alignment { return nil }
        guard proposal.width != nil else { return nil }
        return alignment.defaultValue(width: size.width)
    }

    /// Custom guides its subviews set show through it (`CustomGuideCombination`).
    public func explicitAlignment(
        of guide: HorizontalAlignment, in size: Size, proposal: ProposedViewSize, subviews: LayoutSubviews,
        context: LayoutContext
    ) -> Double? {
        arrangement(subviews).explicitGuide(guide, in: size, stackGuide: stackGuide(size, proposal)) { $0[alignment] }
    }

    public func explicitAlignment(
        of guide: VerticalAlignment, in size: Size, proposal: ProposedViewSize, subviews: LayoutSubviews,
        context: LayoutContext
    ) -> Double? {
        arrangement(subviews).explicitGuide(guide, in: size, stackGuide: stackGuide(size, proposal)) { $0[alignment] }
    }

    public func stackAxis(forSubview index: Int, inherited: Axis?) -> Axis? { .vertical }

    private func arrangement(_ subviews: LayoutSubviews) -> LazyStackArrangement {
        LazyStackArrangement(axis: .vertical, spacing: spacing, subviews: subviews)
    }
}
