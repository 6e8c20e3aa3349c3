import LayoutDrawCore

/// An environment object no enclosing view provides and whose type cannot make one with `()`
/// (`class GrocyViewModel { let grocyApi: GrocyAPI; @Published var products: [Product] = [] }`,
/// or a class whose only `init` takes a service): a preview that forgot
/// `.environmentObject(…)` is meant to show the view, so it is made from what its type gives
/// itself — each stored property's initial value, nil for an optional, the enclosing views'
/// objects for its own `@EnvironmentObject`s — and the properties without one are left without
/// a value: reading one is an error naming it. No `init` runs. The compiler warns which
/// objects were made so and what they lack (`EvaluationContext.sampledObjects`).
extension Expression {
    static func sampleObject(_ type: TypeValue, scope: EvaluationScope, at offset: Int) throws(ExpressionError) -> Value? {
        guard let definition = type.definition, definition.isClass, let context = scope.context else { return nil }
        var names: [String] = []
        var fields: [Value] = []
        var missing: [String] = []
        let declarations = scope.declarationScope
        for property in definition.storedProperties {
            let value: Value
            if let implicit = property.wrapperValue {
                value = implicit
            } else if let expression = property.defaultValue {
                do throws(ExpressionError) {
                    value = try expression.evaluate(in: property.type?.isFloatingPoint == true ? declarations.numeric : declarations)
                } catch {
                    // Why, when it says more than the value's absence (a bundled file that
                    // cannot be decoded).
                    missing.append(error.message.isEmpty ? "'\(property.name)'" : "'\(property.name)' (\(error.message))")
                    continue
                }
            } else if property.isOptional {
                value = Value.none
            } else {
                missing.append("'\(property.name)'")
                continue
            }
            names.append(property.name)
            fields.append(property.type?.isFloatingPoint == true ? value.promotedToDouble : value.typed(as: property.type, in: context))
        }
        context.noteSampledObject(type.name, missing: missing, at: offset)
        return .instance(Instance(type: type, names: names, values: fields))
    }
}
