import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Views {
    /// `Divider()`: a one-point line across the stack it is in.
    enum DividerMapping: ViewMapping {
        static let names = ["Divider"]

        static func compile(_ input: ViewInput) -> Chain? {
            leaf(input, Divider())
        }
    }
}
