import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Views {
    /// `ToolbarTitleMenu { actions }` in a `toolbar` (iOS 16; Apple's Food Truck's
    /// `DonutEditor`): a menu of actions the navigation title opens when tapped. The menu is
    /// closed in a still picture, so its actions draw nothing; the small chevron iOS puts
    /// beside an inline title that has one is not drawn yet, which a warning says. YAML
    /// `ToolbarTitleMenu: VIEWS`.
    enum ToolbarTitleMenuMapping: ViewMapping {
        static let names = ["ToolbarTitleMenu"]
        static let positional = ["content"]

        static func compile(_ input: ViewInput) -> Chain? {
            input.session.warning(
                "a ToolbarTitleMenu's menu is closed in a still picture and the chevron beside its title is not drawn yet; the bar is drawn without them",
                at: input.location, input.context)
            return Chain([], shape: .notShape("'ToolbarTitleMenu' is not a shape"))
        }
    }
}
