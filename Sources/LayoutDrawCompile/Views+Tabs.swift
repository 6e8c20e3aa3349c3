import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSymbols
import LayoutDrawSyntax
import LayoutEngine

// Decoders for `TabView` and iOS 18's `Tab` (the engine types are in
// Sources/LayoutEngine/Navigation/TabView.swift, TabBarItem.swift, TabBarBackground.swift).
// Both spellings: Swift's `TabView(selection: $tab) { … }` and YAML's `TabView: {selection: 1,
// content: […]}`, each tab a view with `tabItem:` and `tag:` (or a `Tab:`).
extension Views {
    /// How many items an iPhone's tab bar shows: five tabs, or four and a More item.
    static let maximumTabBarItems = 5

    /// `TabView { tabs }`, `TabView(selection: $tab) { tabs }`; YAML `TabView: [tabs]` or
    /// `TabView: {selection: VALUE, content: [tabs]}`.
    ///
    /// Each view of the content is a tab (a `ForEach` makes one per element, a `Group` its
    /// views). The `tabItem` and `tag` written on a tab (outside any other view, as SwiftUI reads
    /// them) are taken off it: the item becomes the tab's `TabBarItem`, the tag is what the
    /// selection is compared with. The selected tab is the one whose tag equals the selection's
    /// value as Swift's `==` compares them (`.home` and `Tab.home` are equal), else the first —
    /// with a warning when a selection is written and no tag matches it. That is our reading of
    /// SwiftUI, whose tab view is a `UITabBarController` on iOS: a tab bar controller always
    /// shows one of its view controllers (Apple's `selectedViewController`: "The specified view
    /// controller must be in the viewControllers array"), the first until another is selected,
    /// and a value no tag has selects none. Only the selected tab's content is
    /// in the tree; the others are compiled (their errors are reported) and left out. More than
    /// five tabs show four items and a More item (`ellipsis`, "More"), as an iPhone does; the
    /// More item is selected when a tab past the fourth is. `.toolbar(.hidden, for: .tabBar)` in
    /// the selected tab hides the bar.
    static func tabView(_ input: ViewInput) -> Chain? {
        let d = input.session
        var content: ValueSyntax?
        var selectionField: Field?
        if let value = input.value, !value.isNull {
            if case .record = value {
                guard let fields = d.parameters(value, of: "TabView", allowed: ["selection", "content"], keyLocation: input.location)
                else { return nil }
                content = fields["content"]?.value
                selectionField = fields["selection"]
            } else {
                content = value
            }
        }
        var selection: Value?
        if let field = selectionField {
            guard let value = d.selectionValue(field.value, for: "selection", keyLocation: field.key, input.context) else { return nil }
            selection = value
        }
        let tabs = d.views(content, input.context).map { tab(of: $0, input) }
        var selected = 0
        if let selection, let field = selectionField, !tabs.isEmpty {
            if let index = tabs.firstIndex(where: { $0.tag.map { Expression.equal($0, selection) } ?? false }) {
                selected = index
            } else {
                d.warning(
                    "no tab has the tag \(selection.debugDescription), the selection's value: the first tab is drawn selected (write .tag(…) on each tab)",
                    at: d.location(of: field.value, key: field.key), input.context)
            }
        }
        let root = tabs.isEmpty ? ViewNode(EmptyView(), source: input.location) : tabs[selected].content
        var items: [ViewNode] = []
        let overflows = tabs.count > maximumTabBarItems
        for (index, tab) in tabs.enumerated() {
            if overflows && index == maximumTabBarItems - 1 {
                items.append(moreItem(isSelected: selected >= index, input))
                break
            }
            items.append(barItem(tab, isSelected: index == selected, input))
        }
        if isTabBarHidden(in: root) {
            return Chain([ViewNode(TabView(isBarHidden: true), subviews: [root], source: input.location)], shape: .notShape("'TabView' is not a shape"))
        }
        let background = ViewNode(TabBarBackground(), subviews: [ViewNode(TabBarSeparator(), source: input.location)], source: input.location)
        let node = ViewNode(TabView(), subviews: [root, background] + items, source: input.location)
        return Chain([node], shape: .notShape("'TabView' is not a shape"))
    }

    /// Whether the selected tab's content hides the tab bar (`.toolbar(.hidden, for: .tabBar)`
    /// anywhere in it but a nested tab view; the last one written wins).
    private static func isTabBarHidden(in node: ViewNode) -> Bool {
        var hidden = false
        func visit(_ node: ViewNode) {
            if node.view is TabView { return }
            if let visibility = node.view as? ToolbarVisibility, visibility.bar == .tabBar { hidden = visibility.isHidden }
            for subview in node.subviews { visit(subview) }
        }
        visit(node)
        return hidden
    }

    /// One tab of a tab view: its content without the `tabItem` and `tag` traits written on it,
    /// its item's views (nil when it has no `tabItem`) and its tag.
    struct TabEntry {
        var content: ViewNode
        var item: [ViewNode]?
        var itemSource: SourceLocation?
        var tag: Value?
    }

    /// `view` as a tab: the traits of its modifier chain taken off it (the one nearest the
    /// content wins, as for list rows).
    private static func tab(of view: ViewNode, _ input: ViewInput) -> TabEntry {
        var tab = TabEntry(content: view)
        tab.content = strip(view, into: &tab)
        if tab.item == nil {
            input.session.warning(
                "this tab has no .tabItem { … }: its item in the tab bar is empty, as SwiftUI draws it", at: view.source ?? input.location,
                input.context)
        }
        return tab
    }

    private static func strip(_ view: ViewNode, into tab: inout TabEntry) -> ViewNode {
        guard view.view is any ViewModifierLayout, let content = view.subviews.first else { return view }
        switch view.view {
        case let item as TabItem:
            tab.item = item.label
            tab.itemSource = view.source
            return strip(content, into: &tab)
        case let tag as SelectionTag:
            tab.tag = tag.value as? Value
            return strip(content, into: &tab)
        default:
            var made = view
            made.subviews[0] = strip(content, into: &tab)
            return made
        }
    }

    /// The bar item of a tab, from its `tabItem`'s views: a `Label`'s icon and title, or the
    /// first `Image` and the first `Text` (behind any modifiers, which the bar does not draw). A
    /// tab bar item is an image and a title, so any other view is left out, with a warning:
    /// "Tab views only support tab items of type Text, Image, or an image followed by text.
    /// Passing any other type of view results in a visible but empty tab item" (Apple's `TabView`
    /// documentation); the image is drawn above the title whichever is written first
    /// (piterwilson.com, "SwiftUI, TabView it is": "only the first Image and Text instances are
    /// used … even if you specify the Text before the Image the Image then Text display is used").
    private static func barItem(_ tab: TabEntry, isSelected: Bool, _ input: ViewInput) -> ViewNode {
        var icon: ViewNode?
        var title: ViewNode?
        for view in tab.item ?? [] {
            let bare = unmodified(view)
            if bare.view is Label, bare.subviews.count == 2, icon == nil, title == nil {
                icon = firstImage(bare.subviews[0])
                title = unmodified(bare.subviews[1]).view is Text ? unmodified(bare.subviews[1]) : nil
            } else if bare.view is SymbolImage || bare.view is Image, icon == nil {
                icon = bare
            } else if bare.view is Text, title == nil {
                title = bare
            } else {
                input.session.warning(
                    "'\(bare.view.kind)' is not drawn in a tab item: a tab bar item shows an Image and a Text (or a Label)",
                    at: view.source ?? tab.itemSource ?? input.location, input.context)
            }
        }
        return item(icon: icon.map(barIcon), title: title, isSelected: isSelected, source: tab.itemSource ?? tab.content.source ?? input.location)
    }

    /// The More item a bar of more than five tabs ends with.
    private static func moreItem(isSelected: Bool, _ input: ViewInput) -> ViewNode {
        let icon = ViewNode(SymbolImage(systemName: "ellipsis", outline: SymbolTable.outline(named: "ellipsis")).resizable(), source: input.location)
        return item(icon: icon, title: ViewNode(Text("More"), source: input.location), isSelected: isSelected, source: input.location)
    }

    private static func item(icon: ViewNode?, title: ViewNode?, isSelected: Bool, source: SourceLocation) -> ViewNode {
        let subviews = [icon, title].compactMap { $0 }
        return ViewNode(TabBarItem(isSelected: isSelected, hasIcon: icon != nil, hasTitle: title != nil), subviews: subviews, source: source)
    }

    /// A tab bar's icon: a symbol in its fill variant when it has one, sized by the bar (it takes
    /// the 25-point square the item proposes): our reading of iOS 15–17's tab bars, which show
    /// `Label("Home", systemImage: "house")` as `house.fill`. An image is drawn as it is.
    private static func barIcon(_ node: ViewNode) -> ViewNode {
        guard let symbol = node.view as? SymbolImage else { return node }
        var made = node
        let filled = symbol.systemName + ".fill"
        if !symbol.systemName.hasSuffix(".fill"), let outline = SymbolTable.outline(named: filled) {
            made.view = SymbolImage(systemName: filled, outline: outline).resizable()
        } else {
            made.view = symbol.resizable()
        }
        return made
    }

    /// The first `Image` in `node` (a `Label`'s icon may be any view), behind any modifiers.
    private static func firstImage(_ node: ViewNode) -> ViewNode? {
        let bare = unmodified(node)
        if bare.view is SymbolImage || bare.view is Image { return bare }
        for subview in bare.subviews { if let found = firstImage(subview) { return found } }
        return nil
    }

    /// `node` without the modifiers around it.
    private static func unmodified(_ node: ViewNode) -> ViewNode {
        guard node.view is any ViewModifierLayout, let content = node.subviews.first else { return node }
        return unmodified(content)
    }

    // MARK: Tab (iOS 18)

    /// iOS 18's `Tab("Home", systemImage: "house") { content }`, `Tab("Home", systemImage: "house",
    /// value: Tab.home) { … }`, `Tab("Home", image: "icon") { … }`, `Tab(value: 1) { content }
    /// label: { Label(…) }`; YAML `Tab: {title: Home, systemImage: house, value: 1, content:
    /// VIEW}`. It is its content with the item and the value a `TabView` reads, as
    /// `content.tabItem { Label(title, systemImage:) }.tag(value)` would be.
    static func tab(_ input: ViewInput) -> Chain? {
        let d = input.session
        guard let value = input.value, case .record = value,
            var fields = d.parameters(
                value, of: "Tab", allowed: ["title", "systemImage", "image", "value", "role", "content", "label"], keyLocation: input.location)
        else {
            d.error("'Tab' needs a title and content: Tab(\"Home\", systemImage: \"house\") { … }", at: d.location(of: input.value, key: input.location))
            return nil
        }
        if let role = fields["role"] {
            d.error("'Tab(role:)' is not supported yet: write Tab(\"Search\", systemImage: \"magnifyingglass\") { … }", at: role.key)
            return nil
        }
        // `Tab(value: 1) { content } label: { … }`: the content closure arrives as the first
        // unlabelled argument, `title`.
        fields.takeTrailingClosureAsContent()
        var label: [ViewNode] = []
        if let field = fields["label"] {
            label = d.views(field.value, input.context)
        } else if let field = fields["title"] {
            guard let title = stringOrView(field, input) else { return nil }
            var icon: ViewNode?
            if let symbol = fields["systemImage"] {
                guard let made = systemImage(symbol, input) else { return nil }
                icon = made
            } else if let image = fields["image"] {
                let call = CallSyntax(name: "Image", location: image.key, arguments: [ArgumentSyntax(label: nil, labelLocation: image.key, value: image.value)])
                guard let made = Views.image(ViewInput(call: call, value: image.value, context: input.context, session: d))?.nodes.first else { return nil }
                icon = made
            }
            label = [icon, title].compactMap { $0 }
        }
        let views = d.views(fields["content"]?.value, input.context)
        var node: ViewNode
        switch views.count {
        case 0: node = ViewNode(EmptyView(), source: input.location)
        case 1: node = views[0]
        default: node = ViewNode(VStack(), subviews: views, source: views[0].source)
        }
        if fields["label"] != nil || fields["title"] != nil { node = node.modified(by: TabItem(label: label), source: input.location) }
        if let field = fields["value"] {
            guard let tag = d.selectionValue(field.value, for: "value", keyLocation: field.key, input.context) else { return nil }
            node = node.modified(by: SelectionTag(tag), source: input.location)
        }
        return Chain([node], shape: .notShape("'Tab' is not a shape"))
    }
}

extension CompileSession {
    /// A selection or a tag: a Swift value (a binding, `$tab`, is its value; so is
    /// `.constant(x)`), or a YAML scalar (a number, a Boolean or a string).
    func selectionValue(_ value: ValueSyntax, for name: String, keyLocation: SourceLocation, _ context: CompileContext) -> Value? {
        switch Views.unwrappingConstant(value) {
        case .expression(let syntax):
            return evaluate(syntax, context)
        default:
            error("expected a value for '\(name)' (a number or a name), found \(value.kindDescription)", at: location(of: value, key: keyLocation))
            return nil
        }
    }
}
