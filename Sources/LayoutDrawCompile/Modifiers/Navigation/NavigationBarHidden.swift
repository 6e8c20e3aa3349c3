import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `.navigationBarHidden(true)`; YAML `navigationBarHidden: true`.
    enum NavigationBarHiddenMapping: ModifierMapping {
        static let names = ["navigationBarHidden"]

        static func compile(_ i: ModifierInput) -> Modification? {
            i.session.bool(i.value, for: i.name, keyLocation: i.location, i.context, default: true).map { .modifier(ToolbarVisibility(hidden: $0)) }
        }
    }
}
