import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `monospacedDigit` / `.monospacedDigit()`: no argument.
    enum MonospacedDigitMapping: ModifierMapping {
        static let names = ["monospacedDigit"]

        static func compile(_ i: ModifierInput) -> Modification? {
            let d = i.session
            guard let on = d.bool(i.value, for: "monospacedDigit", keyLocation: i.location, i.context, default: true) else { return nil }
            guard on else {
                d.error("'monospacedDigit: false' is not a modifier; remove it", at: d.location(of: i.value, key: i.location))
                return nil
            }
            return .modifier(MonospacedDigit())
        }
    }
}
