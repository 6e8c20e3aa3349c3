import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawFrames
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `.fontWeight(.semibold)` / `fontWeight: semibold`; `nil` leaves the font's weight.
    enum FontWeightMapping: ModifierMapping {
        static let names = ["fontWeight"]

        static func compile(_ i: ModifierInput) -> Modification? {
            if let value = i.value, i.session.isNil(value, i.context) { return .modifier(FontWeight(nil)) }
            return i.session.named(i.value, CompileSession.weights, kind: "font weight", for: "fontWeight", keyLocation: i.location, context: i.context)
                .map { .modifier(FontWeight($0)) }
        }
    }
}
