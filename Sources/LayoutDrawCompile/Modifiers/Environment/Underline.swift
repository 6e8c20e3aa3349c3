import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `.underline()`, `.underline(true, color: .red)`.
    enum UnderlineMapping: ModifierMapping {
        static let names = ["underline"]
        static let positional = ["isActive"]

        static func compile(_ i: ModifierInput) -> Modification? {
            textLine(i).map { .modifier(Underline($0.isActive, color: $0.color)) }
        }
    }
}
