import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `.preference(key: SizeKey.self, value: proxy.size)`: publishes a value under a key
    /// (`ValuePreferences`); no layout effect.
    enum PreferenceMapping: ModifierMapping {
        static let names = ["preference"]

        static func compile(_ i: ModifierInput) -> Modification? {
            let d = i.session
            guard let value = i.value, let fields = d.parameters(value, of: "preference", allowed: ["key", "value"], keyLocation: i.location),
                let keyField = fields["key"], let valueField = fields["value"]
            else {
                d.error("'preference' needs a key and a value: .preference(key: SizeKey.self, value: proxy.size)", at: i.location)
                return nil
            }
            guard let key = preferenceKey(keyField, d, i.context), case .expression(let syntax) = valueField.value,
                let published = d.evaluate(syntax, i.context)
            else { return nil }
            i.context.program.preferences.publish(published, key: key, writer: syntax.expression.offset)
            return Modification.none
        }
    }
}
