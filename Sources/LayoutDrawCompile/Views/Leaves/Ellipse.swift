import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Views {
    /// `Ellipse()`: a shape, the ellipse inscribed in its frame.
    enum EllipseMapping: ViewMapping {
        static let names = ["Ellipse"]

        static func compile(_ input: ViewInput) -> Chain? {
            shape(input, Ellipse())
        }
    }
}
