import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `.tabItem { Label("Home", systemImage: "house") }`, `.tabItem { Image(systemName: "house");
    /// Text("Home") }`; YAML `tabItem: VIEW` or `tabItem: [VIEWS]`.
    enum TabItemMapping: ModifierMapping {
        static let names = ["tabItem"]
        static let positional = ["label"]

        static func compile(_ i: ModifierInput) -> Modification? {
            guard let value = i.value, !value.isNull else {
                i.session.error("'tabItem' needs its label: .tabItem { Label(\"Home\", systemImage: \"house\") }", at: i.location)
                return nil
            }
            return .modifier(TabItem(label: i.session.views(value, i.context)))
        }
    }
}
