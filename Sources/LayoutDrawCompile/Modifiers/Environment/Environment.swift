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
    /// content is compiled: `providingEnvironmentObjects`); `.environment(\\.key, value)` is
    /// accepted, but the content reads the scene's environment (`--color-scheme` and the
    /// device), which a warning says.
    static func environment(_ i: ModifierInput) -> Modification? {
        if let dynamicType = environmentDynamicTypeSize(i) { return dynamicType }
        if i.call.arguments.count == 2, case .expression(let key) = i.call.arguments[0].value, case .keyPath(let path, _) = key.expression {
            let key = path.joined(separator: ".")
            let hint = key == "colorScheme" ? " (draw the dark appearance with --color-scheme dark or .preferredColorScheme(.dark))" : ""
            i.session.warning(
                "'.environment(\\.\(key), …)' is not applied: the views read the scene's environment\(hint)", at: i.location, i.context)
        }
        return Modification.none
    }
}
