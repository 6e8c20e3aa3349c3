import LayoutDrawCore

/// Operators and subscripts.
extension Expression {
    static func operate(_ op: BinaryOperator, _ lhs: Value, _ rhs: Value, scope: EvaluationScope, at offset: Int) throws(ExpressionError) -> Value {
        switch op {
        case .add, .subtract, .multiply, .divide, .remainder:
            return try arithmetic(op, lhs, rhs, scope: scope, at: offset)
        case .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual:
            // A host value that compares with other kinds of value (a `Decimal` with a number
            // literal) answers first.
            if case .host(let host) = lhs, let result = try host.object.operate(op, rhs, isLeft: true, at: offset) { return result }
            if case .host(let host) = rhs, let result = try host.object.operate(op, lhs, isLeft: false, at: offset) { return result }
            switch op {
            case .equal: return .bool(equal(lhs, rhs))
            case .notEqual: return .bool(!equal(lhs, rhs))
            case .less: return .bool(try compare(lhs, rhs, at: offset) < 0)
            case .lessOrEqual: return .bool(try compare(lhs, rhs, at: offset) <= 0)
            case .greater: return .bool(try compare(lhs, rhs, at: offset) > 0)
            default: return .bool(try compare(lhs, rhs, at: offset) >= 0)
            }
        case .halfOpenRange, .closedRange:
            let closed = op == .closedRange
            switch (lhs, rhs) {
            case (.int(let a), .int(let b)):
                guard closed ? a <= b : a <= b else {
                    throw ExpressionError("a range needs its lower bound at most its upper bound, not \(a)\(op.rawValue)\(b)", at: offset)
                }
                return .range(RangeValue(lower: lhs, upper: rhs, isClosed: closed))
            case (.int, .none), (.none, .int):
                // A partial range (`2...`, `...4`): its missing bound is nil.
                return .range(RangeValue(lower: lhs, upper: rhs, isClosed: closed))
            default:
                guard let a = lhs.number, let b = rhs.number else {
                    throw ExpressionError("a range needs numbers, not values of type \(lhs.typeName) and \(rhs.typeName)", at: offset)
                }
                guard a <= b else {
                    throw ExpressionError(
                        "a range needs its lower bound at most its upper bound, not \(SwiftFormat.double(a))\(op.rawValue)\(SwiftFormat.double(b))",
                        at: offset)
                }
                return .range(RangeValue(lower: .double(a), upper: .double(b), isClosed: closed))
            }
        case .and, .or, .coalesce:
            // Short-circuiting: evaluated by the caller.
            return lhs
        case .bitwiseAnd, .bitwiseOr, .bitwiseXor, .shiftLeft, .shiftRight, .wrappingAdd, .wrappingSubtract, .wrappingMultiply:
            return try bitwise(op, lhs, rhs, at: offset)
        }
    }

    /// `&`, `|`, `^`, `<<`, `>>` on integers, as Swift's `Int` computes them (a shift by a
    /// negative amount shifts the other way; one by 64 or more gives 0, or -1 for `>>` of a
    /// negative value: Swift's "smart shifts"). An integer literal read as a `Double` beside
    /// another number is the integer it was written as.
    static func bitwise(_ op: BinaryOperator, _ lhs: Value, _ rhs: Value, at offset: Int) throws(ExpressionError) -> Value {
        func integer(_ value: Value) -> Int? {
            switch value {
            case .int(let i): return i
            case .double(let d) where d.rounded() == d && abs(d) < 9.2e18: return Int(d)
            default: return nil
            }
        }
        guard let a = integer(lhs), let b = integer(rhs) else {
            let culprit = integer(lhs) == nil ? lhs : rhs
            throw ExpressionError("operator '\(op.rawValue)' is for integers, not a value of type \(culprit.typeName)", at: offset)
        }
        switch op {
        case .bitwiseAnd: return .int(a & b)
        case .bitwiseOr: return .int(a | b)
        case .bitwiseXor: return .int(a ^ b)
        case .shiftLeft: return .int(a << b)
        case .wrappingAdd: return .int(a &+ b)
        case .wrappingSubtract: return .int(a &- b)
        case .wrappingMultiply: return .int(a &* b)
        default: return .int(a >> b)
        }
    }

    /// `==` as Swift compares: numbers by value (an `Int` literal against a `Double`), the rest
    /// structurally.
    public static func equal(_ a: Value, _ b: Value) -> Bool {
        if let x = a.number, let y = b.number { return x == y }
        switch (a, b) {
        case (.proposal, _), (_, .proposal):
            // `proposal == .unspecified`
            return a.proposalValue != nil && a.proposalValue == b.proposalValue
        case (.symbol(let x), .symbol(let y)):
            // `.red == Color.red`
            return x.path == y.path && (x.type == nil || y.type == nil || x.type == y.type)
        default:
            return a == b
        }
    }

    /// The order of two numbers or two strings: negative, zero or positive.
    static func compare(_ a: Value, _ b: Value, at offset: Int) throws(ExpressionError) -> Int {
        if case .int(let x) = a, case .int(let y) = b { return x < y ? -1 : x == y ? 0 : 1 }
        if let x = a.number, let y = b.number { return x < y ? -1 : x == y ? 0 : 1 }
        if case .string(let x) = a, case .string(let y) = b { return x < y ? -1 : x == y ? 0 : 1 }
        if case .host(let x) = a, case .host(let y) = b, let order = x.object.compare(to: y.object) { return order }
        if let x = dynamicTypeSizeRank(a), let y = dynamicTypeSizeRank(b) { return x < y ? -1 : x == y ? 0 : 1 }
        throw ExpressionError("values of type \(a.typeName) and \(b.typeName) cannot be compared", at: offset)
    }

    /// SwiftUI's `DynamicTypeSize` cases, smallest first: the type is `Comparable` in this
    /// order (`dynamicTypeSize >= .accessibility2`).
    static let dynamicTypeSizes = [
        "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
        "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5",
    ]

    /// A `DynamicTypeSize` value's place in `dynamicTypeSizes`; nil for any other value.
    static func dynamicTypeSizeRank(_ value: Value) -> Int? {
        guard case .symbol(let symbol) = value, symbol.type == nil || symbol.type == "DynamicTypeSize", symbol.path.count == 1,
            symbol.path[0].arguments == nil
        else { return nil }
        return dynamicTypeSizes.firstIndex(of: symbol.path[0].name)
    }

    /// A floating-point type's implicit member beside a number (`2 * .pi`, `x + .infinity`):
    /// its value, as Swift infers the member's type from the other operand.
    static func numericImplicitMember(_ value: Value) -> Value? {
        guard case .symbol(let s) = value, s.type == nil, s.path.count == 1, s.path[0].arguments == nil else { return nil }
        switch s.name {
        case "pi": return .double(.pi)
        case "infinity": return .double(.infinity)
        case "greatestFiniteMagnitude": return .double(.greatestFiniteMagnitude)
        case "leastNonzeroMagnitude": return .double(.leastNonzeroMagnitude)
        case "ulpOfOne": return .double(.ulpOfOne)
        default: return nil
        }
    }

    /// `Angle`'s arithmetic, as SwiftUI declares it for an angle (a `VectorArithmetic`
    /// value): the sum or difference of two angles, an angle times or divided by a number
    /// (`.degrees(Double(index) / 8) * 360`, Apple's Landmarks tutorial's badge). The result
    /// keeps degrees where every angle was written in degrees, so it reads as written; nil
    /// where neither side is an angle.
    static func angleArithmetic(_ op: BinaryOperator, _ lhs: Value, _ rhs: Value, at offset: Int) throws(ExpressionError) -> Value? {
        /// The angle in the unit it was written in.
        func angle(_ value: Value) -> (value: Double, radians: Double, inDegrees: Bool)? {
            guard case .symbol(let symbol) = value, let radians = angleRadians(symbol) else { return nil }
            let member = symbol.path[0]
            let inDegrees = member.name == "degrees" || member.arguments?.first?.label == "degrees"
            // (The number as written: 60° read back from radians is 59.99999999999999°.)
            let written = member.arguments?.first?.value.number ?? 0
            return (written, radians, inDegrees)
        }
        func result(_ value: Double, inDegrees: Bool) -> Value {
            .symbol(Symbol(type: "Angle", path: [.init(inDegrees ? "degrees" : "radians", arguments: [LabeledValue(.double(value))])]))
        }
        switch (angle(lhs), angle(rhs), op) {
        case (let a?, let b?, .add), (let a?, let b?, .subtract):
            let sign: Double = op == .add ? 1 : -1
            // (In degrees when both are, so 45° + 15° is 60° exactly.)
            if a.inDegrees && b.inDegrees { return result(a.value + sign * b.value, inDegrees: true) }
            return result(a.radians + sign * b.radians, inDegrees: false)
        case (let a?, nil, .multiply):
            guard let b = rhs.number else { return nil }
            return result(a.value * b, inDegrees: a.inDegrees)
        case (nil, let b?, .multiply):
            guard let a = lhs.number else { return nil }
            return result(a * b.value, inDegrees: b.inDegrees)
        case (let a?, nil, .divide):
            guard let b = rhs.number else { return nil }
            guard b != 0 else { throw ExpressionError("division by zero", at: offset) }
            return result(a.value / b, inDegrees: a.inDegrees)
        default: return nil
        }
    }

    static func arithmetic(_ op: BinaryOperator, _ lhs: Value, _ rhs: Value, scope: EvaluationScope, at offset: Int) throws(ExpressionError) -> Value {
        if rhs.number != nil, let member = numericImplicitMember(lhs) { return try arithmetic(op, member, rhs, scope: scope, at: offset) }
        if lhs.number != nil, let member = numericImplicitMember(rhs) { return try arithmetic(op, lhs, member, scope: scope, at: offset) }
        if case .string(let a) = lhs, case .string(let b) = rhs, op == .add {
            try checkJoined(a.utf8.count + b.utf8.count, string: true, scope: scope, at: offset)
            return .string(a + b)
        }
        if case .array(let a) = lhs, case .array(let b) = rhs, op == .add {
            try checkJoined(a.count + b.count, string: false, scope: scope, at: offset)
            return .array(a + b)
        }
        if case .host(let host) = lhs, let result = try host.object.operate(op, rhs, isLeft: true, at: offset) { return result }
        if case .host(let host) = rhs, let result = try host.object.operate(op, lhs, isLeft: false, at: offset) { return result }
        if let angle = try angleArithmetic(op, lhs, rhs, at: offset) { return angle }
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
            default:
                guard b != 0 else { throw ExpressionError("division by zero", at: offset) }
                result = a.remainderReportingOverflow(dividingBy: b)
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
        default:
            throw ExpressionError("'%' is for integers; use truncatingRemainder(dividingBy:) for a Double", at: offset)
        }
    }

    // MARK: - Subscripts

    /// `item[keyPath: path]` (any value has the subscript): the value the key path's
    /// properties reach from `base`, read one after the other as `item.a.b` would be
    /// (`\Item.name` and `\.name` alike: the root type names nothing the value does not).
    @inline(never)
    static func keyPathValue(_ base: Value, _ argument: Expression, scope: EvaluationScope, at offset: Int) throws(ExpressionError) -> Value {
        let path = try argument.evaluate(in: scope)
        guard case .symbol(let keyPath) = path, keyPath.type == "KeyPath" else {
            throw ExpressionError("'keyPath:' takes a key path (\\.name), not a value of type \(path.typeName)", at: argument.offset)
        }
        var value = base
        for component in keyPath.path {
            if case .none = value { return .none }
            value = try member(component.name, of: value, scope: scope, at: offset)
        }
        return value
    }

    static func subscriptValue(
        _ base: Value, _ arguments: [Argument], scope: EvaluationScope, at offset: Int
    ) throws(ExpressionError) -> Value {
        if arguments.count == 1, arguments[0].label == "keyPath" {
            return try keyPathValue(base, arguments[0].value, scope: scope, at: offset)
        }
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
        switch base {
        case .proxy(let proxy):
            return try anchor(in: proxy, arguments, scope: scope, at: offset)
        case .host(let host):
            let values = try evaluate(arguments, scope)
            if let value = try host.object.subscriptValue(values, at: offset) { return value }
            guard let elements = host.object.elements else {
                throw ExpressionError("value of type \(host.object.typeName) cannot be subscripted", at: offset)
            }
            guard values.count == 1, values[0].label == nil, case .int(let index) = values[0].value else {
                throw ExpressionError("\(host.object.typeName) is subscripted with an Int index", at: offset)
            }
            guard elements.indices.contains(index) else {
                throw ExpressionError(
                    "index \(index) is out of range: the \(host.object.typeName) has \(elements.count) element\(elements.count == 1 ? "" : "s")",
                    at: offset)
            }
            return elements[index]
        case .array(let items) where scope.context != nil:
            let argument = arguments.count == 1 ? try arguments[0].value.evaluate(in: scope) : nil
            if case .range(let range)? = argument { return .array(try slice(items, range, at: offset)) }
            guard case .int(let index)? = argument else {
                throw ExpressionError("an array is subscripted with an Int index or a range of them", at: offset)
            }
            guard items.indices.contains(index) else {
                throw ExpressionError("index \(index) is out of range: the array has \(items.count) element\(items.count == 1 ? "" : "s")", at: offset)
            }
            return items[index]
        default:
            if let value = try declaredSubscript(base, arguments, scope: scope, at: offset) { return value }
            throw ExpressionError("value of type \(base.typeName) cannot be subscripted", at: offset)
        }
    }

    /// `flags.shuffled()[0...2]`, `items[1...]`, `items[..<3]`: the elements a range of
    /// indices picks (Swift's `ArraySlice`, read here as an array of them, numbered from 0); a
    /// range past the array's ends is an error, as Swift traps on it.
    static func slice(_ items: [Value], _ range: RangeValue, at offset: Int) throws(ExpressionError) -> [Value] {
        func bound(_ value: Value, _ missing: Int) throws(ExpressionError) -> Int {
            switch value {
            case .none: return missing
            case .int(let i): return i
            default: throw ExpressionError("an array is subscripted with a range of Int indices", at: offset)
            }
        }
        let lower = try bound(range.lower, 0)
        var upper = try bound(range.upper, items.count)
        if range.isClosed, case .int = range.upper { upper += 1 }
        guard lower >= 0, upper <= items.count, lower <= upper else {
            throw ExpressionError(
                "range \(lower)..<\(upper) is out of range: the array has \(items.count) element\(items.count == 1 ? "" : "s")", at: offset)
        }
        return Array(items[lower..<upper])
    }

    /// `proxy[K]` / `proxy[K, i]` (a YAML scene names the key) or `proxy[anchor]` (an `Anchor`
    /// value, in a Swift source).
    private static func anchor(in proxy: GeometryProxy, _ arguments: [Argument], scope: EvaluationScope, at offset: Int) throws(ExpressionError) -> Value {
        guard let keyArgument = arguments.first else {
            throw ExpressionError("anchors are read as proxy[KEY] or proxy[KEY, INDEX]", at: offset)
        }
        var key: String
        var keyOffset = keyArgument.value.offset
        var index = 0
        if case .name(let name, let nameOffset) = keyArgument.value, scope.names[name] == nil {
            key = name
            keyOffset = nameOffset
        } else if scope.context != nil {
            let value = try keyArgument.value.evaluate(in: scope)
            switch value {
            case .anchor(let k, let i):
                key = k
                index = i
            case .type(let type):
                key = type.name
            default:
                throw ExpressionError("a GeometryProxy is subscripted with an Anchor, not a value of type \(value.typeName)", at: keyOffset)
            }
        } else {
            throw ExpressionError("anchors are read as proxy[KEY] or proxy[KEY, INDEX]", at: offset)
        }
        guard let anchors = proxy.anchors[key] else {
            throw ExpressionError(
                "no anchor preference named '\(key)' reaches this reader\(Suggestions.didYouMean(key, in: proxy.anchors.keys))",
                at: keyOffset)
        }
        if arguments.count == 2 {
            guard case .int(let i) = try arguments[1].value.evaluate(in: scope) else {
                throw ExpressionError("an anchor index must be an Int", at: arguments[1].value.offset)
            }
            index = i
        }
        guard anchors.indices.contains(index) else {
            throw ExpressionError("anchor index \(index) is out of range: '\(key)' has \(anchors.count)", at: offset)
        }
        return Value(anchors[index])
    }
}
