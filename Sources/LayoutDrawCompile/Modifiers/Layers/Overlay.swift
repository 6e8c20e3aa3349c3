import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawFrames
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `.overlay(Color.red)`, `.overlay(alignment:) { … }`, `.overlay(_:in:)`: the engine's
    /// `Overlay`.
    enum OverlayMapping: ModifierMapping {
        static let names = ["overlay"]
        static let positional = ["content"]

        static func compile(_ i: ModifierInput) -> Modification? {
            layer(i, alignment: { Overlay(alignment: $0) }, style: { Overlay(ignoresSafeAreaEdges: $0) })
        }
    }
}
