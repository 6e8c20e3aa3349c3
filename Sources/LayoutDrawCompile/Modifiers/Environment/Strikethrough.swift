import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `.strikethrough()`, `.strikethrough(true, color: .red)`.
    enum StrikethroughMapping: ModifierMapping {
        static let names = ["strikethrough"]
        static let positional = ["isActive"]

        static func compile(_ i: ModifierInput) -> Modification? {
            textLine(i).map { .modifier(Strikethrough($0.isActive, color: $0.color)) }
        }
    }
}
