import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `textCase: uppercase` / `.textCase(.uppercase)`; `nil` removes a case set above.
    enum TextCaseMapping: ModifierMapping {
        static let names = ["textCase"]

        static func compile(_ i: ModifierInput) -> Modification? {
            let d = i.session
            if let value = i.value, d.isNil(value, i.context) { return .modifier(TextCaseModifier(nil)) }
            let cases = Dictionary(uniqueKeysWithValues: TextCase.allCases.map { ($0.rawValue, $0) })
            // `Text.Case.uppercase`, written in full.
            if case .expression(let syntax)? = i.value, case .member(.member(.name("Text", _), "Case", _), let name, let offset) = syntax.expression {
                return d.named(
                    .expression(ExpressionSyntax(.implicitMember(name, offset: offset), origin: syntax.origin)), cases, kind: "text case",
                    for: "textCase", keyLocation: i.location, context: i.context
                ).map { .modifier(TextCaseModifier($0)) }
            }
            guard i.value != nil else {
                d.error("'textCase' needs a case: uppercase, lowercase or nil", at: i.location)
                return nil
            }
            return d.named(i.value, cases, kind: "text case", for: "textCase", keyLocation: i.location, context: i.context) { key in
                // `.upper` is a likely slip for `.uppercase`, though many edits away.
                let match = Suggestions.closest(to: key, in: cases.keys) ?? cases.keys.sorted().first { !key.isEmpty && $0.hasPrefix(key) }
                let dot = i.call.expression == nil ? "" : "."
                return "unknown text case '\(dot)\(key)'" + (match.map { "; did you mean '\(dot)\($0)'?" } ?? " (uppercase, lowercase or nil)")
            }
            .map { .modifier(TextCaseModifier($0)) }
        }
    }
}
