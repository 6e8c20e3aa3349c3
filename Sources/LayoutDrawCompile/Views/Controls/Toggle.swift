import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawFrames
import LayoutDrawSymbols
import LayoutDrawSyntax
import LayoutEngine

extension Views {
    /// `Toggle("Title", isOn: $on)`, `Toggle("Title", systemImage: "bell", isOn:)`, `Toggle(isOn:
    /// $on) { label }`; YAML `Toggle: {title: Wi-Fi, isOn: true}` or `{isOn: true, label: VIEW}`.
    enum ToggleMapping: ViewMapping {
        static let names = ["Toggle"]
        static let positional = ["title", "label"]

        static func compile(_ input: ViewInput) -> Chain? {
            let d = input.session
            guard let value = input.value, case .record = value,
                let fields = d.parameters(value, of: "Toggle", allowed: ["title", "isOn", "label", "systemImage"], keyLocation: input.location)
            else {
                d.error("'Toggle' needs 'isOn' and a title or label: Toggle(\"Wi-Fi\", isOn: $on), or Toggle: {title: Wi-Fi, isOn: true}", at: d.location(of: input.value, key: input.location))
                return nil
            }
            guard let isOnField = fields["isOn"] else {
                d.error("'Toggle' needs 'isOn': Toggle(\"Wi-Fi\", isOn: $on)", at: d.location(value))
                return nil
            }
            let isOn = d.bool(unwrappingConstant(isOnField.value), for: "isOn", keyLocation: isOnField.key, input.context)
            let label = controlLabel(fields, of: "Toggle", input)
            guard let isOn, let label else { return nil }
            return Chain(
                [ViewNode(Toggle(isOn: isOn), subviews: [ViewNode(ControlLabel(), subviews: [label], source: label.source)], source: input.location)],
                shape: .notShape("'Toggle' is not a shape"))
        }
    }
}
