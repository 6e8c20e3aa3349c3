import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `.buttonStyle(.automatic | .borderless | .bordered | .borderedProminent | .plain)`.
    enum ButtonStyleMapping: ModifierMapping {
        static let names = ["buttonStyle"]

        static func compile(_ i: ModifierInput) -> Modification? {
            // `.buttonStyle(PrimaryButtonStyle())`: a `ButtonStyle` the source declares.
            if case .expression(let syntax)? = i.value, case .instance(let instance)? = i.session.evaluate(syntax, i.context, reportingErrors: false) {
                guard let definition = instance.type.definition, definition.method("makeBody") != nil else {
                    i.session.error("'\(instance.type.name)' is not a ButtonStyle: it has no 'makeBody(configuration:)'", at: syntax.location)
                    return nil
                }
                return .customButtonStyle(instance)
            }
            return style(i, ButtonStyleKind.self, kind: "button style").map { .modifier(ButtonStyleModifier($0)) }
        }
    }
}
