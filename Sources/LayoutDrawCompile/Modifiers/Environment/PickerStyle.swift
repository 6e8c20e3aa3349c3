import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawFrames
import LayoutDrawSymbols
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `.pickerStyle(.segmented | .menu | .automatic)`; the other iOS styles are not drawn yet.
    enum PickerStyleMapping: ModifierMapping {
        static let names = ["pickerStyle"]

        static func compile(_ i: ModifierInput) -> Modification? {
            let d = i.session
            let table = Dictionary(uniqueKeysWithValues: PickerStyleKind.allCases.map { ($0.rawValue, $0) })
            let later = ["wheel", "inline", "navigationLink", "palette", "radioGroup"]
            return d.named(
                i.value, table, kind: "picker style", for: "pickerStyle", keyLocation: i.location, context: i.context,
                hint: { later.contains($0) ? "the '.\($0)' picker style is not supported yet: layoutdraw draws .automatic, .menu and .segmented" : nil }
            ).map { .modifier(PickerStyleModifier($0)) }
        }
    }
}
