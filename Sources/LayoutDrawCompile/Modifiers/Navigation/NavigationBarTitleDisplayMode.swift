import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `.navigationBarTitleDisplayMode(.inline | .large | .automatic)` and iOS 17's
    /// `.toolbarTitleDisplayMode(…)` (whose `.inlineLarge` is drawn large).
    enum NavigationBarTitleDisplayModeMapping: ModifierMapping {
        static let names = ["navigationBarTitleDisplayMode", "toolbarTitleDisplayMode"]

        static func compile(_ i: ModifierInput) -> Modification? {
            guard let value = i.value else {
                i.session.error("'\(i.name)' needs a mode: .inline, .large or .automatic", at: i.location)
                return nil
            }
            return displayMode(value, key: i.location, i).map { .modifier(NavigationBarTitleDisplayModeModifier($0)) }
        }
    }
}
