import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `.groupBoxStyle(.automatic)` (iOS's one built-in style: it changes nothing), or a
    /// `GroupBoxStyle` the source declares, which draws the group boxes below
    /// (`CustomStyleRole`).
    enum GroupBoxStyleMapping: ModifierMapping {
        static let names = ["groupBoxStyle"]

        static func compile(_ i: ModifierInput) -> Modification? {
            if case .custom(let custom) = i.session.customStyle(i, .groupBox) { return custom }
            let table = ["automatic": true]
            guard i.session.named(i.value, table, kind: "group box style", for: i.name, keyLocation: i.location, context: i.context) != nil
            else { return nil }
            return Modification.none
        }
    }
}
