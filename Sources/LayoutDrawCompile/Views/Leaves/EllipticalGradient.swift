import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Views {
    enum EllipticalGradientMapping: ViewMapping {
        static let names = ["EllipticalGradient"]

        static func compile(_ input: ViewInput) -> Chain? {
            gradient(input) { EllipticalGradient($0) }
        }
    }
}
