import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawFrames
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `id: NAME` (YAML) / `.accessibilityIdentifier("NAME")` (Swift): tags the view as it
    /// stands at this point of the chain.
    ///
    /// Swift's `.id(_:)` is the view's identity, which a still picture does not show; but a
    /// writer who writes `.id("dot")` looks for "dot" in the SVG. So an identity written as a
    /// string literal (`"dot"`, `"row-\(index)"`) also names the view, as
    /// `.accessibilityIdentifier` does (which wins when both are written); any other identity
    /// (`.id(item.id)`, `.id(count)`) is left out.
    enum IdMapping: ModifierMapping {
        static let names = ["id", "accessibilityIdentifier"]

        static func compile(_ i: ModifierInput) -> Modification? {
            id(i)
        }
    }

    /// `id: NAME` (YAML) / `.accessibilityIdentifier("NAME")` (Swift): tags the view as it
    /// stands at this point of the chain.
    ///
    /// Swift's `.id(_:)` is the view's identity, which a still picture does not show; but a
    /// writer who writes `.id("dot")` looks for "dot" in the SVG. So an identity written as a
    /// string literal (`"dot"`, `"row-\(index)"`) also names the view, as
    /// `.accessibilityIdentifier` does (which wins when both are written); any other identity
    /// (`.id(item.id)`, `.id(count)`) is left out.
    static func id(_ i: ModifierInput) -> Modification? {
        if i.name == "id", i.call.expression != nil {
            guard case .expression(let syntax)? = i.value else { return Modification.none }
            switch syntax.expression {
            case .string, .interpolation:
                guard let name = i.session.interpolated(i.value, for: i.name, keyLocation: i.location, i.context) else { return nil }
                return name.isEmpty ? Modification.none : .name(name)
            default:
                return Modification.none
            }
        }
        guard let id = i.session.interpolated(i.value, for: i.name, keyLocation: i.location, i.context) else { return nil }
        guard !id.isEmpty else {
            i.session.error("an id must not be empty", at: i.session.location(of: i.value, key: i.location))
            return nil
        }
        return .tag(id)
    }
}
