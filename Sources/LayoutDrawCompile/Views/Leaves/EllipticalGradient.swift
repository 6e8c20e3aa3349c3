import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Views {
    /// `EllipticalGradient(colors:center:startRadiusFraction:endRadiusFraction:)`, as a view.
    enum EllipticalGradientMapping: ViewMapping {
        static let names = ["EllipticalGradient"]

        static func compile(_ input: ViewInput) -> Chain? {
            gradient(input) { EllipticalGradient($0) }
        }
    }
}
