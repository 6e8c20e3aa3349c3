import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `.scrollContentBackground(.hidden)`; YAML `scrollContentBackground: hidden`.
    enum ScrollContentBackgroundMapping: ModifierMapping {
        static let names = ["scrollContentBackground"]

        static func compile(_ i: ModifierInput) -> Modification? {
            let table = ["hidden": true, "visible": false, "automatic": false]
            return i.session.named(i.value, table, kind: "visibility", for: i.name, keyLocation: i.location, context: i.context)
                .map { .modifier(ScrollContentBackground(hidden: $0)) }
        }
    }
}
