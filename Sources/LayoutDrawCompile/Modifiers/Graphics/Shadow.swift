import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawFrames
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `shadow: 5` (a radius) or `{color, radius, x, y}`; Swift `.shadow(radius: 5)`,
    /// `.shadow(color: .black.opacity(0.2), radius: 10, x: 0, y: 5)`.
    enum ShadowMapping: ModifierMapping {
        static let names = ["shadow"]

        static func compile(_ i: ModifierInput) -> Modification? {
            let d = i.session
            guard let value = i.value else {
                d.error("'shadow' needs a radius: shadow: 5, or {color: black, radius: 5, x: 0, y: 2}", at: i.location)
                return nil
            }
            guard case .record = value else {
                guard let radius = number(i) else { return nil }
                warnIfNegative(radius, "shadow", at: d.location(of: value, key: i.location), i)
                return .modifier(Shadow(radius: radius))
            }
            guard let fields = d.parameters(value, of: "shadow", allowed: ["color", "radius", "x", "y"], keyLocation: i.location) else { return nil }
            guard let radiusField = fields["radius"] else {
                d.error("'shadow' needs 'radius'", at: d.location(value))
                return nil
            }
            var color = Shadow.defaultColor
            if let field = fields["color"] {
                guard let c = d.color(field.value, for: "color", keyLocation: field.key, i.context) else { return nil }
                color = c
            }
            guard let radius = d.number(radiusField.value, for: "radius", keyLocation: radiusField.key, i.context) else { return nil }
            var offset = [0.0, 0.0]
            for (index, name) in ["x", "y"].enumerated() {
                guard let field = fields[name] else { continue }
                guard let n = d.number(field.value, for: name, keyLocation: field.key, i.context) else { return nil }
                offset[index] = n
            }
            warnIfNegative(radius, "shadow", at: d.location(of: radiusField.value, key: radiusField.key), i)
            return .modifier(Shadow(color: color, radius: radius, x: offset[0], y: offset[1]))
        }
    }
}
