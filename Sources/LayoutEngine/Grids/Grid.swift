import LayoutDrawCore

/// SwiftUI's `Grid(alignment:horizontalSpacing:verticalSpacing:)` (iOS 16), kept simple:
/// every column is as wide as its widest cell and every row as tall as its tallest (cells
/// asked for their ideal size), `horizontalSpacing`/`verticalSpacing` (8) apart; a child that
/// is not a `GridRow` is a row spanning all columns (proposed the grid's width). Each cell is
/// then proposed its slot and aligned in it by the grid's alignment (a row's own vertical
/// alignment wins). Unlike SwiftUI, the proposal is not shared among flexible columns: the grid
/// is always its ideal size. Its subviews are the cells, row after row (`rows` says how many
/// each row has); a `GridRow` itself leaves no node.
public struct Grid: ViewLayout {
    /// One row of the grid: the next `count` subviews as cells, or the next subview alone
    /// spanning all columns.
    public enum Row: Hashable, Sendable {
        case cells(count: Int, alignment: VerticalAlignment?)
        case spanning
    }

    public var kind: String { "Grid" }
    public var rows: [Row]
    public var alignment: Alignment
    public var horizontalSpacing: Double?
    public var verticalSpacing: Double?

    public init(rows: [Row], alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil) {
        self.rows = rows
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    public func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        let table = Table(grid: self, subviews: subviews)
        return Size(width: table.width, height: table.height)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        let table = Table(grid: self, subviews: subviews)
        var y = bounds.minY
        for (rowIndex, row) in table.rows.enumerated() {
            let height = table.rowHeights[rowIndex]
            switch row.kind {
            case .cells(_, let rowAlignment):
                let cellAlignment = Alignment(horizontal: alignment.horizontal, vertical: rowAlignment ?? alignment.vertical)
                var x = bounds.minX
                for (column, index) in row.subviews.enumerated() {
                    let width = table.columnWidths[column]
                    Self.place(subviews[index], in: Rect(x: x, y: y, width: width, height: height), alignment: cellAlignment)
                    x += width + table.columnSpacing
                }
            case .spanning:
                for index in row.subviews {
                    Self.place(subviews[index], in: Rect(x: bounds.minX, y: y, width: table.width, height: height), alignment: alignment)
                }
            }
            y += height + table.rowSpacing
        }
    }

    /// Proposes `slot`'s size to `view` and aligns it in the slot.
    static func place(_ view: LayoutSubview, in slot: Rect, alignment: Alignment) {
        let proposal = ProposedViewSize(slot.size)
        let d = view.dimensions(in: proposal)
        view.place(
            at: Point(
                x: slot.minX + alignment.horizontal.defaultValue(width: slot.width) - d[alignment.horizontal],
                y: slot.minY + alignment.vertical.defaultValue(height: slot.height) - d[alignment.vertical]),
            proposal: proposal)
    }

    /// The rows with their subviews, column widths and row heights.
    struct Table {
        struct RowSubviews {
            var kind: Row
            var subviews: Range<Int>
        }

        var rows: [RowSubviews] = []
        var columnWidths: [Double] = []
        var rowHeights: [Double] = []
        let columnSpacing: Double
        let rowSpacing: Double
        var width = 0.0
        var height = 0.0

        init(grid: Grid, subviews: LayoutSubviews) {
            columnSpacing = grid.horizontalSpacing ?? 8
            rowSpacing = grid.verticalSpacing ?? 8
            var next = 0
            for row in grid.rows where next < subviews.count {
                let count: Int
                if case .cells(let n, _) = row { count = max(0, n) } else { count = 1 }
                let end = min(next + count, subviews.count)
                rows.append(RowSubviews(kind: row, subviews: next..<end))
                next = end
            }
            // Subviews the row list does not account for each span the grid.
            while next < subviews.count {
                rows.append(RowSubviews(kind: .spanning, subviews: next..<next + 1))
                next += 1
            }
            var spanningWidth = 0.0
            for row in rows {
                for (column, index) in row.subviews.enumerated() {
                    let width = subviews[index].sizeThatFits(.unspecified).width
                    if case .spanning = row.kind {
                        spanningWidth = max(spanningWidth, width)
                        continue
                    }
                    if column == columnWidths.count { columnWidths.append(0) }
                    columnWidths[column] = max(columnWidths[column], width)
                }
            }
            let columnsWidth = columnWidths.reduce(0, +) + columnSpacing * Double(max(columnWidths.count - 1, 0))
            width = max(columnsWidth, spanningWidth)
            for row in rows {
                let proposal: ProposedViewSize
                if case .spanning = row.kind { proposal = ProposedViewSize(width: width, height: nil) } else { proposal = .unspecified }
                rowHeights.append(row.subviews.reduce(0.0) { max($0, subviews[$1].sizeThatFits(proposal).height) })
            }
            height = rowHeights.reduce(0, +) + rowSpacing * Double(max(rowHeights.count - 1, 0))
        }
    }
}
