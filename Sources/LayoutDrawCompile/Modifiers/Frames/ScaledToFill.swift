import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    enum ScaledToFillMapping: ModifierMapping {
        static let names = ["scaledToFill"]

        static func compile(_ i: ModifierInput) -> Modification? {
            scaledTo(.fill, i)
        }
    }
}
