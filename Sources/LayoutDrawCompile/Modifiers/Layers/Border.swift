import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawFrames
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `border: COLOR` / `{color, width}` / `.border(Color.red, width: 2)`.
    enum BorderMapping: ModifierMapping {
        static let names = ["border"]
        static let positional = ["color"]

        static func compile(_ i: ModifierInput) -> Modification? {
            border(i)
        }
    }

    /// `border: COLOR` / `{color, width}` / `.border(Color.red, width: 2)`.
    static func border(_ i: ModifierInput) -> Modification? {
        let d = i.session
        if let value = i.value, case .record(let record) = value, !record.fields.contains(where: { $0.label == "opacity" }) {
            guard let fields = d.parameters(value, of: "border", allowed: ["color", "width"], keyLocation: i.location) else { return nil }
            guard let colorField = fields["color"] else {
                d.error("'border' needs 'color'", at: d.location(value))
                return nil
            }
            guard let color = d.color(colorField.value, for: "color", keyLocation: colorField.key, i.context) else { return nil }
            var width = 1.0
            if let field = fields["width"] {
                guard let w = d.number(field.value, for: "width", keyLocation: field.key, i.context) else { return nil }
                width = w
            }
            return .border(color, width: width)
        }
        return d.color(i.value, for: "border", keyLocation: i.location, i.context).map { .border($0, width: 1) }
    }
}
