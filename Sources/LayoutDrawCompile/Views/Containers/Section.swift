import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Views {
    /// `Section { rows }`, `Section("Header") { rows }`, `Section(header: Text("H"), footer:
    /// Text("F")) { rows }`, `Section { rows } header: { … } footer: { … }`; YAML `Section:
    /// [rows]`, `Section: {header: Fruits, footer: …, content: […]}` (a header or footer is a
    /// string, drawn as a `Text`, or a view).
    enum SectionMapping: ViewMapping {
        static let names = ["Section"]
        static let positional = ["title", "content"]

        static func compile(_ input: ViewInput) -> Chain? {
            section(input)
        }
    }

    /// `Section { rows }`, `Section("Header") { rows }`, `Section(header: Text("H"), footer:
    /// Text("F")) { rows }`, `Section { rows } header: { … } footer: { … }`; YAML `Section:
    /// [rows]`, `Section: {header: Fruits, footer: …, content: […]}` (a header or footer is a
    /// string, drawn as a `Text`, or a view).
    static func section(_ input: ViewInput) -> Chain? {
        let d = input.session
        var header: ViewNode?
        var footer: ViewNode?
        var content: ValueSyntax?
        if let value = input.value, !value.isNull {
            if case .record = value {
                guard var fields = d.parameters(value, of: "Section", allowed: ["title", "header", "footer", "content", "isExpanded"], keyLocation: input.location)
                else { return nil }
                // A trailing closure arrives as the first unlabelled argument, `title`, when the
                // section has no title: `Section { … } header: { … }`, `Section(header: …) { … }`.
                if let title = fields["title"], case .closure = title.value, fields["content"] == nil {
                    fields.append(Field(name: "content", key: title.key, value: title.value))
                    var rest = Parameters()
                    for (name, field) in fields where name != "title" { rest.append(field) }
                    fields = rest
                }
                if fields["title"] != nil, let written = fields["header"] {
                    d.error("'Section' takes a title or a header, not both", at: written.key)
                    return nil
                }
                var valid = true
                if let field = fields["title"] ?? fields["header"] {
                    header = stringOrView(field, input)
                    if header == nil { valid = false }
                }
                if let field = fields["footer"] {
                    footer = stringOrView(field, input)
                    if footer == nil { valid = false }
                }
                guard valid else { return nil }
                content = fields["content"]?.value
            } else {
                content = value
            }
        }
        let rows = d.views(content, input.context)
        let styledHeader = header.map { $0.modified(by: SectionHeaderStyle(isFooter: false)) }
        let styledFooter = footer.map { $0.modified(by: SectionHeaderStyle(isFooter: true)) }
        let section = ListSection(hasHeader: header != nil, hasFooter: footer != nil)
        let subviews = (styledHeader.map { [$0] } ?? []) + rows + (styledFooter.map { [$0] } ?? [])
        return Chain([ViewNode(section, subviews: subviews, source: input.location)], shape: .notShape("'Section' is not a shape"))
    }
}
