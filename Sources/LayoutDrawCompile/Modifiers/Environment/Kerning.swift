import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `.kerning(2)`: points added between characters, on top of the system font's own tracking.
    enum KerningMapping: ModifierMapping {
        static let names = ["kerning"]

        static func compile(_ i: ModifierInput) -> Modification? {
            finite(i).map { .modifier(Kerning($0)) }
        }
    }
}
