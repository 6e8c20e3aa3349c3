import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `.monospaced()`, `.monospaced(false)`: a monospaced design for the text below.
    enum MonospacedMapping: ModifierMapping {
        static let names = ["monospaced"]
        static let positional = ["isActive"]

        static func compile(_ i: ModifierInput) -> Modification? {
            i.session.bool(i.value, for: i.name, keyLocation: i.location, i.context, default: true).map { .modifier(Monospaced($0)) }
        }
    }
}
