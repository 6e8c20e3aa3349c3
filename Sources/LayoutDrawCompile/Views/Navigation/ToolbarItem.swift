import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Views {
    /// `ToolbarItem(placement: .topBarTrailing) { view }`, `ToolbarItemGroup(placement: …) {
    /// views }`; YAML `ToolbarItem: {placement: topBarTrailing, content: VIEW}`. Without a
    /// placement, `.automatic` (the trailing edge of the bar on iOS).
    enum ToolbarItemMapping: ViewMapping {
        static let names = ["ToolbarItem", "ToolbarItemGroup"]
        static let positional = ["content"]

        static func compile(_ input: ViewInput) -> Chain? {
            toolbarItem(input)
        }
    }

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
