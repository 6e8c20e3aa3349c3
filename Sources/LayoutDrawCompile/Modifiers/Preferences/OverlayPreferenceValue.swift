import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawFrames
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `.overlayPreferenceValue(Key.self) { value in … }`: an overlay built from the preference
    /// collected below.
    enum OverlayPreferenceValueMapping: ModifierMapping {
        static let names = ["overlayPreferenceValue"]
        static let positional = ["key", "content"]

        static func compile(_ i: ModifierInput) -> Modification? {
            preferenceValueLayer(i, make: { OverlayPreferenceValue(key: $0, alignment: $1) })
        }
    }
}
