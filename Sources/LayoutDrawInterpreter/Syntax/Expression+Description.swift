import LayoutDrawCore

/// An expression printed back as Swift source, for messages (`'Color.red.opacity(0.3)'`).
extension Expression {
    public var sourceText: String {
        switch self {
        case .number(let value, let isInteger, _):
            return isInteger && abs(value) < 9.2e18 ? String(Int(value)) : SwiftFormat.double(value)
        case .string(let text, _): return "\"\(text)\""
        case .name(let name, _): return name
        case .implicitMember(let name, _): return "." + name
        case .member(let base, let name, _): return base.sourceText + "." + name
        case .call(let callee, let arguments, _): return callee.sourceText + "(" + Self.text(arguments) + ")"
        case .subscript(let base, let arguments, _): return base.sourceText + "[" + Self.text(arguments) + "]"
        case .negate(let operand, _): return "-" + operand.sourceText
        case .not(let operand, _): return "!" + operand.sourceText
        case .binary(let op, let lhs, let rhs, _):
            let spaced = op == .halfOpenRange || op == .closedRange ? op.rawValue : " \(op.rawValue) "
            return lhs.sourceText + spaced + rhs.sourceText
        case .array(let elements, _): return "[" + elements.map(\.sourceText).joined(separator: ", ") + "]"
        case .bool(let b, _): return b ? "true" : "false"
        case .nil: return "nil"
        case .interpolation(let string, _):
            return "\"" + string.segments.map { segment in
                switch segment {
                case .literal(let text): text
                case .expression(let e): "\\(" + e.sourceText + ")"
                }
            }.joined() + "\""
        case .ternary(let c, let a, let b, _): return "\(c.sourceText) ? \(a.sourceText) : \(b.sourceText)"
        case .closure(let closure, _):
            let head = closure.parameters.map { $0.joined(separator: ", ") + " in " } ?? ""
            return "{ " + head + "… }"
        case .localFunction(let definition, _): return "func \(definition.name)(…)"
        case .keyPath(let path, _): return "\\." + (path.isEmpty ? "self" : path.joined(separator: "."))
        case .optionalChain(let base, _): return base.sourceText + "?"
        case .forceUnwrap(let base, _): return base.sourceText + "!"
        case .cast(let base, let type, let cast, _): return base.sourceText + " \(cast.rawValue) " + type
        case .attempt(let base, let attempt, _): return attempt.rawValue + " " + base.sourceText
        case .inOut(let target, _): return "&" + target.sourceText
        case .tuple(let elements, _): return "(" + Self.text(elements) + ")"
        case .invalid: return "<?>"
        }
    }

    private static func text(_ arguments: [Argument]) -> String {
        arguments.map { ($0.label.map { "\($0): " } ?? "") + $0.value.sourceText }.joined(separator: ", ")
    }
}
