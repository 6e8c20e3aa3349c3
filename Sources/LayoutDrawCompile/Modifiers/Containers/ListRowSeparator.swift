import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `.listRowSeparator(.hidden)`, `.listRowSeparator(.hidden, edges: .bottom)`; YAML
    /// `listRowSeparator: hidden` or `{visibility: hidden, edges: bottom}`.
    enum ListRowSeparatorMapping: ModifierMapping {
        static let names = ["listRowSeparator"]
        static let positional = ["visibility"]

        static func compile(_ i: ModifierInput) -> Modification? {
            let d = i.session
            let visibilities = ["hidden": true, "visible": false, "automatic": false]
            var visibilityNode = i.value
            var visibilityKey = i.location
            var edges: (top: Bool, bottom: Bool) = (true, true)
            if let value = i.value, case .record = value {
                guard let fields = d.parameters(value, of: i.name, allowed: ["visibility", "edges"], keyLocation: i.location) else { return nil }
                visibilityNode = fields["visibility"]?.value
                visibilityKey = fields["visibility"]?.key ?? i.location
                if let field = fields["edges"] {
                    let table: [String: (Bool, Bool)] = ["all": (true, true), "top": (true, false), "bottom": (false, true)]
                    guard let e = d.named(field.value, table, kind: "vertical edge", for: "edges", keyLocation: field.key, context: i.context) else { return nil }
                    edges = e
                }
            }
            guard visibilityNode != nil else {
                d.error("'listRowSeparator' needs a visibility: .hidden, .visible or .automatic", at: i.location)
                return nil
            }
            guard let hidden = d.named(visibilityNode, visibilities, kind: "visibility", for: i.name, keyLocation: visibilityKey, context: i.context)
            else { return nil }
            return .modifier(ListRowSeparator(hidesTop: hidden && edges.top, hidesBottom: hidden && edges.bottom))
        }
    }
}
