import LayoutDrawCore
import LayoutDrawFrames

/// `canvas.layoutTree`: the layout tree as a panel of rows, one per node, indented by depth,
/// each reading `kind #id   proposed → size` (`frame   nil × 176.0   →   70.0 × 80.0`). Rows of
/// annotated nodes take the annotation's colour; unspecified proposals read `nil`.
struct LayoutTreePanel {
    let tree: FrameTree
    let style: HouseStyle
    let textMeasurer: any TextMeasuring
    /// The colour of each annotated node's row.
    let rowColors: [Int: RGBA]

    /// One row's texts.
    struct Row {
        var node: Int?
        var depth: Int
        var name: String
        var proposal: String
        var size: String
    }

    /// Indentation per level of depth.
    let indent = 12.0
    let padding = 10.0
    let columnGap = 14.0

    /// The rows, header first.
    func rows() -> [Row] {
        var rows = [Row(node: nil, depth: 0, name: "view", proposal: "proposed", size: "size")]
        var depths: [Int] = Array(repeating: 0, count: tree.nodes.count)
        for node in tree.nodes {
            let depth = node.parent.map { depths[$0] + 1 } ?? 0
            depths[node.index] = depth
            rows.append(
                Row(
                    node: node.index, depth: depth, name: node.kind + (node.id.map { " #\($0)" } ?? ""),
                    proposal: ReadoutFormat.proposal(node.proposal), size: ReadoutFormat.size(node.frame.size)))
        }
        return rows
    }

    /// The panel's items with its top-leading corner at `origin`, and its size.
    func draw(at origin: Point) -> (items: [DiagramItem], size: Size) {
        let scheme = tree.canvas.colorScheme
        let rows = rows()
        func measure(_ text: String) -> Size { textMeasurer.measure(TextRequest(string: text, font: style.panelFont)).size }
        let arrow = "→"
        let arrowWidth = measure(arrow).width
        var nameWidth = 0.0, proposalWidth = 0.0, sizeWidth = 0.0, lineHeight = 0.0
        var measured: [(Size, Size, Size)] = []
        for row in rows {
            let n = measure(row.name), p = measure(row.proposal), s = measure(row.size)
            measured.append((n, p, s))
            nameWidth = max(nameWidth, Double(row.depth) * indent + n.width)
            proposalWidth = max(proposalWidth, p.width)
            sizeWidth = max(sizeWidth, s.width)
            lineHeight = max(lineHeight, n.height, p.height, s.height)
        }
        let rowHeight = lineHeight + 3
        let proposalEnd = padding + nameWidth + columnGap + proposalWidth
        let arrowX = proposalEnd + columnGap / 2
        let sizeEnd = arrowX + arrowWidth + columnGap / 2 + sizeWidth
        let size = Size(width: sizeEnd + padding, height: 2 * padding + Double(rows.count) * rowHeight + 4)

        var items: [DiagramItem] = []
        let panel = Rect(origin: origin, size: size)
        items.append(DiagramItem(.fill(panel, color: style.panelBackground.resolved(in: scheme), cornerRadius: 6), role: .layoutTree(node: nil)))
        items.append(DiagramItem(.outline(panel, color: style.panelBorder.resolved(in: scheme), lineWidth: style.lineWidth, dash: []), role: .layoutTree(node: nil)))
        var y = origin.y + padding
        for (row, (n, p, s)) in zip(rows, measured) {
            let isHeader = row.node == nil
            let color =
                isHeader
                ? style.panelSecondaryText.resolved(in: scheme)
                : row.node.flatMap { rowColors[$0] } ?? style.panelText.resolved(in: scheme)
            let role = DiagramItem.Role.layoutTree(node: row.node)
            func text(_ string: String, x: Double, size: Size) {
                items.append(
                    DiagramItem(
                        .text(TextRequest(string: string, font: style.panelFont), frame: Rect(x: x, y: y, width: size.width, height: size.height), color: color),
                        role: role))
            }
            text(row.name, x: origin.x + padding + Double(row.depth) * indent, size: n)
            text(row.proposal, x: origin.x + proposalEnd - p.width, size: p)
            if !isHeader { text(arrow, x: origin.x + arrowX, size: Size(width: arrowWidth, height: n.height)) }
            text(row.size, x: origin.x + sizeEnd - s.width, size: s)
            y += rowHeight
            if isHeader {
                let rule = origin.y + padding + rowHeight + 1
                items.append(
                    DiagramItem(
                        .line(
                            from: Point(x: origin.x + padding, y: rule), to: Point(x: origin.x + size.width - padding, y: rule),
                            color: style.panelBorder.resolved(in: scheme), lineWidth: style.lineWidth / 2, dash: []),
                        role: role))
                y += 4
            }
        }
        return (items, size)
    }
}
