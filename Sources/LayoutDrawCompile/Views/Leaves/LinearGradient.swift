import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Views {
    /// `LinearGradient(colors:startPoint:endPoint:)` and its `gradient:`/`stops:` forms, as a view.
    enum LinearGradientMapping: ViewMapping {
        static let names = ["LinearGradient"]

        static func compile(_ input: ViewInput) -> Chain? {
            gradient(input) { LinearGradient($0) }
        }
    }
}
