import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Views {
    /// `LazyVStack` / `LazyHStack`: a list of views, or `{alignment, spacing, content}`.
    enum LazyStackMapping: ViewMapping {
        static let names = ["LazyVStack", "LazyHStack"]
        static let positional = ["content"]

        static func compile(_ input: ViewInput) -> Chain? {
            let d = input.session
            guard let (fields, content) = containerArgument(input, parameters: ["alignment", "spacing", "pinnedViews"]) else { return nil }
            var valid = true
            let spacing = optionalNumber(fields["spacing"], input, valid: &valid)
            let layout: (any ViewLayout)?
            if input.name == "LazyVStack" {
                layout = horizontalAlignment(fields["alignment"], input).map { LazyVStack(alignment: $0, spacing: spacing) }
            } else {
                layout = verticalAlignment(fields["alignment"], input).map { LazyHStack(alignment: $0, spacing: spacing) }
            }
            let children = d.views(content, input.context)
            guard valid, let layout else { return nil }
            return Chain([ViewNode(layout, subviews: children, source: input.location)], shape: .notShape("'\(input.name)' is not a shape"))
        }
    }
}
