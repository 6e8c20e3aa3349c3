import LayoutDrawCore

/// What a closure that changes a view's state runs at once: the work SwiftUI would do later, or
/// on another task, done now, because a still picture shows the state it settles on.
///
/// - `Task { … }`, `DispatchQueue.main.async { … }`, `DispatchQueue.main.asyncAfter(deadline:)
///   { … }` and `MainActor.run { … }` written as a statement (and `withAnimation { … }` where
///   state changes): the closure runs where it is written, as if the task had run to its end and the time had
///   passed (`Task.sleep` and `Task.yield` return at once).
/// - In a closure SwiftUI calls to change state (`EvaluationScope.setsViewState`: `.onAppear`,
///   `.task`, `onPreferenceChange`), `load()` or `self.load()`, a method of the view, changes the
///   view's stored properties as `@State`'s nonmutating setters do, and the closure goes on
///   with them.
extension Interpreter {
    static func runsAtOnce(_ expression: Expression, in scope: inout EvaluationScope) throws(ExpressionError) -> Bool {
        guard let context = scope.context, case .call(let callee, let arguments, let offset) = expression else { return false }
        func isBuiltin(_ name: String) -> Bool { scope.names[name] == nil && context.types[name] == nil }
        switch callee {
        case .member(.name("Task", _), "sleep", _) where isBuiltin("Task"),
            .member(.name("Task", _), "yield", _) where isBuiltin("Task"):
            return true
        case .name("Task", _) where isBuiltin("Task") && context.functions["Task"] == nil,
            .member(.member(.name("DispatchQueue", _), "main", _), "async", _) where isBuiltin("DispatchQueue"),
            .member(.member(.name("DispatchQueue", _), "main", _), "asyncAfter", _) where isBuiltin("DispatchQueue"),
            .member(.name("MainActor", _), "run", _) where isBuiltin("MainActor"),
            .name("withAnimation", _) where scope.setsViewState && isBuiltin("withAnimation") && context.functions["withAnimation"] == nil:
            guard let last = arguments.last, case .function(let function) = try last.value.evaluate(in: scope) else { return false }
            if scope.setsViewState, case .instance? = scope.names["self"] {
                if let changed = try callSettingState(function, arguments: [], scope: scope, at: offset) { scope.bind("self", to: changed) }
            } else {
                _ = try call(function, arguments: [], scope: scope, at: offset)
            }
            return true
        case .name(let method, _) where scope.setsViewState && scope.names[method] == nil,
            .member(.name("self", _), let method, _) where scope.setsViewState:
            guard case .instance(let instance)? = scope.names["self"], instance.storage == nil,
                let definition = instance.type.definition?.methods.first(where: {
                    $0.name == method && $0.parameters.count == arguments.count && !$0.parameters.contains(where: \.isInout)
                })
            else { return false }
            let values = try Expression.evaluate(arguments, scope)
            var inner = scope.declarationScope.binding("self", to: .instance(instance))
            inner.callDepth = scope.callDepth + 1
            inner.environmentObjects = scope.environmentObjects
            inner.selfIsMutable = true
            inner.setsViewState = true
            if inner.callDepth > context.maximumCallDepth {
                throw ExpressionError("calls nest more than \(context.maximumCallDepth) deep here (a recursion without end?)", at: offset)
            }
            try scope.takeStep(at: offset)
            try bindParameters(definition, values, into: &inner, at: offset)
            _ = try run(definition.body, in: &inner)
            if let changed = inner.names["self"] { scope.bind("self", to: changed) }
            return true
        default:
            return false
        }
    }
}
