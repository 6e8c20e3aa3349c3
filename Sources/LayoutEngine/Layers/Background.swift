import LayoutDrawCore

/// `.background(alignment:content:)` and `.background(_ style:)`. Rule (layout-rules §3.7):
/// the primary view (first subview) decides the size; the background (second subview) is
/// proposed that size, aligned by `alignment`, and drawn behind the primary. The primary's
/// priority and alignment guides pass through.
public struct Background: ViewModifierLayout {
    public var kind: String { "background" }
    public var alignment: Alignment

    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    public func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        SecondaryLayer.sizeThatFits(proposal, subviews: subviews)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        SecondaryLayer.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, alignment: alignment)
    }

    public func explicitAlignment(
        of guide: HorizontalAlignment, in size: Size, proposal: ProposedViewSize, subviews: LayoutSubviews,
        context: LayoutContext
    ) -> Double? {
        SecondaryLayer.explicitAlignment(of: guide, proposal: proposal, subviews: subviews)
    }

    public func explicitAlignment(
        of guide: VerticalAlignment, in size: Size, proposal: ProposedViewSize, subviews: LayoutSubviews,
        context: LayoutContext
    ) -> Double? {
        SecondaryLayer.explicitAlignment(of: guide, proposal: proposal, subviews: subviews)
    }

    public func drawOrder(ofSubview index: Int) -> Double { index == 0 ? 0 : -1 }

    public func stackAxis(forSubview index: Int, inherited: Axis?) -> Axis? { index == 0 ? inherited : nil }
}
