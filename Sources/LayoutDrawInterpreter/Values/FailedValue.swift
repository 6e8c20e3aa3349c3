/// The value of a `let` whose initial value failed (`let dependencies = AppDependencies()` in a
/// preview, where the app's dependency container cannot be made): its failure was reported
/// where it happened, so everything that reads the value — a member, a method, a subscript, a
/// call, an operator — fails as already reported, and the picture's first error is the cause,
/// not "value of optional type must be unwrapped" where the value is used.
public struct FailedValue: HostObject, Hashable {
    /// The name the value was to be bound to.
    public let name: String

    public init(name: String) { self.name = name }

    public var typeName: String { "the failed '\(name)'" }

    public func member(_ name: String, at offset: Int) throws(ExpressionError) -> Value? { throw .alreadyReported(at: offset) }
    public func hasMethod(_ name: String) -> Bool { true }
    public func method(_ name: String, _ arguments: [LabeledValue], at offset: Int) throws(ExpressionError) -> Value? {
        throw .alreadyReported(at: offset)
    }
    public func subscriptValue(_ arguments: [LabeledValue], at offset: Int) throws(ExpressionError) -> Value? { throw .alreadyReported(at: offset) }
    public var isCallable: Bool { true }
    public func call(_ arguments: [LabeledValue], at offset: Int) throws(ExpressionError) -> Value? { throw .alreadyReported(at: offset) }
    public func operate(_ op: Expression.BinaryOperator, _ other: Value, isLeft: Bool, at offset: Int) throws(ExpressionError) -> Value? {
        throw .alreadyReported(at: offset)
    }
    public func isEqual(to other: any HostObject) -> Bool { (other as? FailedValue)?.name == name }
}
