import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Views {
    /// `RadialGradient(colors:center:startRadius:endRadius:)` and its `gradient:`/`stops:` forms,
    /// as a view.
    enum RadialGradientMapping: ViewMapping {
        static let names = ["RadialGradient"]

        static func compile(_ input: ViewInput) -> Chain? {
            gradient(input) { RadialGradient($0) }
        }
    }
}
