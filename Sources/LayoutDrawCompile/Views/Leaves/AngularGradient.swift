import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Views {
    /// `AngularGradient(colors:center:startAngle:endAngle:)` and its `gradient:`/`stops:` forms, as
    /// a view.
    enum AngularGradientMapping: ViewMapping {
        static let names = ["AngularGradient"]

        static func compile(_ input: ViewInput) -> Chain? {
            gradient(input) { AngularGradient($0) }
        }
    }
}
