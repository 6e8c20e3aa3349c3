import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawFrames
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    enum StrokeBorderMapping: ModifierMapping {
        static let names = ["strokeBorder"]
        static let positional = ["color"]

        static func compile(_ i: ModifierInput) -> Modification? {
            stroke(i, border: true)
        }
    }
}
