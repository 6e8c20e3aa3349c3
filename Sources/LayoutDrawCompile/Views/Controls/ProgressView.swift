import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawFrames
import LayoutDrawSymbols
import LayoutDrawSyntax
import LayoutEngine

extension Views {
    /// `ProgressView()` (a spinner), `ProgressView(value: 0.3)`, `ProgressView(value: 3, total:
    /// 10)`, `ProgressView("Downloading", value: 0.3)`, `ProgressView(value:) { label }`; YAML
    /// `ProgressView` (spinner), `ProgressView: 0.3`, `ProgressView: {value: 3, total: 10, title: …}`.
    enum ProgressViewMapping: ViewMapping {
        static let names = ["ProgressView"]
        static let positional = ["title", "label"]

        static func compile(_ input: ViewInput) -> Chain? {
            let d = input.session
            var fraction: Double?
            var label: ViewNode?
            if let made = styledProgressView(input) { return made }
            if let value = input.value, !value.isNull {
                var fields: Parameters = [:]
                if case .record = value {
                    guard let parsed = d.parameters(value, of: "ProgressView", allowed: ["title", "value", "total", "label", "currentValueLabel"], keyLocation: input.location)
                    else { return nil }
                    fields = parsed
                } else if isTitle(value, input) {
                    fields.append(Field(name: "title", key: input.location, value: value))
                } else {
                    fields.append(Field(name: "value", key: input.location, value: value))
                }
                if let field = fields["currentValueLabel"] {
                    d.error("'currentValueLabel' is not supported yet: a ProgressView is drawn without it", at: field.key)
                    return nil
                }
                var valid = true
                if let field = fields["value"], !d.isNil(field.value, input.context) {
                    let v = boundNumber(field, input)
                    var total = 1.0
                    if let totalField = fields["total"] {
                        if let t = d.number(unwrappingConstant(totalField.value), for: "total", keyLocation: totalField.key, input.context) {
                            total = t
                        } else {
                            valid = false
                        }
                    }
                    if let v { fraction = total > 0 ? v / total : 0 } else { valid = false }
                }
                if fields["title"] != nil || fields["label"] != nil {
                    label = controlLabel(fields, of: "ProgressView", input)
                    if label == nil { valid = false }
                }
                guard valid else { return nil }
            }
            return Chain(
                [ViewNode(ProgressView(fraction: fraction), subviews: label.map { [$0] } ?? [], source: input.location)],
                shape: .notShape("'ProgressView' is not a shape"))
        }

        /// `ProgressView(configuration)` in a `ProgressViewStyle`'s `makeBody(configuration:)`:
        /// the progress view the configuration describes (its fraction and its label), in the
        /// style around the styled one — Apple: "useful for custom progress view styles that
        /// only modify the current progress view style". Nil when the argument is no
        /// configuration.
        private static func styledProgressView(_ input: ViewInput) -> Chain? {
            guard case .expression(let syntax)? = input.value, case .name = syntax.expression,
                case .tuple(let fields)? = input.session.evaluate(syntax, input.context, reportingErrors: false),
                let completed = fields.first(where: { $0.label == "fractionCompleted" })
            else { return nil }
            var label: [ViewNode] = []
            if case .symbol(let token)? = fields.first(where: { $0.label == "label" })?.value, case .nodes(let nodes)? = input.context.views.entry(token) {
                label = Array(nodes.prefix(1))
            }
            return Chain(
                [ViewNode(ProgressView(fraction: completed.value.number), subviews: label, source: input.location)],
                shape: .notShape("'ProgressView' is not a shape"))
        }
    }
}
