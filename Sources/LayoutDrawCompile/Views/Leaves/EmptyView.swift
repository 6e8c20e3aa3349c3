import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Views {
    /// `EmptyView()`: nothing, taking no space.
    enum EmptyViewMapping: ViewMapping {
        static let names = ["EmptyView"]

        static func compile(_ input: ViewInput) -> Chain? {
            guard noArgument(input) else { return nil }
            // A ViewBuilder drops an EmptyView, and modifiers on it modify nothing.
            return Chain([], shape: .notShape("'EmptyView' is not a shape"))
        }
    }
}
