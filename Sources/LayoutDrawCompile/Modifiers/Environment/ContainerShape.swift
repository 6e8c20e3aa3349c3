import LayoutDrawCore
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `.containerShape(.circle)`, `.containerShape(RoundedRectangle(cornerRadius: 12))`; YAML
    /// `containerShape: Circle`: the shape the `ContainerRelativeShape`s below take.
    enum ContainerShapeMapping: ModifierMapping {
        static let names = ["containerShape"]
        static let positional = ["shape"]

        static func compile(_ i: ModifierInput) -> Modification? {
            guard let value = i.value else {
                i.session.error("'containerShape' needs a shape: .containerShape(.circle)", at: i.location)
                return nil
            }
            return outline(value, for: "containerShape", at: i.location, i.context, i.session).map { .modifier(ContainerShapeModifier($0)) }
        }
    }
}
