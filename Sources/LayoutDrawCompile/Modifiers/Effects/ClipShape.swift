import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawFrames
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `clipShape: Circle`, or `{RoundedRectangle: 8}` / `{RoundedRectangle: {cornerRadius: 8}}`;
    /// Swift `.clipShape(Circle())`, `.clipShape(RoundedRectangle(cornerRadius: 8))`,
    /// `.clipShape(.rect(cornerRadius: 8))`, `.clipShape(.circle)`.
    enum ClipShapeMapping: ModifierMapping {
        static let names = ["clipShape"]
        static let positional = ["shape", "style"]

        static func compile(_ i: ModifierInput) -> Modification? {
            let d = i.session
            guard var value = i.value else {
                d.error("'clipShape' needs a shape: Circle, Capsule, Ellipse, Rectangle or {RoundedRectangle: 8}", at: i.location)
                return nil
            }
            if case .record = value {
                // `.clipShape(Circle(), style: FillStyle())`: the style does not change the outline.
                guard let fields = d.parameters(value, of: "clipShape", allowed: ["shape", "style"], keyLocation: i.location),
                    let shape = fields["shape"]
                else { return nil }
                value = shape.value
            }
            // `.clipShape(RoundedCorner(radius: 8, corners: [.topLeft]))`: a declared `Shape`,
            // its path asked for the view's frame when drawn.
            if let rule = d.declaredShapeRule(value, i.context) { return .modifier(ClipShape(rule: rule)) }
            // `.clipShape(ContainerRelativeShape())`: the container's shape, known when drawn.
            if case .expression(let syntax) = value, case .call(.name("ContainerRelativeShape", _), let arguments, _) = syntax.expression,
                arguments.isEmpty
            {
                return .modifier(ClipShape.containerRelative)
            }
            return outline(value, for: "clipShape", at: i.location, i.context, d).map { .modifier(ClipShape($0)) }
        }
    }
}
