import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

// Decoders for the list containers: `List`, `Form`, `Section`, `LabeledContent` and `GroupBox`
// (the engine types are in Sources/LayoutEngine/Containers/). Each reads both spellings: Swift's
// initializers (`List(items) { item in … }`, `Section("Header") { … }`, `Section { … } header:
// { … } footer: { … }`) and the YAML scene's mapping of the same labels (`Section: {header:
// Fruits, content: […]}`).
extension Views {
    // MARK: List and Form

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

    /// The sections of a list from its views: each `Section` as it is, each run of other views
    /// as a section without header and footer; every row wrapped in a `ListRow`.
    static func listSections(_ views: [ViewNode]) -> [ViewNode] {
        var sections: [ViewNode] = []
        var loose: [ViewNode] = []
        func flush() {
            guard !loose.isEmpty else { return }
            let source = loose[0].source
            sections.append(ViewNode(ListSection(), subviews: listRows(loose, defaults: RowTraits()), source: source))
            loose = []
        }
        for view in views {
            if let section = listSection(view, traits: RowTraits()) {
                flush()
                sections.append(section)
            } else {
                loose.append(view)
            }
        }
        flush()
        return sections
    }

    /// `view` with its rows made, when it is a `Section` (behind any modifiers): the row traits
    /// written on it (`Section { … }.listRowInsets(…)`) are taken off it and apply to each of
    /// its rows that does not set its own. Nil when `view` is not a section.
    private static func listSection(_ view: ViewNode, traits inherited: RowTraits) -> ViewNode? {
        var traits = inherited
        if let trait = RowTraits.take(view, into: &traits) { return listSection(trait, traits: traits) }
        if let section = view.view as? ListSection {
            let headerCount = section.hasHeader ? 1 : 0
            let footerCount = section.hasFooter ? 1 : 0
            guard view.subviews.count >= headerCount + footerCount else { return view }
            let rows = Array(view.subviews[headerCount..<(view.subviews.count - footerCount)])
            var made = view
            made.subviews =
                Array(view.subviews.prefix(headerCount)) + listRows(rows, defaults: traits)
                + Array(view.subviews.suffix(footerCount))
            return made
        }
        guard view.view is any ViewModifierLayout, !view.subviews.isEmpty, let inner = listSection(view.subviews[0], traits: traits)
        else { return nil }
        var made = view
        made.subviews[0] = inner
        return made
    }

    /// Each view as a `ListRow`: its row traits (found on it, else `defaults`) taken off it.
    private static func listRows(_ views: [ViewNode], defaults: RowTraits) -> [ViewNode] {
        let taken = views.map { view -> (ViewNode, RowTraits) in
            var traits = RowTraits()
            let stripped = RowTraits.strip(view, into: &traits)
            return (stripped, traits.over(defaults))
        }
        return taken.enumerated().map { index, entry in
            let (content, traits) = entry
            let isLast = index == taken.count - 1
            let nextHidesTop = isLast ? false : taken[index + 1].1.hidesTop ?? false
            let background = traits.background ?? nil
            let row = ListRow(
                insets: traits.insets ?? nil, isFirst: index == 0, isLast: isLast,
                showsSeparator: !(traits.hidesBottom ?? false) && !nextHidesTop, hasBackground: background != nil,
                isLabel: isLabelRow(content))
            return ViewNode(row, subviews: [content] + (background.map { [$0] } ?? []), source: content.source)
        }
    }

    /// Whether a row's content is a `Label`, or a `NavigationLink` labelled by one (behind any
    /// modifiers): its separator starts under the title.
    private static func isLabelRow(_ view: ViewNode) -> Bool {
        switch view.view {
        case is Label: return true
        case is NavigationLink: return view.subviews.first.map(isLabelRow) ?? false
        default:
            guard view.view is any ViewModifierLayout, let content = view.subviews.first else { return false }
            return isLabelRow(content)
        }
    }

    /// The list-row traits of a view (each `nil` when not written; the insets and background are
    /// themselves optional, `nil` meaning the default).
    struct RowTraits {
        var insets: EdgeInsets??
        var background: ViewNode??
        var hidesTop: Bool?
        var hidesBottom: Bool?

        /// These traits, with `defaults`' where these have none.
        func over(_ defaults: RowTraits) -> RowTraits {
            RowTraits(
                insets: insets ?? defaults.insets, background: background ?? defaults.background, hidesTop: hidesTop ?? defaults.hidesTop,
                hidesBottom: hidesBottom ?? defaults.hidesBottom)
        }

        /// When `view` is a row-trait modifier: records its trait (over any found further out:
        /// the one nearest the content wins) and returns its content.
        static func take(_ view: ViewNode, into traits: inout RowTraits) -> ViewNode? {
            guard let content = view.subviews.first else { return nil }
            switch view.view {
            case let insets as ListRowInsets: traits.insets = .some(insets.insets)
            case let background as ListRowBackground: traits.background = .some(background.background)
            case let separator as ListRowSeparator:
                traits.hidesTop = separator.hidesTop
                traits.hidesBottom = separator.hidesBottom
            default: return nil
            }
            return content
        }

        /// `view` without the row-trait modifiers of its modifier chain, which are recorded.
        static func strip(_ view: ViewNode, into traits: inout RowTraits) -> ViewNode {
            if let content = take(view, into: &traits) { return strip(content, into: &traits) }
            guard view.view is any ViewModifierLayout, !view.subviews.isEmpty else { return view }
            var made = view
            made.subviews[0] = strip(view.subviews[0], into: &traits)
            return made
        }
    }

    // MARK: Section

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

    /// A title written as a string (a `Text`, `\(…)` interpolated) or as a view (`Text("a")
    /// .bold()`, a closure, a YAML view entry); several views in a row.
    static func stringOrView(_ field: Field, _ input: ViewInput) -> ViewNode? {
        let d = input.session
        switch field.value {
        case .expression(let syntax):
            if ViewSyntax(expression: syntax.expression, origin: syntax.origin) != nil, d.isView(syntax.expression, input.context) {
                return d.singleView(field.value, input.context) { views, at in ViewNode(HStack(), subviews: views, source: at) }
            }
            guard let string = d.interpolated(field.value, for: field.name, keyLocation: field.key, input.context) else { return nil }
            return ViewNode(Text(string), source: d.location(field.value))
        default:
            return d.singleView(field.value, input.context) { views, at in ViewNode(HStack(), subviews: views, source: at) }
        }
    }

    // MARK: LabeledContent

    /// `LabeledContent("Version", value: "1.0")`, `LabeledContent("Name") { Text(name) }`,
    /// `LabeledContent { content } label: { label }`; YAML `LabeledContent: {title: Version,
    /// value: '1.0'}` or `{title: Name, content: VIEW}` / `{label: VIEW, content: VIEW}`. A value
    /// is a string or a number (drawn as Swift prints it); the content is drawn in the secondary
    /// colour.
    static func labeledContent(_ input: ViewInput) -> Chain? {
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

    /// A `LabeledContent`'s value as a `Text`: a string as it is, a number as Swift prints it.
    private static func valueText(_ field: Field, _ input: ViewInput) -> ViewNode? {
        let d = input.session
        if case .expression(let syntax) = field.value {
            guard let value = d.evaluate(syntax, input.context) else { return nil }
            switch value {
            case .string(let s): return ViewNode(Text(s), source: syntax.location)
            case .int, .double: return ViewNode(Text(value.interpolationDescription), source: syntax.location)
            default:
                d.error("expected a string or a number for 'value' of 'LabeledContent', found a value of type \(value.typeName)", at: syntax.location)
                return nil
            }
        }
        guard let string = d.interpolated(field.value, for: "value", keyLocation: field.key, input.context) else { return nil }
        return ViewNode(Text(string), source: d.location(field.value))
    }

    // MARK: GroupBox

    /// `GroupBox { content }`, `GroupBox("Title") { content }`, `GroupBox(label: Label(…)) {
    /// content }`, `GroupBox { content } label: { label }`; YAML `GroupBox: [views]`, `GroupBox:
    /// {title: Today, content: […]}` or `{label: VIEW, content: […]}`.
    static func groupBox(_ input: ViewInput) -> Chain? {
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
