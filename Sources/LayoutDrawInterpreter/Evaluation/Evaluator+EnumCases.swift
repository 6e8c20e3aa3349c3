import LayoutDrawCore

/// Enums with associated values (`enum Shape { case circle(radius: CGFloat), rect(CGFloat, CGFloat) }`):
/// a case is made by calling it (`Shape.circle(radius: 5)`, or `.circle(radius: 5)` where a
/// `Shape` is expected) and is a symbol of the enum whose one member carries the values, each
/// as its parameter's type holds it; `switch` and `if case` take it apart
/// (`Interpreter.matches`).
extension Expression {
    /// The case `name` of the enum `type`, made with `values`: Swift's rule, the values match
    /// the case's associated values one for one, with their labels.
    static func enumCase(
        _ name: String, of type: TypeValue, _ values: [LabeledValue], in context: EvaluationContext?, at offset: Int
    ) throws(ExpressionError) -> Value {
        guard let parameters = type.definition?.associatedValues[name] else {
            throw ExpressionError("enum case '\(name)' has no associated values", at: offset)
        }
        return .symbol(Symbol(type: type.name, path: [.init(name, arguments: try payload(values, parameters, of: "\(type.name).\(name)", in: context, at: offset))]))
    }

    /// The values of a case as its parameters hold them, or the mismatch in swiftc's words.
    static func payload(
        _ values: [LabeledValue], _ parameters: [FunctionDefinition.Parameter], of name: String, in context: EvaluationContext?, at offset: Int
    ) throws(ExpressionError) -> [LabeledValue] {
        guard values.count == parameters.count else {
            let problem = values.count < parameters.count ? "missing argument" : "extra argument"
            throw ExpressionError("\(problem) in call to '\(name)': it takes \(parameters.count), not \(values.count)", at: offset)
        }
        var typed: [LabeledValue] = []
        for (value, parameter) in zip(values, parameters) {
            guard value.label == parameter.label else {
                let expected = parameter.label.map { "'\($0):'" } ?? "no label"
                throw ExpressionError("'\(name)' expects \(expected) here, found \(value.label.map { "'\($0):'" } ?? "no label")", at: offset)
            }
            typed.append(LabeledValue(label: parameter.label, value.value.typed(as: parameter.type, in: context)))
        }
        return typed
    }
}
