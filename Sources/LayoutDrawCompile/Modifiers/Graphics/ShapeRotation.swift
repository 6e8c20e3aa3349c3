import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// Swift `.rotation(Angle(degrees: -90))`, `.rotation(.degrees(45), anchor: .topLeading)` on
    /// a shape (`RotatedShape`); YAML `rotation: {degrees: -90, anchor: center}` (or `radians`).
    enum ShapeRotationMapping: ModifierMapping {
        static let names = ["rotation"]
        static let positional = ["angle"]

        static func compile(_ i: ModifierInput) -> Modification? {
            let d = i.session
            guard let value = i.value else {
                d.error("'rotation' needs an angle: rotation(.degrees(-90))", at: i.location)
                return nil
            }
            if case .expression(let syntax) = value {
                return d.angle(syntax, i.context).map { .shapeRotation(radians: $0, anchor: .center) }
            }
            guard let fields = d.parameters(value, of: "rotation", allowed: ["angle", "degrees", "radians", "anchor"], keyLocation: i.location),
                let radians = angle(fields, in: value, i)
            else { return nil }
            guard let anchor = anchor(fields, i) else { return nil }
            return .shapeRotation(radians: radians, anchor: anchor)
        }
    }
}
