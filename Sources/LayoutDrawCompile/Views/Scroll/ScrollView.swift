import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Views {
    /// `ScrollView: [views]` or `{axes: vertical | horizontal | [horizontal, vertical], content}`.
    /// Several content views get an implicit `VStack` (`HStack` when scrolling horizontally only).
    enum ScrollViewMapping: ViewMapping {
        static let names = ["ScrollView"]
        static let positional = ["axes", "content"]

        static func compile(_ input: ViewInput) -> Chain? {
            let d = input.session
            guard let (fields, content) = containerArgument(input, parameters: ["axes", "showsIndicators"]) else { return nil }
            var axes: Set<Axis> = [.vertical]
            var valid = true
            if let field = fields["axes"] {
                if let parsed = scrollAxes(field.value, keyLocation: field.key, input) { axes = parsed } else { valid = false }
            }
            if let field = fields["showsIndicators"], d.bool(field.value, for: "showsIndicators", keyLocation: field.key, input.context) == nil {
                valid = false
            }
            let children = d.views(content, input.context)
            guard valid else { return nil }
            var subviews = children
            if children.count > 1 {
                let stack: any ViewLayout = axes == [.horizontal] ? HStack() : VStack()
                subviews = [ViewNode(stack, subviews: children, source: content.map { d.location($0) } ?? input.location)]
            }
            return Chain(
                [ViewNode(ScrollView(axes: axes), subviews: subviews, source: input.location)],
                shape: .notShape("'ScrollView' is not a shape"))
        }
    }
}
