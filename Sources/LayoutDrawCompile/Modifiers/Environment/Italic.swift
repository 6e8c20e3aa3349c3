import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawFrames
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `.italic()`, `.italic(false)`.
    enum ItalicMapping: ModifierMapping {
        static let names = ["italic"]

        static func compile(_ i: ModifierInput) -> Modification? {
            flag(i).map { .modifier(Italic($0)) }
        }
    }
}
