import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `.toggleStyle(.automatic | .switch)`: the switch is iOS's automatic style, so both change
    /// nothing; `.button` and `.checkbox` (macOS) are not drawn. A `ToggleStyle` the source
    /// declares draws the toggles below (`CustomStyleRole`).
    enum ToggleStyleMapping: ModifierMapping {
        static let names = ["toggleStyle"]

        static func compile(_ i: ModifierInput) -> Modification? {
            if case .custom(let custom) = i.session.customStyle(i, .toggle) { return custom }
            let table = ["automatic": true, "switch": true, "button": false, "checkbox": false]
            guard let supported = i.session.named(i.value, table, kind: "toggle style", for: i.name, keyLocation: i.location, context: i.context)
            else { return nil }
            guard supported else {
                i.session.error("only the switch toggle style is drawn (iOS's automatic style); '\(i.name)' other than .switch is not supported yet", at: i.session.location(of: i.value, key: i.location))
                return nil
            }
            return Modification.none
        }
    }
}
