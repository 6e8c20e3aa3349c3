import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Views {
    /// `Rectangle()`: a shape that fills its frame.
    enum RectangleMapping: ViewMapping {
        static let names = ["Rectangle"]

        static func compile(_ input: ViewInput) -> Chain? {
            shape(input, Rectangle())
        }
    }
}
