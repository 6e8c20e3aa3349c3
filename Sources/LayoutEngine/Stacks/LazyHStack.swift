import LayoutDrawCore

/// SwiftUI's `LazyHStack(alignment:spacing:)`. Rule: children left to right, each proposed
/// `nil` width (its ideal width) and the stack's height, with an HStack's gaps (§3.2 step 1);
/// the stack takes the whole proposed height (nil → the union of its children aligned by
/// `alignment`, as an `HStack`'s) and aligns each child in it by `alignment`. See
/// `LazyStackArrangement` for the evidence.
public struct LazyHStack: ViewLayout, ExplicitAlignmentLayout, StackAxisLayout {
    public var kind: String { "LazyHStack" }
    public var alignment: VerticalAlignment
    public var spacing: Double?

    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil) {
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
    /// default there; nil (the largest of the children's) for text baselines and custom
    /// guides, and for a stack proposed no height, which is as tall as the union of its aligned
    /// children.
    private func stackGuide(_ size: Size, _ proposal: ProposedViewSize) -> Double? {
        switch alignment {
        case .firstTextBaseline, .lastTextBaseline, .custom: return nil
        default: return proposal.height == nil ? nil : alignment.defaultValue(height: size.height)
        }
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

    public func stackAxis(forSubview index: Int, inherited: Axis?) -> Axis? { .horizontal }

    private func arrangement(_ subviews: LayoutSubviews) -> LazyStackArrangement {
        LazyStackArrangement(axis: .horizontal, spacing: spacing, subviews: subviews)
    }
}
