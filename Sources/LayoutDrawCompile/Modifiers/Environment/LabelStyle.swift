import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `.labelStyle(.automatic | .titleAndIcon | .iconOnly | .titleOnly)`; a `LabelStyle` the
    /// source declares is not drawn yet.
    enum LabelStyleMapping: ModifierMapping {
        static let names = ["labelStyle"]

        static func compile(_ i: ModifierInput) -> Modification? {
            if case .expression(let syntax)? = i.value, case .instance(let instance)? = i.session.evaluate(syntax, i.context, reportingErrors: false) {
                i.session.error(
                    "a LabelStyle of the listing's own ('\(instance.type.name)') is not supported yet: use .titleAndIcon, .iconOnly or .titleOnly",
                    at: syntax.location)
                return nil
            }
            return style(i, LabelStyleKind.self, kind: "label style").map { .modifier(LabelStyleModifier($0)) }
        }
    }
}
