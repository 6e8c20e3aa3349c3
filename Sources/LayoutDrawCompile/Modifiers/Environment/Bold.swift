import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawFrames
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `.bold()`, `.bold(false)`: the emphasized weight of the text below.
    enum BoldMapping: ModifierMapping {
        static let names = ["bold"]

        static func compile(_ i: ModifierInput) -> Modification? {
            flag(i).map { .modifier(Bold($0)) }
        }
    }
}
