import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawFrames
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `trim: {from: 0, to: 0.6}`; Swift `.trim(from: 0, to: 0.6)` (both default: 0 and 1).
    enum TrimMapping: ModifierMapping {
        static let names = ["trim"]

        static func compile(_ i: ModifierInput) -> Modification? {
            trim(i)
        }
    }

    /// `trim: {from: 0, to: 0.6}`; Swift `.trim(from: 0, to: 0.6)` (both default: 0 and 1).
    static func trim(_ i: ModifierInput) -> Modification? {
        let d = i.session
        guard let value = i.value else {
            d.error("'trim' needs a part of the path: trim(from: 0, to: 0.5)", at: i.location)
            return nil
        }
        guard let fields = d.parameters(value, of: "trim", allowed: ["from", "to"], keyLocation: i.location) else { return nil }
        var bounds = (from: 0.0, to: 1.0)
        for (label, field) in fields {
            guard let n = d.number(field.value, for: label, keyLocation: field.key, i.context) else { return nil }
            if label == "from" { bounds.from = n } else { bounds.to = n }
        }
        return .trim(from: bounds.from, to: bounds.to)
    }
}
