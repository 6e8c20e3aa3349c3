import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawFrames
import LayoutDrawSymbols
import LayoutDrawSyntax
import LayoutEngine

extension Views {
    /// `Picker("Title", selection: $x) { … }`: a menu (automatic, `.menu`; a row in a List or Form)
    /// or a segmented control (`.segmented`).
    enum PickerMapping: ViewMapping {
        static let names = ["Picker"]
        static let positional = ["title", "content"]

        static func compile(_ input: ViewInput) -> Chain? {
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
}
