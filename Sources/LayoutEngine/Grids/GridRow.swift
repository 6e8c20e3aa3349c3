import LayoutDrawCore

/// SwiftUI's `GridRow(alignment:)`. Inside a `Grid` it is only a grouping: the scene decoder
/// hands its cells to the grid (`Grid.Row.cells`) and no `GridRow` node remains. Outside a
/// grid (where SwiftUI documents nothing) it lays its cells out in a row like
/// `HStack(alignment:)` (layout-rules §3.2).
public struct GridRow: ViewLayout, StackAxisLayout {
    public var kind: String { "GridRow" }
    /// The cells' vertical alignment; nil uses the grid's.
    public var alignment: VerticalAlignment?

    public init(alignment: VerticalAlignment? = nil) {
        self.alignment = alignment
    }

    public func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        row.sizeThatFits(proposal, subviews: subviews, context: context)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        row.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, context: context)
    }

    public func stackAxis(forSubview index: Int, inherited: Axis?) -> Axis? { .horizontal }

    private var row: HStack { HStack(alignment: alignment ?? .center) }
}
