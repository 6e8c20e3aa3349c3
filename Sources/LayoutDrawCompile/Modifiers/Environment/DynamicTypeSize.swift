import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `.dynamicTypeSize(.accessibility3)`, a range (`...DynamicTypeSize.xxxLarge`,
    /// `.large ... .accessibility2`, `.xSmall...`); YAML's `dynamicTypeSize: AX3` and `[large, AX2]`
    /// are lowered to these.
    enum DynamicTypeSizeMapping: ModifierMapping {
        static let names = ["dynamicTypeSize"]
        static let positional = ["size"]

        static func compile(_ i: ModifierInput) -> Modification? {
            dynamicTypeSize(i)
        }
    }

    /// `.dynamicTypeSize(.accessibility3)`, a range (`...DynamicTypeSize.xxxLarge`,
    /// `.large ... .accessibility2`, `.xSmall...`); YAML's `dynamicTypeSize: AX3` and `[large, AX2]`
    /// are lowered to these.
    static func dynamicTypeSize(_ i: ModifierInput) -> Modification? {
        let d = i.session
        if case .expression(let syntax)? = i.value, case .binary(let op, let lower, let upper, _) = syntax.expression,
            op == .closedRange || op == .halfOpenRange
        {
            func bound(_ expression: Expression) -> DynamicTypeSize?? {
                if case .nil = expression { return .some(nil) }
                let value = ValueSyntax.expression(ExpressionSyntax(expression, origin: syntax.origin))
                guard let size = d.dynamicTypeSize(value, for: i.name, keyLocation: i.location, i.context) else { return nil }
                return .some(size)
            }
            guard let lowest = bound(lower), let highest = bound(upper) else { return nil }
            var top = highest ?? .accessibility5
            if op == .halfOpenRange, highest != nil {
                guard let below = DynamicTypeSize(rawValue: top.rawValue - 1) else {
                    d.error("the range of sizes is empty: nothing is smaller than \(top.shortName)", at: syntax.location)
                    return nil
                }
                top = below
            }
            let bottom = lowest ?? .xSmall
            guard bottom <= top else {
                d.error("the range of sizes is empty: \(bottom.shortName) is larger than \(top.shortName)", at: syntax.location)
                return nil
            }
            return .modifier(DynamicTypeSizeModifier(from: bottom, through: top))
        }
        return d.dynamicTypeSize(i.value, for: i.name, keyLocation: i.location, i.context).map { .modifier(DynamicTypeSizeModifier($0)) }
    }
}
