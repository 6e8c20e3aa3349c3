import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

// Argument mappings of the tab view's modifiers: `tabItem` and `tag` leave traits the enclosing
// `TabView` takes off its tabs (Views+Tabs.swift); `tabViewStyle` says which look it has. Swift
// `.tabItem { Label("Home", systemImage: "house") }`; YAML `tabItem: {Label: {title: Home,
// systemImage: house}}`.
extension Modifiers {
    /// `.tabItem { Label("Home", systemImage: "house") }`, `.tabItem { Image(systemName: "house");
    /// Text("Home") }`; YAML `tabItem: VIEW` or `tabItem: [VIEWS]`.
    static func tabItem(_ i: ModifierInput) -> Modification? {
        guard let value = i.value, !value.isNull else {
            i.session.error("'tabItem' needs its label: .tabItem { Label(\"Home\", systemImage: \"house\") }", at: i.location)
            return nil
        }
        return .modifier(TabItem(label: i.session.views(value, i.context)))
    }

    /// `.tag(Tab.home)`, `.tag(1)`, `.tag(x, includeOptional: false)`; YAML `tag: 1`, `tag: home`.
    static func tag(_ i: ModifierInput) -> Modification? {
        let d = i.session
        guard var value = i.value, !value.isNull else {
            d.error("'tag' needs a value: .tag(1)", at: i.location)
            return nil
        }
        var key = i.location
        if case .record = value {
            guard let fields = d.parameters(value, of: i.name, allowed: ["value", "includeOptional"], keyLocation: i.location) else { return nil }
            guard let field = fields["value"] else {
                d.error("'tag' needs a value: .tag(1)", at: d.location(value))
                return nil
            }
            value = field.value
            key = field.key
        }
        return d.selectionValue(value, for: i.name, keyLocation: key, i.context).map { .modifier(SelectionTag($0)) }
    }

    /// The tab view styles drawn — the tab bar — by name and by the name of their types
    /// (`DefaultTabViewStyle()`), and those not drawn yet.
    static let drawnTabViewStyles: Set<String> = [
        "automatic", "tabBarOnly", "sidebarAdaptable", "DefaultTabViewStyle", "TabBarOnlyTabViewStyle", "SidebarAdaptableTabViewStyle",
    ]
    static let undrawnTabViewStyles: Set<String> = ["page", "PageTabViewStyle", "verticalPage", "VerticalPageTabViewStyle"]

    /// The style types a listing may construct (`PageTabViewStyle()`), for the name check.
    static let tabViewStyleTypeNames = drawnTabViewStyles.union(undrawnTabViewStyles).filter { $0.hasSuffix("TabViewStyle") }

    /// `.tabViewStyle(.automatic)` (the tab bar; iOS 18's `.tabBarOnly` and `.sidebarAdaptable`
    /// are the tab bar on iPhone too); YAML `tabViewStyle: automatic`. `.tabViewStyle(.page)`,
    /// `.page(indexDisplayMode:)` and `PageTabViewStyle()` (pages swiped sideways, with dots)
    /// are not drawn yet: an error.
    static func tabViewStyle(_ i: ModifierInput) -> Modification? {
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
