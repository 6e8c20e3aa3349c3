import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawFrames
import LayoutDrawSymbols
import LayoutDrawSyntax
import LayoutEngine

extension Views {
    /// `TextField("Name", text: $name)` (and `prompt: Text("…")`, which iOS shows as the
    /// placeholder); YAML `TextField: {title: Name, text: ''}`. The text is drawn, or the
    /// placeholder while the text is empty.
    enum TextFieldMapping: ViewMapping {
        static let names = ["TextField", "SecureField"]
        static let positional = ["title"]

        static func compile(_ input: ViewInput) -> Chain? {
            textField(input)
        }
    }

    /// `TextField("Name", text: $name)` (and `prompt: Text("…")`, which iOS shows as the
    /// placeholder); YAML `TextField: {title: Name, text: ''}`. The text is drawn, or the
    /// placeholder while the text is empty.
    static func textField(_ input: ViewInput) -> Chain? {
        let d = input.session
        let name = input.name
        let secure = name == "SecureField"
        let allowed = secure ? ["title", "text", "prompt", "onCommit"] : ["title", "text", "value", "format", "prompt", "axis", "onEditingChanged", "onCommit"]
        guard let value = input.value, case .record = value,
            let fields = d.parameters(value, of: name, allowed: allowed, keyLocation: input.location)
        else {
            d.error(
                "'\(name)' needs a title and 'text': \(name)(\"\(secure ? "Password" : "Name")\", text: $\(secure ? "password" : "name")), or \(name): {title: \(secure ? "Password" : "Name"), text: ''}",
                at: d.location(of: input.value, key: input.location))
            return nil
        }
        if let axis = fields["axis"] {
            d.error("'axis' is not supported yet: a TextField is drawn on one line", at: axis.key)
            return nil
        }
        guard let textField = fields["text"] ?? fields["value"] else {
            d.error("'\(name)' needs 'text': \(name)(\"\(secure ? "Password" : "Name")\", text: $\(secure ? "password" : "name"))", at: d.location(value))
            return nil
        }
        let text: String?
        if textField.name == "value" {
            // `TextField("Amount", value: $amount, format: .currency(code: "USD"))`: the value as
            // the format prints it (as `Text(_:format:)` does); nil shows the placeholder.
            text = formattedFieldValue(textField, format: fields["format"], input)
        } else {
            text = d.interpolated(unwrappingConstant(textField.value), for: "text", keyLocation: textField.key, input.context)
        }
        var placeholder: String? = ""
        if let prompt = fields["prompt"] {
            placeholder = textString(prompt, input)
        } else if let title = fields["title"] {
            placeholder = d.interpolated(title.value, for: name, keyLocation: title.key, input.context)
        }
        guard let text, let placeholder else { return nil }
        let shown = text.isEmpty ? placeholder : secure ? TextField.masked(text) : text
        let node = ViewNode(
            TextField(isPlaceholder: text.isEmpty, isSecure: secure), subviews: [ViewNode(Text(shown), source: d.location(textField.value))],
            source: input.location)
        return Chain([node], shape: .notShape("'\(name)' is not a shape"))
    }

    /// A `TextField(_:value:format:)`'s value printed by its format style (a number or a date),
    /// "" for nil; nil after reporting a problem.
    static func formattedFieldValue(_ field: Field, format: Field?, _ input: ViewInput) -> String? {
        let d = input.session
        guard let format, case .expression(let formatSyntax) = format.value else {
            d.error("'TextField' with 'value:' needs 'format:': TextField(\"Amount\", value: $amount, format: .number)", at: field.key)
            return nil
        }
        guard case .expression(let valueSyntax) = unwrappingConstant(field.value),
            let value = d.evaluate(valueSyntax, input.context), let style = d.evaluate(formatSyntax, input.context)
        else { return nil }
        do throws(ExpressionError) {
            let offset = formatSyntax.expression.offset
            if case .none = value { return "" }
            if case .host(let host) = value, let date = host.object as? DateValue { return try DateFormatting.format(date, style: style, at: offset) }
            guard value.number != nil else {
                throw ExpressionError("a TextField's value: formats a number or a Date, not a value of type \(value.typeName)", at: valueSyntax.expression.offset)
            }
            return try NumberFormatting.format(value, style: style, at: offset)
        } catch {
            d.report(error, origin: formatSyntax.origin, input.context)
            return nil
        }
    }
}
