import LayoutDrawCore

/// `inout` parameters: `func bump(_ x: inout Int) { x += 1 }` called `bump(&count)`. Swift's
/// rule (copy-in copy-out): the function works on its own copy of the variable, and the
/// variable takes the copy's value when the function returns. A call that passes `&x` is a
/// statement, or the value of a `let`, an assignment or a `return`, where the caller's
/// variables can change.
extension Interpreter {
    /// The value of `expression`, running a call that passes `&x` so that `x` changes in `scope`.
    static func evaluateChanging(_ expression: Expression, in scope: inout EvaluationScope) throws(ExpressionError) -> Value {
        if let value = try callChangingArguments(expression, in: &scope) { return value }
        if let value = try callSharingNames(expression, in: &scope) { return value }
        if let value = try mutatingCallWithValue(expression, in: &scope) { return value }
        return try expression.evaluate(in: scope)
    }

    /// Runs `expression` if it is a call of a declared function with `&` arguments: its value,
    /// each `&` argument's variable set to its parameter's last value. Nil for any other
    /// expression.
    static func callChangingArguments(_ expression: Expression, in scope: inout EvaluationScope) throws(ExpressionError) -> Value? {
        guard case .call(let callee, let arguments, let offset) = expression, arguments.contains(where: { $0.value.isInOut }) else {
            return nil
        }
        guard case .function(let function) = try callee.evaluate(in: scope), let definition = function.definition else {
            throw ExpressionError("'&' passes a variable to an 'inout' parameter of a function the source declares", at: offset)
        }
        var values: [LabeledValue] = []
        for argument in arguments {
            let value = if case .inOut(let target, _) = argument.value { try target.evaluate(in: scope) } else { try argument.value.evaluate(in: scope) }
            values.append(LabeledValue(label: argument.label, value))
        }
        let (result, inner) = try callKeepingScope(function, definition, values, caller: scope, at: offset)
        var taken = Set<Int>()
        for argument in arguments {
            guard case .inOut(let target, let at) = argument.value else { continue }
            guard
                let index = definition.parameters.indices.first(where: {
                    !taken.contains($0) && definition.parameters[$0].label == argument.label && definition.parameters[$0].isInout
                })
            else {
                throw ExpressionError("'&' is for an 'inout' parameter: this parameter of '\(definition.signature)' is not 'inout'", at: at)
            }
            taken.insert(index)
            try assign(target, .assign, inner.names[definition.parameters[index].name] ?? .none, in: &scope, at: at)
        }
        if let missing = definition.parameters.indices.first(where: { definition.parameters[$0].isInout && !taken.contains($0) }) {
            throw missingAmpersand(definition.parameters[missing], values, at: offset)
        }
        return result
    }

    /// swiftc's error for a value passed to an `inout` parameter without `&`.
    static func missingAmpersand(_ parameter: FunctionDefinition.Parameter, _ arguments: [LabeledValue], at offset: Int) -> ExpressionError {
        let argument = arguments.first { $0.label == parameter.label }
        let type = argument.map { "'\($0.value.typeName)' " } ?? ""
        return ExpressionError("passing value of type \(type)to an inout parameter requires explicit '&'", at: offset)
    }

    /// Calls a declared function: its value, and the scope its body ended with (its parameters'
    /// last values).
    static func callKeepingScope(
        _ function: FunctionValue, _ definition: FunctionDefinition, _ arguments: [LabeledValue], caller: EvaluationScope, at offset: Int
    ) throws(ExpressionError) -> (Value, EvaluationScope) {
        var scope = function.captured
        if let shared = function.sharedNames { scope.share(shared, from: caller) }
        scope.callDepth = caller.callDepth + 1
        scope.integerLiteralsAreDoubles = false
        if scope.context == nil { scope.context = caller.context }
        if let context = scope.context, scope.callDepth > context.maximumCallDepth {
            throw ExpressionError("calls nest more than \(context.maximumCallDepth) deep here (a recursion without end?)", at: offset)
        }
        try caller.takeStep(at: offset)
        try bindParameters(definition, arguments, into: &scope, at: offset)
        let value = try result(of: definition.body, in: &scope)
        return (value.typed(as: definition.returnType, in: scope.context), scope)
    }
}

extension Expression {
    /// Whether the expression is a call with `&` arguments.
    var isInOutCall: Bool {
        if case .call(_, let arguments, _) = self { return arguments.contains { $0.value.isInOut } }
        return false
    }

    /// Whether the expression is `&x`.
    var isInOut: Bool {
        if case .inOut = self { return true }
        return false
    }
}
