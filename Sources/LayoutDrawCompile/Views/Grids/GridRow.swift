import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Views {
    /// `GridRow: [cells]` or `{alignment, content}`.
    enum GridRowMapping: ViewMapping {
        static let names = ["GridRow"]
        static let positional = ["content"]

        static func compile(_ input: ViewInput) -> Chain? {
            let d = input.session
            guard let (fields, content) = containerArgument(input, parameters: ["alignment"]) else { return nil }
            var alignment: VerticalAlignment?
            if fields["alignment"] != nil {
                guard let a = verticalAlignment(fields["alignment"], input) else { return nil }
                alignment = a
            }
            let cells = d.views(content, input.context)
            return Chain([ViewNode(GridRow(alignment: alignment), subviews: cells, source: input.location)], shape: .notShape("'GridRow' is not a shape"))
        }
    }
}
