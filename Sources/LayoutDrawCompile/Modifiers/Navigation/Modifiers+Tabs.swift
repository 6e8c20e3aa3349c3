import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

// Argument mappings of the tab view's modifiers: `tabItem` and `tag` leave traits the enclosing
// `TabView` takes off its tabs (Views+Tabs.swift); `tabViewStyle` says which look it has. Swift
// `.tabItem { Label("Home", systemImage: "house") }`; YAML `tabItem: {Label: {title: Home,
// systemImage: house}}`.
extension Modifiers {

    /// The tab view styles drawn as the tab bar, by name and by the name of their types
    /// (`DefaultTabViewStyle()`).
    static let drawnTabViewStyles: Set<String> = [
        "automatic", "tabBarOnly", "sidebarAdaptable", "DefaultTabViewStyle", "TabBarOnlyTabViewStyle", "SidebarAdaptableTabViewStyle",
    ]
    /// Pages swiped sideways: the selected page fills the tab view (`Modification.pageTabs`).
    static let pageTabViewStyles: Set<String> = ["page", "PageTabViewStyle"]
    /// Not drawn yet: watchOS's vertical pages.
    static let undrawnTabViewStyles: Set<String> = ["verticalPage", "VerticalPageTabViewStyle"]

    /// The style types a listing may construct (`PageTabViewStyle()`), for the name check.
    static let tabViewStyleTypeNames = drawnTabViewStyles.union(pageTabViewStyles).union(undrawnTabViewStyles).filter { $0.hasSuffix("TabViewStyle") }

}
