import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    enum ScaledToFitMapping: ModifierMapping {
        static let names = ["scaledToFit"]

        static func compile(_ i: ModifierInput) -> Modification? {
            scaledTo(.fit, i)
        }
    }
}
