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
        let allowed = secure ? ["title", "text", "prompt", "onCommit"] : ["title", "text", "prompt", "axis", "onEditingChanged", "onCommit"]
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
        guard let textField = fields["text"] else {
            d.error("'\(name)' needs 'text': \(name)(\"\(secure ? "Password" : "Name")\", text: $\(secure ? "password" : "name"))", at: d.location(value))
            return nil
        }
        let text = d.interpolated(unwrappingConstant(textField.value), for: "text", keyLocation: textField.key, input.context)
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
}
