import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `.textFieldStyle(.automatic | .plain | .roundedBorder)`.
    enum TextFieldStyleMapping: ModifierMapping {
        static let names = ["textFieldStyle"]

        static func compile(_ i: ModifierInput) -> Modification? {
            style(i, TextFieldStyleKind.self, kind: "text field style").map { .modifier(TextFieldStyleModifier($0)) }
        }
    }
}
