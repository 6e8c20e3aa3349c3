import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Views {
    enum CircleMapping: ViewMapping {
        static let names = ["Circle"]

        static func compile(_ input: ViewInput) -> Chain? {
            shape(input, Circle())
        }
    }
}
