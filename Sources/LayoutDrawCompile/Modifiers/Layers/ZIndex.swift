import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `.zIndex(1)`: the drawing order among a stack's views.
    enum ZIndexMapping: ModifierMapping {
        static let names = ["zIndex"]

        static func compile(_ i: ModifierInput) -> Modification? {
            i.session.number(i.value, for: "zIndex", keyLocation: i.location, i.context).map { .modifier(ZIndex($0)) }
        }
    }
}
