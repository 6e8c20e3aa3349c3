import LayoutDrawCore

/// A value whose members the program that runs the interpreter answers: the proxies a custom
/// `Layout`'s methods receive (`subviews`, `subviews[i]`, its `ViewDimensions`, its
/// `ViewSpacing`). The interpreter knows nothing of layout: it asks the object for a member, a
/// method or a subscript, and when the object has none and is a collection (`elements`), the
/// answer is an array's (`subviews.indices`, `subviews.map { … }`, `for s in subviews`).
public protocol HostObject: Sendable {
    /// The type's name as Swift prints it in a message (`LayoutSubviews`).
    var typeName: String { get }

    /// `value.name`; nil when the object has no such member.
    func member(_ name: String, at offset: Int) throws(ExpressionError) -> Value?

    /// Whether the object has a method `name` (its arguments are then evaluated and passed to
    /// `method`); a collection's other methods are an array's.
    func hasMethod(_ name: String) -> Bool

    /// `value.name(arguments)`; nil when the object has no such method.
    func method(_ name: String, _ arguments: [LabeledValue], at offset: Int) throws(ExpressionError) -> Value?

    /// `value[arguments]`; nil when the object cannot be subscripted so.
    func subscriptValue(_ arguments: [LabeledValue], at offset: Int) throws(ExpressionError) -> Value?

    /// The elements, when the object is a collection; nil otherwise.
    var elements: [Value]? { get }

    /// `==` between two host objects.
    func isEqual(to other: any HostObject) -> Bool

    /// What `"\(value)"` prints.
    var description: String { get }

    /// `value.name(arguments)` where the method needs the caller's scope (to call a closure
    /// argument, to draw a random number); nil when the object has no such method. By default
    /// the scopeless `method(_:_:at:)`.
    func method(_ name: String, _ arguments: [LabeledValue], scope: EvaluationScope, at offset: Int) throws(ExpressionError) -> Value?

    /// Whether the object stands for a closure (`call` answers), so a trailing closure's
    /// place can take it.
    var isCallable: Bool { get }

    /// `value(arguments)`: the object called as a function; nil when it cannot be called.
    func call(_ arguments: [LabeledValue], at offset: Int) throws(ExpressionError) -> Value?

    /// The order of two objects (`<` on dates): negative, zero or positive; nil when they
    /// have none.
    func compare(to other: any HostObject) -> Int?

    /// `value op other` (or `other op value` when `isLeft` is false): nil when the object has
    /// no such operator.
    func operate(_ op: Expression.BinaryOperator, _ other: Value, isLeft: Bool, at offset: Int) throws(ExpressionError) -> Value?

    /// `value.name = new` (`decoder.keyDecodingStrategy = .convertFromSnakeCase`): the object
    /// with the property set; nil when it has no property `name` that can be set.
    func setting(_ name: String, to new: Value, at offset: Int) throws(ExpressionError) -> (any HostObject)?
}

extension HostObject {
    public func member(_ name: String, at offset: Int) throws(ExpressionError) -> Value? { nil }
    public func hasMethod(_ name: String) -> Bool { false }
    public func method(_ name: String, _ arguments: [LabeledValue], at offset: Int) throws(ExpressionError) -> Value? { nil }
    public func subscriptValue(_ arguments: [LabeledValue], at offset: Int) throws(ExpressionError) -> Value? { nil }
    public var elements: [Value]? { nil }
    public var description: String { typeName }
    public func method(_ name: String, _ arguments: [LabeledValue], scope: EvaluationScope, at offset: Int) throws(ExpressionError) -> Value? {
        try method(name, arguments, at: offset)
    }
    public func call(_ arguments: [LabeledValue], at offset: Int) throws(ExpressionError) -> Value? { nil }
    public var isCallable: Bool { false }
    public func compare(to other: any HostObject) -> Int? { nil }
    public func operate(_ op: Expression.BinaryOperator, _ other: Value, isLeft: Bool, at offset: Int) throws(ExpressionError) -> Value? { nil }
    public func setting(_ name: String, to new: Value, at offset: Int) throws(ExpressionError) -> (any HostObject)? { nil }
}

/// A `HostObject` as a `Value` holds it.
public struct HostValue: Hashable, Sendable {
    public let object: any HostObject

    public init(_ object: any HostObject) {
        self.object = object
    }

    public static func == (a: HostValue, b: HostValue) -> Bool { a.object.isEqual(to: b.object) }
    public func hash(into hasher: inout Hasher) { hasher.combine(object.typeName) }
}
