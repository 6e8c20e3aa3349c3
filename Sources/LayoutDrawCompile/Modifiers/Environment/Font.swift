import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawFrames
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `.font(.headline)`, `.font(.system(size: 20, weight: .bold))`, `.font(.custom("Inter", size:
    /// 18))`: the font of the text below.
    enum FontMapping: ModifierMapping {
        static let names = ["font"]

        static func compile(_ i: ModifierInput) -> Modification? {
            i.session.font(i.value, keyLocation: i.location, i.context).map { .modifier(FontModifier($0)) }
        }
    }
}
