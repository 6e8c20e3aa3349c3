import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Views {
    /// `LabeledContent("Version", value: "1.0")`, `LabeledContent("Name") { Text(name) }`,
    /// `LabeledContent { content } label: { label }`; YAML `LabeledContent: {title: Version,
    /// value: '1.0'}` or `{title: Name, content: VIEW}` / `{label: VIEW, content: VIEW}`. A value
    /// is a string or a number (drawn as Swift prints it); the content is drawn in the secondary
    /// colour.
    enum LabeledContentMapping: ViewMapping {
        static let names = ["LabeledContent"]
        static let positional = ["title", "content"]

        static func compile(_ input: ViewInput) -> Chain? {
            let d = input.session
            guard let value = input.value, case .record = value,
                var fields = d.parameters(value, of: "LabeledContent", allowed: ["title", "value", "content", "label", "format"], keyLocation: input.location)
            else {
                d.error(
                    "'LabeledContent' needs a label and a value: LabeledContent(\"Version\", value: \"1.0\"), or LabeledContent: {title: Version, value: '1.0'}",
                    at: d.location(of: input.value, key: input.location))
                return nil
            }
            if let format = fields["format"] {
                d.error("'format' is not supported yet: write the value as a string", at: format.key)
                return nil
            }
            // `LabeledContent { content } label: { label }`: the content closure arrives as `title`.
            if fields["label"] != nil { fields.takeTrailingClosureAsContent() }
            guard let labelField = fields["title"] ?? fields["label"] else {
                d.error("'LabeledContent' needs a label: a title string, or 'label'", at: d.location(value))
                return nil
            }
            let label = stringOrView(labelField, input)
            var content: ViewNode?
            if let field = fields["value"] {
                if fields["content"] != nil {
                    d.error("'LabeledContent' takes a value or content, not both", at: field.key)
                    return nil
                }
                content = valueText(field, input)
            } else if let field = fields["content"] {
                content = d.singleView(field.value, input.context) { views, at in ViewNode(HStack(), subviews: views, source: at) }
            } else {
                d.error("'LabeledContent' needs 'value' or content: LabeledContent(\"Version\", value: \"1.0\")", at: d.location(value))
                return nil
            }
            guard let label, let content else { return nil }
            let node = ViewNode(
                LabeledContent(),
                subviews: [label, ViewNode(Spacer(), source: input.location), content.modified(by: LabeledContentValueStyle())],
                source: input.location)
            return Chain([node], shape: .notShape("'LabeledContent' is not a shape"))
        }
    }
}
