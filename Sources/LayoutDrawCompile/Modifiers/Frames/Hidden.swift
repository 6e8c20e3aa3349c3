import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `.hidden()`: the view keeps its frame and draws nothing.
    enum HiddenMapping: ModifierMapping {
        static let names = ["hidden"]

        static func compile(_ i: ModifierInput) -> Modification? {
            hidden(i)
        }
    }

    static func hidden(_ i: ModifierInput) -> Modification? {
        guard let on = i.session.bool(i.value, for: "hidden", keyLocation: i.location, i.context, default: true) else { return nil }
        guard on else {
            i.session.error("'hidden: false' is not a modifier; remove it to show the view", at: i.session.location(of: i.value, key: i.location))
            return nil
        }
        return .modifier(Hidden())
    }
}
