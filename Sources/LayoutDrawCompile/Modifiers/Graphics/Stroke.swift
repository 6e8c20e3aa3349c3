import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawFrames
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    enum StrokeMapping: ModifierMapping {
        static let names = ["stroke"]
        static let positional = ["color"]

        static func compile(_ i: ModifierInput) -> Modification? {
            stroke(i, border: false)
        }
    }
}
