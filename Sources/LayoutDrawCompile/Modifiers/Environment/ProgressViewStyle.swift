import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `.progressViewStyle(.automatic | .linear | .circular)`.
    enum ProgressViewStyleMapping: ModifierMapping {
        static let names = ["progressViewStyle"]

        static func compile(_ i: ModifierInput) -> Modification? {
            style(i, ProgressViewStyleKind.self, kind: "progress view style").map { .modifier(ProgressViewStyleModifier($0)) }
        }
    }
}
