import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Views {
    /// `List { rows }`, `List(data) { element in row }`, `List(data, id: \.self) { … }`,
    /// `List(selection: $s) { … }`, `Form { … }`; YAML `List: [rows]`, `List: {content: […]}`,
    /// `List: {items: [a, b], content: …}` (the data forms of `ForEach`).
    ///
    /// The list's views become its rows: a `Section` is a section; views outside any section
    /// are grouped, each run of them, into a section of their own (SwiftUI shows rows outside a
    /// section on a card of their own). Each row is wrapped in a `ListRow`, which takes the
    /// row traits (`listRowInsets`, `listRowBackground`, `listRowSeparator`) off the view.
    enum FormMapping: ViewMapping {
        static let names = ["Form"]
        static let positional = ["content"]

        static func compile(_ input: ViewInput) -> Chain? {
            list(input)
        }
    }

    /// `List { rows }`, `List(data) { element in row }`, `List(data, id: \.self) { … }`,
    /// `List(selection: $s) { … }`, `Form { … }`; YAML `List: [rows]`, `List: {content: […]}`,
    /// `List: {items: [a, b], content: …}` (the data forms of `ForEach`).
    ///
    /// The list's views become its rows: a `Section` is a section; views outside any section
    /// are grouped, each run of them, into a section of their own (SwiftUI shows rows outside a
    /// section on a card of their own). Each row is wrapped in a `ListRow`, which takes the
    /// row traits (`listRowInsets`, `listRowBackground`, `listRowSeparator`) off the view.
    static func list(_ input: ViewInput) -> Chain? {
        let d = input.session
        let isForm = input.name == "Form"
        var rows: [ViewNode] = []
        if let value = input.value, !value.isNull {
            if case .record = value {
                let dataNames = ["data", "items", "count", "range"]
                let allowed = isForm ? ["content"] : ["content", "id", "selection", "rowContent", "children"] + dataNames
                guard var fields = d.parameters(value, of: input.name, allowed: allowed, keyLocation: input.location) else { return nil }
                if let children = fields["children"] {
                    d.error("'List(_:children:)' (an outline) is not supported yet: write the rows, or use Section", at: children.key)
                    return nil
                }
                if let rowContent = fields["rowContent"], fields["content"] == nil {
                    fields.append(Field(name: "content", key: rowContent.key, value: rowContent.value))
                }
                // `List(selection: $s) { rows }`: the trailing closure arrives as the first
                // unlabelled argument, `data`.
                if let data = fields["data"], case .closure = data.value, fields["content"] == nil {
                    fields.append(Field(name: "content", key: data.key, value: data.value))
                    var rest = Parameters()
                    for (name, field) in fields where name != "data" { rest.append(field) }
                    fields = rest
                }
                if dataNames.contains(where: { fields[$0] != nil }) {
                    // The data forms are `ForEach`'s.
                    var forEachFields: [ArgumentSyntax] = []
                    for (name, field) in fields where name != "selection" {
                        forEachFields.append(ArgumentSyntax(label: name, labelLocation: field.key, value: field.value))
                    }
                    let forEachInput = ViewInput(
                        call: input.call, value: .record(RecordSyntax(forEachFields, location: d.location(value))),
                        context: input.context, session: d)
                    guard let chain = forEach(forEachInput) else { return nil }
                    rows = chain.nodes
                } else {
                    rows = d.views(fields["content"]?.value, input.context)
                }
            } else {
                rows = d.views(value, input.context)
            }
        }
        let sections = listSections(rows)
        let node = ViewNode(List(isForm: isForm), subviews: [ViewNode(ListBackground(), source: input.location)] + sections, source: input.location)
        return Chain([node], shape: .notShape("'\(input.name)' is not a shape"))
    }
}
