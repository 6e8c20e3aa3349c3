import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `.controlSize(.mini | .small | .regular | .large | .extraLarge)`.
    enum ControlSizeMapping: ModifierMapping {
        static let names = ["controlSize"]

        static func compile(_ i: ModifierInput) -> Modification? {
            style(i, ControlSize.self, kind: "control size").map { .modifier(ControlSizeModifier($0)) }
        }
    }
}
