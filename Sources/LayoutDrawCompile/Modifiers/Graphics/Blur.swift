import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawFrames
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `blur: 3` or `{radius: 3, opaque: true}`; Swift `.blur(radius: 3, opaque: true)`.
    enum BlurMapping: ModifierMapping {
        static let names = ["blur"]

        static func compile(_ i: ModifierInput) -> Modification? {
            let d = i.session
            guard let value = i.value else {
                d.error("'blur' needs a radius: blur: 3, or {radius: 3, opaque: true}", at: i.location)
                return nil
            }
            guard case .record = value else {
                guard let radius = number(i) else { return nil }
                warnIfNegative(radius, "blur", at: d.location(of: value, key: i.location), i)
                return .modifier(Blur(radius: radius))
            }
            guard let fields = d.parameters(value, of: "blur", allowed: ["radius", "opaque"], keyLocation: i.location) else { return nil }
            guard let radiusField = fields["radius"] else {
                d.error("'blur' needs 'radius'", at: d.location(value))
                return nil
            }
            guard let radius = d.number(radiusField.value, for: "radius", keyLocation: radiusField.key, i.context) else { return nil }
            var opaque = false
            if let field = fields["opaque"] {
                guard let b = d.bool(field.value, for: "opaque", keyLocation: field.key, i.context) else { return nil }
                opaque = b
            }
            warnIfNegative(radius, "blur", at: d.location(of: radiusField.value, key: radiusField.key), i)
            return .modifier(Blur(radius: radius, opaque: opaque))
        }
    }
}
