import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `.navigationBarItems(leading: …, trailing: …)` (the iOS 13 spelling of toolbar items).
    enum NavigationBarItemsMapping: ModifierMapping {
        static let names = ["navigationBarItems"]

        static func compile(_ i: ModifierInput) -> Modification? {
            let d = i.session
            guard let value = i.value, case .record = value,
                let fields = d.parameters(value, of: i.name, allowed: ["leading", "trailing"], keyLocation: i.location)
            else {
                d.error("'navigationBarItems' needs leading: or trailing: views", at: d.location(of: i.value, key: i.location))
                return nil
            }
            var items: [ViewNode] = []
            for (name, placement) in [("leading", ToolbarPlacement.leading), ("trailing", .trailing)] {
                guard let field = fields[name] else { continue }
                let views = d.views(field.value, i.context)
                if !views.isEmpty { items.append(ViewNode(ToolbarItem(placement: placement), subviews: views, source: field.key)) }
            }
            return .modifier(Toolbar(items: items))
        }
    }
}
