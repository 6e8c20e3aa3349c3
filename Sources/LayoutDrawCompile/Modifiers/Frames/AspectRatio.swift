import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `aspectRatio: fit` (`.aspectRatio(contentMode: .fit)`), or `{ratio, contentMode}` where
    /// `ratio` is a number, an expression (`'2/3'`), a CGSize `[w, h]`, or null. Swift:
    /// `.aspectRatio(2/3, contentMode: .fit)`, `.aspectRatio(CGSize(width: 2, height: 1), contentMode: .fill)`,
    /// `.aspectRatio(1)` (fit).
    enum AspectRatioMapping: ModifierMapping {
        static let names = ["aspectRatio"]
        static let positional = ["ratio"]

        static func compile(_ i: ModifierInput) -> Modification? {
            let d = i.session
            let modes = Dictionary(uniqueKeysWithValues: ContentMode.allCases.map { ($0.rawValue, $0) })
            let usage = "write aspectRatio: fit, or {ratio: 0.667, contentMode: fill}"
            guard let value = i.value else {
                if i.call.expression != nil { return .modifier(AspectRatio(nil, contentMode: .fit)) }
                d.error("'aspectRatio' needs a content mode: \(usage)", at: i.location)
                return nil
            }
            switch value {
            case .expression(let syntax):
                guard let evaluated = d.evaluate(syntax, i.context) else { return nil }
                if case .symbol = evaluated {
                    return d.named(value, modes, kind: "content mode", for: "aspectRatio", keyLocation: i.location, context: i.context)
                        .map { .modifier(AspectRatio(nil, contentMode: $0)) }
                }
                return ratio(value, key: i.location, i).map { .modifier(AspectRatio($0, contentMode: .fit)) }
            default:
                break
            }
            guard let fields = d.parameters(value, of: "aspectRatio", allowed: ["ratio", "contentMode"], keyLocation: i.location)
            else { return nil }
            var mode = ContentMode.fit
            if let modeField = fields["contentMode"] {
                guard let named = d.named(modeField.value, modes, kind: "content mode", for: "contentMode", keyLocation: modeField.key, context: i.context)
                else { return nil }
                mode = named
            } else if i.call.expression == nil {
                d.error("'aspectRatio' needs 'contentMode' (fit or fill), as in SwiftUI", at: d.location(value))
                return nil
            }
            var ratio: Double?
            if let field = fields["ratio"], !field.value.isNull, !d.isNil(field.value, i.context) {
                guard let r = Modifiers.ratio(field.value, key: field.key, i) else { return nil }
                ratio = r
            }
            return .modifier(AspectRatio(ratio, contentMode: mode))
        }
    }
}
