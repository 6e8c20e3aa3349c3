import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawFrames
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `.cornerRadius(8)`: the drawing clipped to a rounded rectangle.
    enum CornerRadiusMapping: ModifierMapping {
        static let names = ["cornerRadius"]
        static let positional = ["radius"]

        static func compile(_ i: ModifierInput) -> Modification? {
            number(i).map { .modifier(CornerRadius($0)) }
        }
    }
}
