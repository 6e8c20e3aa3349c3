import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Views {
    /// `NavigationStack { root }`, `NavigationStack(path: $path) { root }`, `NavigationView {
    /// root }`; YAML `NavigationStack: VIEW` or `{content: VIEW}`.
    ///
    /// The bar shows what the root asks for: its first `navigationTitle` (outermost first, in
    /// the order written), its `navigationBarTitleDisplayMode` (else a large title, as at the
    /// root of a stack), its `toolbar` items and `toolbar(.hidden, for: .navigationBar)` — found
    /// anywhere in the root, but not inside a nested stack. A `navigationTitle` written on the
    /// stack itself is outside its root and shows nothing, as in SwiftUI.
    enum NavigationStackMapping: ViewMapping {
        static let names = ["NavigationStack", "NavigationView"]
        static let positional = ["content"]

        static func compile(_ input: ViewInput) -> Chain? {
            let d = input.session
            let isView = input.name == "NavigationView"
            var content: ValueSyntax?
            if let value = input.value, !value.isNull {
                if case .record = value {
                    guard let fields = d.parameters(value, of: input.name, allowed: isView ? ["content"] : ["content", "path"], keyLocation: input.location)
                    else { return nil }
                    content = fields["content"]?.value
                } else {
                    content = value
                }
            }
            var views = d.views(content, input.context)
            if isView && views.count > 1 {
                // On iPhone a NavigationView shows its first column; the others appear after navigating.
                d.warning("a NavigationView on iPhone shows its first view; the other \(views.count - 1) are not drawn", at: views[1].source ?? input.location, input.context)
                views = [views[0]]
            }
            let root: ViewNode
            switch views.count {
            case 0: root = ViewNode(EmptyView(), source: input.location)
            case 1: root = views[0]
            default: root = ViewNode(VStack(), subviews: views, source: views[0].source)
            }
            var bar = BarRequest()
            bar.collect(root)
            let mode = (bar.displayMode ?? bar.title?.displayMode ?? .automatic).resolved
            var subviews = [root]
            // A hidden bar shows neither title nor items.
            if bar.isHidden {
                bar.title = nil
                bar.items = []
            }
            let hasPrincipal = bar.items.contains { ($0.view as? ToolbarItem)?.placement == .principal }
            var hasTitle = false
            if let title = bar.title, !title.title.isEmpty, !hasPrincipal {
                let font = mode == .large ? NavigationStack.largeTitleFont : NavigationStack.inlineTitleFont
                subviews.append(ViewNode(Text(title.title), source: bar.titleSource ?? input.location).modified(by: FontModifier(font)))
                hasTitle = true
            }
            var placements: [ToolbarPlacement] = []
            for found in bar.items {
                let item = iconsOnly(found)
                if let toolbarItem = item.view as? ToolbarItem {
                    subviews.append(item)
                    placements.append(toolbarItem.placement)
                } else {
                    subviews.append(ViewNode(ToolbarItem(placement: .trailing), subviews: [item], source: item.source))
                    placements.append(.trailing)
                }
            }
            let stack = NavigationStack(
                isNavigationView: isView, titleMode: mode, hasTitle: hasTitle, itemPlacements: placements, isBarHidden: bar.isHidden)
            return Chain([ViewNode(stack, subviews: subviews, source: input.location)], shape: .notShape("'\(input.name)' is not a shape"))
        }
    }
}
