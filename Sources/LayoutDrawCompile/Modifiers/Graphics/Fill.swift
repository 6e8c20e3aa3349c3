import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawFrames
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `fill`: a colour, a gradient or a material (Values+ShapeStyle.swift).
    enum FillMapping: ModifierMapping {
        static let names = ["fill"]

        static func compile(_ i: ModifierInput) -> Modification? {
            fill(i)
        }
    }

    /// `fill`: a colour, a gradient or a material (Values+ShapeStyle.swift).
    static func fill(_ i: ModifierInput) -> Modification? {
        i.session.shapeStyle(i.value, for: "fill", keyLocation: i.location, i.context).map { .shapeStyle(.fill($0)) }
    }
}
