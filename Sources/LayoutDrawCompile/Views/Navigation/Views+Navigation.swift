import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

// Decoders for the navigation containers: `NavigationStack`, `NavigationView` and the toolbar
// items (the engine types are in Sources/LayoutEngine/Navigation/).
extension Views {
    // MARK: NavigationStack

    /// A toolbar item with each `Label` in it shown as its icon alone, as iOS shows labels in a
    /// toolbar (Apple's `titleAndIcon` documentation: "some containers might apply a different
    /// default label style to their content, such as only showing icons within toolbars on macOS
    /// and iOS").
    static func iconsOnly(_ node: ViewNode) -> ViewNode {
        if node.view is Label, let icon = node.subviews.first { return icon }
        var made = node
        made.subviews = node.subviews.map(iconsOnly)
        return made
    }

    /// What a stack's root asks its navigation bar to show.
    struct BarRequest {
        var title: NavigationTitle?
        var titleSource: SourceLocation?
        var displayMode: NavigationBarTitleDisplayMode?
        var items: [ViewNode] = []
        var isHidden = false

        /// Reads `node`'s subtree, in the order written, outermost first; not inside a nested stack.
        mutating func collect(_ node: ViewNode) {
            switch node.view {
            case is NavigationStack: return
            case let title as NavigationTitle:
                if self.title == nil {
                    self.title = title
                    titleSource = node.source
                }
            case let mode as NavigationBarTitleDisplayModeModifier:
                if displayMode == nil { displayMode = mode.mode }
            case let toolbar as Toolbar:
                items += toolbar.items
            case let visibility as ToolbarVisibility where visibility.bar == .navigationBar:
                isHidden = visibility.isHidden
            default:
                break
            }
            for subview in node.subviews { collect(subview) }
        }
    }

    /// Whether `node` (behind any modifiers) is a whole screen — a `NavigationStack`,
    /// `NavigationView`, `TabView`, `List` or `Form` — which a snippet draws on the default device rather
    /// than at its ideal size (a list's ideal size is its rows' width, not a phone's).
    static func isScreen(_ node: ViewNode) -> Bool {
        if node.view is NavigationStack || node.view is List || node.view is TabView { return true }
        guard node.view is any ViewModifierLayout, let content = node.subviews.first else { return false }
        return isScreen(content)
    }

    // MARK: NavigationLink

    // MARK: Toolbar items

    static let toolbarPlacements: [String: ToolbarPlacement] = [
        "automatic": .trailing, "topBarTrailing": .trailing, "navigationBarTrailing": .trailing, "primaryAction": .trailing,
        "confirmationAction": .trailing, "destructiveAction": .trailing,
        "topBarLeading": .leading, "navigationBarLeading": .leading, "cancellationAction": .leading, "navigation": .leading,
        "principal": .principal,
    ]

    /// Placements iOS puts outside the navigation bar, which layoutdraw does not draw.
    static let undrawnToolbarPlacements = ["bottomBar", "keyboard", "status", "secondaryAction", "bottomOrnament"]

}
