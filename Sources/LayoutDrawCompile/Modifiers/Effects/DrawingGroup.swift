import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawFrames
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    enum DrawingGroupMapping: ModifierMapping {
        static let names = ["drawingGroup"]

        static func compile(_ i: ModifierInput) -> Modification? {
            compositingGroup(i)
        }
    }
}
