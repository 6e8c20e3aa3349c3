import LayoutDrawCore

/// Methods of values in a Swift source: the collection methods listings use (`map`, `joined`,
/// `reduce`, …), `Double.rounded()`, `Int.random(in:)`, a declared struct's methods, and the
/// modifiers of SwiftUI values (`Color.red.opacity(0.3)` keeps the call on the symbol).
enum ArrayMethods {
    static let names = [
        "map", "compactMap", "flatMap", "filter", "reduce", "joined", "contains", "sorted", "reversed", "first", "last",
        "firstIndex", "lastIndex", "prefix", "suffix", "dropFirst", "dropLast", "enumerated", "min", "max", "randomElement",
        "shuffled", "allSatisfy", "count", "forEach",
    ]
}

extension Expression {
    /// The elements of a sequence value: an array, a range of integers, a string's characters.
    public static func sequence(_ value: Value, scope: EvaluationScope, at offset: Int) throws(ExpressionError) -> [Value]? {
        switch value {
        case .array(let items): return items
        case .range(let range):
            // A partial range (`2...`) has no end to walk to.
            if case .none = range.lower { return nil }
            if case .none = range.upper { return nil }
            guard let integers = range.integers else {
                if case .int = range.lower { return [] }
                return nil
            }
            try checkCount(range.count, scope: scope, at: offset)
            return integers.map { .int($0) }
        case .string(let s): return s.map { .string(String($0)) }
        case .host(let host): return host.object.elements
        default: return nil
        }
    }

    static func extreme(_ items: [Value], _ isMinimum: Bool, at offset: Int) throws(ExpressionError) -> Value {
        guard var best = items.first else { return .none }
        for item in items.dropFirst() {
            let order = try compare(item, best, at: offset)
            if order != 0 && (order < 0) == isMinimum { best = item }
        }
        return best
    }

    /// A method called on a value.
    static func method(_ name: String, of value: Value, _ arguments: [Argument], scope: EvaluationScope, at offset: Int) throws(ExpressionError) -> Value {
        if case .function(let function)? = try extensionMember(name, of: value, scope: scope, at: offset) {
            return try Interpreter.call(function, arguments: evaluate(arguments, scope), scope: scope, at: offset)
        }
        if name == "map" || name == "flatMap", arguments.count == 1, let result = try optionalMap(value, arguments[0], scope: scope, at: offset) {
            return result
        }
        switch value {
        case .type(let type):
            return try staticMethod(name, of: type, arguments, scope: scope, at: offset)
        case .symbol(let symbol):
            if let (type, _) = enumCase(value, scope: scope), let definition = type.definition {
                guard case .function(let function)? = try enumMember(name, of: value, scope: scope, at: offset) else {
                    throw ExpressionError(
                        "value of type \(type.name) has no method '\(name)'\(Suggestions.didYouMean(name, in: enumMemberNames(definition)))", at: offset)
                }
                return try Interpreter.call(function, arguments: evaluate(arguments, scope), scope: scope, at: offset)
            }
            let values = try evaluate(arguments, scope)
            if name == "path", let path = try ShapeValues.path(of: symbol, values, at: offset) { return path }
            return .symbol(symbol.appending(.init(name, arguments: values)))
        case .instance(let instance):
            // `country.name(locale: l)` beside `var name`: called, the method is meant; of
            // methods overloaded by their labels (`donuts(fromIDs:)`, `donuts(sortedBy:)`), the
            // one the arguments' labels fit.
            if let definition = instance.type.definition {
                let methods = definition.methods.filter { $0.name == name && !$0.isStatic }
                if let first = methods.first, methods.count > 1 || instance[name] != nil || definition.computedProperty(name) != nil {
                    let values = try evaluate(arguments, scope)
                    let method = overload(for: values, among: methods) ?? first
                    let selfScope = scope.declarationScope.binding("self", to: .instance(instance))
                    return try Interpreter.call(FunctionValue(name: name, body: .function(method), captured: selfScope), arguments: values, scope: scope, at: offset)
                }
            }
            guard let member = try instanceMember(name, of: instance, scope: scope, at: offset) else {
                if let result = try OptionSets.method(name, of: instance, evaluate(arguments, scope), scope: scope, at: offset) { return result }
                var known = instance.names
                if let definition = instance.type.definition { known += definition.methods.map(\.name) }
                throw ExpressionError(
                    "value of type \(instance.type.name) has no method '\(name)'\(Suggestions.didYouMean(name, in: known))", at: offset)
            }
            guard case .function(let function) = member else {
                throw ExpressionError("'\(name)' is a property of \(instance.type.name), not a method", at: offset)
            }
            return try Interpreter.call(function, arguments: evaluate(arguments, scope), scope: scope, at: offset)
        case .double(let d):
            let values = try evaluate(arguments, scope)
            switch name {
            case "rounded":
                guard let rule = values.first else { return .double(d.rounded()) }
                guard case .symbol(let s) = rule.value, let r = roundingRules[s.name] else {
                    throw ExpressionError("rounded takes a rounding rule such as .down", at: offset)
                }
                return .double(d.rounded(r))
            case "squareRoot": return .double(d.squareRoot())
            case "formatted": return .string(try NumberFormatting.formatted(value, values, at: offset))
            case "truncatingRemainder":
                guard let divisor = values.first?.value.number else { throw ExpressionError("truncatingRemainder(dividingBy:) takes a number", at: offset) }
                return .double(d.truncatingRemainder(dividingBy: divisor))
            case "isLess", "isLessThanOrEqualTo", "isEqual":
                // FloatingPoint's comparisons by name (`minValue.isLess(than: 0)`).
                let label = ["isLess": "than", "isLessThanOrEqualTo": nil, "isEqual": "to"][name]!
                guard values.count == 1, values[0].label == label, let other = values[0].value.number else {
                    throw ExpressionError("\(name)(\(label ?? "_"):) takes a number", at: offset)
                }
                return .bool(name == "isLess" ? d < other : name == "isEqual" ? d == other : d <= other)
            default: break
            }
        case .proposal(let proposal) where name == "replacingUnspecifiedDimensions":
            let values = try evaluate(arguments, scope)
            if values.isEmpty { return .size(proposal.replacingUnspecifiedDimensions()) }
            guard values.count == 1, values[0].label == "by", let size = values[0].value.sizeValue else {
                throw ExpressionError("replacingUnspecifiedDimensions takes (by: CGSize), 10 × 10 when left out", at: offset)
            }
            return .size(proposal.replacingUnspecifiedDimensions(by: size))
        case .point(let point) where name == "applying":
            // `CGPoint(x: 0, y: -r).applying(CGAffineTransform(rotationAngle: a))`.
            let values = try evaluate(arguments, scope)
            guard values.count == 1, values[0].label == nil, let transform = values[0].value.affineTransform else {
                throw ExpressionError(
                    "applying takes a CGAffineTransform(rotationAngle:), (translationX:y:) or (scaleX:y:)", at: offset)
            }
            return .point(transform.apply(to: point))
        case .rect(let rect) where name == "insetBy" || name == "offsetBy":
            // CoreGraphics's: `insetBy` shrinks each side (a negative amount grows it; a rect
            // inset past empty is CGRect.null, which a path cannot use: an error here).
            let values = try evaluate(arguments, scope)
            guard values.map(\.label) == ["dx", "dy"], let dx = values[0].value.number, let dy = values[1].value.number,
                dx.isFinite, dy.isFinite
            else {
                throw ExpressionError("\(name) takes (dx:dy:) with finite numbers", at: offset)
            }
            if name == "offsetBy" { return .rect(Rect(x: rect.minX + dx, y: rect.minY + dy, width: rect.width, height: rect.height)) }
            guard rect.width - 2 * dx >= 0, rect.height - 2 * dy >= 0 else {
                throw ExpressionError(
                    "insetBy(dx: \(SwiftFormat.double(dx)), dy: \(SwiftFormat.double(dy))) of a \(SwiftFormat.double(rect.width)) × \(SwiftFormat.double(rect.height)) rectangle leaves nothing (CGRect.null)",
                    at: offset)
            }
            return .rect(Rect(x: rect.minX + dx, y: rect.minY + dy, width: rect.width - 2 * dx, height: rect.height - 2 * dy))
        case .host(let host) where host.object.hasMethod(name):
            let values = try evaluate(arguments, scope)
            if let result = try host.object.method(name, values, scope: scope, at: offset) { return result }
        case .int(let i):
            let values = try evaluate(arguments, scope)
            if name == "isMultiple", case .int(let n)? = values.first?.value {
                return .bool(n == 0 ? i == 0 : i % n == 0)
            }
            if name == "formatted" { return .string(try NumberFormatting.formatted(value, values, at: offset)) }
        case .string(let s):
            let values = try evaluate(arguments, scope)
            func text(_ index: Int) throws(ExpressionError) -> String {
                guard values.indices.contains(index), case .string(let t) = values[index].value else {
                    throw ExpressionError("'\(name)' takes a string", at: offset)
                }
                return t
            }
            switch name {
            case "uppercased": return .string(s.uppercased())
            case "lowercased": return .string(s.lowercased())
            case "hasPrefix": return .bool(s.hasPrefix(try text(0)))
            case "hasSuffix": return .bool(s.hasSuffix(try text(0)))
            case "contains": return .bool(s.contains(try text(0)))
            default:
                if let result = try StringMethods.method(name, s, values, at: offset) {
                    // `replacingOccurrences(of: "a", with: "aa")` grows a string as `s + s` does.
                    if case .string(let made) = result, made.utf8.count > s.utf8.count {
                        try checkJoined(made.utf8.count, string: true, scope: scope, at: offset)
                    }
                    return result
                }
            }
        default: break
        }
        if let items = try sequence(value, scope: scope, at: offset) {
            let result = try collectionMethod(name, items, arguments, scope: scope, at: offset)
            if case .string = value, case .array(let characters) = result, ["reversed", "prefix", "suffix", "dropFirst", "dropLast", "shuffled", "sorted"].contains(name) {
                return .string(characters.map(\.interpolationDescription).joined())
            }
            return result
        }
        throw ExpressionError("value of type \(value.typeName) has no method '\(name)'", at: offset)
    }

    private static let roundingRules: [String: FloatingPointRoundingRule] = [
        "up": .up, "down": .down, "toNearestOrAwayFromZero": .toNearestOrAwayFromZero, "toNearestOrEven": .toNearestOrEven,
        "towardZero": .towardZero, "awayFromZero": .awayFromZero,
    ]

    /// `Int.random(in:)`, `Double.random(in:)`, `Bool.random()`, a declared type's static
    /// methods, and the members of SwiftUI types (`Angle.degrees(30)`).
    private static func staticMethod(_ name: String, of type: TypeValue, _ arguments: [Argument], scope: EvaluationScope, at offset: Int) throws(ExpressionError) -> Value {
        // `NSError.commonError(description:)`, `Color.random()`: a static method an extension
        // adds to one of Swift's or SwiftUI's types.
        if type.definition == nil, let extended = scope.context?.extensions[type.name],
            extended.definition?.methods.contains(where: { $0.name == name && $0.isStatic }) == true
        {
            return try staticMethod(name, of: extended, arguments, scope: scope, at: offset)
        }
        let values = try evaluate(arguments, scope)
        // `Duration.seconds(90)`: the duration.
        if type.name == "Duration", type.definition == nil,
            let duration = DurationValue(.symbol(Symbol(type: "Duration", path: [.init(name, arguments: values)])))
        {
            return .host(HostValue(duration))
        }
        if name == "random", let context = scope.context {
            switch type.name {
            case "Int":
                guard values.count == 1, values[0].label == "in", case .range(let range) = values[0].value, let integers = range.integers else {
                    throw ExpressionError("Int.random takes a non-empty range of integers: Int.random(in: 0...10)", at: offset)
                }
                return .int(context.random.integer(in: integers))
            case "Double", "CGFloat", "Float":
                guard values.count == 1, values[0].label == "in", case .range(let range) = values[0].value,
                    let a = range.lower.number, let b = range.upper.number, a.isFinite, b.isFinite, a <= b
                else {
                    throw ExpressionError("\(type.name).random takes a range of numbers: \(type.name).random(in: 0...1)", at: offset)
                }
                return .double(context.random.double(from: a, to: b))
            case "Bool":
                return .bool(context.random.next() & 1 == 1)
            default: break
            }
        }
        if let definition = type.definition {
            if definition.cases.contains(name) {
                return try enumCase(name, of: type, values, in: scope.context, at: offset)
            }
            // Overloads by their labels (`make(named:)` beside `make(count:)`).
            let statics = definition.methods.filter { $0.name == name && $0.isStatic }
            guard let method = overload(for: values, among: statics) ?? statics.first else {
                // `HomeView.ViewModel()`: a type nested in it (or in an extension of it in
                // another file), made.
                if name.first?.isUppercase == true, let nested = scope.context?.types["\(type.name).\(name)"] ?? scope.context?.types[name],
                    nested.definition != nil
                {
                    return try initialize(nested, values, offsets: arguments.map(\.value.offset), scope: scope, at: offset)
                }
                throw ExpressionError("type '\(type.name)' has no static method '\(name)'", at: offset)
            }
            let function = FunctionValue(name: name, body: .function(method), captured: scope.declarationScope(in: type))
            return try Interpreter.call(function, arguments: values, scope: scope, at: offset)
        }
        if type.name == "ListFormatter" { return try ListFormatting.call(name, values, at: offset) }
        // `String.LocalizationValue("key")`: the key, for `String(localized:)`.
        if type.name == "String", name == "LocalizationValue", values.count == 1, values[0].label == nil, case .string = values[0].value {
            return values[0].value
        }
        return .symbol(Symbol(type: type.name, path: [.init(name, arguments: values)]))
    }

    /// The collection methods of arrays, ranges and strings.
    private static func collectionMethod(_ name: String, _ items: [Value], _ arguments: [Argument], scope: EvaluationScope, at offset: Int) throws(ExpressionError) -> Value {
        let values = try evaluate(arguments, scope)
        func function(_ index: Int = 0) throws(ExpressionError) -> FunctionValue {
            guard values.indices.contains(index) else { throw ExpressionError("'\(name)' takes a closure", at: offset) }
            switch values[index].value {
            case .function(let f):
                return f
            case .symbol(let keyPath) where keyPath.type == "KeyPath":
                // `map(\.name)`: a key path is the function that reads it, `{ $0.name }`.
                var body = Expression.name("$0", offset: offset)
                for component in keyPath.path { body = .member(body, component.name, offset: offset) }
                return FunctionValue(name: "keyPath", body: .closure(Closure(parameters: ["$0"], body: [.return(body, offset: offset)])), captured: scope)
            default:
                throw ExpressionError("'\(name)' takes a closure, a key path (\\.name) or a function", at: offset)
            }
        }
        func apply(_ f: FunctionValue, _ arguments: [Value]) throws(ExpressionError) -> Value {
            try scope.takeStep(at: offset)
            return try Interpreter.call(f, arguments: arguments.map { LabeledValue($0) }, scope: scope, at: offset)
        }
        func truth(_ value: Value) throws(ExpressionError) -> Bool {
            guard case .bool(let b) = value else { throw ExpressionError("the closure of '\(name)' must return a Bool", at: offset) }
            return b
        }
        func count(_ index: Int = 0) throws(ExpressionError) -> Int {
            guard values.indices.contains(index), case .int(let n) = values[index].value, n >= 0 else {
                throw ExpressionError("'\(name)' takes a count of zero or more", at: offset)
            }
            return n
        }
        switch name {
        case "map", "forEach":
            let f = try function()
            var result: [Value] = []
            for item in items { result.append(try apply(f, [item])) }
            return name == "map" ? .array(result) : .none
        case "compactMap":
            let f = try function()
            var result: [Value] = []
            for item in items {
                let mapped = try apply(f, [item])
                if case .none = mapped { continue }
                result.append(mapped)
            }
            return .array(result)
        case "flatMap":
            let f = try function()
            var result: [Value] = []
            for item in items {
                let elements = try sequence(try apply(f, [item]), scope: scope, at: offset) ?? []
                try checkJoined(result.count + elements.count, string: false, scope: scope, at: offset)
                result += elements
            }
            return .array(result)
        case "filter":
            let f = try function()
            var result: [Value] = []
            for item in items where try truth(try apply(f, [item])) { result.append(item) }
            return .array(result)
        case "allSatisfy":
            let f = try function()
            for item in items where !(try truth(try apply(f, [item]))) { return .bool(false) }
            return .bool(true)
        case "reduce" where values.first?.label == "into":
            // `reduce(into: CGSize.zero) { size, subview in size.width += … }`: the closure
            // changes its first parameter in place.
            guard values.count == 2 else { throw ExpressionError("reduce(into:) takes an initial value and a closure", at: offset) }
            let f = try function(1)
            var accumulated = values[0].value
            for item in items {
                try scope.takeStep(at: offset)
                accumulated = try Interpreter.callUpdating(f, accumulated, with: [LabeledValue(item)], scope: scope, at: offset)
            }
            return accumulated
        case "reduce":
            guard values.count == 2 else { throw ExpressionError("reduce takes an initial value and a closure", at: offset) }
            let f = try function(1)
            var accumulated = values[0].value
            for item in items { accumulated = try apply(f, [accumulated, item]) }
            return accumulated
        case "joined":
            var separator = ""
            if let first = values.first {
                guard first.label == "separator", case .string(let s) = first.value else {
                    throw ExpressionError("joined takes (separator:)", at: offset)
                }
                separator = s
            }
            var strings: [String] = []
            for item in items {
                guard case .string(let s) = item else { throw ExpressionError("joined needs an array of strings", at: offset) }
                strings.append(s)
            }
            let total = strings.reduce(0) { $0 + $1.utf8.count } + separator.utf8.count * Swift.max(0, strings.count - 1)
            try checkJoined(total, string: true, scope: scope, at: offset)
            return .string(strings.joined(separator: separator))
        case "union", "intersection", "subtracting", "isSubset", "isSuperset", "isDisjoint":
            // A `Set`'s algebra, on arrays of unique elements (`Set(…)`), in the first's order.
            guard values.count == 1, let other = try sequence(values[0].value, scope: scope, at: offset) else {
                throw ExpressionError("'\(name)' takes another set", at: offset)
            }
            switch name {
            case "union":
                var result = items
                for item in other where !result.contains(item) { result.append(item) }
                try checkCount(result.count, scope: scope, at: offset)
                return .array(result)
            case "intersection": return .array(items.filter { other.contains($0) })
            case "subtracting": return .array(items.filter { !other.contains($0) })
            case "isSubset": return .bool(items.allSatisfy { other.contains($0) })
            case "isSuperset": return .bool(other.allSatisfy { items.contains($0) })
            default: return .bool(!items.contains { other.contains($0) })
            }
        case "contains":
            if let first = values.first, case .function(let f) = first.value {
                for item in items where try truth(try apply(f, [item])) { return .bool(true) }
                return .bool(false)
            }
            guard let needle = values.first?.value else { throw ExpressionError("contains takes an element", at: offset) }
            return .bool(items.contains(needle) || items.contains { $0.number != nil && $0.number == needle.number })
        case "sorted":
            var result = items
            // `orders.sorted(using: [KeyPathComparator(\Order.status, order: .reverse)])`.
            if values.count == 1, values[0].label == "using" {
                guard let comparators = SortComparators.comparators(values[0].value) else {
                    throw ExpressionError("sorted(using:) takes KeyPathComparator or SortDescriptor values, not a value of type \(values[0].value.typeName)", at: offset)
                }
                return .array(try SortComparators.sorted(items, by: comparators, scope: scope, at: offset))
            }
            if let first = values.first {
                let f = try function()
                var failure: ExpressionError?
                result.sort { a, b in
                    guard failure == nil else { return false }
                    do throws(ExpressionError) { return try truth(try apply(f, [a, b])) } catch { failure = error; return false }
                }
                if let failure { throw failure }
                _ = first
            } else {
                var failure: ExpressionError?
                result.sort { a, b in
                    do throws(ExpressionError) { return try compare(a, b, at: offset) < 0 } catch { failure = error; return false }
                }
                if let failure { throw failure }
            }
            return .array(result)
        case "reversed": return .array(items.reversed())
        case "first", "last":
            let f = try function()
            let ordered = name == "first" ? items : items.reversed()
            for item in ordered where try truth(try apply(f, [item])) { return item }
            return .none
        case "firstIndex", "lastIndex":
            let indices = name == "firstIndex" ? Array(items.indices) : items.indices.reversed()
            if let first = values.first, case .function(let f) = first.value {
                for i in indices where try truth(try apply(f, [items[i]])) { return .int(i) }
                return .none
            }
            guard let needle = values.first?.value else { throw ExpressionError("\(name)(of:) takes an element", at: offset) }
            return indices.first { items[$0] == needle }.map { .int($0) } ?? .none
        case "prefix": return .array(Array(items.prefix(try count())))
        case "suffix": return .array(Array(items.suffix(try count())))
        case "dropFirst": return .array(Array(items.dropFirst(values.isEmpty ? 1 : try count())))
        case "dropLast": return .array(Array(items.dropLast(values.isEmpty ? 1 : try count())))
        case "enumerated":
            return .array(items.enumerated().map { .tuple([LabeledValue(label: "offset", .int($0)), LabeledValue(label: "element", $1)]) })
        case "min", "max":
            if let first = values.first, case .function(let f) = first.value {
                guard var best = items.first else { return .none }
                for item in items.dropFirst() {
                    let less = try truth(try apply(f, [item, best]))
                    if name == "min" ? less : try truth(try apply(f, [best, item])) { best = item }
                }
                return best
            }
            return try extreme(items, name == "min", at: offset)
        case "randomElement":
            guard let context = scope.context, !items.isEmpty else { return .none }
            return items[context.random.integer(in: 0...(items.count - 1))]
        case "shuffled":
            guard let context = scope.context else { return .array(items) }
            var result = items
            if result.count > 1 {
                for i in stride(from: result.count - 1, to: 0, by: -1) {
                    result.swapAt(i, context.random.integer(in: 0...i))
                }
            }
            return .array(result)
        case "count":
            let f = try function()
            var n = 0
            for item in items where try truth(try apply(f, [item])) { n += 1 }
            return .int(n)
        default:
            throw ExpressionError(
                "no method '\(name)' on a sequence\(Suggestions.didYouMean(name, in: ArrayMethods.names))", at: offset)
        }
    }
}

extension Expression {
    /// `rating.map { "\($0) stars" }`, `text.flatMap(Int.init)` on an optional: `Optional`'s
    /// `map` and `flatMap`. A value does not keep whether it was optional: nil gives nil, and a
    /// value that is not a collection (whose `map` is the collection's) is the optional's
    /// wrapped value, given to the closure. Nil for a collection.
    static func optionalMap(_ value: Value, _ argument: Argument, scope: EvaluationScope, at offset: Int) throws(ExpressionError) -> Value? {
        switch value {
        case .none:
            return Value.none
        case .array, .string, .range, .namespace, .tuple:
            return nil
        case .host(let host) where host.object.elements != nil || host.object.hasMethod("map"):
            return nil
        default:
            guard scope.context != nil, case .function(let transform) = try argument.value.evaluate(in: scope) else { return nil }
            return try Interpreter.call(transform, arguments: [LabeledValue(label: nil, value)], scope: scope, at: offset)
        }
    }
}
