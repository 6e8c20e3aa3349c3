import LayoutDrawCore

extension Interpreter {
    /// Calls a declared method on `instance` from outside the scene's code (a custom `Layout`'s
    /// `sizeThatFits`, which layout calls): `arguments` are matched to its parameters by label.
    /// Returns its result (converted to its declared type) and the value each parameter has
    /// when it returns — an `inout` parameter's new value (the layout's `cache`).
    ///
    /// The call takes a step of the scene's budget, as every call does, and starts a new
    /// nesting of calls (the caller is not scene code).
    public static func callMethod(
        _ definition: FunctionDefinition, of instance: Value, arguments: [LabeledValue], context: EvaluationContext, at offset: Int
    ) throws(ExpressionError) -> (result: Value, parameters: [String: Value]) {
        var scope = EvaluationScope(context: context).binding("self", to: instance)
        scope.callDepth = 1
        try scope.takeStep(at: offset)
        try bindParameters(definition, arguments, into: &scope, at: offset)
        let value = try result(of: definition.body, in: &scope).converted(to: definition.returnType)
        var parameters: [String: Value] = [:]
        for parameter in definition.parameters {
            if let final = scope.names[parameter.name] { parameters[parameter.name] = final }
        }
        return (value, parameters)
    }
}
