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

    /// Whether the selected tab's content hides the tab bar (`.toolbar(.hidden, for: .tabBar)`
    /// anywhere in it but a nested tab view; the last one written wins).
    static func isTabBarHidden(in node: ViewNode) -> Bool {
        var hidden = false
        func visit(_ node: ViewNode) {
            if node.view is TabView { return }
            if let visibility = node.view as? ToolbarVisibility, visibility.bar == .tabBar { hidden = visibility.isHidden }
            for subview in node.subviews { visit(subview) }
        }
        visit(node)
        return hidden
    }

    static let noItemMessage = "this tab has no .tabItem { … }: its item in the tab bar is empty, as SwiftUI draws it"

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
    static func tab(of view: ViewNode, _ input: ViewInput) -> TabEntry {
        var tab = TabEntry(content: view)
        tab.content = strip(view, into: &tab)
        if tab.item == nil {
            let location = view.source ?? input.location
            input.session.warning(noItemMessage, at: location, input.context)
            input.session.tabsWithoutItems[input.location, default: []].insert(location)
        }
        return tab
    }

    static func strip(_ view: ViewNode, into tab: inout TabEntry) -> ViewNode {
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
    static func barItem(_ tab: TabEntry, isSelected: Bool, _ input: ViewInput) -> ViewNode {
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
    static func moreItem(isSelected: Bool, _ input: ViewInput) -> ViewNode {
        let icon = ViewNode(SymbolImage(systemName: "ellipsis", outline: SymbolTable.outline(named: "ellipsis")).resizable(), source: input.location)
        return item(icon: icon, title: ViewNode(Text("More"), source: input.location), isSelected: isSelected, source: input.location)
    }

    static func item(icon: ViewNode?, title: ViewNode?, isSelected: Bool, source: SourceLocation) -> ViewNode {
        let subviews = [icon, title].compactMap { $0 }
        return ViewNode(TabBarItem(isSelected: isSelected, hasIcon: icon != nil, hasTitle: title != nil), subviews: subviews, source: source)
    }

    /// A tab bar's icon: a symbol in its fill variant when it has one, sized by the bar (it takes
    /// the 25-point square the item proposes): our reading of iOS 15–17's tab bars, which show
    /// `Label("Home", systemImage: "house")` as `house.fill`. An image is drawn as it is.
    static func barIcon(_ node: ViewNode) -> ViewNode {
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
    static func firstImage(_ node: ViewNode) -> ViewNode? {
        let bare = unmodified(node)
        if bare.view is SymbolImage || bare.view is Image { return bare }
        for subview in bare.subviews { if let found = firstImage(subview) { return found } }
        return nil
    }

    /// `node` without the modifiers around it.
    static func unmodified(_ node: ViewNode) -> ViewNode {
        guard node.view is any ViewModifierLayout, let content = node.subviews.first else { return node }
        return unmodified(content)
    }

    // MARK: Tab (iOS 18)

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
