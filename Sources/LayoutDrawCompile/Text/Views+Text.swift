import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

/// A concatenated text: Swift's `Text("a") + Text("b").bold()` (which the Swift front end lowers
/// to a `Text` of the operands) and YAML's `Text: ['a ', {Text: b, bold: true}]`. Each part is
/// compiled as a view, so a part may be anything that is a `Text` — `Text(verbatim:)`, a
/// readout, a property or function of the source's that returns one, a concatenation in
/// parentheses — and then read back as spans: its strings and the text modifiers around them.
/// A YAML string part stands for `Text("…")`, a literal, so its Markdown is rendered
/// (Views+TextLiteral.swift).
extension Views {
    static func concatenation(_ parts: ListSyntax, _ input: ViewInput) -> Chain? {
        let d = input.session
        guard !parts.items.isEmpty else {
            d.error("'Text' needs a string, or a list of parts to join such as ['a ', {Text: b, bold: true}]", at: parts.location)
            return nil
        }
        var spans: [Text.Span] = []
        var valid = true
        for part in parts.items {
            switch part {
            case .expression(let syntax) where isString(syntax.expression):
                d.error("'+' joins Texts, not a Text and a String: write Text(\(syntax.text))", at: syntax.location)
                valid = false
            case .list:
                d.error("expected a string or a Text for a part of 'Text', found a list", at: d.location(part))
                valid = false
            default:
                let nodes = d.view(part, input.context)
                guard nodes.count == 1 else {
                    if nodes.count > 1 { d.error("a part of a joined 'Text' is one Text, not \(nodes.count) views", at: d.location(part)) }
                    valid = false
                    continue
                }
                guard let parts = spansOf(nodes[0], d, role: .part) else {
                    valid = false
                    continue
                }
                spans += parts
            }
        }
        guard valid else { return nil }
        return Chain([ViewNode(Text(spans: spans), source: input.location)], shape: .notShape("'Text' is not a shape"))
    }

    /// Where a `Text` is read as spans of another.
    enum SpanRole {
        /// A part of a concatenation, `Text("a") + Text("b")`.
        case part
        /// An interpolation, `Text("a \(Text("b"))")`.
        case interpolation

        /// What the text is, in messages.
        var phrase: String {
            switch self {
            case .part: "a part of a joined Text"
            case .interpolation: "a Text interpolated into a Text"
            }
        }
    }

    /// The spans of a compiled part: a `Text` inside text modifiers, each of its spans given
    /// those modifiers outside its own. Reports anything else at the view or modifier that is
    /// not one.
    static func spansOf(_ node: ViewNode, _ d: CompileSession, role: SpanRole) -> [Text.Span]? {
        var node = node
        var modifiers: [any TextModifier] = []
        while true {
            let at = node.source ?? SourceLocation(file: "", line: 0, column: 0)
            if node.id != nil || !node.annotations.isEmpty {
                switch role {
                case .part: d.error("a part of a joined 'Text' is not a view: it takes no id or annotation (tag the whole Text)", at: at)
                case .interpolation: d.error("\(role.phrase) is not a view: it takes no id or annotation (tag the whole Text)", at: at)
                }
                return nil
            }
            if let text = node.view as? Text {
                return text.spans.map { $0.wrapped(in: modifiers) }
            }
            if let modifier = node.view as? any TextModifier, node.subviews.count == 1 {
                modifiers.append(modifier)
                node = node.subviews[0]
                continue
            }
            if node.view is any ViewModifierLayout {
                d.error(
                    "'\(node.view.kind)' returns a view, not a Text: \(role.phrase) takes text modifiers only "
                        + "(font, bold, foregroundStyle, kerning, underline, …); apply it to the whole Text",
                    at: at)
            } else if role == .interpolation {
                d.error("a view interpolated into a Text must be a Text, and '\(node.view.kind)' is not one", at: at)
            } else {
                d.error("a joined Text is made of Texts, and '\(node.view.kind)' is not one", at: at)
            }
            return nil
        }
    }

    static func isString(_ expression: Expression) -> Bool {
        switch expression {
        case .string, .interpolation: true
        default: false
        }
    }
}
