import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Views {
    /// `GroupBox { content }`, `GroupBox("Title") { content }`, `GroupBox(label: Label(…)) {
    /// content }`, `GroupBox { content } label: { label }`; YAML `GroupBox: [views]`, `GroupBox:
    /// {title: Today, content: […]}` or `{label: VIEW, content: […]}`.
    enum GroupBoxMapping: ViewMapping {
        static let names = ["GroupBox"]
        static let positional = ["title", "content"]

        static func compile(_ input: ViewInput) -> Chain? {
            let d = input.session
            var label: ViewNode?
            var content: ValueSyntax?
            if let value = input.value, !value.isNull {
                if case .record = value {
                    guard var fields = d.parameters(value, of: "GroupBox", allowed: ["title", "label", "content"], keyLocation: input.location)
                    else { return nil }
                    if let title = fields["title"], case .closure = title.value, fields["content"] == nil {
                        fields.append(Field(name: "content", key: title.key, value: title.value))
                        var rest = Parameters()
                        for (name, field) in fields where name != "title" { rest.append(field) }
                        fields = rest
                    }
                    if fields["title"] != nil, let written = fields["label"] {
                        d.error("'GroupBox' takes a title or a label, not both", at: written.key)
                        return nil
                    }
                    if let field = fields["title"] ?? fields["label"] {
                        guard let made = stringOrView(field, input) else { return nil }
                        label = made
                    }
                    content = fields["content"]?.value
                } else {
                    content = value
                }
            }
            let views = d.views(content, input.context)
            let styledLabel = label.map { $0.modified(by: GroupBoxLabelStyle()) }
            let node = ViewNode(GroupBox(hasLabel: label != nil), subviews: (styledLabel.map { [$0] } ?? []) + views, source: input.location)
            return Chain([node], shape: .notShape("'GroupBox' is not a shape"))
        }
    }
}
