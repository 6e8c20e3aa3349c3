import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `.formStyle(.automatic | .grouped)`: both are a Form's look on iOS; `.columns` is macOS's.
    enum FormStyleMapping: ModifierMapping {
        static let names = ["formStyle"]

        static func compile(_ i: ModifierInput) -> Modification? {
            let table = ["automatic": true, "grouped": true, "columns": false]
            guard let supported = i.session.named(i.value, table, kind: "form style", for: i.name, keyLocation: i.location, context: i.context)
            else { return nil }
            guard supported else {
                i.session.error("the 'columns' form style is macOS's; on iOS a Form is grouped (.automatic, .grouped)", at: i.session.location(of: i.value, key: i.location))
                return nil
            }
            return Modification.none
        }
    }
}
