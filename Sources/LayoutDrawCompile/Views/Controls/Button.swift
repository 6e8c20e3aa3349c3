import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Views {
    /// `Button: TITLE` (a Text label, `\(…)` interpolated) or `Button: {label: VIEW}` (or a
    /// single view); several label views get an implicit `VStack`. Swift: `Button("Login") { … }`
    /// or `Button(action: { … }) { label }` / `Button { … } label: { … }`; the action never runs.
    enum ButtonMapping: ViewMapping {
        static let names = ["Button"]
        static let positional = ["title", "action"]

        static func compile(_ input: ViewInput) -> Chain? {
            button(input)
        }
    }

    /// `Button: TITLE` (a Text label, `\(…)` interpolated) or `Button: {label: VIEW}` (or a
    /// single view); several label views get an implicit `VStack`. Swift: `Button("Login") { … }`
    /// or `Button(action: { … }) { label }` / `Button { … } label: { … }`; the action never runs.
    static func button(_ input: ViewInput) -> Chain? {
        let d = input.session
        guard let value = input.value else {
            d.error("'Button' needs a title or a label: Button: Login, or Button: {label: {Text: Login}}", at: input.location)
            return nil
        }
        let label: ViewNode
        var role: Button.Role?
        func button(_ label: ViewNode) -> Chain {
            Chain([ViewNode(Button(role: role), subviews: [label], source: input.location)], shape: .notShape("'Button' is not a shape"))
        }
        switch value {
        case .expression:
            guard let title = d.interpolated(value, for: "Button", keyLocation: input.location, input.context) else { return nil }
            label = ViewNode(Text(title), source: d.location(value))
        case .record:
            guard let fields = d.parameters(value, of: "Button", allowed: ["label", "title", "action", "role", "systemImage"], keyLocation: input.location)
            else { return nil }
            if let field = fields["role"], !d.isNil(field.value, input.context) {
                let roles = Dictionary(uniqueKeysWithValues: Button.Role.allCases.map { ($0.rawValue, $0) })
                guard let r = d.named(field.value, roles, kind: "button role", for: "role", keyLocation: field.key, context: input.context) else { return nil }
                role = r
            }
            // `Button(role: .cancel) { dismiss() }` (iOS 26): a default label, the role's symbol —
            // "a button with a 'x' symbol" for `.cancel` (Apple's init(role:action:)), `.close`
            // likewise, a checkmark for `.confirm`, a trash can for `.destructive`.
            if let role, fields["label"] == nil, fields["systemImage"] == nil,
                fields["title"].map({ if case .closure = $0.value { fields["action"] == nil } else { false } }) ?? (fields["action"] != nil)
            {
                let symbol = [Button.Role.cancel: "xmark", .close: "xmark", .confirm: "checkmark", .destructive: "trash"][role]!
                guard let icon = systemImage(symbol, at: input.location, input) else { return nil }
                return button(icon)
            }
            // `Button(action: { … }) { label }`: the trailing closure (the second positional
            // argument, "title" here) is the label.
            if let title = fields["title"], case .closure = title.value, fields["label"] == nil, fields["action"] != nil {
                return button(d.singleView(title.value, input.context) { views, at in ViewNode(VStack(), subviews: views, source: at) })
            }
            if let title = fields["title"], fields["label"] == nil {
                guard let text = d.interpolated(title.value, for: "Button", keyLocation: title.key, input.context) else { return nil }
                let titleText = ViewNode(Text(text), source: d.location(title.value))
                // `Button("Add", systemImage: "plus") { … }` (iOS 17): its label is a `Label`.
                if let symbol = fields["systemImage"] {
                    guard let icon = systemImage(symbol, input) else { return nil }
                    label = ViewNode(Label(), subviews: [icon, titleText], source: titleText.source)
                } else {
                    label = titleText
                }
                break
            }
            // A Swift `Button(action:label:)` whose action is the trailing closure.
            let labelField = fields["label"] ?? (fields["title"] == nil ? nil : fields["action"])
            guard let field = labelField, !field.value.isNull else {
                d.error("'Button' needs 'label': a view, such as {label: {Text: Login}}", at: d.location(value))
                return nil
            }
            label = d.singleView(field.value, input.context) { views, at in ViewNode(VStack(), subviews: views, source: at) }
        default:
            label = d.singleView(value, input.context) { views, at in ViewNode(VStack(), subviews: views, source: at) }
        }
        return button(label)
    }
}
