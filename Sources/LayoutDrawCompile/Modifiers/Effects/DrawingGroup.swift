import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawFrames
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `.drawingGroup()`: drawn as one layer (as `compositingGroup`); layout unchanged.
    enum DrawingGroupMapping: ModifierMapping {
        static let names = ["drawingGroup"]

        static func compile(_ i: ModifierInput) -> Modification? {
            compositingGroup(i)
        }
    }
}
