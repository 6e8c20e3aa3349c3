import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

// Argument mappings of the navigation modifiers: each leaves a marker the enclosing
// `NavigationStack` reads when it is made (Views+Navigation.swift). Swift
// `.navigationTitle("Settings")`; YAML `navigationTitle: Settings`.
extension Modifiers {

    static func displayMode(_ value: ValueSyntax, key: SourceLocation, _ i: ModifierInput) -> NavigationBarTitleDisplayMode? {
        var table = Dictionary(uniqueKeysWithValues: NavigationBarTitleDisplayMode.allCases.map { ($0.rawValue, $0) })
        table["inlineLarge"] = .large
        return i.session.named(value, table, kind: "title display mode", for: i.name, keyLocation: key, context: i.context)
    }

    /// A title: a string, `\(…)` interpolated, or `Text("…")` (its string).
    static func titleString(_ value: ValueSyntax, _ i: ModifierInput) -> String? {
        let d = i.session
        if case .expression(let syntax) = value, case .call(.name("Text", _), let arguments, _) = syntax.expression,
            arguments.count == 1, arguments[0].label == nil
        {
            return d.interpolated(.expression(ExpressionSyntax(arguments[0].value, origin: syntax.origin)), for: i.name, keyLocation: i.location, i.context)
        }
        // `Text(date, style: .date)`, `Text(total, format: .currency(code: "USD"))`: the text
        // the view shows.
        if case .expression(let syntax) = value, case .call(.name("Text", _), _, _) = syntax.expression {
            let nodes = d.view(expression: syntax, i.context)
            guard nodes.count == 1, let text = nodes[0].view as? Text else { return nil }
            return text.string
        }
        return d.interpolated(value, for: i.name, keyLocation: i.location, i.context)
    }

    /// `.hidden`, `hidden`: a visibility written where a toolbar's items could be.
    static func visibilityName(_ value: ValueSyntax) -> String? {
        switch value {
        case .expression(let syntax):
            if case .implicitMember(let name, _) = syntax.expression { name } else { nil }
        default: nil
        }
    }

}
