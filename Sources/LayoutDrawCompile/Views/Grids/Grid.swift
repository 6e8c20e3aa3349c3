import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Views {
    /// `Grid: [rows]` or `{alignment, horizontalSpacing, verticalSpacing, content}`. Each
    /// `GridRow` child becomes a row of cells; any other child spans all columns.
    enum GridMapping: ViewMapping {
        static let names = ["Grid"]
        static let positional = ["content"]

        static func compile(_ input: ViewInput) -> Chain? {
            let d = input.session
            guard let (fields, content) = containerArgument(input, parameters: ["alignment", "horizontalSpacing", "verticalSpacing"])
            else { return nil }
            var valid = true
            let horizontal = optionalNumber(fields["horizontalSpacing"], input, valid: &valid)
            let vertical = optionalNumber(fields["verticalSpacing"], input, valid: &valid)
            var alignment = Alignment.center
            if let field = fields["alignment"] {
                if let a = d.alignment(field.value.nonNull, for: "alignment", keyLocation: field.key, input.context) { alignment = a } else { valid = false }
            }
            var rows: [Grid.Row] = []
            var cells: [ViewNode] = []
            for child in d.views(content, input.context) {
                if let row = child.view as? GridRow {
                    if let id = child.id, let source = child.source {
                        d.warning("the id '\(id)' of a GridRow inside a Grid is not kept: the grid lays out the row's cells itself", at: source, input.context)
                    }
                    rows.append(.cells(count: child.subviews.count, alignment: row.alignment))
                    cells += child.subviews
                } else {
                    rows.append(.spanning)
                    cells.append(child)
                }
            }
            guard valid else { return nil }
            let layout = Grid(rows: rows, alignment: alignment, horizontalSpacing: horizontal, verticalSpacing: vertical)
            return Chain([ViewNode(layout, subviews: cells, source: input.location)], shape: .notShape("'Grid' is not a shape"))
        }
    }
}
