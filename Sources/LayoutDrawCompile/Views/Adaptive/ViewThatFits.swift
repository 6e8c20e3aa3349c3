import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Views {
    /// `ViewThatFits: [views]` or `{in: horizontal, content: [views]}`; Swift
    /// `ViewThatFits(in: .horizontal) { … }` (both axes when `in` is left out; `[]` for none).
    enum ViewThatFitsMapping: ViewMapping {
        static let names = ["ViewThatFits"]
        static let positional = ["content"]

        static func compile(_ input: ViewInput) -> Chain? {
            let d = input.session
            guard let (fields, content) = containerArgument(input, parameters: ["in"]) else { return nil }
            var axes: Set<Axis> = [.horizontal, .vertical]
            if let field = fields["in"] {
                guard let parsed = d.axisSet(field.value, for: "in", keyLocation: field.key, input.context) else { return nil }
                axes = parsed
            }
            let children = d.views(content, input.context)
            return Chain(
                [ViewNode(ViewThatFits(in: axes), subviews: children, source: input.location)],
                shape: .notShape("'ViewThatFits' is not a shape"))
        }
    }
}
