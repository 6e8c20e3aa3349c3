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
        let declarations = scope.declarationScope(in: type)  // the type's statics are seen unqualified (`= defaultWidth`)
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

extension Expression {
    /// An environment object whose `init` takes its dependencies (`ThemeManager(userDefaultsStorage:
    /// UserDefaultsStoring)`): made by the `init` with the fewest parameters whose parameters
    /// without a default each take a value made without arguments — an instance of a type the
    /// source declares made by `T()`, or, for a protocol the source declares, of the first type
    /// (by name) that conforms to it and is made by `()`, as a preview passes the app's own
    /// service; `nil` for an optional. Nil when no `init` can run so (then the object is made
    /// from its properties' initial values, `sampleObject`).
    static func objectWithMadeDependencies(_ type: TypeValue, scope: EvaluationScope, at offset: Int) -> Value? {
        guard let definition = type.definition, let context = scope.context else { return nil }
        let candidates = definition.initializers.filter { !$0.parameters.isEmpty }.sorted { $0.parameters.count < $1.parameters.count }
        for initializer in candidates {
            var values: [LabeledValue] = []
            var madeAll = true
            for parameter in initializer.parameters where parameter.defaultValue == nil {
                guard let written = parameter.type?.text, let made = madeDependency(written, context: context, scope: scope, at: offset) else {
                    madeAll = false
                    break
                }
                values.append(LabeledValue(label: parameter.label, made))
            }
            guard madeAll else { continue }
            if let object = try? runInitializer(initializer, of: type, values, scope: scope, at: offset) { return object }
        }
        return nil
    }

    /// A value of the type written `written` made without arguments (see above); nil when none.
    private static func madeDependency(_ written: String, context: EvaluationContext, scope: EvaluationScope, at offset: Int) -> Value? {
        var name = written
        if name.hasPrefix("any ") { name.removeFirst(4) }
        if name.hasSuffix("?") { return Value.none }
        if let type = context.types[name] { return try? initialize(type, [], scope: scope, at: offset) }
        let conforming = context.types.values.filter { $0.definition?.conformances.contains(name) == true }.sorted { $0.name < $1.name }
        for type in conforming {
            if let made = try? initialize(type, [], scope: scope, at: offset) { return made }
        }
        return nil
    }
}
