import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Views {
    /// `AnyView(view)`: the view it erases, laid out and drawn as itself.
    ///
    /// Type erasure changes the view's type, not its layout: `AnyView` proposes what it is
    /// proposed to its view and reports its view's size (Apple's documentation: "An AnyView
    /// allows changing the type of view used in a given view hierarchy"; objc.io, Thinking in
    /// SwiftUI, ch. 2: AnyView is invisible to layout). So it has no engine type of its own.
    enum AnyViewMapping: ViewMapping {
        static let names = ["AnyView"]
        static let positional = ["view"]

        static func compile(_ input: ViewInput) -> Chain? {
            guard let value = input.value else {
                input.session.error("'AnyView' needs the view it erases: AnyView(Text(\"…\"))", at: input.location)
                return nil
            }
            return Chain(input.session.views(value, input.context), shape: .notShape("'AnyView' is not a shape"))
        }
    }
}
