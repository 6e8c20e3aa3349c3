import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Views {
    /// `Text: Hello \(x)` / `Text("Hello \(x)")` / `Text(verbatim:)`; a list is a
    /// concatenation (Views+Text.swift); a literal is read as SwiftUI reads a
    /// `LocalizedStringKey`, Markdown and interpolated texts (Views+TextLiteral.swift).
    enum TextMapping: ViewMapping {
        static let names = ["Text"]
        static let positional = ["content"]

        static func compile(_ input: ViewInput) -> Chain? {
            text(input)
        }
    }

    /// `Text: Hello \(x)` / `Text("Hello \(x)")` / `Text(verbatim:)`; a list is a
    /// concatenation (Views+Text.swift); a literal is read as SwiftUI reads a
    /// `LocalizedStringKey`, Markdown and interpolated texts (Views+TextLiteral.swift).
    static func text(_ input: ViewInput) -> Chain? {
        let d = input.session
        if let value = input.value, case .list(let parts) = value { return concatenation(parts, input) }
        var value = input.value
        var key = input.location
        // `Text("Best value", comment: "…")`, `Text("key", tableName: "Shop", bundle: .module)`:
        // the translator's comment and the table draw nothing (the key is the text, as for
        // any other localized string).
        if case .record(let record)? = value, record.fields.first?.label == "content", record.fields.count > 1,
            record.fields.dropFirst().allSatisfy({ ["comment", "tableName", "bundle"].contains($0.label) })
        {
            value = record.fields[0].value
        }
        if let record = value, case .record = record, ["format", "style", "formatter"].contains(where: record.recordLabels.contains) {
            return formattedText(input, record)
        }
        if let record = value, case .record = record {
            guard record.recordLabels.contains("verbatim") else {
                // `Text("a", foo: 1)`, YAML's `Text: {foo: 1}`: name the label Text does not take.
                let known = ["content", "verbatim", "format", "style", "formatter"]
                if case .record(let fields) = record, let unknown = fields.fields.first(where: { !known.contains($0.label ?? "") }) {
                    let label = unknown.label ?? ""
                    d.error(
                        "unknown parameter '\(label)' for 'Text'\(Suggestions.didYouMean(label, in: known.dropFirst())); it takes a string, verbatim:, or a value with format:, style: or formatter:",
                        at: unknown.labelLocation)
                } else {
                    d.error("expected a string for 'Text', found a mapping", at: d.location(record))
                }
                return nil
            }
            guard let fields = d.parameters(record, of: "Text", allowed: ["verbatim"], keyLocation: input.location) else { return nil }
            value = fields["verbatim"]?.value
            key = fields["verbatim"]?.key ?? key
        } else if let literal = value.flatMap(textLiteral) {
            guard let spans = literalSpans(literal, d, input.context) else { return nil }
            return Chain([ViewNode(text(of: spans), source: input.location)], shape: .notShape("'Text' is not a shape"))
        } else if case .expression(let syntax)? = value, isImage(syntax.expression) {
            // `Text(Image(systemName: "star"))`: a text of one image, to concatenate with others.
            guard let image = textImage(syntax, d, input.context) else { return nil }
            return Chain([ViewNode(Text(spans: [Text.Span(image: image)]), source: input.location)], shape: .notShape("'Text' is not a shape"))
        } else if case .expression(let syntax)? = value {
            // A value: a String, or an AttributedString's styled runs.
            guard let evaluated = d.evaluate(syntax, input.context) else { return nil }
            if case .symbol(let symbol) = evaluated, symbol.type == "Image" {
                // `Text(star)`, a name holding an `Image`.
                guard let image = textImage(syntax, d, input.context) else { return nil }
                return Chain([ViewNode(Text(spans: [Text.Span(image: image)]), source: input.location)], shape: .notShape("'Text' is not a shape"))
            }
            if case .host(let host) = evaluated, let attributed = host.object as? AttributedStringValue {
                guard let spans = attributedSpans(attributed, at: syntax.location, d, input.context) else { return nil }
                return Chain([ViewNode(text(of: spans), source: input.location)], shape: .notShape("'Text' is not a shape"))
            }
            guard let string = d.string(evaluated, for: "Text", at: syntax.location) else { return nil }
            return Chain([ViewNode(Text(string), source: input.location)], shape: .notShape("'Text' is not a shape"))
        }
        guard let string = d.interpolated(value, for: "Text", keyLocation: key, input.context) else { return nil }
        return Chain([ViewNode(Text(string), source: input.location)], shape: .notShape("'Text' is not a shape"))
    }
}
