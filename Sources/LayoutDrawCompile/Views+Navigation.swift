import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

// Decoders for the navigation containers: `NavigationStack`, `NavigationView` and the toolbar
// items (the engine types are in Sources/LayoutEngine/Navigation/).
extension Views {
    // MARK: NavigationStack

    /// `NavigationStack { root }`, `NavigationStack(path: $path) { root }`, `NavigationView {
    /// root }`; YAML `NavigationStack: VIEW` or `{content: VIEW}`.
    ///
    /// The bar shows what the root asks for: its first `navigationTitle` (outermost first, in
    /// the order written), its `navigationBarTitleDisplayMode` (else a large title, as at the
    /// root of a stack), its `toolbar` items and `toolbar(.hidden, for: .navigationBar)` — found
    /// anywhere in the root, but not inside a nested stack. A `navigationTitle` written on the
    /// stack itself is outside its root and shows nothing, as in SwiftUI.
    static func navigationStack(_ input: ViewInput) -> Chain? {
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
    private struct BarRequest {
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

    /// `NavigationLink("Wi-Fi") { destination }`, `NavigationLink("Wi-Fi", value: 1)`,
    /// `NavigationLink(destination: Detail()) { label }`, `NavigationLink { destination } label:
    /// { label }`, `NavigationLink("Wi-Fi", systemImage: "wifi") { … }`; YAML `NavigationLink:
    /// {title: Wi-Fi}` or `{label: VIEW}`. The destination is not drawn (nor compiled: a still
    /// picture shows the link before it is tapped).
    static func navigationLink(_ input: ViewInput) -> Chain? {
        let d = input.session
        guard let value = input.value, !value.isNull else {
            d.error("'NavigationLink' needs a title or a label: NavigationLink(\"Wi-Fi\") { Detail() }", at: input.location)
            return nil
        }
        var fields = Parameters()
        if case .record = value {
            guard let parsed = d.parameters(
                value, of: "NavigationLink", allowed: ["title", "destination", "label", "value", "systemImage", "isActive", "tag", "selection"],
                keyLocation: input.location)
            else { return nil }
            fields = parsed
        } else {
            fields.append(Field(name: "title", key: input.location, value: value))
        }
        // `NavigationLink(destination: D()) { label }`: the label closure arrives as `title`;
        // `NavigationLink { destination } label: { label }`: the destination does.
        if let title = fields["title"], fields["label"] != nil, case .closure = title.value {
            var rest = Parameters()
            for (name, field) in fields where name != "title" { rest.append(field) }
            fields = rest
        } else if let title = fields["title"], fields["label"] == nil, fields["destination"] != nil || fields["value"] != nil,
            case .closure = title.value
        {
            fields.append(Field(name: "label", key: title.key, value: title.value))
            var rest = Parameters()
            for (name, field) in fields where name != "title" { rest.append(field) }
            fields = rest
        }
        let label: ViewNode?
        if let field = fields["label"] {
            label = d.singleView(field.value, input.context) { views, at in ViewNode(HStack(), subviews: views, source: at) }
        } else if let field = fields["title"] {
            guard let title = stringOrView(field, input) else { return nil }
            if let symbol = fields["systemImage"] {
                label = systemImage(symbol, input).map { ViewNode(Label(), subviews: [$0, title], source: title.source) }
            } else {
                label = title
            }
        } else {
            d.error("'NavigationLink' needs a title or a label: NavigationLink(\"Wi-Fi\") { Detail() }", at: d.location(value))
            return nil
        }
        guard let label else { return nil }
        return Chain([ViewNode(NavigationLink(), subviews: [label], source: input.location)], shape: .notShape("'NavigationLink' is not a shape"))
    }

    // MARK: Toolbar items

    static let toolbarPlacements: [String: ToolbarPlacement] = [
        "automatic": .trailing, "topBarTrailing": .trailing, "navigationBarTrailing": .trailing, "primaryAction": .trailing,
        "confirmationAction": .trailing, "destructiveAction": .trailing,
        "topBarLeading": .leading, "navigationBarLeading": .leading, "cancellationAction": .leading, "navigation": .leading,
        "principal": .principal,
    ]

    /// Placements iOS puts outside the navigation bar, which layoutdraw does not draw.
    static let undrawnToolbarPlacements = ["bottomBar", "keyboard", "status", "secondaryAction", "bottomOrnament"]

    /// `ToolbarItem(placement: .topBarTrailing) { view }`, `ToolbarItemGroup(placement: …) {
    /// views }`; YAML `ToolbarItem: {placement: topBarTrailing, content: VIEW}`. Without a
    /// placement, `.automatic` (the trailing edge of the bar on iOS).
    static func toolbarItem(_ input: ViewInput) -> Chain? {
        let d = input.session
        var placement = ToolbarPlacement.trailing
        var content: ValueSyntax?
        if let value = input.value, !value.isNull {
            if case .record = value {
                guard let fields = d.parameters(value, of: input.name, allowed: ["placement", "content", "id", "label"], keyLocation: input.location)
                else { return nil }
                if let field = fields["placement"] {
                    guard let p = d.named(
                        field.value, toolbarPlacements, kind: "toolbar item placement", for: "placement", keyLocation: field.key,
                        context: input.context,
                        hint: { key in
                            undrawnToolbarPlacements.contains(key)
                                ? "the '\(key)' placement is not supported yet: layoutdraw draws the navigation bar's items (topBarLeading, topBarTrailing, principal)"
                                : nil
                        })
                    else { return nil }
                    placement = p
                }
                content = fields["content"]?.value ?? fields["label"]?.value
            } else {
                content = value
            }
        }
        let views = d.views(content, input.context)
        let node = ViewNode(ToolbarItem(placement: placement), subviews: views, source: input.location)
        return Chain([node], shape: .notShape("'\(input.name)' is not a shape"))
    }
}
