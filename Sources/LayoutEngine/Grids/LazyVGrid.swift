import LayoutDrawCore

/// SwiftUI's `LazyVGrid(columns:alignment:spacing:)`. Rule (layout-rules §3.16): column widths
/// come from the `GridItem`s alone — computed once for the proposed width (which gives the
/// grid's width) and again for that width when placing, so columns may overflow; cells fill
/// rows left to right, each row as tall as its tallest cell (cells proposed `(column, nil)`),
/// rows `spacing` (8) apart; each cell is then proposed its slot and aligned in it.
public struct LazyVGrid: ViewLayout {
    public var kind: String { "LazyVGrid" }
    public var columns: [GridItem]
    /// Aligns cells across their column (unless their item has an alignment) and the block of
    /// columns in the grid.
    public var alignment: HorizontalAlignment
    /// Between rows; nil → 8.
    public var spacing: Double?

    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: Double? = nil) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
    }

    public func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        arrangement(subviews).size(for: proposal)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        arrangement(subviews).place(in: bounds)
    }

    private func arrangement(_ subviews: LayoutSubviews) -> LazyGridArrangement {
        LazyGridArrangement(
            growth: .vertical, items: columns, spacing: spacing, blockFraction: alignment.defaultValue(width: 1),
            cellAlignment: Alignment(horizontal: alignment, vertical: .center), subviews: subviews)
    }
}
