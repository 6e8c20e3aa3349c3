import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `.labelStyle(.automatic | .titleAndIcon | .iconOnly | .titleOnly)`, or a `LabelStyle` the
    /// source declares (`CustomStyleRole`).
    enum LabelStyleMapping: ModifierMapping {
        static let names = ["labelStyle"]

        static func compile(_ i: ModifierInput) -> Modification? {
            // `.labelStyle(VerticalLabelStyle())`: a `LabelStyle` the source declares.
            if case .custom(let custom) = i.session.customStyle(i, .label) { return custom }
            return style(i, LabelStyleKind.self, kind: "label style").map { .modifier(LabelStyleModifier($0)) }
        }
    }
}
