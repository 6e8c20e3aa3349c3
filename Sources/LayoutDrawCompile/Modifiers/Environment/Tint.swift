import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `.tint(.red)`: the colour controls draw their accent in. `.accentColor(.red)`, its
    /// older spelling (deprecated in iOS 15: Apple's documentation says to use `tint` instead),
    /// is the same.
    enum TintMapping: ModifierMapping {
        static let names = ["tint", "accentColor"]

        static func compile(_ i: ModifierInput) -> Modification? {
            i.session.color(i.value, for: i.name, keyLocation: i.location, i.context).map { .modifier(TintModifier($0)) }
        }
    }
}
