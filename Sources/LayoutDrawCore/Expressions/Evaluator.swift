#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The names an expression can see: `params`, `index`/`item` inside `ForEach`, and the proxies
/// of the enclosing `GeometryReader`s (innermost last, so it shadows outer ones).
public struct EvaluationScope: Hashable, Sendable {
    public private(set) var names: [String: Value]

    /// Whether integer literals are `Double`s, as Swift infers them where a `CGFloat` is
    /// expected (`.aspectRatio(2/3)` is 0.667); in a `Text` interpolation they stay `Int`s.
    public var integerLiteralsAreDoubles = false

    public init(names: [String: Value] = [:]) {
        self.names = names
    }

    /// The scope with `name` bound to `value`, shadowing an outer binding.
    public func binding(_ name: String, to value: Value) -> EvaluationScope {
        var copy = self
        copy.names[name] = value
        return copy
    }

    /// The functions every expression may call.
    public static let functionNames = ["min", "max", "abs", "floor", "ceil", "round", "Int", "Double", "CGFloat", "String"]
}

extension Expression {
    /// Evaluates the expression. It has no side effects and sees nothing but `scope`.
    public func evaluate(in scope: EvaluationScope) throws(ExpressionError) -> Value {
        switch self {
        case .number(let value, let isInteger, _):
            return isInteger && !scope.integerLiteralsAreDoubles && abs(value) < 9.2e18 ? .int(Int(value)) : .double(value)
        case .string(let text, _):
            return .string(text)
        case .name(let name, let offset):
            if let value = scope.names[name] { return value }
            if EvaluationScope.functionNames.contains(name) {
                throw ExpressionError("'\(name)' is a function; call it as \(name)(…)", at: offset)
            }
            let known = Array(scope.names.keys) + EvaluationScope.functionNames
            throw ExpressionError("unknown name '\(name)'\(Suggestions.didYouMean(name, in: known))", at: offset)
        case .implicitMember(let name, let offset):
            switch name {
            case "global": return .coordinateSpace(.global)
            case "local": return .coordinateSpace(.local)
            case "infinity": return .double(.infinity)
            case "zero": return .double(0)
            default:
                throw ExpressionError(
                    "unknown member '.\(name)'\(Suggestions.didYouMean(name, in: ["global", "local", "named", "infinity"]))",
                    at: offset)
            }
        case .member(let base, let name, let offset):
            let value = try base.evaluate(in: scope)
            if case .name("params", _) = base, case .namespace(let params) = value, params[name] == nil {
                throw ExpressionError("unknown param '\(name)'\(Suggestions.didYouMean(name, in: params.keys))", at: offset)
            }
            return try Self.member(name, of: value, at: offset)
        case .call(let callee, let arguments, let offset):
            return try Self.call(callee, arguments, scope: scope, at: offset)
        case .subscript(let base, let arguments, let offset):
            return try Self.subscriptValue(base.evaluate(in: scope), arguments, scope: scope, at: offset)
        case .negate(let operand, let offset):
            switch try operand.evaluate(in: scope) {
            case .int(let i):
                guard i != .min else { throw ExpressionError("arithmetic overflow: -(\(i)) is not an Int", at: offset) }
                return .int(-i)
            case .double(let d): return .double(-d)
            case let other: throw ExpressionError("cannot negate a value of type \(other.typeName)", at: offset)
            }
        case .binary(let op, let lhs, let rhs, let offset):
            return try Self.arithmetic(op, lhs.evaluate(in: scope), rhs.evaluate(in: scope), at: offset)
        case .array(let elements, _):
            var values: [Value] = []
            for element in elements { values.append(try element.evaluate(in: scope)) }
            return .array(values)
        }
    }

    /// Evaluates the expression where a number (a `CGFloat`) is expected.
    public func evaluateNumber(in scope: EvaluationScope) throws(ExpressionError) -> Double {
        var numeric = scope
        numeric.integerLiteralsAreDoubles = true
        let value = try evaluate(in: numeric)
        guard let number = value.number else {
            throw ExpressionError("expected a number, but this is a value of type \(value.typeName)", at: offset)
        }
        return number
    }

    // MARK: - Members

    private static let rectMembers = ["origin", "size", "minX", "midX", "maxX", "minY", "midY", "maxY", "width", "height"]

    static func member(_ name: String, of value: Value, at offset: Int) throws(ExpressionError) -> Value {
        func unknown(_ members: [String]) -> ExpressionError {
            ExpressionError(
                "value of type \(value.typeName) has no member '\(name)'\(Suggestions.didYouMean(name, in: members))",
                at: offset)
        }
        switch value {
        case .proxy(let proxy):
            switch name {
            case "size": return .size(proxy.size)
            case "safeAreaInsets": return .insets(proxy.safeAreaInsets)
            case "frame": throw ExpressionError("'frame' is a method; call it as frame(in: .global)", at: offset)
            default: throw unknown(["size", "safeAreaInsets", "frame"])
            }
        case .size(let size):
            switch name {
            case "width": return .double(size.width)
            case "height": return .double(size.height)
            default: throw unknown(["width", "height"])
            }
        case .point(let point):
            switch name {
            case "x": return .double(point.x)
            case "y": return .double(point.y)
            default: throw unknown(["x", "y"])
            }
        case .rect(let rect):
            switch name {
            case "origin": return .point(rect.origin)
            case "size": return .size(rect.size)
            case "minX": return .double(rect.minX)
            case "midX": return .double(rect.midX)
            case "maxX": return .double(rect.maxX)
            case "minY": return .double(rect.minY)
            case "midY": return .double(rect.midY)
            case "maxY": return .double(rect.maxY)
            case "width": return .double(rect.width)
            case "height": return .double(rect.height)
            default: throw unknown(rectMembers)
            }
        case .insets(let insets):
            switch name {
            case "top": return .double(insets.top)
            case "leading": return .double(insets.leading)
            case "bottom": return .double(insets.bottom)
            case "trailing": return .double(insets.trailing)
            default: throw unknown(["top", "leading", "bottom", "trailing"])
            }
        case .namespace(let values):
            if let member = values[name] { return member }
            throw unknown(Array(values.keys))
        default:
            throw unknown([])
        }
    }

    // MARK: - Calls

    private static func call(
        _ callee: Expression, _ arguments: [Argument], scope: EvaluationScope, at offset: Int
    ) throws(ExpressionError) -> Value {
        // `proxy.frame(in: space)`
        if case .member(let base, "frame", _) = callee {
            let baseValue = try base.evaluate(in: scope)
            guard case .proxy(let proxy) = baseValue else {
                throw ExpressionError("value of type \(baseValue.typeName) has no method 'frame'", at: offset)
            }
            guard arguments.count == 1, arguments[0].label == "in" else {
                throw ExpressionError("frame takes one argument: frame(in: .global | .local | .named(\"NAME\"))", at: offset)
            }
            let spaceValue = try arguments[0].value.evaluate(in: scope)
            guard case .coordinateSpace(let space) = spaceValue else {
                throw ExpressionError(
                    "frame(in:) expects a coordinate space, not a value of type \(spaceValue.typeName)",
                    at: arguments[0].value.offset)
            }
            guard let frame = proxy.frame(in: space) else {
                let known = proxy.namedSpaceOrigins.keys.sorted()
                let name = if case .named(let n) = space { n } else { "" }
                throw ExpressionError(
                    "no enclosing coordinate space named '\(name)'\(Suggestions.didYouMean(name, in: known))",
                    at: arguments[0].value.offset)
            }
            return .rect(frame)
        }
        // `.named("X")`
        if case .implicitMember("named", _) = callee {
            guard arguments.count == 1, case .string(let name) = try arguments[0].value.evaluate(in: scope) else {
                throw ExpressionError(".named takes one string: .named(\"NAME\")", at: offset)
            }
            return .coordinateSpace(.named(name))
        }
        guard case .name(let function, let nameOffset) = callee else {
            throw ExpressionError("this expression cannot be called", at: offset)
        }
        var values: [Value] = []
        for argument in arguments { values.append(try argument.value.evaluate(in: scope)) }
        func number(_ i: Int) throws(ExpressionError) -> Double {
            guard let n = values[i].number else {
                throw ExpressionError(
                    "\(function) expects a number, not a value of type \(values[i].typeName)",
                    at: arguments[i].value.offset)
            }
            return n
        }
        func arity(_ count: Int) throws(ExpressionError) {
            guard values.count == count else {
                throw ExpressionError("\(function) takes \(count) argument\(count == 1 ? "" : "s"), not \(values.count)", at: offset)
            }
        }
        switch function {
        case "min", "max":
            guard values.count >= 2 else { throw ExpressionError("\(function) takes at least 2 arguments", at: offset) }
            let ints = values.compactMap { if case .int(let i) = $0 { i } else { nil } }
            if ints.count == values.count {
                return .int((function == "min" ? ints.min() : ints.max()) ?? 0)
            }
            var result = try number(0)
            for i in 1..<values.count {
                let n = try number(i)
                result = function == "min" ? Swift.min(result, n) : Swift.max(result, n)
            }
            return .double(result)
        case "abs":
            try arity(1)
            if case .int(let i) = values[0] {
                guard i != .min else { throw ExpressionError("arithmetic overflow: abs(\(i)) is not an Int", at: offset) }
                return .int(Swift.abs(i))
            }
            return .double(Swift.abs(try number(0)))
        case "floor", "ceil", "round":
            try arity(1)
            if case .int = values[0] { return values[0] }
            let n = try number(0)
            let rule: FloatingPointRoundingRule =
                function == "floor" ? .down : function == "ceil" ? .up : .toNearestOrAwayFromZero
            return .double(n.rounded(rule))
        case "Int":
            try arity(1)
            let n = try number(0)
            guard n.isFinite, Swift.abs(n) < 9.2e18 else {
                throw ExpressionError("Int(\(SwiftFormat.double(n))) cannot be represented as an Int", at: offset)
            }
            return .int(Int(n))
        case "Double", "CGFloat":
            try arity(1)
            return .double(try number(0))
        case "String":
            return try stringCall(arguments, values, at: offset)
        default:
            throw ExpressionError(
                "unknown function '\(function)'\(Suggestions.didYouMean(function, in: EvaluationScope.functionNames))",
                at: nameOffset)
        }
    }

    private static func stringCall(_ arguments: [Argument], _ values: [Value], at offset: Int) throws(ExpressionError) -> Value {
        if arguments.count == 1, arguments[0].label == nil {
            return .string(values[0].interpolationDescription)
        }
        guard let first = arguments.first, first.label == "format", case .string(let format) = values[0] else {
            throw ExpressionError("String expects String(format: \"…\", values…) or String(value)", at: offset)
        }
        var formatArguments = Array(values.dropFirst())
        if arguments.count == 2, arguments[1].label == "arguments", case .array(let list) = values[1] {
            formatArguments = list
        }
        guard let text = SwiftFormat.format(format, formatArguments) else {
            throw ExpressionError(
                "format \"\(format)\" does not match its \(formatArguments.count) argument\(formatArguments.count == 1 ? "" : "s")",
                at: offset)
        }
        return .string(text)
    }

    // MARK: - Subscripts and arithmetic

    private static func subscriptValue(
        _ base: Value, _ arguments: [Argument], scope: EvaluationScope, at offset: Int
    ) throws(ExpressionError) -> Value {
        // `d[leading]`, `d[.top]`, `d[HorizontalAlignment.center]`: a named member of a bag
        // of values (the dimensions an `alignmentGuide` computes from).
        if case .namespace(let values) = base, arguments.count == 1, arguments[0].label == nil {
            let key: String? =
                switch arguments[0].value {
                case .name(let name, _), .implicitMember(let name, _): name
                case .member(.name(let type, _), let name, _): "\(type).\(name)"
                default: nil
                }
            guard let key else {
                throw ExpressionError("a subscript here takes a name, such as d[leading]", at: arguments[0].value.offset)
            }
            if let value = values[key] { return value }
            let known = values.keys.filter { !$0.contains(".") && !["width", "height"].contains($0) }
            throw ExpressionError(
                "no guide '\(key)' here\(Suggestions.didYouMean(key, in: known))", at: arguments[0].value.offset)
        }
        guard case .proxy(let proxy) = base else {
            throw ExpressionError("value of type \(base.typeName) cannot be subscripted", at: offset)
        }
        guard let keyArgument = arguments.first, case .name(let key, let keyOffset) = keyArgument.value else {
            throw ExpressionError("anchors are read as proxy[KEY] or proxy[KEY, INDEX]", at: offset)
        }
        guard let anchors = proxy.anchors[key] else {
            throw ExpressionError(
                "no anchor preference named '\(key)' reaches this reader\(Suggestions.didYouMean(key, in: proxy.anchors.keys))",
                at: keyOffset)
        }
        var index = 0
        if arguments.count == 2 {
            guard case .int(let i) = try arguments[1].value.evaluate(in: scope) else {
                throw ExpressionError("an anchor index must be an Int", at: arguments[1].value.offset)
            }
            index = i
        }
        guard anchors.indices.contains(index) else {
            throw ExpressionError("anchor index \(index) is out of range: '\(key)' has \(anchors.count)", at: offset)
        }
        return anchors[index]
    }

    static func arithmetic(_ op: BinaryOperator, _ lhs: Value, _ rhs: Value, at offset: Int) throws(ExpressionError) -> Value {
        if case .string(let a) = lhs, case .string(let b) = rhs, op == .add { return .string(a + b) }
        if case .int(let a) = lhs, case .int(let b) = rhs {
            // Swift traps on Int overflow; a scene gets an error instead.
            let result: (partialValue: Int, overflow: Bool)
            switch op {
            case .add: result = a.addingReportingOverflow(b)
            case .subtract: result = a.subtractingReportingOverflow(b)
            case .multiply: result = a.multipliedReportingOverflow(by: b)
            case .divide:
                guard b != 0 else { throw ExpressionError("division by zero", at: offset) }
                result = a.dividedReportingOverflow(by: b)
            }
            guard !result.overflow else {
                throw ExpressionError("arithmetic overflow: \(a) \(op.rawValue) \(b) is not an Int", at: offset)
            }
            return .int(result.partialValue)
        }
        guard let a = lhs.number, let b = rhs.number else {
            let culprit = lhs.number == nil ? lhs : rhs
            throw ExpressionError("operator '\(op.rawValue)' cannot be applied to a value of type \(culprit.typeName)", at: offset)
        }
        switch op {
        case .add: return .double(a + b)
        case .subtract: return .double(a - b)
        case .multiply: return .double(a * b)
        case .divide:
            guard b != 0 else { throw ExpressionError("division by zero", at: offset) }
            return .double(a / b)
        }
    }
}
