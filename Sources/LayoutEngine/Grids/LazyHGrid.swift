import LayoutDrawCore

/// SwiftUI's `LazyHGrid(rows:alignment:spacing:)`, the transpose of `LazyVGrid` (layout-rules
/// §3.16): row heights come from the `GridItem`s alone (twice: for the proposed height, then
/// for the grid's own height when placing); cells fill columns top to bottom, each column as
/// wide as its widest cell (cells proposed `(nil, row)`), columns `spacing` (8) apart.
public struct LazyHGrid: ViewLayout {
    public var kind: String { "LazyHGrid" }
    public var rows: [GridItem]
    /// Aligns cells across their row (unless their item has an alignment) and the block of
    /// rows in the grid.
    public var alignment: VerticalAlignment
    /// Between columns; nil → 8.
    public var spacing: Double?

    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: Double? = nil) {
        self.rows = rows
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
        // Baseline alignments place the block of rows like `bottom`.
        LazyGridArrangement(
            growth: .horizontal, items: rows, spacing: spacing, blockFraction: alignment.defaultValue(height: 1),
            cellAlignment: Alignment(horizontal: .center, vertical: alignment), subviews: subviews)
    }
}
