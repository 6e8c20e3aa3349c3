import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `.scaledToFill()`: `.aspectRatio(contentMode: .fill)`.
    enum ScaledToFillMapping: ModifierMapping {
        static let names = ["scaledToFill"]

        static func compile(_ i: ModifierInput) -> Modification? {
            scaledTo(.fill, i)
        }
    }
}
