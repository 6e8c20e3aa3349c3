import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawFrames
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `.stroke(_:lineWidth:)` / `style:`: a shape's outline, centred on its edge.
    enum StrokeMapping: ModifierMapping {
        static let names = ["stroke"]
        static let positional = ["color"]

        static func compile(_ i: ModifierInput) -> Modification? {
            stroke(i, border: false)
        }
    }
}
