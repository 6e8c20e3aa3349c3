import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawFrames
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    enum CompositingGroupMapping: ModifierMapping {
        static let names = ["compositingGroup"]

        static func compile(_ i: ModifierInput) -> Modification? {
            compositingGroup(i)
        }
    }

    /// `compositingGroup` (no arguments; YAML `compositingGroup: true` too) and `drawingGroup`
    /// (`drawingGroup: {opaque: false, colorMode: linear}`; Swift `.drawingGroup(opaque:colorMode:)`,
    /// whose arguments are checked but change nothing a picture of sRGB colours shows).
    static func compositingGroup(_ i: ModifierInput) -> Modification? {
        let d = i.session
        guard let value = i.value, !value.isNull else { return .modifier(CompositingGroup()) }
        if i.name == "drawingGroup", case .record = value {
            guard let fields = d.parameters(value, of: i.name, allowed: ["opaque", "colorMode"], keyLocation: i.location) else { return nil }
            if let field = fields["opaque"], d.bool(field.value, for: "opaque", keyLocation: field.key, i.context) == nil { return nil }
            if let field = fields["colorMode"] {
                let modes = ["nonLinear": 0, "linear": 1, "extendedLinear": 2]
                guard d.named(field.value, modes, kind: "colour rendering mode", for: "colorMode", keyLocation: field.key, context: i.context) != nil
                else { return nil }
            }
            return .modifier(CompositingGroup())
        }
        guard let on = d.bool(value, for: i.name, keyLocation: i.location, i.context, default: true) else { return nil }
        guard on else {
            d.error("'\(i.name): false' is not a modifier; remove it", at: d.location(value))
            return nil
        }
        return .modifier(CompositingGroup())
    }
}
