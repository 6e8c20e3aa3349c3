import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `.listStyle(.insetGrouped)`, `.listStyle(InsetGroupedListStyle())`; YAML `listStyle:
    /// insetGrouped`. `.bordered`, `.carousel` and `.elliptical` are macOS and watchOS styles.
    enum ListStyleMapping: ModifierMapping {
        static let names = ["listStyle"]

        static func compile(_ i: ModifierInput) -> Modification? {
            let d = i.session
            guard let value = i.value else {
                d.error("'listStyle' needs a style: .plain, .grouped, .insetGrouped, .inset, .sidebar or .automatic", at: i.location)
                return nil
            }
            // `PlainListStyle()`: a style's type, constructed.
            if case .expression(let syntax) = value, case .call(.name(let name, _), let arguments, _) = syntax.expression, arguments.isEmpty,
                let style = listStyles[name]
            {
                return .modifier(ListStyleModifier(style))
            }
            let otherPlatforms = ["bordered", "carousel", "elliptical"]
            return d.named(value, listStyles, kind: "list style", for: i.name, keyLocation: i.location, context: i.context) { key in
                otherPlatforms.contains(key) ? "the '\(key)' list style is not on iOS: use .plain, .grouped, .insetGrouped, .inset or .sidebar" : nil
            }.map { .modifier(ListStyleModifier($0)) }
        }
    }
}
