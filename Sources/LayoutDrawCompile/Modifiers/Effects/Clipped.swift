import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawFrames
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `.clipped()`: the drawing cut to the view's frame.
    enum ClippedMapping: ModifierMapping {
        static let names = ["clipped"]

        static func compile(_ i: ModifierInput) -> Modification? {
            guard let on = i.session.bool(i.value, for: "clipped", keyLocation: i.location, i.context, default: true) else { return nil }
            guard on else {
                i.session.error("'clipped: false' is not a modifier; remove it", at: i.session.location(of: i.value, key: i.location))
                return nil
            }
            return .modifier(Clipped())
        }
    }
}
