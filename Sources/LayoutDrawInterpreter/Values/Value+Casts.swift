/// Swift's run-time type tests (`as?`, `as!`, `is`) on the interpreter's values.
extension Value {
    /// Whether the value is of the type written `type` (`Int`, `String?`, `[Item]`, a declared
    /// struct, class or enum, or a protocol one of them conforms to), as Swift's dynamic cast
    /// decides: nil is of no type, `Any` takes every other value, an `Int` is not a `Double`.
    public func isOfType(_ written: String, in context: EvaluationContext?) -> Bool {
        var text = Substring(written)
        if text.hasPrefix("any ") { text.removeFirst(4) }
        var type = String(text.filter { $0 != " " })
        if type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
        if case .none = self { return false }
        if ["Any", "AnyHashable", "Sendable"].contains(type) { return true }
        switch self {
        case .int: return ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Numeric", "BinaryInteger", "Equatable", "Hashable", "Comparable"].contains(type)
        case .double: return ["Double", "CGFloat", "Float", "TimeInterval", "Numeric", "BinaryFloatingPoint", "FloatingPoint", "Equatable", "Hashable", "Comparable"].contains(type)
        case .string: return ["String", "StringProtocol", "Equatable", "Hashable", "Comparable", "CustomStringConvertible"].contains(type)
        case .bool: return ["Bool", "Equatable", "Hashable"].contains(type)
        case .array: return type.hasPrefix("[") && !type.contains(":") || type.hasPrefix("Array<")
        case .instance(let instance):
            return instance.type.name == type || instance.type.definition?.conformances.contains(type) == true
                || context?.types[instance.type.name]?.definition?.conformances.contains(type) == true
        default: return typeName == type
        }
    }
}
