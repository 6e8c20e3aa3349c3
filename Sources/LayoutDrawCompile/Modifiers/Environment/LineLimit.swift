import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawFrames
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `lineLimit: 2`; `lineLimit: nil` removes a limit set above.
    enum LineLimitMapping: ModifierMapping {
        static let names = ["lineLimit"]
        static let positional = ["limit"]

        static func compile(_ i: ModifierInput) -> Modification? {
            let d = i.session
            if let value = i.value, d.isNil(value, i.context) { return .modifier(LineLimit(nil)) }
            // `.lineLimit(3, reservesSpace: true)` / `{limit: 3, reservesSpace: true}`.
            var limitValue = i.value
            var reservesSpace = false
            if case .record? = i.value, let value = i.value {
                guard let fields = d.parameters(value, of: "lineLimit", allowed: ["limit", "reservesSpace"], keyLocation: i.location) else { return nil }
                guard let limit = fields["limit"] else {
                    d.error("'lineLimit' needs a number of lines: lineLimit(3, reservesSpace: true)", at: d.location(value))
                    return nil
                }
                if let field = fields["reservesSpace"] {
                    guard let flag = d.bool(field.value, for: "reservesSpace", keyLocation: field.key, i.context, default: false) else { return nil }
                    reservesSpace = flag
                }
                limitValue = limit.value
            }
            func atLeastOne(_ lines: Int) -> Bool {
                guard lines >= 1 else {
                    d.valueError("'lineLimit' must be at least 1, found \(lines)", at: d.location(of: limitValue, key: i.location), i.context)
                    return false
                }
                return true
            }
            // `.lineLimit(2...4)`, `2...`, `...4`: at most the upper bound, at least the lower
            // bound's height.
            // YAML writes the range as a list of its two bounds: `lineLimit: [2, 4]`.
            if case .list(let list)? = limitValue {
                guard !reservesSpace, list.items.count == 2,
                    let lower = d.integer(list.items[0], for: "lineLimit", keyLocation: i.location, i.context),
                    let upper = d.integer(list.items[1], for: "lineLimit", keyLocation: i.location, i.context)
                else {
                    d.error("'lineLimit' takes a number of lines, or a range of lines as [lowest, highest]: [2, 4]", at: list.location)
                    return nil
                }
                guard atLeastOne(lower), atLeastOne(upper) else { return nil }
                guard lower <= upper else {
                    d.error("the range of lines is empty: \(lower) is more than \(upper)", at: list.location)
                    return nil
                }
                return .modifier(LineLimit(upper, reserved: lower))
            }
            if case .expression(let syntax)? = limitValue, case .binary(let op, _, _, _) = syntax.expression, op == .closedRange || op == .halfOpenRange {
                guard case .range(let range)? = d.evaluate(syntax, i.context) else { return nil }
                guard !reservesSpace else {
                    d.error("'reservesSpace' goes with a number of lines, not a range", at: syntax.location)
                    return nil
                }
                let lower: Int, upper: Int?
                switch (range.lower, range.upper) {
                case (.int(let a), .int(let b)): (lower, upper) = (a, range.isClosed ? b : b - 1)
                case (.int(let a), .none): (lower, upper) = (a, nil)
                case (.none, .int(let b)): (lower, upper) = (1, range.isClosed ? b : b - 1)
                default:
                    d.error("'lineLimit' takes a range of whole numbers of lines, such as 2...4", at: syntax.location)
                    return nil
                }
                guard atLeastOne(lower), upper.map(atLeastOne) ?? true else { return nil }
                guard upper.map({ lower <= $0 }) ?? true else {
                    d.error("the range of lines is empty: \(lower) is more than \(upper!)", at: syntax.location)
                    return nil
                }
                return .modifier(LineLimit(upper, reserved: lower))
            }
            guard let lines = d.integer(limitValue, for: "lineLimit", keyLocation: i.location, i.context), atLeastOne(lines) else { return nil }
            return .modifier(LineLimit(lines, reserved: reservesSpace ? lines : 0))
        }
    }
}
