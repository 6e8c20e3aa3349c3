import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawFrames
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `.environment(model)` puts an object in its content's environment (read before the
    /// content is compiled: `providingEnvironmentObjects`); `.environment(\\.key, value)` is
    /// accepted, but the content reads the scene's environment (`--color-scheme` and the
    /// device), which a warning says.
    enum EnvironmentMapping: ModifierMapping {
        static let names = ["environment"]
        static let positional = ["keyPath", "value"]

        static func compile(_ i: ModifierInput) -> Modification? {
            environment(i)
        }
    }

    /// `.environment(model)` puts an object in its content's environment (read before the
    /// content is compiled: `providingEnvironmentObjects`), and so does `.environment(\\.key,
    /// value)` for a value the source declares; for SwiftUI's own keys it is accepted, but the
    /// content reads the scene's environment (`--color-scheme` and the device), which a warning
    /// says.
    static func environment(_ i: ModifierInput) -> Modification? {
        if let dynamicType = environmentDynamicTypeSize(i) { return dynamicType }
        if let direction = environmentLayoutDirection(i) { return direction }
        // A value the source declares is applied (`providingEnvironmentObjects`).
        if i.call.arguments.count == 2, case .expression(let key) = i.call.arguments[0].value, case .keyPath(let path, _) = key.expression,
            i.context.scope.context?.extensions["EnvironmentValues"]?.definition?.staticProperties.contains(where: { [$0.name] == path }) != true
        {
            let key = path.joined(separator: ".")
            let hint = key == "colorScheme" ? " (draw the dark appearance with --color-scheme dark or .preferredColorScheme(.dark))" : ""
            i.session.warning(
                "'.environment(\\.\(key), …)' is not applied: the views read the scene's environment\(hint)", at: i.location, i.context)
        }
        return Modification.none
    }

    static let layoutDirections = Dictionary(uniqueKeysWithValues: LayoutDirection.allCases.map { ($0.rawValue, $0) })

    /// `.environment(\.layoutDirection, .rightToLeft)`: the directional SF Symbols below follow
    /// it (`LayoutDirectionModifier`); the stacks do not, which a warning says when it is
    /// right to left. Nil when the key is another.
    static func environmentLayoutDirection(_ i: ModifierInput) -> Modification?? {
        guard i.call.arguments.count == 2, case .expression(let key) = i.call.arguments[0].value,
            case .keyPath(let path, _) = key.expression, path == ["layoutDirection"]
        else { return nil }
        guard
            let direction = i.session.named(
                i.call.arguments[1].value, layoutDirections, kind: "layout direction", for: "layoutDirection", keyLocation: i.location,
                context: i.context)
        else { return .some(nil) }
        if direction == .rightToLeft {
            i.session.warning(
                "'.environment(\\.layoutDirection, .rightToLeft)' turns only the directional SF Symbols (.forward, .backward): stacks, alignments and padding are still laid out left to right",
                at: i.location, i.context)
        }
        return .some(.modifier(LayoutDirectionModifier(direction)))
    }
}
