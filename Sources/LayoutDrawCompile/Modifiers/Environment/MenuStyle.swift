import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `.menuStyle(.automatic | .button | .borderlessButton)`.
    enum MenuStyleMapping: ModifierMapping {
        static let names = ["menuStyle"]

        static func compile(_ i: ModifierInput) -> Modification? {
            style(i, MenuStyleKind.self, kind: "menu style").map { .modifier(MenuStyleModifier($0)) }
        }
    }
}
