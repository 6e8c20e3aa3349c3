import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `position: {x, y}`; either may be omitted (SwiftUI's defaults are 0). Swift also
    /// `.position(CGPoint(x:y:))`.
    enum PositionMapping: ModifierMapping {
        static let names = ["position"]
        static let positional = ["point"]

        static func compile(_ i: ModifierInput) -> Modification? {
            position(i)
        }
    }

    /// `position: {x, y}`; either may be omitted (SwiftUI's defaults are 0). Swift also
    /// `.position(CGPoint(x:y:))` and `.position(.init(x:y:))`.
    static func position(_ i: ModifierInput) -> Modification? {
        if case .expression(let syntax)? = i.value {
            guard let value = i.session.evaluate(syntax, i.context) else { return nil }
            // `.init(x: 10, y: 10)`: the point, its type known from the parameter.
            if case .symbol(let symbol) = value, symbol.type == nil, symbol.path.count == 1, symbol.name == "init",
                let arguments = symbol.path[0].arguments, arguments.map(\.label) == ["x", "y"],
                let x = arguments[0].value.number, let y = arguments[1].value.number
            {
                return .modifier(Position(x: x, y: y))
            }
            guard case .point(let p) = value else {
                i.session.error("'position' takes a CGPoint or (x:y:), not a value of type \(value.typeName)", at: syntax.location)
                return nil
            }
            return .modifier(Position(x: p.x, y: p.y))
        }
        guard let point = point(i, allowed: ["x", "y", "point"], defaults: (0, 0)) else { return nil }
        return .modifier(Position(x: point.x, y: point.y))
    }
}
