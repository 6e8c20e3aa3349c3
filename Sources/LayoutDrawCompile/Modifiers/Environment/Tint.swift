import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `.tint(.red)`: the colour controls draw their accent in.
    enum TintMapping: ModifierMapping {
        static let names = ["tint"]

        static func compile(_ i: ModifierInput) -> Modification? {
            i.session.color(i.value, for: i.name, keyLocation: i.location, i.context).map { .modifier(TintModifier($0)) }
        }
    }
}
