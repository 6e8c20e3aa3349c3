import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Views {
    /// `Circle()`: a shape, the largest circle centred in its frame.
    enum CircleMapping: ViewMapping {
        static let names = ["Circle"]

        static func compile(_ input: ViewInput) -> Chain? {
            shape(input, Circle())
        }
    }
}
