import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawFrames
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `.foregroundStyle(.blue)`; the palette form `.foregroundStyle(.blue, .green)` (YAML
    /// `{primary: blue, secondary: green}`) styles what is drawn with its primary style: the
    /// symbols layoutdraw draws are monochrome, and text and shapes use the primary one only.
    enum ForegroundColorMapping: ModifierMapping {
        static let names = ["foregroundColor"]

        static func compile(_ i: ModifierInput) -> Modification? {
            foregroundStyle(i)
        }
    }

    /// `.foregroundStyle(.blue)`; the palette form `.foregroundStyle(.blue, .green)` (YAML
    /// `{primary: blue, secondary: green}`) styles what is drawn with its primary style: the
    /// symbols layoutdraw draws are monochrome, and text and shapes use the primary one only.
    static func foregroundStyle(_ i: ModifierInput) -> Modification? {
        var value = i.value
        if case .record(let record)? = value, record.fields.contains(where: { $0.label == "primary" }) {
            guard let fields = i.session.parameters(.record(record), of: i.name, allowed: ["primary", "secondary", "tertiary"], keyLocation: i.location),
                let primary = fields["primary"]
            else { return nil }
            for (name, field) in fields where name != "primary" {
                // Read, so that a misspelt colour is still reported.
                guard i.session.shapeStyle(field.value, for: name, keyLocation: field.key, i.context) != nil else { return nil }
            }
            value = primary.value
        }
        return i.session.shapeStyle(value, for: i.name, keyLocation: i.location, i.context).map { .modifier(ForegroundStyle($0, kind: i.name)) }
    }
}
