import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawFrames
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `.strokeBorder(_:lineWidth:)` / `style:`: an insettable shape's outline, inside its frame.
    enum StrokeBorderMapping: ModifierMapping {
        static let names = ["strokeBorder"]
        static let positional = ["color"]

        static func compile(_ i: ModifierInput) -> Modification? {
            stroke(i, border: true)
        }
    }
}
