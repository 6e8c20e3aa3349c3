import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawFrames
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    enum BackgroundMapping: ModifierMapping {
        static let names = ["background"]
        static let positional = ["content"]

        static func compile(_ i: ModifierInput) -> Modification? {
            layer(i, alignment: { Background(alignment: $0) }, style: { Background(ignoresSafeAreaEdges: $0) })
        }
    }
}
