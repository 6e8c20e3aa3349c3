import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `.onPreferenceChange(SizeKey.self) { size = $0 }`: runs once the scene is laid out, with
    /// the key's value; the state it sets is the state the scene is drawn with (`ValuePreferences`).
    enum OnPreferenceChangeMapping: ModifierMapping {
        static let names = ["onPreferenceChange"]
        static let positional = ["key", "perform"]

        static func compile(_ i: ModifierInput) -> Modification? {
            let d = i.session
            guard let value = i.value, let fields = d.parameters(value, of: "onPreferenceChange", allowed: ["key", "perform"], keyLocation: i.location),
                let keyField = fields["key"], let performField = fields["perform"]
            else {
                d.error("'onPreferenceChange' needs a key and a closure: .onPreferenceChange(SizeKey.self) { size = $0 }", at: i.location)
                return nil
            }
            guard let key = preferenceKey(keyField, d, i.context) else { return nil }
            let perform: FunctionValue
            switch performField.value {
            case .closure(let closure):
                perform = FunctionValue(name: "onPreferenceChange", body: .closure(closure.closure), captured: i.context.scope)
            case .expression(let syntax):
                // `perform: onChange`, a closure passed in (`readSize(onChange:)`).
                guard case .function(let function)? = d.evaluate(syntax, i.context) else {
                    d.error("'onPreferenceChange' performs a closure: { size = $0 }", at: syntax.location)
                    return nil
                }
                perform = function
            default:
                d.error("'onPreferenceChange' performs a closure: { size = $0 }", at: d.location(performField.value))
                return nil
            }
            // The state it sets is that of the view the closure was written in (its `self`).
            let owner: Instance? = if case .instance(let instance)? = perform.captured.names["self"] { instance } else { nil }
            i.context.program.preferences.observe(
                ValuePreferences.Observer(key: key, definition: i.context.scope.context?.types[key]?.definition, perform: perform, owner: owner))
            return Modification.none
        }
    }
}
