import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Views {
    enum DividerMapping: ViewMapping {
        static let names = ["Divider"]

        static func compile(_ input: ViewInput) -> Chain? {
            leaf(input, Divider())
        }
    }
}
