import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `.imageScale(.small | .medium | .large)`.
    enum ImageScaleMapping: ModifierMapping {
        static let names = ["imageScale"]

        static func compile(_ i: ModifierInput) -> Modification? {
            style(i, ImageScale.self, kind: "image scale").map { .modifier(ImageScaleModifier($0)) }
        }
    }
}
