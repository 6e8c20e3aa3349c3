import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawFrames
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `.foregroundStyle(.blue)`; the palette form `.foregroundStyle(.blue, .green)` (YAML
    /// `{primary: blue, secondary: green}`) styles what is drawn with its primary style: the
    /// symbols layoutdraw draws are monochrome, and text and shapes use the primary one only.
    enum ForegroundStyleMapping: ModifierMapping {
        static let names = ["foregroundStyle"]
        static let positional = ["primary", "secondary", "tertiary"]

        static func compile(_ i: ModifierInput) -> Modification? {
            foregroundStyle(i)
        }
    }
}
