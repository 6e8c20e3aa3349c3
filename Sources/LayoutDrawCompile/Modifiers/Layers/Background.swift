import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawFrames
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `.background(.blue)`, `.background(alignment:) { … }`, `.background(_:in:)`,
    /// `.background(ignoresSafeAreaEdges:)`: the engine's `Background`.
    enum BackgroundMapping: ModifierMapping {
        static let names = ["background"]
        static let positional = ["content"]

        static func compile(_ i: ModifierInput) -> Modification? {
            layer(i, alignment: { Background(alignment: $0) }, style: { Background(ignoresSafeAreaEdges: $0) })
        }
    }
}
