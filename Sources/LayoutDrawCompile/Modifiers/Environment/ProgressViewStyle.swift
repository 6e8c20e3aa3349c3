import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `.progressViewStyle(.automatic | .linear | .circular)`, or a `ProgressViewStyle` the
    /// source declares (`CustomStyleRole`).
    enum ProgressViewStyleMapping: ModifierMapping {
        static let names = ["progressViewStyle"]

        static func compile(_ i: ModifierInput) -> Modification? {
            if case .custom(let custom) = i.session.customStyle(i, .progressView) { return custom }
            return style(i, ProgressViewStyleKind.self, kind: "progress view style").map { .modifier(ProgressViewStyleModifier($0)) }
        }
    }
}
