import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawFrames
import LayoutDrawSymbols
import LayoutDrawSyntax
import LayoutEngine

/// `Picker` and the tags of its options.
///
/// Swift: `Picker("Flavor", selection: $flavor) { Text("Chocolate").tag(Flavor.chocolate) … }`,
/// `Picker(selection: $flavor, label: Text("Flavor")) { … }`, options from `ForEach(…, id:)`
/// (each element's views tagged with its id, as SwiftUI tags them). YAML: `Picker: {title:
/// Flavor, selection: chocolate, content: [{Text: Chocolate, tag: chocolate}, …]}`. The option
/// whose tag equals the selection is the selected one (a binding is read as its value).
extension Views {
    static func picker(_ input: ViewInput) -> Chain? {
        let d = input.session
        guard let value = input.value, case .record = value,
            var fields = d.parameters(value, of: "Picker", allowed: ["title", "selection", "content", "label", "systemImage"], keyLocation: input.location)
        else {
            d.error(
                "'Picker' needs a title, a selection and options: Picker(\"Flavor\", selection: $flavor) { Text(\"Chocolate\").tag(0) }, or Picker: {title: Flavor, selection: 0, content: [...]}",
                at: d.location(of: input.value, key: input.location))
            return nil
        }
        // `Picker(selection: $x, label: Text("T")) { options }`: the trailing closure arrives as `title`.
        fields.takeTrailingClosureAsContent()
        guard let selectionField = fields["selection"] else {
            d.error("'Picker' needs 'selection': the tag of the option shown selected (Picker(\"Flavor\", selection: $flavor) { … })", at: d.location(value))
            return nil
        }
        guard let contentField = fields["content"] else {
            d.error("'Picker' needs its options: a view builder of tagged views, { Text(\"A\").tag(0) … }", at: d.location(value))
            return nil
        }
        guard let selection = d.selectionValue(selectionField.value, for: "selection", keyLocation: selectionField.key, input.context) else { return nil }
        guard let title = controlLabel(fields, of: "Picker", input) else { return nil }
        var optionContext = input.context
        optionContext.collectsTags = true
        let made = d.views(contentField.value, optionContext)
        var options: [(tag: Value?, node: ViewNode)] = made.map { node in
            if let tag = node.view as? SelectionTag, let option = node.subviews.first { return (tag.value as? Value, option) }
            return (nil, node)
        }
        if options.isEmpty {
            d.warning("this Picker has no options: it draws an empty control", at: input.location, input.context)
            options = []
        }
        let selected = options.firstIndex { $0.tag.map { Expression.equal($0, selection) } ?? false }
        var subviews = [ViewNode(ControlLabel(), subviews: [title], source: title.source)]
        for (index, option) in options.enumerated() {
            subviews.append(option.node.modified(by: PickerOption(isSelected: index == selected), source: option.node.source))
        }
        let chevron = ViewNode(SymbolImage(systemName: "chevron.up.chevron.down", outline: SymbolTable.outline(named: "chevron.up.chevron.down")), source: input.location)
        subviews.append(chevron.modified(by: PickerOption(isSelected: false, isChevron: true), source: input.location))
        return Chain(
            [ViewNode(Picker(selected: selected, optionCount: options.count), subviews: subviews, source: input.location)],
            shape: .notShape("'Picker' is not a shape"))
    }
}

extension Modifiers {
    /// `.pickerStyle(.segmented | .menu | .automatic)`; the other iOS styles are not drawn yet.
    static func pickerStyle(_ i: ModifierInput) -> Modification? {
        let d = i.session
        let table = Dictionary(uniqueKeysWithValues: PickerStyleKind.allCases.map { ($0.rawValue, $0) })
        let later = ["wheel", "inline", "navigationLink", "palette", "radioGroup"]
        return d.named(
            i.value, table, kind: "picker style", for: "pickerStyle", keyLocation: i.location, context: i.context,
            hint: { later.contains($0) ? "the '.\($0)' picker style is not supported yet: layoutdraw draws .automatic, .menu and .segmented" : nil }
        ).map { .modifier(PickerStyleModifier($0)) }
    }
}

extension CompileSession {
    /// A `ForEach` element's views in a `Picker`, each tagged with the element's id (`id:
    /// \.self`: the element; `id: \.key`: that property; an `Identifiable` element: its `id`)
    /// unless the content tags it itself.
    func implicitlyTagged(_ nodes: [ViewNode], _ item: Value, id: Field?, _ context: CompileContext) -> [ViewNode] {
        let scope = context.scope.binding("$element", to: item)
        func read(_ path: [String]) -> Value? {
            var expression = Expression.name("$element", offset: 0)
            for component in path { expression = .member(expression, component, offset: 0) }
            return try? expression.evaluate(in: scope)
        }
        var tag: Value? = item
        if let id, case .expression(let syntax) = id.value, case .keyPath(let path, _) = syntax.expression, path != ["self"] {
            tag = read(path)
        } else if id == nil, case .instance = item {
            tag = read(["id"])
        }
        guard let tag else { return nodes }
        return nodes.map { node in node.view is SelectionTag ? node : node.modified(by: SelectionTag(tag), source: node.source) }
    }
}
