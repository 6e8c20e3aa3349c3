import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `fontDesign: rounded` / `.fontDesign(.rounded)`; `nil` leaves the font's design.
    enum FontDesignMapping: ModifierMapping {
        static let names = ["fontDesign"]

        static func compile(_ i: ModifierInput) -> Modification? {
            let d = i.session
            if let value = i.value, d.isNil(value, i.context) { return .modifier(FontDesign(nil)) }
            return d.named(i.value, CompileSession.designs, kind: "font design", for: "fontDesign", keyLocation: i.location, context: i.context)
                .map { .modifier(FontDesign($0)) }
        }
    }
}
