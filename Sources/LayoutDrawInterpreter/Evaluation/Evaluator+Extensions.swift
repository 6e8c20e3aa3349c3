import LayoutDrawCore

/// Instance members the source adds to Swift's and SwiftUI's value types
/// (`extension Double { var formatted: String { … } }`, `extension Int { func doubled() -> Int }`):
/// found before the type's own members, run with `self` bound to the value. Swift refuses an
/// extension member that redeclares one of the type's own, so no own member is hidden.
extension Expression {
    /// The names an extension of the value's type may be declared under: a floating-point
    /// value is a `Double`, a `CGFloat` or a `Float` (values do not keep which); empty for a
    /// value of a type the source declares (its own members are its definition's).
    /// The protocols both integers and floating-point numbers conform to.
    public static let numericProtocols = ["Numeric", "SignedNumeric", "AdditiveArithmetic"]

    static func extendedTypeNames(of value: Value, in context: EvaluationContext) -> [String] {
        // (Values do not keep whether they are optional: `extension Optional { func
        // coalesceWith(_:) }` is found for any value, after its own type's, as Swift would for
        // the optional it was — Swift refuses it on a value that is not one.)
        guard context.extensions["Optional"] != nil else { return ownExtendedTypeNames(of: value, in: context) }
        switch value {
        case .type, .function: return []
        default: return ownExtendedTypeNames(of: value, in: context) + ["Optional"]
        }
    }

    /// The names of `extendedTypeNames` for the value's own type, without `Optional`.
    static func ownExtendedTypeNames(of value: Value, in context: EvaluationContext) -> [String] {
        switch value {
        // (And the standard library's numeric protocols: `extension BinaryFloatingPoint { func
        // easeInOut() -> Self }` gives every floating-point value the method.)
        case .double: return ["Double", "CGFloat", "Float", "TimeInterval"] + numericProtocols + ["BinaryFloatingPoint", "FloatingPoint"]
        case .int: return ["Int"] + numericProtocols + ["BinaryInteger", "FixedWidthInteger", "SignedInteger"]
        // (A String is a Collection: `extension Collection { var isNotEmpty: Bool { !isEmpty } }`.)
        case .string: return ["String", "StringProtocol", "Collection", "Sequence"]
        case .bool: return ["Bool"]
        case .point: return ["CGPoint"]
        case .size: return ["CGSize"]
        case .rect: return ["CGRect"]
        case .insets: return ["EdgeInsets"]
        case .array: return ["Array", "IdentifiedArray", "Collection", "Sequence"]
        case .symbol(let symbol):
            guard let type = symbol.type, context.types[type] == nil else { return [] }
            return [type]
        case .instance, .type, .function, .none: return []
        default: return [value.typeName]
        }
    }

    /// The source's instance member `name` of the value's type: a computed property's value, or
    /// a method with `self` bound; nil when no extension declares it.
    static func extensionMember(_ name: String, of value: Value, scope: EvaluationScope, at offset: Int) throws(ExpressionError) -> Value? {
        guard let context = scope.context, !context.extensions.isEmpty else { return nil }
        for typeName in extendedTypeNames(of: value, in: context) {
            guard let definition = context.extensions[typeName]?.definition else { continue }
            if let property = definition.computedProperties.first(where: { $0.name == name && !$0.isStatic }) {
                let function = FunctionValue(name: name, body: .function(property), captured: scope.declarationScope.binding("self", to: value))
                return try Interpreter.call(function, arguments: [], scope: scope, at: offset)
            }
            if let method = definition.methods.first(where: { $0.name == name && !$0.isStatic }) {
                return .function(FunctionValue(name: name, body: .function(method), captured: scope.declarationScope.binding("self", to: value)))
            }
        }
        // `CGFloat(7.doubled())`: an integer literal where a number is expected is read as a
        // `Double`; a member only `Int`'s extension declares takes it as the `Int` it is written as.
        if case .double(let d) = value, d.rounded() == d, abs(d) < 9.2e18 {
            return try extensionMember(name, of: .int(Int(d)), scope: scope, at: offset)
        }
        return nil
    }

    /// Inside such a member, another member of the extension named without `self.`
    /// (`var isLarge: Bool { doubled() > 10 }`); nil elsewhere.
    static func extensionMemberOfSelf(_ name: String, scope: EvaluationScope, at offset: Int) throws(ExpressionError) -> Value? {
        guard let value = scope.names["self"], let context = scope.context, !ownExtendedTypeNames(of: value, in: context).isEmpty else { return nil }
        return try extensionMember(name, of: value, scope: scope, at: offset)
    }
}

/// Initialisers the source adds to Swift's and SwiftUI's types (`extension Color { init(hex:
/// UInt) { self.init(red: …, green: …, blue: …) } }`, `extension Image { init(_ symbol: Symbol)
/// { self.init(systemName: symbol.rawValue) } }`): a call whose labels fit one runs it, and the
/// value is what its `self.init(…)` of the type's own initialiser makes (or what it assigns to
/// `self`). Swift picks such an `init` by its labels as it picks any overload; a call that fits
/// none is the type's own.
extension Expression {
    /// Stands for `self` in such an initialiser before its `self.init(…)`: a type, not a value.
    static func isUnmadeSelf(_ value: Value?) -> TypeValue? {
        guard case .type(let type)? = value, type.definition == nil else { return nil }
        return type
    }

    /// The value an extension's `init` of `typeName` makes from `values`; nil when the source
    /// declares none whose labels fit (the type's own initialisers then read the call).
    static func extensionInitializer(
        of typeName: String, _ values: [LabeledValue], scope caller: EvaluationScope, at offset: Int
    ) throws(ExpressionError) -> Value? {
        guard let context = caller.context, let definition = context.extensions[typeName]?.definition,
            !definition.allInitializers.isEmpty, let initializer = overload(for: values, among: definition.allInitializers)
        else { return nil }
        if caller.callDepth + 1 > context.maximumCallDepth {
            throw ExpressionError("calls nest more than \(context.maximumCallDepth) deep here (a recursion without end?)", at: offset)
        }
        try caller.takeStep(at: offset)
        var scope = caller.declarationScope
        scope.callDepth = caller.callDepth + 1
        scope.environmentObjects = caller.environmentObjects
        scope.selfIsMutable = true
        scope.bind("self", to: .type(TypeValue(name: typeName)))
        try Interpreter.bindParameters(initializer, values, into: &scope, at: offset)
        let returned = try Interpreter.run(initializer.body, in: &scope)
        // `return nil` in a failable `init?`: the call's value is nil (`Value.none`; a Swift nil
        // here would say no initializer fits).
        if initializer.isFailable, case .some(Value.none) = returned { return Value.none }
        guard let made = scope.names["self"], isUnmadeSelf(made) == nil else {
            throw ExpressionError(
                "'self' is not set by this initializer of '\(typeName)': end it with self.init(…) of one of \(typeName)'s own", at: initializer.offset)
        }
        return made
    }

    /// Whether `expression` calls an `init` that an extension of the type it names declares
    /// (`Color(hex: 0x3366FF)`, `Image(.forward)`), its labels fitting one: the front end then
    /// evaluates the call rather than reading it as the type's own.
    public static func callsExtensionInitializer(_ expression: Expression, in context: EvaluationContext?) -> Bool {
        guard case .call(.name(let typeName, _), let arguments, _) = expression, context?.types[typeName] == nil,
            let definition = context?.extensions[typeName]?.definition, !definition.allInitializers.isEmpty
        else { return false }
        // (A closure written as an argument may fill a parameter that takes one: `action:`.)
        let labels = arguments.map { argument -> LabeledValue in
            guard case .closure(let closure, _) = argument.value else { return LabeledValue(label: argument.label, .none) }
            return LabeledValue(label: argument.label, .function(FunctionValue(name: "closure", body: .closure(closure), captured: EvaluationScope())))
        }
        return overload(for: labels, among: definition.allInitializers) != nil
    }
}
