import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

/// `Text(attributed)` with an `AttributedString` (the interpreter's `AttributedStringValue`):
/// each run a span styled by its attributes, as the text modifiers of a concatenation's part
/// style it (Apple, `Text.init(_:)` for an `AttributedString`: "Creates a text view that
/// displays styled attributed content"): `foregroundColor` is `foregroundStyle`, `font` is
/// `font`, `kern` / `tracking` / `baselineOffset` are the modifiers of those names, an
/// `underlineStyle` / `strikethroughStyle` other than nil draws the line (in its colour, if
/// set), and a `link` is drawn in the link colour. A run of `AttributedString(markdown:)` has its
/// inline Markdown read as a literal's is. `backgroundColor` is not drawn yet (a warning).
extension Views {
    static func attributedSpans(
        _ text: AttributedStringValue, at location: SourceLocation, _ d: CompileSession, _ context: CompileContext
    ) -> [Text.Span]? {
        var spans: [Text.Span] = []
        var warnedBackground = false
        for run in text.runs {
            var modifiers: [any TextModifier] = []
            for (name, value) in run.attributes.sorted(by: { $0.key < $1.key }) {
                switch name {
                case "foregroundColor":
                    guard let color = d.color(value) else {
                        d.error("an AttributedString's foregroundColor is a Color, not \(value.interpolationDescription)", at: location)
                        return nil
                    }
                    modifiers.append(ForegroundStyle(color))
                case "font":
                    guard let font = d.font(value, at: location, spelling: .member, context) else { return nil }
                    modifiers.append(FontModifier(font))
                case "kern", "tracking", "baselineOffset":
                    guard let n = value.number, n.isFinite else {
                        d.error("an AttributedString's \(name) is a number, not \(value.interpolationDescription)", at: location)
                        return nil
                    }
                    switch name {
                    case "kern": modifiers.append(Kerning(n))
                    case "tracking": modifiers.append(Tracking(n))
                    default: modifiers.append(BaselineOffset(n))
                    }
                case "underlineStyle", "strikethroughStyle":
                    let colorName = name == "underlineStyle" ? "underlineColor" : "strikethroughColor"
                    let color = run.attributes[colorName].flatMap { d.color($0) }
                    let modifier: any TextModifier = name == "underlineStyle" ? Underline(true, color: color) : Strikethrough(true, color: color)
                    modifiers.append(modifier)
                case "link":
                    modifiers.append(LinkColor())
                case "backgroundColor":
                    if !warnedBackground {
                        d.warning("an AttributedString's backgroundColor is not drawn yet: the text is drawn without it", at: location, context)
                        warnedBackground = true
                    }
                default:
                    break
                }
            }
            if run.isMarkdown {
                guard let parts = markdownSpans(InterpolatedString(verbatim: run.string), origin: .scalar(start: location, shift: nil), d, context)
                else { return nil }
                spans += parts.map { Text.Span($0.string, modifiers: $0.modifiers + modifiers) }
            } else {
                spans.append(Text.Span(run.string, modifiers: modifiers))
            }
        }
        return spans.isEmpty ? [Text.Span("")] : spans
    }
}
