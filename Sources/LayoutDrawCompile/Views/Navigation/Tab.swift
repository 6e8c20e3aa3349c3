import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSymbols
import LayoutDrawSyntax
import LayoutEngine

extension Views {
    /// iOS 18's `Tab("Home", systemImage: "house") { content }`, `Tab("Home", systemImage: "house",
    /// value: Tab.home) { … }`, `Tab("Home", image: "icon") { … }`, `Tab(value: 1) { content }
    /// label: { Label(…) }`; YAML `Tab: {title: Home, systemImage: house, value: 1, content:
    /// VIEW}`. It is its content with the item and the value a `TabView` reads, as
    /// `content.tabItem { Label(title, systemImage:) }.tag(value)` would be.
    enum TabMapping: ViewMapping {
        static let names = ["Tab"]
        static let positional = ["title", "content"]

        static func compile(_ input: ViewInput) -> Chain? {
            tab(input)
        }
    }

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
