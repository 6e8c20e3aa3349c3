import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawFrames
import LayoutDrawSymbols
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `.pickerStyle(.segmented | .menu | .automatic)`, and `.navigationLink` as `.menu`; the
    /// other iOS styles are not drawn yet.
    enum PickerStyleMapping: ModifierMapping {
        static let names = ["pickerStyle"]

        static func compile(_ i: ModifierInput) -> Modification? {
            let d = i.session
            // `.navigationLink` (a row that pushes a list of the options): drawn as the menu
            // style's row — the title, the value and a chevron — with a warning, as its row is
            // but for the chevron's direction.
            if case .expression(let syntax)? = i.value, case .implicitMember("navigationLink", _) = syntax.expression {
                d.warning(
                    "the '.navigationLink' picker style is drawn as .menu's row (its chevron points up and down, not forward)",
                    at: syntax.location, i.context)
                return .modifier(PickerStyleModifier(.menu))
            }
            let table = Dictionary(uniqueKeysWithValues: PickerStyleKind.allCases.map { ($0.rawValue, $0) })
            let later = ["wheel", "inline", "palette", "radioGroup"]
            return d.named(
                i.value, table, kind: "picker style", for: "pickerStyle", keyLocation: i.location, context: i.context,
                hint: { later.contains($0) ? "the '.\($0)' picker style is not supported yet: layoutdraw draws .automatic, .menu and .segmented" : nil }
            ).map { .modifier(PickerStyleModifier($0)) }
        }
    }
}
