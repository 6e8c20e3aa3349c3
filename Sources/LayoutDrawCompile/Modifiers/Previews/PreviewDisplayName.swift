import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawFrames
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// A modifier without a visible effect: its arguments are not read (they are closures and
    /// values the picture does not show).
    enum PreviewDisplayNameMapping: ModifierMapping {
        static let names = ["previewDisplayName"]

        static func compile(_ i: ModifierInput) -> Modification? {
            inert(i)
        }
    }

    /// A modifier without a visible effect: its arguments are not read (they are closures and
    /// values the picture does not show).
    static func inert(_ i: ModifierInput) -> Modification? {
        nil
    }
}
