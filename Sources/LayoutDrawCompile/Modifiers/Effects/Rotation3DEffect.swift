import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `.rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0), anchor: .center, anchorZ: 0,
    /// perspective: 1)`: a `Rotation3DEffect` (drawn as its orthographic projection; `anchorZ`
    /// and `perspective` accepted and not drawn). The axis is a tuple of three numbers,
    /// labelled `x:`, `y:`, `z:` or not.
    enum Rotation3DEffectMapping: ModifierMapping {
        static let names = ["rotation3DEffect"]
        static let positional = ["angle"]

        static func compile(_ i: ModifierInput) -> Modification? {
            let d = i.session
            let example = "rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0))"
            guard let value = i.value, case .record = value,
                let fields = d.parameters(value, of: "rotation3DEffect", allowed: ["angle", "axis", "anchor", "anchorZ", "perspective"], keyLocation: i.location)
            else {
                if i.value == nil || !isRecord(i.value) { d.error("'rotation3DEffect' needs an angle and an axis: \(example)", at: i.location) }
                return nil
            }
            guard let angleField = fields["angle"], case .expression(let angleSyntax) = angleField.value else {
                d.error("'rotation3DEffect' needs an angle: \(example)", at: i.location)
                return nil
            }
            guard let axisField = fields["axis"] else {
                d.error("'rotation3DEffect' needs an axis: \(example)", at: i.location)
                return nil
            }
            guard let radians = d.angle(angleSyntax, i.context) else { return nil }
            guard case .expression(let axisSyntax) = axisField.value, let axisValue = d.evaluate(axisSyntax, i.context) else { return nil }
            var components: [Double] = []
            if case .tuple(let parts) = axisValue, parts.count == 3 {
                let labels = parts.map(\.label)
                if labels.allSatisfy({ $0 == nil }) || labels == ["x", "y", "z"] {
                    components = parts.compactMap(\.value.number)
                }
            }
            guard components.count == 3, components.allSatisfy(\.isFinite) else {
                d.error("expected an axis of three numbers for 'rotation3DEffect': (x: 0, y: 1, z: 0)", at: d.location(of: axisField.value, key: axisField.key))
                return nil
            }
            guard let anchor = anchor(fields, i) else { return nil }
            return .modifier(Rotation3DEffect(radians: radians, axis: (components[0], components[1], components[2]), anchor: anchor))
        }

        static func isRecord(_ value: ValueSyntax?) -> Bool {
            if case .record? = value { return true }
            return false
        }
    }
}
