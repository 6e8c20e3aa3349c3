import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Views {
    enum AngularGradientMapping: ViewMapping {
        static let names = ["AngularGradient"]

        static func compile(_ input: ViewInput) -> Chain? {
            gradient(input) { AngularGradient($0) }
        }
    }
}
