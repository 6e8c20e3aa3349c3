import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Views {
    enum RadialGradientMapping: ViewMapping {
        static let names = ["RadialGradient"]

        static func compile(_ input: ViewInput) -> Chain? {
            gradient(input) { RadialGradient($0) }
        }
    }
}
