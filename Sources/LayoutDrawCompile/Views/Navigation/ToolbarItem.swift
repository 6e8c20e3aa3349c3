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
    /// placement, `.automatic` (the trailing edge of the bar on iOS). `.keyboard` items draw
    /// nothing (the keyboard is down in a still picture); `.bottomBar`, `.status` … are left out
    /// with a warning.
    static func toolbarItem(_ input: ViewInput) -> Chain? {
        let d = input.session
        var placement = ToolbarPlacement.trailing
        var content: ValueSyntax?
        if let value = input.value, !value.isNull {
            if case .record = value {
                guard let fields = d.parameters(value, of: input.name, allowed: ["placement", "content", "id", "label"], keyLocation: input.location)
                else { return nil }
                if let field = fields["placement"] {
                    // Items of a bar a still picture does not show: the keyboard's (the keyboard
                    // is down) draw nothing; the others are left out with a warning.
                    if case .expression(let syntax) = field.value, case .implicitMember(let key, _) = syntax.expression,
                        undrawnToolbarPlacements.contains(key)
                    {
                        if key != "keyboard" {
                            d.warning(
                                "the '\(key)' toolbar placement is not drawn yet: layoutdraw draws the navigation bar's items (topBarLeading, topBarTrailing, principal); this item is left out",
                                at: syntax.location, input.context)
                        }
                        return Chain([], shape: .notShape("'\(input.name)' is not a shape"))
                    }
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
