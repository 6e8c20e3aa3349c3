import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `allowsTightening: true` / `.allowsTightening(true)`.
    enum AllowsTighteningMapping: ModifierMapping {
        static let names = ["allowsTightening"]

        static func compile(_ i: ModifierInput) -> Modification? {
            guard i.value != nil else {
                i.session.error("'allowsTightening' needs a Bool: .allowsTightening(true), or in YAML allowsTightening: true", at: i.location)
                return nil
            }
            return i.session.bool(i.value, for: i.name, keyLocation: i.location, i.context).map { .modifier(AllowsTightening($0)) }
        }
    }
}
