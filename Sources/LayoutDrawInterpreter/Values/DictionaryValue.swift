import LayoutDrawCore

/// A Swift dictionary: `["a": 1, "b": 2]`, `[String: Int]()`, `Dictionary(grouping:by:)`.
///
/// One difference from Swift, on purpose: Swift's dictionaries iterate in an order that changes
/// from run to run (their hashing is seeded per process), and a picture must not. Ours keep
/// their keys in the order they were inserted, so `for (key, value) in scores`, `scores.keys`
/// and `"\(scores)"` list them in the order the source wrote them. Sort them (`scores.keys.sorted()`)
/// where the order matters, as in Swift.
///
/// `dict[key]` is an optional (nil for a missing key), `dict[key, default: 0]` is not;
/// `dict[key] = nil` removes the key. Iterating gives `(key:, value:)` pairs, so
/// `for (name, score) in scores` and `scores.sorted { $0.value > $1.value }` read as in Swift.
public struct DictionaryValue: HostObject, Hashable {
    /// The keys, in insertion order.
    public private(set) var keys: [Value] = []
    /// The values, in the order of `keys`.
    public private(set) var values: [Value] = []
    private var index: [Value: Int] = [:]

    public init() {}

    /// A dictionary of `pairs`; nil (with the key) when a key appears twice.
    public init(uniquePairs pairs: [(Value, Value)]) throws(DuplicateKey) {
        for (key, value) in pairs {
            guard index[key] == nil else { throw DuplicateKey(key: key) }
            insert(key, value)
        }
    }

    public struct DuplicateKey: Error {
        public var key: Value
    }

    public var count: Int { keys.count }

    public subscript(key: Value) -> Value? {
        index[key].map { values[$0] }
    }

    /// Sets `key` to `value`; a value of nil removes the key, as `dict[key] = nil` does.
    public mutating func set(_ key: Value, _ value: Value) {
        if case .none = value {
            remove(key)
        } else if let position = index[key] {
            values[position] = value
        } else {
            insert(key, value)
        }
    }

    private mutating func insert(_ key: Value, _ value: Value) {
        index[key] = keys.count
        keys.append(key)
        values.append(value)
    }

    /// Removes `key`; its value, or nil.
    @discardableResult
    public mutating func remove(_ key: Value) -> Value? {
        guard let position = index[key] else { return nil }
        let value = values[position]
        keys.remove(at: position)
        values.remove(at: position)
        index = [:]
        for (i, k) in keys.enumerated() { index[k] = i }
        return value
    }

    // MARK: HostObject

    public var typeName: String { "Dictionary" }

    public var elements: [Value]? {
        zip(keys, values).map { .tuple([LabeledValue(label: "key", $0), LabeledValue(label: "value", $1)]) }
    }

    /// As Swift prints a dictionary: `["a": 1, "b": 2]`, `[:]` when empty.
    public var description: String {
        if keys.isEmpty { return "[:]" }
        return "[" + zip(keys, values).map { "\($0.debugDescription): \($1.debugDescription)" }.joined(separator: ", ") + "]"
    }

    public func member(_ name: String, at offset: Int) throws(ExpressionError) -> Value? {
        switch name {
        case "count": .int(count)
        case "isEmpty": .bool(keys.isEmpty)
        case "keys": .array(keys)
        case "values": .array(values)
        case "description": .string(description)
        default: nil
        }
    }

    public func hasMethod(_ name: String) -> Bool {
        ["mapValues", "compactMapValues", "filter", "merging", "index", "randomElement"].contains(name)
    }

    public func method(_ name: String, _ arguments: [LabeledValue], scope: EvaluationScope, at offset: Int) throws(ExpressionError) -> Value? {
        func function() throws(ExpressionError) -> FunctionValue {
            guard let last = arguments.last, case .function(let f) = last.value else {
                throw ExpressionError("'\(name)' takes a closure", at: offset)
            }
            return f
        }
        func call(_ f: FunctionValue, _ values: [Value]) throws(ExpressionError) -> Value {
            try scope.takeStep(at: offset)
            return try Interpreter.call(f, arguments: values.map { LabeledValue($0) }, scope: scope, at: offset)
        }
        switch name {
        case "mapValues", "compactMapValues":
            let f = try function()
            var result = DictionaryValue()
            for (key, value) in zip(keys, values) {
                let mapped = try call(f, [value])
                if name == "compactMapValues", case .none = mapped { continue }
                result.insert(key, mapped)
            }
            return .host(HostValue(result))
        case "filter":
            // A dictionary's `filter` keeps a dictionary.
            let f = try function()
            var result = DictionaryValue()
            for (key, value) in zip(keys, values) {
                let element = Value.tuple([LabeledValue(label: "key", key), LabeledValue(label: "value", value)])
                guard case .bool(let keep) = try call(f, [element]) else {
                    throw ExpressionError("the closure of 'filter' must return a Bool", at: offset)
                }
                if keep { result.insert(key, value) }
            }
            return .host(HostValue(result))
        case "merging":
            return .host(HostValue(try merged(Self.labellingCombine(arguments), scope: scope, at: offset)))
        case "randomElement":
            guard let context = scope.context, !keys.isEmpty else { return Value.none }
            return elements?[context.random.integer(in: 0...(keys.count - 1))]
        default:
            return nil
        }
    }

    public func subscriptValue(_ arguments: [LabeledValue], at offset: Int) throws(ExpressionError) -> Value? {
        switch arguments.map(\.label) {
        case [nil]: return self[arguments[0].value] ?? Value.none
        case [nil, "default"]: return self[arguments[0].value] ?? arguments[1].value
        default: throw ExpressionError("a dictionary is subscripted with a key, or (key, default: value)", at: offset)
        }
    }

    public func isEqual(to other: any HostObject) -> Bool {
        guard let other = other as? DictionaryValue, other.count == count else { return false }
        return zip(keys, values).allSatisfy { other[$0] == $1 }
    }

    public static func == (a: DictionaryValue, b: DictionaryValue) -> Bool { a.isEqual(to: b) }
    public func hash(into hasher: inout Hasher) { hasher.combine(count) }

    // MARK: Changing

    /// `dict[key] = value`, `dict[key, default: 0] += 1`: the dictionary with the element that
    /// `arguments` names replaced by `transform` of its value.
    public func setting(_ arguments: [LabeledValue], at offset: Int, _ transform: (Value) throws(ExpressionError) -> Value) throws(ExpressionError) -> DictionaryValue {
        let key: Value
        let current: Value
        switch arguments.map(\.label) {
        case [nil]:
            key = arguments[0].value
            current = self[key] ?? .none
        case [nil, "default"]:
            key = arguments[0].value
            current = self[key] ?? arguments[1].value
        default:
            throw ExpressionError("a dictionary's element is assigned as dict[key] = value or dict[key, default: value] += …", at: offset)
        }
        var copy = self
        copy.set(key, try transform(current))
        return copy
    }

    /// The dictionary after a mutating method: `removeValue(forKey:)`, `updateValue(_:forKey:)`,
    /// `removeAll()`, `merge(_:uniquingKeysWith:)`.
    public func mutated(_ method: String, _ arguments: [LabeledValue], scope: EvaluationScope, at offset: Int) throws(ExpressionError) -> DictionaryValue {
        var copy = self
        switch (method, arguments.map(\.label)) {
        case ("removeValue", ["forKey"]):
            copy.remove(arguments[0].value)
        case ("updateValue", [nil, "forKey"]):
            copy.set(arguments[1].value, arguments[0].value)
        case ("removeAll", []):
            copy = DictionaryValue()
        case ("merge", [nil, "uniquingKeysWith"]), ("merge", [nil, nil]):
            // `merge(other) { $1 }`: the trailing closure is `uniquingKeysWith`.
            copy = try merged(Self.labellingCombine(arguments), scope: scope, at: offset)
        default:
            throw ExpressionError(
                "a dictionary has no mutating method '\(method)' taking these arguments; layoutdraw knows removeValue(forKey:), updateValue(_:forKey:), removeAll() and merge(_:uniquingKeysWith:)",
                at: offset)
        }
        try Expression.checkCount(copy.count, scope: scope, at: offset)
        return copy
    }

    /// `merge(other) { $1 }` written with a trailing closure: its arguments as if labelled.
    static func labellingCombine(_ arguments: [LabeledValue]) -> [LabeledValue] {
        guard arguments.count == 2, arguments[1].label == nil else { return arguments }
        return [arguments[0], LabeledValue(label: "uniquingKeysWith", arguments[1].value)]
    }

    /// `merging(other, uniquingKeysWith: { old, new in … })`.
    private func merged(_ arguments: [LabeledValue], scope: EvaluationScope, at offset: Int) throws(ExpressionError) -> DictionaryValue {
        guard arguments.map(\.label) == [nil, "uniquingKeysWith"], case .function(let combine) = arguments[1].value else {
            throw ExpressionError("merging takes (_:uniquingKeysWith:)", at: offset)
        }
        let pairs: [(Value, Value)]
        if case .host(let host) = arguments[0].value, let other = host.object as? DictionaryValue {
            pairs = Array(zip(other.keys, other.values))
        } else if let items = try Expression.sequence(arguments[0].value, scope: scope, at: offset) {
            pairs = try items.map { item throws(ExpressionError) in try Self.pair(item, at: offset) }
        } else {
            throw ExpressionError("merging takes a dictionary or a sequence of (key, value) pairs", at: offset)
        }
        var result = self
        for (key, value) in pairs {
            if let old = result[key] {
                try scope.takeStep(at: offset)
                result.set(key, try Interpreter.call(combine, arguments: [LabeledValue(old), LabeledValue(value)], scope: scope, at: offset))
            } else {
                result.set(key, value)
            }
        }
        return result
    }

    static func pair(_ item: Value, at offset: Int) throws(ExpressionError) -> (Value, Value) {
        guard case .tuple(let parts) = item, parts.count == 2 else {
            throw ExpressionError("expected a (key, value) pair, not a value of type \(item.typeName)", at: offset)
        }
        return (parts[0].value, parts[1].value)
    }

    // MARK: Making

    /// `Dictionary(dictionaryLiteral: (k, v)…)` (what `["a": 1]` is lowered to), `[K: V]()`,
    /// `Dictionary(uniqueKeysWithValues:)`, `Dictionary(_:uniquingKeysWith:)` and
    /// `Dictionary(grouping:by:)`.
    public static func make(_ arguments: [LabeledValue], scope: EvaluationScope, at offset: Int) throws(ExpressionError) -> Value {
        let labels = arguments.map(\.label)
        if arguments.isEmpty { return .host(HostValue(DictionaryValue())) }
        if labels.first == "dictionaryLiteral" {
            var pairs: [(Value, Value)] = []
            for argument in arguments { pairs.append(try pair(argument.value, at: offset)) }
            try Expression.checkCount(pairs.count, scope: scope, at: offset)
            do throws(DuplicateKey) {
                return .host(HostValue(try DictionaryValue(uniquePairs: pairs)))
            } catch {
                throw ExpressionError("the dictionary literal has the key \(error.key.debugDescription) twice", at: offset)
            }
        }
        switch labels {
        case ["uniqueKeysWithValues"]:
            guard let items = try Expression.sequence(arguments[0].value, scope: scope, at: offset) else {
                throw ExpressionError("Dictionary(uniqueKeysWithValues:) takes a sequence of (key, value) pairs", at: offset)
            }
            let pairs = try items.map { item throws(ExpressionError) in try pair(item, at: offset) }
            do throws(DuplicateKey) {
                return .host(HostValue(try DictionaryValue(uniquePairs: pairs)))
            } catch {
                throw ExpressionError("Dictionary(uniqueKeysWithValues:) has the key \(error.key.debugDescription) twice", at: offset)
            }
        case [nil, "uniquingKeysWith"]:
            return .host(HostValue(try DictionaryValue().merged(arguments, scope: scope, at: offset)))
        case ["grouping", "by"]:
            guard let items = try Expression.sequence(arguments[0].value, scope: scope, at: offset), case .function(let key) = arguments[1].value else {
                throw ExpressionError("Dictionary(grouping:by:) takes a sequence and a closure", at: offset)
            }
            var result = DictionaryValue()
            for item in items {
                try scope.takeStep(at: offset)
                let k = try Interpreter.call(key, arguments: [LabeledValue(item)], scope: scope, at: offset)
                if case .array(let group)? = result[k] { result.set(k, .array(group + [item])) } else { result.set(k, .array([item])) }
            }
            return .host(HostValue(result))
        default:
            throw ExpressionError(
                "Dictionary takes a literal [key: value], (uniqueKeysWithValues:), (_:uniquingKeysWith:) or (grouping:by:)", at: offset)
        }
    }
}
