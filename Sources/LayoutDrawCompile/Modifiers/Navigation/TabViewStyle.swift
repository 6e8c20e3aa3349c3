import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `.tabViewStyle(.automatic)` (the tab bar; iOS 18's `.tabBarOnly` and `.sidebarAdaptable`
    /// are the tab bar on iPhone too); YAML `tabViewStyle: automatic`. `.tabViewStyle(.page)`,
    /// `.page(indexDisplayMode:)` and `PageTabViewStyle()` (pages swiped sideways): the selected
    /// page fills the tab view, without a bar (`Modification.pageTabs`); the page dots are not
    /// drawn (a warning, unless `indexDisplayMode: .never` hides them). `.verticalPage` (watchOS)
    /// is an error.
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
                if let name, pageTabViewStyles.contains(name) {
                    // `.page(indexDisplayMode: .never)`: no dots to leave out.
                    var hidesDots = false
                    if case .call(_, let arguments, _) = syntax.expression, let mode = arguments.first(where: { $0.label == "indexDisplayMode" }),
                        case .implicitMember("never", _) = mode.value
                    {
                        hidesDots = true
                    }
                    if !hidesDots {
                        d.warning("the '\(name)' tab view style draws the selected page; its page index dots are not drawn yet", at: syntax.location, i.context)
                    }
                    return .pageTabs
                }
                if let name, undrawnTabViewStyles.contains(name) {
                    d.error(notDrawn(name), at: syntax.location)
                    return nil
                }
            }
            // YAML `tabViewStyle: page`: the page style too (true: the tab bar).
            var table = Dictionary(uniqueKeysWithValues: drawnTabViewStyles.map { ($0, true) })
            table["page"] = false
            guard
                let isTabBar = d.named(value, table, kind: "tab view style", for: i.name, keyLocation: i.location, context: i.context, hint: { key in
                    undrawnTabViewStyles.contains(key) ? notDrawn(key) : nil
                })
            else { return nil }
            if isTabBar { return Modification.none }
            d.warning("the 'page' tab view style draws the selected page; its page index dots are not drawn yet", at: d.location(value), i.context)
            return .pageTabs
        }
    }
}
