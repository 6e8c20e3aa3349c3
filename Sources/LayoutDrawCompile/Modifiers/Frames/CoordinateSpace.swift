import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `coordinateSpace: NAME` or `{name: NAME}`; Swift `.coordinateSpace(name: "X")` or
    /// `.coordinateSpace(.named("X"))`.
    enum CoordinateSpaceMapping: ModifierMapping {
        static let names = ["coordinateSpace"]

        static func compile(_ i: ModifierInput) -> Modification? {
            coordinateSpace(i)
        }
    }

    /// `coordinateSpace: NAME` or `{name: NAME}`; Swift `.coordinateSpace(name: "X")` or
    /// `.coordinateSpace(.named("X"))`.
    static func coordinateSpace(_ i: ModifierInput) -> Modification? {
        let d = i.session
        var node = i.value
        var key = i.location
        if let value = i.value, case .record = value {
            guard let fields = d.parameters(value, of: "coordinateSpace", allowed: ["name"], keyLocation: i.location) else { return nil }
            guard let field = fields["name"] else {
                d.error("'coordinateSpace' needs 'name'", at: d.location(value))
                return nil
            }
            node = field.value
            key = field.key
        }
        if case .expression(let syntax)? = node, case .coordinateSpace(.named(let name))? = d.evaluate(syntax, i.context, reportingErrors: false) {
            return .modifier(CoordinateSpaceModifier(name: name))
        }
        guard let name = d.string(node, for: "coordinateSpace", keyLocation: key, context: i.context) else { return nil }
        guard !name.trimmingSpaces.isEmpty else {
            d.error("a coordinate space name must not be empty", at: d.location(of: node, key: key))
            return nil
        }
        return .modifier(CoordinateSpaceModifier(name: name))
    }
}
