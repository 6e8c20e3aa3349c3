import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `.toolbar { items }` (each a `ToolbarItem`, a `ToolbarItemGroup` or a view, which is
    /// placed at the trailing edge), `.toolbar(.hidden, for: .navigationBar)`, `.toolbar(.hidden)`;
    /// YAML `toolbar: [items]` or `toolbar: hidden`.
    enum ToolbarMapping: ModifierMapping {
        static let names = ["toolbar"]
        static let positional = ["content"]

        static func compile(_ i: ModifierInput) -> Modification? {
            toolbar(i)
        }
    }

    /// `.toolbar { items }` (each a `ToolbarItem`, a `ToolbarItemGroup` or a view, which is
    /// placed at the trailing edge), `.toolbar(.hidden, for: .navigationBar)`, `.toolbar(.hidden)`;
    /// YAML `toolbar: [items]` or `toolbar: hidden`.
    static func toolbar(_ i: ModifierInput) -> Modification? {
        let d = i.session
        guard let value = i.value else {
            d.error("'toolbar' needs items: .toolbar { ToolbarItem(placement: .topBarTrailing) { … } }", at: i.location)
            return nil
        }
        let visibilities = ["hidden": true, "visible": false, "automatic": false]
        var content = value
        if case .record = value {
            guard let fields = d.parameters(value, of: i.name, allowed: ["content", "for", "removing", "id"], keyLocation: i.location) else { return nil }
            if let removing = fields["removing"] {
                d.error("'toolbar(removing:)' is not supported yet", at: removing.key)
                return nil
            }
            guard let field = fields["content"] else {
                d.error("'toolbar' needs items or a visibility", at: d.location(value))
                return nil
            }
            if let bars = fields["for"] {
                // `.toolbar(.hidden, for: .navigationBar)`, `for: .tabBar`: the other bars are
                // not drawn, so hiding them changes nothing.
                guard let hidden = d.named(field.value, visibilities, kind: "visibility", for: i.name, keyLocation: field.key, context: i.context)
                else { return nil }
                let names: [String: ToolbarVisibility.Bar?] = [
                    "navigationBar": .navigationBar, "tabBar": .tabBar, "bottomBar": nil, "automatic": .navigationBar, "windowToolbar": nil,
                ]
                guard let bar = d.named(bars.value, names, kind: "bar", for: "for", keyLocation: bars.key, context: i.context)
                else { return nil }
                return bar.map { .modifier(ToolbarVisibility(hidden: hidden, bar: $0)) } ?? Modification.none
            }
            content = field.value
        }
        if let visibility = visibilityName(content), let hidden = visibilities[visibility] {
            return .modifier(ToolbarVisibility(hidden: hidden))
        }
        return .modifier(Toolbar(items: d.views(content, i.context)))
    }
}
