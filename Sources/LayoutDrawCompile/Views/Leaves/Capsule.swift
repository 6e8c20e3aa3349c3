import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Views {
    enum CapsuleMapping: ViewMapping {
        static let names = ["Capsule"]

        static func compile(_ input: ViewInput) -> Chain? {
            shape(input, Capsule())
        }
    }
}
