import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawFrames
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    enum FontMapping: ModifierMapping {
        static let names = ["font"]

        static func compile(_ i: ModifierInput) -> Modification? {
            i.session.font(i.value, keyLocation: i.location, i.context).map { .modifier(FontModifier($0)) }
        }
    }
}
