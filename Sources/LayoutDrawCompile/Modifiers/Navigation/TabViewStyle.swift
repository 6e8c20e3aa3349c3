import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `.tabViewStyle(.automatic)` (the tab bar; iOS 18's `.tabBarOnly` and `.sidebarAdaptable`
    /// are the tab bar on iPhone too); YAML `tabViewStyle: automatic`. `.tabViewStyle(.page)`,
    /// `.page(indexDisplayMode:)` and `PageTabViewStyle()` (pages swiped sideways, with dots)
    /// are not drawn yet: an error.
    enum TabViewStyleMapping: ModifierMapping {
        static let names = ["tabViewStyle"]
        static let positional = ["style"]

        static func compile(_ i: ModifierInput) -> Modification? {
            let d = i.session
            guard let value = i.value else {
                d.error("'tabViewStyle' needs a style: .automatic", at: i.location)
                return nil
            }
            func notDrawn(_ name: String) -> String {
                "the '\(name)' tab view style is not supported yet: layoutdraw draws the tab bar (.automatic)"
            }
            if case .expression(let syntax) = value {
                var name: String?
                switch syntax.expression {
                case .call(.name(let type, _), _, _), .name(let type, _): name = type
                case .call(.implicitMember(let member, _), _, _), .implicitMember(let member, _): name = member
                default: break
                }
                if let name, drawnTabViewStyles.contains(name) { return Modification.none }
                if let name, undrawnTabViewStyles.contains(name) {
                    d.error(notDrawn(name), at: syntax.location)
                    return nil
                }
            }
            let table = Dictionary(uniqueKeysWithValues: drawnTabViewStyles.map { ($0, true) })
            return d.named(value, table, kind: "tab view style", for: i.name, keyLocation: i.location, context: i.context) { key in
                undrawnTabViewStyles.contains(key) ? notDrawn(key) : nil
            }.map { _ in Modification.none }
        }
    }
}
