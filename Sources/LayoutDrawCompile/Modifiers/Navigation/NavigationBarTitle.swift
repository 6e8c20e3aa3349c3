import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `.navigationBarTitle("Settings", displayMode: .inline)` (the iOS 13 spelling); YAML
    /// `navigationBarTitle: {title: Settings, displayMode: inline}`.
    enum NavigationBarTitleMapping: ModifierMapping {
        static let names = ["navigationBarTitle"]
        static let positional = ["title"]

        static func compile(_ i: ModifierInput) -> Modification? {
            let d = i.session
            guard let value = i.value else {
                d.error("'navigationBarTitle' needs a title: .navigationBarTitle(\"Settings\")", at: i.location)
                return nil
            }
            guard case .record = value else { return titleString(value, i).map { .modifier(NavigationTitle($0)) } }
            guard let fields = d.parameters(value, of: i.name, allowed: ["title", "displayMode"], keyLocation: i.location) else { return nil }
            guard let titleField = fields["title"] else {
                d.error("'navigationBarTitle' needs a title", at: d.location(value))
                return nil
            }
            var mode: NavigationBarTitleDisplayMode?
            if let field = fields["displayMode"] {
                guard let m = displayMode(field.value, key: field.key, i) else { return nil }
                mode = m
            }
            return titleString(titleField.value, i).map { .modifier(NavigationTitle($0, displayMode: mode)) }
        }
    }
}
