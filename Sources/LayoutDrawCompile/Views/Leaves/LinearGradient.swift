import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Views {
    enum LinearGradientMapping: ViewMapping {
        static let names = ["LinearGradient"]

        static func compile(_ input: ViewInput) -> Chain? {
            gradient(input) { LinearGradient($0) }
        }
    }
}
