import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    enum KerningMapping: ModifierMapping {
        static let names = ["kerning"]

        static func compile(_ i: ModifierInput) -> Modification? {
            finite(i).map { .modifier(Kerning($0)) }
        }
    }
}
