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
            if case .custom(let custom) = i.session.customStyle(i, .button) { return custom }
            return style(i, ButtonStyleKind.self, kind: "button style").map { .modifier(ButtonStyleModifier($0)) }
        }
    }
}
