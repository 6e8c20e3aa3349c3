import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Views {
    /// `Menu("Actions") { … }`, `Menu("Actions", systemImage: "ellipsis") { … }`,
    /// `Menu { … } label: { Label(…) }`, `primaryAction:`; YAML `Menu: Actions` or
    /// `Menu: {label: VIEW, content: [...]}`. Becomes a `Menu` around a `Button` of its label:
    /// drawn closed. The content is never compiled or shown, so nothing in it fails the picture.
    enum MenuMapping: ViewMapping {
        static let names = ["Menu"]
        static let positional = ["title", "content"]

        static func compile(_ input: ViewInput) -> Chain? {
            let d = input.session
            let needsLabel = "'Menu' needs a title or a label: Menu(\"Actions\") { … }, or Menu { … } label: { Label(\"Actions\", systemImage: \"ellipsis\") }"
            guard let value = input.value else {
                d.error(needsLabel, at: input.location)
                return nil
            }
            let label: ViewNode
            switch value {
            case .expression:
                guard let title = d.interpolated(value, for: "Menu", keyLocation: input.location, input.context) else { return nil }
                label = ViewNode(Text(title), source: d.location(value))
            case .record:
                guard let fields = d.parameters(
                    value, of: "Menu", allowed: ["title", "content", "label", "systemImage", "primaryAction"], keyLocation: input.location)
                else { return nil }
                guard let made = controlLabel(fields, of: "Menu", labelField: fields["label"], needsLabel: needsLabel, at: d.location(value), input) else { return nil }
                label = made
            default:
                d.error(needsLabel, at: d.location(value))
                return nil
            }
            let button = ViewNode(Button(), subviews: [label], source: input.location)
            return Chain([button.modified(by: LayoutEngine.Menu(), source: input.location)], shape: .notShape("'Menu' is not a shape"))
        }

        static func isClosure(_ value: ValueSyntax) -> Bool {
            if case .closure = value { return true }
            return false
        }
    }

    /// The label of a control written with a title or a label view (`Menu`, `Link`): the
    /// label view when there is one (an `HStack` of several), else the title as a `Text` — a
    /// `Label` with its icon when `systemImage:` is given; an error and nil for neither.
    static func controlLabel(
        _ fields: Parameters, of control: String, labelField: Field?, needsLabel: String, at location: SourceLocation, _ input: ViewInput
    ) -> ViewNode? {
        let d = input.session
        if let field = labelField, !field.value.isNull {
            return d.singleView(field.value, input.context) { views, at in ViewNode(HStack(), subviews: views, source: at) }
        }
        guard let title = fields["title"], !MenuMapping.isClosure(title.value) else {
            d.error(needsLabel, at: location)
            return nil
        }
        guard let text = d.interpolated(title.value, for: control, keyLocation: title.key, input.context) else { return nil }
        let titleText = ViewNode(Text(text), source: d.location(title.value))
        guard let symbol = fields["systemImage"] else { return titleText }
        guard let icon = systemImage(symbol, input) else { return nil }
        return ViewNode(Label(), subviews: [icon, titleText], source: titleText.source)
    }
}
