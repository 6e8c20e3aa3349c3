import LayoutDrawCore

/// `.position(x:y:)` (`_PositionLayout`). Rule (layout-rules §3.13): the view takes the
/// proposal where it is specified; an unspecified dimension takes the content's size for the
/// same proposal. The content is proposed the position view's whole size and placed with its
/// centre at `(x, y)` in the position view's own space (from its top-leading corner). The
/// content's spacing preferences are dropped: in a stack it is an ordinary view.
public struct Position: ViewModifierLayout, TraitWritingLayout {
    public var kind: String { "position" }
    public var x: Double
    public var y: Double

    /// `.position(x:y:)`; SwiftUI's defaults are 0 for both.
    public init(x: Double = 0, y: Double = 0) {
        self.x = x
        self.y = y
    }

    public func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        if let width = proposal.width, let height = proposal.height { return Size(width: width, height: height) }
        let content = subviews[0].sizeThatFits(proposal)
        return Size(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        subviews[0].place(
            at: Point(x: bounds.minX + x, y: bounds.minY + y), anchor: .center, proposal: ProposedViewSize(bounds.size))
    }

    public func spacing(subviews: LayoutSubviews) -> ViewSpacing { .standard }
}
