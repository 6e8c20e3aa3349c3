import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `.listItemTint(.orange)`, `.listItemTint(.fixed(.orange))`, `.listItemTint(.preferred(.orange))`:
    /// the tint of a list row's content — "Sidebars on iOS and macOS apply the tint color to their
    /// Label icons, which otherwise use the accent color by default" (Apple's documentation of
    /// `listItemTint(_:)`) — drawn as `.tint` on the row. `.monochrome` and `nil` (the list's own
    /// tint) change nothing drawn here.
    enum ListItemTintMapping: ModifierMapping {
        static let names = ["listItemTint"]

        static func compile(_ i: ModifierInput) -> Modification? {
            var value = i.value
            if case .expression(let syntax)? = value {
                switch syntax.expression {
                case .nil, .member(_, "monochrome", _), .implicitMember("monochrome", _):
                    return Modification.none
                case .call(.implicitMember("fixed", _), let arguments, _), .call(.implicitMember("preferred", _), let arguments, _),
                    .call(.member(_, "fixed", _), let arguments, _), .call(.member(_, "preferred", _), let arguments, _):
                    guard arguments.count == 1, arguments[0].label == nil else { break }
                    value = .expression(ExpressionSyntax(arguments[0].value, origin: syntax.origin))
                default:
                    break
                }
            }
            return i.session.color(value, for: i.name, keyLocation: i.location, i.context).map { .modifier(TintModifier($0)) }
        }
    }
}
