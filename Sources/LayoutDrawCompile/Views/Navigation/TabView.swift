import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSymbols
import LayoutDrawSyntax
import LayoutEngine

extension Views {
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
    enum TabViewMapping: ViewMapping {
        static let names = ["TabView"]
        static let positional = ["content"]

        static func compile(_ input: ViewInput) -> Chain? {
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
    }
}
