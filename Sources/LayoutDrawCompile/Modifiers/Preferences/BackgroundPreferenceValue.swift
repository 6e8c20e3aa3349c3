import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawFrames
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `.backgroundPreferenceValue(Key.self) { value in … }`: a background built from the
    /// preference collected below.
    enum BackgroundPreferenceValueMapping: ModifierMapping {
        static let names = ["backgroundPreferenceValue"]
        static let positional = ["key", "content"]

        static func compile(_ i: ModifierInput) -> Modification? {
            preferenceValueLayer(i, make: { BackgroundPreferenceValue(key: $0, alignment: $1) })
        }
    }
}
