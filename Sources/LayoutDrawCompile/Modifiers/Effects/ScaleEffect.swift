import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `scaleEffect: 2`, or `{x, y, anchor, ignoredByLayout}` (x and y default to 1), or
    /// `{scale: 2 | [x, y], anchor, ignoredByLayout}`; Swift `.scaleEffect(2, anchor: .top)`,
    /// `.scaleEffect(x: 2, y: 1)`, `.scaleEffect(CGSize(width: 2, height: 1))`.
    enum ScaleEffectMapping: ModifierMapping {
        static let names = ["scaleEffect"]
        static let positional = ["scale"]

        static func compile(_ i: ModifierInput) -> Modification? {
            let d = i.session
            guard let value = i.value else {
                d.error("'scaleEffect' needs a scale: scaleEffect: 2, or {x: 2, y: 1, anchor: center}", at: i.location)
                return nil
            }
            guard case .record = value else {
                if case .expression(let syntax) = value, case .size(let s)? = d.evaluate(syntax, i.context, reportingErrors: false) {
                    return .modifier(ScaleEffect(x: s.width, y: s.height, anchor: .center, ignoredByLayout: false))
                }
                return d.number(value, for: "scaleEffect", keyLocation: i.location, i.context).map { .modifier(ScaleEffect($0)) }
            }
            guard let fields = d.parameters(value, of: "scaleEffect", allowed: ["scale", "x", "y", "anchor", "ignoredByLayout"], keyLocation: i.location)
            else { return nil }
            var x = 1.0, y = 1.0
            if let scale = fields["scale"] {
                if let other = fields["x"] ?? fields["y"] {
                    d.error("'scaleEffect' takes either 'scale' or 'x'/'y', not both", at: other.key)
                    return nil
                }
                let key = scale.key
                if case .list(let list) = scale.value {
                    guard list.items.count == 2 else {
                        d.error("a CGSize scale is [x, y], found \(list.items.count) values", at: d.location(scale.value))
                        return nil
                    }
                    guard let sx = d.number(list.items[0], for: "scale", keyLocation: key, i.context),
                        let sy = d.number(list.items[1], for: "scale", keyLocation: key, i.context)
                    else { return nil }
                    (x, y) = (sx, sy)
                } else if case .expression(let syntax) = scale.value, case .size(let s)? = d.evaluate(syntax, i.context, reportingErrors: false) {
                    (x, y) = (s.width, s.height)
                } else {
                    guard let s = d.number(scale.value, for: "scale", keyLocation: key, i.context) else { return nil }
                    (x, y) = (s, s)
                }
            } else {
                for name in ["x", "y"] {
                    guard let field = fields[name] else { continue }
                    guard let n = d.number(field.value, for: name, keyLocation: field.key, i.context) else { return nil }
                    if name == "x" { x = n } else { y = n }
                }
            }
            guard let anchor = anchor(fields, i), let ignored = ignoredByLayout(i) else { return nil }
            return .modifier(ScaleEffect(x: x, y: y, anchor: anchor, ignoredByLayout: ignored))
        }
    }
}
