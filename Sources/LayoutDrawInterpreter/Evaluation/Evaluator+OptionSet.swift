/// Swift's `OptionSet`: a struct that declares it and an integer `rawValue` is a set of bits, and
/// the standard library gives it the set algebra over them (Apple's Food Truck:
/// `struct DonutLayer: OptionSet { var rawValue: Int; static let dough = DonutLayer(rawValue: 1 << 1) … static let all: DonutLayer = [dough, glaze, topping] }`,
/// then `visibleLayers.contains(.dough)`).
///
/// The rules, from the standard library's `OptionSet` and `SetAlgebra` (Apple's documentation:
/// "the `OptionSet` protocol … provides default implementations of `SetAlgebra` members based on
/// bitwise operations on `rawValue`"):
/// - `init()` is the empty set (`rawValue` 0); an array literal where the set is expected is
///   the union of its elements (`ExpressibleByArrayLiteral`), `[]` the empty set.
/// - `contains(m)`: every bit of `m` is set. `isEmpty`: no bit is. `union` is `|`,
///   `intersection` `&`, `symmetricDifference` `^`, `subtracting` `& ~`; `isSubset(of:)`,
///   `isSuperset(of:)`, `isDisjoint(with:)`, `isStrictSubset(of:)`, `isStrictSuperset(of:)`
///   compare the bits.
/// - The mutating `insert`, `remove`, `update(with:)`, `formUnion`, `formIntersection`,
///   `formSymmetricDifference` and `subtract` store the result back (`Interpreter.mutate`).
///
/// A member the struct declares itself comes first, as Swift prefers a type's own member to a
/// protocol's default.
enum OptionSets {
    /// The methods that give a new set or a truth, without changing the set.
    static let methods: Set<String> = [
        "contains", "union", "intersection", "symmetricDifference", "subtracting", "isSubset", "isSuperset", "isDisjoint",
        "isStrictSubset", "isStrictSuperset",
    ]

    /// The mutating methods.
    static let mutatingMethods: Set<String> = [
        "insert", "remove", "update", "formUnion", "formIntersection", "formSymmetricDifference", "subtract",
    ]

    /// Whether the declared type is an option set.
    static func isOptionSet(_ definition: TypeDefinition?) -> Bool {
        guard let definition, definition.kind == .struct else { return false }
        return definition.conformances.contains { $0 == "OptionSet" || $0 == "Swift.OptionSet" }
    }

    /// The set of `type` whose bits are `raw`: `Type(rawValue: raw)`, through the struct's own
    /// initialiser when it declares one.
    static func make(_ type: TypeValue, raw: Int, scope: EvaluationScope, at offset: Int) throws(ExpressionError) -> Value {
        try Expression.initialize(type, [LabeledValue(label: "rawValue", .int(raw))], scope: scope, at: offset)
    }

    /// The bits of a set of `type`: an instance's `rawValue`, or an element written without its
    /// type (`.dough`) or an array literal (`[.dough, .glaze]`) read as the type.
    static func bits(of value: Value, as type: TypeValue, scope: EvaluationScope, at offset: Int) throws(ExpressionError) -> Int {
        switch value {
        case .instance(let instance) where instance.type.name == type.name:
            guard case .int(let raw)? = instance["rawValue"] else {
                throw ExpressionError("'\(type.name)' is an OptionSet: its 'rawValue' must be an integer", at: offset)
            }
            return raw
        case .array(let items):
            var raw = 0
            for item in items { raw |= try bits(of: item, as: type, scope: scope, at: offset) }
            return raw
        case .symbol(let symbol) where symbol.type == nil || symbol.type == type.name:
            let name = TypeName(text: type.name, names: [(type.name, offset)], offset: offset)
            let typed = value.typed(as: name, in: scope.context)
            if case .instance = typed { return try bits(of: typed, as: type, scope: scope, at: offset) }
        default:
            break
        }
        throw ExpressionError("expected a '\(type.name)', found \(value.interpolationDescription)", at: offset)
    }

    /// `[dough, glaze, topping]` where a set of `type` is expected: their union.
    static func literal(_ items: [Value], as type: TypeValue, scope: EvaluationScope) -> Value? {
        guard let raw = try? bits(of: .array(items), as: type, scope: scope, at: type.definition?.offset ?? 0) else { return nil }
        return try? make(type, raw: raw, scope: scope, at: type.definition?.offset ?? 0)
    }

    /// A property of the standard library's: `isEmpty`.
    static func property(_ name: String, of instance: Instance, scope: EvaluationScope, at offset: Int) throws(ExpressionError) -> Value? {
        guard name == "isEmpty", isOptionSet(instance.type.definition) else { return nil }
        return .bool(try bits(of: .instance(instance), as: instance.type, scope: scope, at: offset) == 0)
    }

    /// A non-mutating method of the standard library's, with its arguments; nil when `name` is
    /// none of them.
    static func method(_ name: String, of instance: Instance, _ arguments: [LabeledValue], scope: EvaluationScope, at offset: Int) throws(ExpressionError) -> Value? {
        guard methods.contains(name), isOptionSet(instance.type.definition) else { return nil }
        let type = instance.type
        guard arguments.count == 1 else { throw ExpressionError("\(name) takes one '\(type.name)'", at: offset) }
        let a = try bits(of: .instance(instance), as: type, scope: scope, at: offset)
        let b = try bits(of: arguments[0].value, as: type, scope: scope, at: offset)
        switch name {
        case "contains": return .bool(a & b == b)
        case "union": return try make(type, raw: a | b, scope: scope, at: offset)
        case "intersection": return try make(type, raw: a & b, scope: scope, at: offset)
        case "symmetricDifference": return try make(type, raw: a ^ b, scope: scope, at: offset)
        case "subtracting": return try make(type, raw: a & ~b, scope: scope, at: offset)
        case "isSubset": return .bool(a & b == a)
        case "isSuperset": return .bool(a & b == b)
        case "isStrictSubset": return .bool(a & b == a && a != b)
        case "isStrictSuperset": return .bool(a & b == b && a != b)
        default: return .bool(a & b == 0)  // isDisjoint
        }
    }

    /// A mutating method of the standard library's: the new set; nil when `name` is none of
    /// them or the value is no option set.
    static func mutated(_ name: String, of value: Value, _ arguments: [LabeledValue], scope: EvaluationScope, at offset: Int) throws(ExpressionError) -> Value? {
        guard mutatingMethods.contains(name), case .instance(let instance) = value, isOptionSet(instance.type.definition) else { return nil }
        let type = instance.type
        guard arguments.count == 1 else { throw ExpressionError("\(name) takes one '\(type.name)'", at: offset) }
        let a = try bits(of: value, as: type, scope: scope, at: offset)
        let b = try bits(of: arguments[0].value, as: type, scope: scope, at: offset)
        let raw =
            switch name {
            case "insert", "update", "formUnion": a | b
            case "formIntersection": a & b
            case "formSymmetricDifference": a ^ b
            default: a & ~b  // remove, subtract
            }
        return try make(type, raw: raw, scope: scope, at: offset)
    }
}
