import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `resizable`: makes a bare `Image` take its proposal (it changes the Image itself, so it
    /// must come right after it, as `Image.resizable()` does in Swift).
    enum ResizableMapping: ModifierMapping {
        static let names = ["resizable"]

        static func compile(_ i: ModifierInput) -> Modification? {
            resizable(i)
        }
    }

    /// `resizable`: makes a bare `Image` take its proposal (it changes the Image itself, so it
    /// must come right after it, as `Image.resizable()` does in Swift).
    static func resizable(_ i: ModifierInput) -> Modification? {
        guard let on = i.session.bool(i.value, for: "resizable", keyLocation: i.location, i.context, default: true) else { return nil }
        return .resizable(on)
    }
}
