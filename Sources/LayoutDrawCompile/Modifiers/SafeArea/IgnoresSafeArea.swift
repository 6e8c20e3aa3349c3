import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `.ignoresSafeArea()`, `.ignoresSafeArea(.container, edges: .top)`: the engine's
    /// `IgnoresSafeArea`.
    enum IgnoresSafeAreaMapping: ModifierMapping {
        static let names = ["ignoresSafeArea"]
        static let positional = ["regions", "edges"]

        static func compile(_ i: ModifierInput) -> Modification? {
            let d = i.session
            guard let value = i.value else { return .modifier(IgnoresSafeArea()) }
            switch value {
            case .expression(let syntax):
                // `.ignoresSafeArea(.container)`: the regions.
                guard let regions = safeAreaRegions(Field(ArgumentSyntax(label: "regions", labelLocation: syntax.location, value: value)), d, i.context)
                else { return nil }
                return .modifier(IgnoresSafeArea(regions, edges: .all))
            case .record:
                guard let fields = d.parameters(value, of: "ignoresSafeArea", allowed: ["regions", "edges"], keyLocation: i.location)
                else { return nil }
                var regions = SafeAreaRegions.all
                var edges = EdgeSet.all
                if let field = fields["regions"] {
                    guard let set = safeAreaRegions(field, d, i.context) else { return nil }
                    regions = set
                }
                if let field = fields["edges"] {
                    guard let set = safeAreaEdges(field, d, i.context) else { return nil }
                    edges = set
                }
                return .modifier(IgnoresSafeArea(regions, edges: edges))
            default:
                guard let on = d.bool(value, for: "ignoresSafeArea", keyLocation: i.location, i.context, default: true) else { return nil }
                guard on else {
                    d.error("'ignoresSafeArea: false' ignores nothing; remove it, or name edges with {edges: [top]}", at: d.location(value))
                    return nil
                }
                return .modifier(IgnoresSafeArea())
            }
        }
    }
}
