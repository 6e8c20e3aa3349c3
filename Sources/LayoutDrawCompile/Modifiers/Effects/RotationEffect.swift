import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `rotationEffect: 45` (degrees) or `{degrees | radians, anchor, ignoredByLayout}`;
    /// Swift `.rotationEffect(.degrees(45), anchor: .topLeading)`.
    enum RotationEffectMapping: ModifierMapping {
        static let names = ["rotationEffect"]
        static let positional = ["angle"]

        static func compile(_ i: ModifierInput) -> Modification? {
            let d = i.session
            guard let value = i.value else {
                d.error("'rotationEffect' needs an angle: rotationEffect: 45, or {degrees: 45, anchor: topLeading}", at: i.location)
                return nil
            }
            switch value {
            case .record: break
            case .expression(let syntax):
                guard let radians = d.angle(syntax, i.context) else { return nil }
                return .modifier(RotationEffect(radians: radians, anchor: .center, ignoredByLayout: false))
            default:
                return d.number(value, for: "rotationEffect", keyLocation: i.location, i.context).map { .modifier(RotationEffect(degrees: $0)) }
            }
            guard let fields = d.parameters(value, of: "rotationEffect", allowed: ["degrees", "radians", "angle", "anchor", "ignoredByLayout"], keyLocation: i.location)
            else { return nil }
            guard let radians = angle(fields, in: value, i) else { return nil }
            guard let anchor = anchor(fields, i), let ignored = ignoredByLayout(i) else { return nil }
            return .modifier(RotationEffect(radians: radians, anchor: anchor, ignoredByLayout: ignored))
        }
    }
}
