import LayoutDrawCore
import LayoutDrawSyntax
import LayoutEngine

extension Views {
    /// `NavigationSplitView { sidebar } detail: { … }` and `(sidebar:content:detail:)`, with or
    /// without `columnVisibility:` and `preferredCompactColumn:`: on iPhone, a navigation stack of
    /// the sidebar. Apple's documentation: "with narrow sizes like on iPhone …, the navigation
    /// split view collapses all of its columns into a stack, and shows the last column that
    /// displays useful information" — at launch, with nothing selected, the sidebar (the content
    /// and detail columns show what a selection would). The other columns are not drawn.
    enum NavigationSplitViewMapping: ViewMapping {
        static let names = ["NavigationSplitView"]
        static let positional = ["sidebar"]

        static func compile(_ input: ViewInput) -> Chain? {
            let d = input.session
            guard let value = input.value,
                let fields = d.parameters(
                    value, of: input.name, allowed: ["sidebar", "content", "detail", "columnVisibility", "preferredCompactColumn"],
                    keyLocation: input.location),
                let sidebar = fields["sidebar"]
            else {
                if input.value != nil { return nil }
                d.error("'NavigationSplitView' needs a sidebar: NavigationSplitView { List { … } } detail: { … }", at: input.location)
                return nil
            }
            let stack = ViewInput(call: input.call, value: sidebar.value, context: input.context, session: d)
            return NavigationStackMapping.compile(stack)
        }
    }
}
