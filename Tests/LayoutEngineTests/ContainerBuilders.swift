import LayoutDrawCore
import LayoutEngine

// Builders for the scrolling, grid and lazy containers, `Image` and `Button`, reading like the
// SwiftUI they stand for (see Support.swift for the others).

/// `ScrollView(axes) { content }`.
func scrollView(_ axes: Set<Axis> = [.vertical], id: String? = nil, _ content: ViewNode) -> ViewNode {
    ViewNode(ScrollView(axes: axes), subviews: [content], id: id)
}

/// `LazyVGrid(columns:alignment:spacing:) { cells }`.
func lazyVGrid(
    _ columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: Double? = nil, id: String? = nil,
    _ cells: [ViewNode]
) -> ViewNode {
    ViewNode(LazyVGrid(columns: columns, alignment: alignment, spacing: spacing), subviews: cells, id: id)
}

/// `LazyHGrid(rows:alignment:spacing:) { cells }`.
func lazyHGrid(
    _ rows: [GridItem], alignment: VerticalAlignment = .center, spacing: Double? = nil, id: String? = nil,
    _ cells: [ViewNode]
) -> ViewNode {
    ViewNode(LazyHGrid(rows: rows, alignment: alignment, spacing: spacing), subviews: cells, id: id)
}

/// `Array(repeating: GridItem(size), count: count)`.
func items(_ count: Int, _ size: GridItem.Size) -> [GridItem] {
    Array(repeating: GridItem(size), count: count)
}

func lazyVStack(alignment: HorizontalAlignment = .center, spacing: Double? = nil, id: String? = nil, _ children: [ViewNode]) -> ViewNode {
    ViewNode(LazyVStack(alignment: alignment, spacing: spacing), subviews: children, id: id)
}

func lazyHStack(alignment: VerticalAlignment = .center, spacing: Double? = nil, id: String? = nil, _ children: [ViewNode]) -> ViewNode {
    ViewNode(LazyHStack(alignment: alignment, spacing: spacing), subviews: children, id: id)
}

/// `Grid { rows }`: each inner list is a `GridRow`, a lone view spans the grid.
enum GridChild {
    case row([ViewNode], alignment: VerticalAlignment? = nil)
    case spanning(ViewNode)
}

func grid(
    alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil, id: String? = nil,
    _ children: [GridChild]
) -> ViewNode {
    var rows: [Grid.Row] = []
    var cells: [ViewNode] = []
    for child in children {
        switch child {
        case .row(let views, let rowAlignment):
            rows.append(.cells(count: views.count, alignment: rowAlignment))
            cells += views
        case .spanning(let view):
            rows.append(.spanning)
            cells.append(view)
        }
    }
    return ViewNode(
        Grid(rows: rows, alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing),
        subviews: cells, id: id)
}

/// An `Image` of a file whose natural size is `width × height`.
func image(_ width: Double, _ height: Double, resizable: Bool = false, id: String? = nil) -> ViewNode {
    ViewNode(Image(path: "/images/photo.png", naturalSize: Size(width: width, height: height), isResizable: resizable), id: id)
}

/// `Button { label }`.
func button(id: String? = nil, _ label: ViewNode) -> ViewNode {
    ViewNode(Button(), subviews: [label], id: id)
}
