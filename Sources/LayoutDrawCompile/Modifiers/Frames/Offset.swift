import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `offset: {x, y, ignoredByLayout}`; x and y default to 0. Swift also `.offset(CGSize(…))`.
    enum OffsetMapping: ModifierMapping {
        static let names = ["offset"]
        static let positional = ["size"]

        static func compile(_ i: ModifierInput) -> Modification? {
            offset(i)
        }
    }

    /// `offset: {x, y, ignoredByLayout}`; x and y default to 0. Swift also `.offset(CGSize(…))`.
    static func offset(_ i: ModifierInput) -> Modification? {
        if case .expression(let syntax)? = i.value {
            guard let value = i.session.evaluate(syntax, i.context) else { return nil }
            guard case .size(let s) = value else {
                i.session.error("'offset' takes a CGSize or (x:y:), not a value of type \(value.typeName)", at: syntax.location)
                return nil
            }
            return .modifier(Offset(x: s.width, y: s.height, ignoredByLayout: false))
        }
        guard let point = point(i, allowed: ["x", "y", "ignoredByLayout"], defaults: (0, 0)),
            let ignored = ignoredByLayout(i)
        else { return nil }
        return .modifier(Offset(x: point.x, y: point.y, ignoredByLayout: ignored))
    }
}
