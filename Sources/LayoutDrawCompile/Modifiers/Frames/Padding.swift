import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawFrames
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `.padding()`, `.padding(8)`, `.padding(.horizontal, 8)`, `.padding(EdgeInsets(…))`: the
    /// engine's `Padding` (16 points by default).
    enum PaddingMapping: ModifierMapping {
        static let names = ["padding"]
        static let positional = ["edges", "length"]

        static func compile(_ i: ModifierInput) -> Modification? {
            padding(i)
        }
    }

    static func padding(_ i: ModifierInput) -> Modification? {
        let d = i.session
        guard let value = i.value else { return .modifier(Padding()) }
        switch value {
        case .expression(let syntax):
            // `.padding(10)`, `.padding(.horizontal)`, `.padding(EdgeInsets(…))`; what does not
            // evaluate is reported as the number it should be.
            guard let evaluated = d.evaluate(syntax, i.context, reportingErrors: false) else { return number(i).map { .modifier(Padding(.all, $0)) } }
            switch evaluated {
            case .insets(let insets): return .modifier(Padding(insets))
            case .symbol, .array: return d.edges(value, for: i.name, keyLocation: i.location, i.context).map { .modifier(Padding($0)) }
            default: return number(i).map { .modifier(Padding(.all, $0)) }
            }
        case .record:
            let perEdge = ["all", "horizontal", "vertical", "top", "leading", "bottom", "trailing"]
            guard let fields = d.parameters(value, of: i.name, allowed: ["edges", "length"] + perEdge, keyLocation: i.location)
            else { return nil }
            func length(_ name: String) -> Double?? {
                guard let field = fields[name] else { return .some(nil) }
                if d.isNil(field.value, i.context) { return .some(nil) }
                guard let n = d.number(field.value, for: name, keyLocation: field.key, i.context) else { return nil }
                return .some(n)
            }
            let edgeKeys = perEdge.filter { fields[$0] != nil }
            if fields["edges"] != nil || (fields["length"] != nil && edgeKeys.isEmpty) {
                if let extra = edgeKeys.first {
                    d.error("'\(i.name)' takes either 'edges' with 'length', or lengths per edge, not both", at: fields[extra]!.key)
                    return nil
                }
                var edges = EdgeSet.all
                if let field = fields["edges"] {
                    guard let set = d.edges(field.value, for: "edges", keyLocation: field.key, i.context) else { return nil }
                    edges = set
                }
                guard let len = length("length") else { return nil }
                return .modifier(Padding(edges, len))
            }
            // Per-edge lengths; a more specific key wins: all < horizontal/vertical < an edge.
            var insets = EdgeInsets.zero
            var valid = true
            func apply(_ name: String, _ set: (inout EdgeInsets, Double) -> Void) {
                switch length(name) {
                case .none: valid = false
                case .some(let v?): set(&insets, v)
                case .some(nil): break
                }
            }
            apply("all") { $0 = EdgeInsets(all: $1) }
            apply("horizontal") { $0.leading = $1; $0.trailing = $1 }
            apply("vertical") { $0.top = $1; $0.bottom = $1 }
            apply("top") { $0.top = $1 }
            apply("leading") { $0.leading = $1 }
            apply("bottom") { $0.bottom = $1 }
            apply("trailing") { $0.trailing = $1 }
            return valid ? .modifier(Padding(insets)) : nil
        default:
            d.error("expected a length or edges for '\(i.name)', found \(value.kindDescription)", at: d.location(value))
            return nil
        }
    }
}
