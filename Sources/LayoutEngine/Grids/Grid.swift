import LayoutDrawCore

/// SwiftUI's `Grid(alignment:horizontalSpacing:verticalSpacing:)` (iOS 16) with `GridRow`s and
/// the cell traits `gridCellColumns`, `gridColumnAlignment`, `gridCellUnsizedAxes` and
/// `gridCellAnchor`.
///
/// Rule. The grid's columns are those of its longest row (a cell counts for its
/// `gridCellColumns`); a child that is not a `GridRow` is a row of one cell spanning every
/// column. Columns and rows share the proposal as a stack shares it among its children
/// (Apple: "A grid and its rows behave something like a collection of HStack instances wrapped
/// in a VStack. However, the grid handles row and column creation as a single operation"):
/// 1. Widths. Proposed a width w, the width left after the spacing (8 unless set) is offered
///    to the columns in order of flexibility, least flexible first, each an equal share of what
///    remains; a column takes the widest of its one-column cells proposed that share (and no
///    height). A column's flexibility is how much wider its cells get from a proposal of 0 to
///    one of ∞. Proposed no width, each column is its widest cell's ideal width.
/// 2. Spanning cells (more than one column) are then proposed their columns' width plus what
///    the grid has left of w (nothing left: their ideal width without w); when one needs more
///    than its columns have, the excess is shared equally among them. So a flexible view outside
///    a `GridRow` — a `Divider`, a `Color` — makes the grid as wide as it is offered.
/// 3. Heights, likewise, with each cell proposed its columns' width: rows share the proposed
///    height in order of flexibility, or take their tallest cell's ideal height.
/// 4. A cell with `gridCellUnsizedAxes` takes no part in steps 1–3 along those axes.
/// The grid is its columns and rows with the spacing between them. Each cell is proposed its
/// slot (its columns' width and its row's height) and placed in it: by its `gridCellAnchor`
/// (the cell's anchor point on the slot's), else horizontally by its column's
/// `gridColumnAlignment` (the first cell of the column that sets one) or the grid's alignment,
/// and vertically by its row's alignment or the grid's — in the slot for the standard guides;
/// for text baselines and custom guides the row's cells line their guides up with each other,
/// as in an `HStack`, and the row is as tall as that needs.
///
/// Evidence: Apple's documentation of `Grid` (the quote above; a view outside a `GridRow`
/// spans the grid) and of the cell modifiers (see their types); WWDC22 "Compose custom layouts
/// with SwiftUI": in the leaderboard `Grid`, the flexible `ProgressView` column takes the width
/// the text columns leave, `gridColumnAlignment(.trailing)` aligns a whole column, and a
/// `Divider` between the rows spans the grid; Apple's `gridCellUnsizedAxes(_:)`: such a
/// `Divider` "takes as much space" as offered unless the modifier stops it from sizing its
/// row. swiftui-lab.com, "Eager Grids" (2022), describes the same behaviours. Where these do not
/// say (how excess width of a spanning cell is shared, the order of columns of equal
/// flexibility), layoutdraw shares equally and keeps source order.
///
/// Checked against the union rule of stacks (issue 14): a row that lines its cells up by text
/// baselines or a custom guide is as tall as the union of its aligned cells (the furthest above
/// the guide plus the furthest below); otherwise a cell is aligned in its slot, which its
/// column's widest and its row's tallest cell size, so a cell whose standard guide is moved by
/// `alignmentGuide` moves within its slot and may hang outside it without growing the grid.
/// Apple says the grid "applies alignment and spacing to cells, rather than first to rows and
/// then to a column"; no measurement of a moved guide in a `Grid` is published, so this is
/// left as it is.
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
        let widths = table.columnWidths(for: proposal.width)
        let heights = table.rowHeights(for: proposal.height, columnWidths: widths)
        return Size(width: table.length(widths, spacing: table.columnSpacing), height: table.length(heights, spacing: table.rowSpacing))
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        let table = Table(grid: self, subviews: subviews)
        let widths = table.columnWidths(for: proposal.width)
        let heights = table.rowHeights(for: proposal.height, columnWidths: widths)
        let columnX = table.offsets(widths, spacing: table.columnSpacing)
        let rowY = table.offsets(heights, spacing: table.rowSpacing)
        let columnAlignments = table.columnAlignments()
        let rowGuides = heights.indices.map { table.rowGuide($0, columnWidths: widths, heights: heights) }
        for cell in table.cells {
            let subview = subviews[cell.subview]
            let slot = Rect(
                x: bounds.minX + columnX[cell.column], y: bounds.minY + rowY[cell.row],
                width: table.spannedWidth(cell, widths), height: heights[cell.row])
            let slotProposal = ProposedViewSize(slot.size)
            if let anchor = subview.trait(GridCellAnchor.self)?.anchor {
                subview.place(at: slot.origin + anchor.point(in: slot.size), anchor: anchor, proposal: slotProposal)
                continue
            }
            let horizontal = (cell.span == 1 ? columnAlignments[cell.column] : nil) ?? alignment.horizontal
            let vertical = table.rowAlignment(cell.row)
            let d = subview.dimensions(in: slotProposal)
            let x = slot.minX + subview.defaultValue(of: horizontal, in: BareDimensions(slot.size)) - d[horizontal]
            let y: Double
            if let rowGuide = rowGuides[cell.row] {
                y = slot.minY + rowGuide - d[vertical]
            } else {
                y = slot.minY + vertical.defaultValue(height: slot.height) - d[vertical]
            }
            subview.place(at: Point(x: x, y: y), proposal: slotProposal)
        }
    }

    /// The rows and their cells, and the sizing of columns and rows.
    struct Table {
        struct Cell {
            /// The cell's position among the grid's subviews.
            var subview: Int
            var row: Int
            var column: Int
            /// How many columns it occupies.
            var span: Int
            /// `gridCellUnsizedAxes`.
            var unsized: Set<Axis>
        }

        /// The most columns one cell spans (a guard against absurd inputs: the columns are arrays).
        static let maximumSpan = 10_000

        let grid: Grid
        let subviews: LayoutSubviews
        private(set) var cells: [Cell] = []
        /// The positions in `cells` of each row's cells.
        private(set) var cellsOfRow: [[Int]] = []
        /// Each row's alignment from its `GridRow` (nil: the grid's, or a spanning row).
        private(set) var rowAlignments: [VerticalAlignment?] = []
        private(set) var columnCount = 0
        let columnSpacing: Double
        let rowSpacing: Double

        init(grid: Grid, subviews: LayoutSubviews) {
            self.grid = grid
            self.subviews = subviews
            columnSpacing = grid.horizontalSpacing ?? 8
            rowSpacing = grid.verticalSpacing ?? 8
            var next = 0
            var spanningRows: [Int] = []
            func addSpanningRow() {
                spanningRows.append(cells.count)
                cells.append(Cell(subview: next, row: rowAlignments.count, column: 0, span: 0, unsized: unsizedAxes(next)))
                rowAlignments.append(nil)
                next += 1
            }
            for row in grid.rows where next < subviews.count {
                switch row {
                case .cells(let count, let rowAlignment):
                    var column = 0
                    for index in next..<min(next + max(0, count), subviews.count) {
                        let span = min(max(1, subviews[index].trait(GridCellColumns.self)?.count ?? 1), Self.maximumSpan)
                        cells.append(Cell(subview: index, row: rowAlignments.count, column: column, span: span, unsized: unsizedAxes(index)))
                        column += span
                    }
                    columnCount = max(columnCount, column)
                    next = min(next + max(0, count), subviews.count)
                    rowAlignments.append(rowAlignment)
                case .spanning:
                    addSpanningRow()
                }
            }
            // Subviews the row list does not account for each span the grid.
            while next < subviews.count { addSpanningRow() }
            columnCount = max(columnCount, 1)
            for index in spanningRows { cells[index].span = columnCount }
            cellsOfRow = Array(repeating: [], count: rowAlignments.count)
            for (position, cell) in cells.enumerated() { cellsOfRow[cell.row].append(position) }
        }

        private func unsizedAxes(_ index: Int) -> Set<Axis> {
            subviews[index].trait(GridCellUnsizedAxes.self)?.axes ?? []
        }

        var rowCount: Int { rowAlignments.count }

        /// The total of `lengths` with `spacing` between them.
        func length(_ lengths: [Double], spacing: Double) -> Double {
            lengths.reduce(0, +) + spacing * Double(max(lengths.count - 1, 0))
        }

        /// Where each length starts, from 0.
        func offsets(_ lengths: [Double], spacing: Double) -> [Double] {
            var position = 0.0
            return lengths.map { length in
                defer { position += length + spacing }
                return position
            }
        }

        /// The width of the columns `cell` occupies, with the spacing between them.
        func spannedWidth(_ cell: Cell, _ widths: [Double]) -> Double {
            let columns = cell.column..<min(cell.column + cell.span, widths.count)
            return columns.reduce(0) { $0 + widths[$1] } + columnSpacing * Double(max(columns.count - 1, 0))
        }

        private func width(_ cell: Cell, proposed: Double?) -> Double {
            subviews[cell.subview].sizeThatFits(ProposedViewSize(width: proposed, height: nil)).width
        }

        /// Steps 1 and 2: the columns' widths for a proposed width.
        func columnWidths(for proposed: Double?) -> [Double] {
            var widths = [Double](repeating: 0, count: columnCount)
            let sizing = cells.filter { $0.span == 1 && !$0.unsized.contains(.horizontal) }
            if let proposed {
                var minimum = widths, maximum = widths
                for cell in sizing {
                    minimum[cell.column] = max(minimum[cell.column], width(cell, proposed: 0))
                    maximum[cell.column] = max(maximum[cell.column], width(cell, proposed: .infinity))
                }
                let order = widths.indices.sorted { a, b in
                    let x = maximum[a] - minimum[a], y = maximum[b] - minimum[b]
                    return x != y ? x < y : a < b
                }
                var cellsOfColumn = [[Cell]](repeating: [], count: columnCount)
                for cell in sizing { cellsOfColumn[cell.column].append(cell) }
                var remaining = proposed - columnSpacing * Double(columnCount - 1)
                var left = Double(columnCount)
                for column in order {
                    let offer = max(remaining / left, 0)
                    widths[column] = cellsOfColumn[column].map { width($0, proposed: offer) }.max() ?? 0
                    remaining -= widths[column]
                    left -= 1
                }
            } else {
                for cell in sizing { widths[cell.column] = max(widths[cell.column], width(cell, proposed: nil)) }
            }
            for cell in cells where cell.span > 1 && !cell.unsized.contains(.horizontal) {
                let spanned = spannedWidth(cell, widths)
                let proposal = proposed.map { spanned + max(0, $0 - length(widths, spacing: columnSpacing)) }
                let needed = width(cell, proposed: proposal)
                guard needed > spanned else { continue }
                let columns = cell.column..<min(cell.column + cell.span, columnCount)
                for column in columns { widths[column] += (needed - spanned) / Double(columns.count) }
            }
            return widths
        }

        /// The sizes of row `row`'s cells that size it, proposed their widths and `height`.
        private func rowCells(_ row: Int) -> [Cell] {
            cellsOfRow[row].map { cells[$0] }.filter { !$0.unsized.contains(.vertical) }
        }

        /// The row's alignment: its `GridRow`'s, else the grid's.
        func rowAlignment(_ row: Int) -> VerticalAlignment {
            rowAlignments[row] ?? grid.alignment.vertical
        }

        /// Whether the row's cells line up their guides with each other (text baselines and
        /// custom guides) rather than each in its slot.
        private func alignsCellsTogether(_ row: Int) -> Bool {
            switch rowAlignment(row) {
            case .firstTextBaseline, .lastTextBaseline, .custom: true
            default: false
            }
        }

        /// The height row `row` needs when its cells are proposed `height`.
        private func height(ofRow row: Int, proposed height: Double?, columnWidths widths: [Double]) -> Double {
            let dimensions = rowCells(row).map {
                subviews[$0.subview].dimensions(in: ProposedViewSize(width: spannedWidth($0, widths), height: height))
            }
            let tallest = dimensions.map(\.height).max() ?? 0
            guard alignsCellsTogether(row), !dimensions.isEmpty else { return tallest }
            let guide = rowAlignment(row)
            let above = dimensions.map { $0[guide] }.max() ?? 0
            let below = dimensions.map { $0.height - $0[guide] }.max() ?? 0
            return max(tallest, above + below)
        }

        /// Step 3: the rows' heights for a proposed height.
        func rowHeights(for proposed: Double?, columnWidths widths: [Double]) -> [Double] {
            var heights = [Double](repeating: 0, count: rowCount)
            guard let proposed else {
                return heights.indices.map { height(ofRow: $0, proposed: nil, columnWidths: widths) }
            }
            let minimum = heights.indices.map { height(ofRow: $0, proposed: 0, columnWidths: widths) }
            let maximum = heights.indices.map { height(ofRow: $0, proposed: .infinity, columnWidths: widths) }
            let order = heights.indices.sorted { a, b in
                let x = maximum[a] - minimum[a], y = maximum[b] - minimum[b]
                return x != y ? x < y : a < b
            }
            var remaining = proposed - rowSpacing * Double(max(rowCount - 1, 0))
            var left = Double(rowCount)
            for row in order {
                heights[row] = height(ofRow: row, proposed: max(remaining / left, 0), columnWidths: widths)
                remaining -= heights[row]
                left -= 1
            }
            return heights
        }

        /// Where a row that lines its cells up has their guide, from its top; nil for a row
        /// whose cells align in their slots.
        func rowGuide(_ row: Int, columnWidths widths: [Double], heights: [Double]) -> Double? {
            guard alignsCellsTogether(row) else { return nil }
            let guide = rowAlignment(row)
            return cellsOfRow[row].map { cells[$0] }.map { cell in
                subviews[cell.subview].dimensions(in: ProposedViewSize(width: spannedWidth(cell, widths), height: heights[row]))[guide]
            }.max() ?? 0
        }

        /// Each column's `gridColumnAlignment`: the first one-column cell of the column that
        /// sets one.
        func columnAlignments() -> [HorizontalAlignment?] {
            var alignments = [HorizontalAlignment?](repeating: nil, count: columnCount)
            for cell in cells where cell.span == 1 && alignments[cell.column] == nil {
                alignments[cell.column] = subviews[cell.subview].trait(GridColumnAlignment.self)?.alignment
            }
            return alignments
        }
    }
}
