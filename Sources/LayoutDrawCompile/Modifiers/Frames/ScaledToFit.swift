import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `.scaledToFit()`: `.aspectRatio(contentMode: .fit)`.
    enum ScaledToFitMapping: ModifierMapping {
        static let names = ["scaledToFit"]

        static func compile(_ i: ModifierInput) -> Modification? {
            scaledTo(.fit, i)
        }
    }
}
