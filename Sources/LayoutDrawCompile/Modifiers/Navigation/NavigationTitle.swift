import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `.navigationTitle("Settings")`, `.navigationTitle(Text("Settings"))`; YAML
    /// `navigationTitle: Settings`.
    enum NavigationTitleMapping: ModifierMapping {
        static let names = ["navigationTitle"]

        static func compile(_ i: ModifierInput) -> Modification? {
            guard let value = i.value else {
                i.session.error("'\(i.name)' needs a title: .navigationTitle(\"Settings\")", at: i.location)
                return nil
            }
            return titleString(value, i).map { .modifier(NavigationTitle($0)) }
        }
    }
}
