import LayoutDrawCore
import LayoutDrawFrames

/// `.border(_:width:)`. Rule: SwiftUI's border is an overlay of a `Rectangle` stroked inside
/// the view's frame, so the size is the content's and the border never widens it; the content's
/// priority and alignment guides pass through (layout-rules §3.7). The second
/// subview is that rectangle (see `ViewNode.bordered`).
public struct Border: ViewModifierLayout {
    public var kind: String { "border" }
    public var color: ColorStyle
    public var width: Double

    public init(_ color: ColorStyle, width: Double = 1) {
        self.color = color
        self.width = width
    }

    public func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        SecondaryLayer.sizeThatFits(proposal, subviews: subviews)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        SecondaryLayer.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, alignment: .center)
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

    public func stackAxis(forSubview index: Int, inherited: Axis?) -> Axis? { index == 0 ? inherited : nil }
}

extension ViewNode {
    /// The node with `.border(color, width:)` applied: a `border` node whose second subview is
    /// the stroked rectangle.
    public func bordered(_ color: ColorStyle, width: Double = 1, source: SourceLocation? = nil) -> ViewNode {
        let rectangle = ViewNode(Rectangle().strokeBorder(color, lineWidth: width), source: source ?? self.source)
        return modified(by: Border(color, width: width), secondary: [rectangle], source: source)
    }
}
