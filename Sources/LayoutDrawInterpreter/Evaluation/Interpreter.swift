import LayoutDrawCore

/// Runs statements as Swift runs them: the bodies of closures, declared functions and computed
/// properties (view builders are read by LayoutDrawCompile, with the same conditions and
/// bindings). Bounded: every call and loop iteration takes a step of the scene's budget, and
/// calls nest at most `maximumCallDepth` deep.
public enum Interpreter {
    /// Calls `function` with `arguments` (labelled as written at the call).
    public static func call(
        _ function: FunctionValue, arguments: [LabeledValue], scope caller: EvaluationScope, at offset: Int
    ) throws(ExpressionError) -> Value {
        var scope = function.captured
        if let shared = function.sharedNames { scope.share(shared, from: caller) }
        scope.callDepth = caller.callDepth + 1
        scope.integerLiteralsAreDoubles = false
        if scope.context == nil { scope.context = caller.context }
        if let context = scope.context, scope.callDepth > context.maximumCallDepth {
            throw ExpressionError(
                "calls nest more than \(context.maximumCallDepth) deep here (a recursion without end?)", at: offset)
        }
        try caller.takeStep(at: offset)
        switch function.body {
        case .closure(let closure):
            if let parameters = closure.parameters {
                // `{ _ in … }` takes any one argument; `{ key, value in … }` takes a pair (a
                // dictionary's element) apart, as Swift does; otherwise the counts must match.
                var arguments = arguments
                if parameters.count > 1, arguments.count == 1, case .tuple(let items) = arguments[0].value, items.count == parameters.count {
                    arguments = items
                }
                guard parameters.count == arguments.count || (parameters.count == 1 && arguments.count > 1) else {
                    throw ExpressionError(
                        "the closure takes \(parameters.count) argument\(parameters.count == 1 ? "" : "s"), not \(arguments.count)",
                        at: offset)
                }
                if parameters.count == 1 && arguments.count > 1 {
                    scope.bind(parameters[0], to: .tuple(arguments))
                } else {
                    for (name, argument) in zip(parameters, arguments) where name != "_" { scope.bind(name, to: argument.value) }
                }
            } else {
                for (index, argument) in arguments.enumerated() { scope.bind("$\(index)", to: argument.value) }
            }
            return try result(of: closure.body, in: &scope)
        case .function(let definition):
            // A call without `&` (those with one are `callChangingArguments`'s).
            if let parameter = definition.parameters.first(where: \.isInout) {
                throw missingAmpersand(parameter, arguments, at: offset)
            }
            // `T` in `func load<T: Decodable>`: a type the call does not name (see
            // `FunctionDefinition.genericParameters`).
            for name in definition.genericParameters where scope.names[name] == nil {
                scope.bind(name, to: .type(TypeValue(name: name)))
            }
            try bindParameters(definition, arguments, into: &scope, at: offset)
            let value = try result(of: definition.body, in: &scope)
            return value.typed(as: definition.returnType, in: scope.context)
        }
    }

    /// Calls a closure that may set `self`'s stored properties, as SwiftUI's `@State` setters do
    /// from an action (`onPreferenceChange(K.self) { size = $0 }`): `self` as the closure left it.
    public static func callSettingState(
        _ function: FunctionValue, arguments: [LabeledValue], scope caller: EvaluationScope, at offset: Int
    ) throws(ExpressionError) -> Value? {
        guard case .closure(let closure) = function.body else { return nil }
        var scope = function.captured
        scope.callDepth = caller.callDepth + 1
        scope.integerLiteralsAreDoubles = false
        scope.selfIsMutable = true
        scope.setsViewState = true
        if scope.context == nil { scope.context = caller.context }
        if let context = scope.context, scope.callDepth > context.maximumCallDepth {
            throw ExpressionError("calls nest more than \(context.maximumCallDepth) deep here (a recursion without end?)", at: offset)
        }
        try caller.takeStep(at: offset)
        let parameters = closure.parameters ?? (0..<arguments.count).map { "$\($0)" }
        for (name, argument) in zip(parameters, arguments) where name != "_" { scope.bind(name, to: argument.value) }
        _ = try run(closure.body, in: &scope)
        return scope.names["self"]
    }

    /// Calls a closure whose first parameter is `inout` (`reduce(into:)`'s `{ result, item in
    /// result += item }`): the value that parameter holds when the closure returns.
    public static func callUpdating(
        _ function: FunctionValue, _ value: Value, with arguments: [LabeledValue], scope caller: EvaluationScope, at offset: Int
    ) throws(ExpressionError) -> Value {
        guard case .closure(let closure) = function.body else {
            throw ExpressionError("reduce(into:) takes a closure that changes its first parameter", at: offset)
        }
        let parameters = closure.parameters ?? (0...arguments.count).map { "$\($0)" }
        guard parameters.count == arguments.count + 1 else {
            throw ExpressionError("the closure takes \(parameters.count) argument\(parameters.count == 1 ? "" : "s"), not \(arguments.count + 1)", at: offset)
        }
        var scope = function.captured
        scope.callDepth = caller.callDepth + 1
        scope.integerLiteralsAreDoubles = false
        if scope.context == nil { scope.context = caller.context }
        if let context = scope.context, scope.callDepth > context.maximumCallDepth {
            throw ExpressionError("calls nest more than \(context.maximumCallDepth) deep here (a recursion without end?)", at: offset)
        }
        try caller.takeStep(at: offset)
        scope.bind(parameters[0], to: value)
        for (name, argument) in zip(parameters.dropFirst(), arguments) where name != "_" { scope.bind(name, to: argument.value) }
        _ = try result(of: closure.body, in: &scope)
        return scope.names[parameters[0]] ?? value
    }

    /// Binds a declared function's parameters: arguments are matched to parameters by label,
    /// in order; a parameter with a default may be left out; a trailing closure (an argument
    /// without a label) fills a labelled parameter that takes a closure (`content:`).
    public static func bindParameters(
        _ definition: FunctionDefinition, _ arguments: [LabeledValue], into scope: inout EvaluationScope, at offset: Int
    ) throws(ExpressionError) {
        var next = 0
        for (index, parameter) in definition.parameters.enumerated() {
            if parameter.isVariadic {
                // `tr("Localizable", key)` for `tr(_ table:, _ key:, _ args: CVarArg...)`: the
                // arguments it takes (none here), as an array.
                let taken = variadicCount(arguments[next...], parameter)
                scope.bind(parameter.name, to: Value.array(arguments[next..<(next + taken)].map(\.value)).typed(as: parameter.type, in: scope.context))
                next += taken
            } else if next < arguments.count, matches(arguments[next], parameter, later: definition.parameters[(index + 1)...]) {
                scope.bind(parameter.name, to: arguments[next].value.typed(as: parameter.type, in: scope.context))
                next += 1
            } else if let defaultValue = parameter.defaultValue {
                var defaults = parameter.type?.isFloatingPoint == true ? scope.declarationScope.numeric : scope.declarationScope
                // `for type: T.Type = T.self`: a generic parameter names a type in a default.
                for generic in definition.genericParameters where defaults.names[generic] == nil {
                    defaults.bind(generic, to: .type(TypeValue(name: generic)))
                }
                // `init(flags: [CityFlag] = defaultFlags)`: a default is read in the type's static
                // context, where its static members need no `Self.`.
                if defaults.staticType == nil, case .instance(let instance)? = scope.names["self"] { defaults.staticType = instance.type }
                scope.bind(parameter.name, to: try defaultValue.evaluate(in: defaults).typed(as: parameter.type, in: scope.context))
            } else {
                let expected = parameter.label.map { "'\($0):'" } ?? "an unlabelled argument"
                let found = next < arguments.count ? (arguments[next].label.map { "'\($0):'" } ?? "an unlabelled argument") : "nothing"
                throw ExpressionError("\(definition.name) expects \(expected) here, found \(found)", at: offset)
            }
        }
        if next < arguments.count {
            let extra = arguments[next].label.map { "'\($0)'" } ?? "without a label"
            throw ExpressionError(
                "extra argument \(extra) in call to \(definition.name)(…)\(arguments[next].label.map { Suggestions.didYouMean($0, in: definition.parameters.compactMap(\.label)) } ?? "")",
                at: offset)
        }
    }

    /// How many parameters with defaults a call of `definition` with `arguments` leaves out;
    /// nil when the arguments do not fit its parameters.
    public static func defaultsLeftOut(_ definition: FunctionDefinition, _ arguments: [LabeledValue]) -> Int? {
        var next = 0
        var leftOut = 0
        for (index, parameter) in definition.parameters.enumerated() {
            if parameter.isVariadic {
                next += variadicCount(arguments[next...], parameter)
            } else if next < arguments.count, matches(arguments[next], parameter, later: definition.parameters[(index + 1)...]) {
                next += 1
            } else if parameter.defaultValue != nil {
                leftOut += 1
            } else {
                return nil
            }
        }
        return next == arguments.count ? leftOut : nil
    }

    /// How many of `arguments` a variadic parameter takes: the first with its label, then each
    /// unlabelled one after it, as Swift matches them (none is zero values).
    private static func variadicCount(_ arguments: ArraySlice<LabeledValue>, _ parameter: FunctionDefinition.Parameter) -> Int {
        guard let first = arguments.first, first.label == parameter.label else { return 0 }
        return 1 + arguments.dropFirst().prefix { $0.label == nil && !$0.value.isClosure }.count
    }

    /// Whether `argument` is written for `parameter`: the same label, or a trailing closure for
    /// a labelled closure parameter (skipped, as Swift's forward scan skips it, when it has a
    /// default and a later closure parameter has none).
    private static func matches(
        _ argument: LabeledValue, _ parameter: FunctionDefinition.Parameter, later: ArraySlice<FunctionDefinition.Parameter>
    ) -> Bool {
        if argument.label == parameter.label { return true }
        guard argument.label == nil, argument.value.isClosure, parameter.takesClosure else { return false }
        if parameter.defaultValue != nil, later.contains(where: { $0.takesClosure && $0.defaultValue == nil }) { return false }
        return true
    }

    /// The value a body returns: from `return`, or the single expression of a one-expression body.
    static func result(of body: [Statement], in scope: inout EvaluationScope) throws(ExpressionError) -> Value {
        if body.count == 1 {
            switch body[0] {
            case .expression(let expression):
                // `{ books.append(book) }`: a call that changes a variable runs as a statement.
                if try delegate(expression, in: &scope) { return .none }
                if try mutate(expression, in: &scope) { return .none }
                if try runsAtOnce(expression, in: &scope) { return .none }
                return try evaluateChanging(expression, in: &scope)
            case .if, .switch:
                // Swift 5.9: an `if` or `switch` alone in a body is its value when each branch
                // is one expression (`var color: Color { switch self { case .a: .red … } }`).
                if let value = try branchValue(body[0], in: &scope) { return value }
            default:
                break
            }
        }
        return try run(body, in: &scope) ?? .none
    }

    /// The value of an `if` or `switch` used as an expression: the one expression of the branch
    /// taken; nil when a branch is not one expression (then the statement runs as a statement).
    private static func branchValue(_ statement: Statement, in scope: inout EvaluationScope) throws(ExpressionError) -> Value? {
        guard statement.isExpressionBranching else { return nil }
        switch statement {
        case .if(let conditions, let then, let otherwise, _):
            var inner = scope
            if try holds(conditions, in: &inner) { return try result(of: then, in: &inner) }
            var other = scope
            return try result(of: otherwise ?? [], in: &other)
        case .switch(let subject, let cases, let offset):
            let value = try subject.evaluate(in: scope)
            for switchCase in cases {
                var inner = scope
                if try matches(switchCase, value, in: &inner) { return try result(of: switchCase.body, in: &inner) }
            }
            throw ExpressionError("no case of this 'switch' matches \(value.debugDescription); add a 'default:'", at: offset)
        default:
            return nil
        }
    }

    /// Runs statements; the value of a `return`, if one ran.
    public static func run(_ statements: [Statement], in scope: inout EvaluationScope) throws(ExpressionError) -> Value? {
        switch try block(statements, in: &scope) {
        case .normal: return nil
        case .returned(let value): return value
        case .jumped(let jump, let offset):
            throw ExpressionError("'\(jump.rawValue)' is only allowed inside a loop\(jump == .break ? " or a switch" : "")", at: offset)
        }
    }

    /// How a block of statements ended.
    private enum Completion {
        case normal
        case returned(Value)
        /// `break` or `continue`, to the loop (or, for `break`, the switch) around it.
        case jumped(Statement.Jump, offset: Int)
    }

    private static func block(_ statements: [Statement], in scope: inout EvaluationScope) throws(ExpressionError) -> Completion {
        if statements.contains(where: \.declaresLocalFunction) { hoistLocalFunctions(statements, in: &scope) }
        for statement in statements {
            let completion = try execute(statement, in: &scope)
            if case .normal = completion { continue }
            return completion
        }
        return .normal
    }

    private static func execute(_ statement: Statement, in scope: inout EvaluationScope) throws(ExpressionError) -> Completion {
        switch statement {
        case .expression(.attempt(let attempted, let attempt, let offset)):
            return try attemptStatement(attempted, attempt, in: &scope, at: offset)
        case .expression(let expression):
            if try delegate(expression, in: &scope) { return .normal }
            if try mutate(expression, in: &scope) { return .normal }
            if try runsAtOnce(expression, in: &scope) { return .normal }
            _ = try evaluateChanging(expression, in: &scope)
            return .normal
        case .binding(let binding):
            try bind(binding, in: &scope)
            return .normal
        case .assignment(let target, let op, var value, let offset):
            value = value.wrapperInitializer(assignedTo: target)
            let newValue: Value
            if value.isInOutCall || scope.callsLocalFunction(value) {
                newValue = try evaluateChanging(value, in: &scope)
            } else if let changed = try mutatingCallWithValue(value, in: &scope) {
                newValue = changed
            } else {
                newValue = try value.evaluate(in: target.isFloatingPointTarget(in: scope) ? scope.numeric : scope)
            }
            try assign(target, op, newValue, in: &scope, at: offset)
            return .normal
        case .return(let expression, _):
            guard let expression else { return .returned(.none) }
            return .returned(try evaluateChanging(expression, in: &scope))
        case .if(let conditions, let then, let otherwise, _):
            var inner = scope
            if try holds(conditions, in: &inner) {
                let completion = try block(then, in: &inner)
                scope.update(from: inner)
                return completion
            } else if let otherwise {
                var inner = scope
                let completion = try block(otherwise, in: &inner)
                scope.update(from: inner)
                return completion
            }
            return .normal
        case .guard(let conditions, let otherwise, let offset):
            if try holds(conditions, in: &scope) { return .normal }
            var inner = scope
            let completion = try block(otherwise, in: &inner)
            if case .normal = completion {
                throw ExpressionError("the 'else' of a 'guard' must not fall through: end it with 'return'", at: offset)
            }
            scope.update(from: inner)
            return completion
        case .switch(let subject, let cases, let offset):
            let value = try subject.evaluate(in: scope)
            for switchCase in cases {
                var inner = scope
                if try matches(switchCase, value, in: &inner) {
                    let completion = try block(switchCase.body, in: &inner)
                    scope.update(from: inner)
                    // `break` ends the switch.
                    if case .jumped(.break, _) = completion { return .normal }
                    return completion
                }
            }
            throw ExpressionError("no case of this 'switch' matches \(value.debugDescription); add a 'default:'", at: offset)
        case .for(let name, let sequence, let body, let offset):
            let value = try sequence.evaluate(in: scope)
            guard let items = try Expression.sequence(value, scope: scope, at: offset) else {
                throw ExpressionError("'for' needs a sequence (an array or a range), not a value of type \(value.typeName)", at: offset)
            }
            for item in items {
                try scope.takeStep(at: offset)
                var inner = scope.binding(name, to: item)
                let completion = try block(body, in: &inner)
                scope.update(from: inner)
                switch completion {
                case .normal, .jumped(.continue, _): continue
                case .jumped(.break, _): return .normal
                case .returned: return completion
                }
            }
            return .normal
        case .while(let conditions, let body, let isRepeat, let offset):
            // Bounded by the step budget: every test of the condition takes a step.
            var first = isRepeat
            while true {
                try scope.takeStep(at: offset)
                var inner = scope
                if !first {
                    guard try holds(conditions, in: &inner) else { return .normal }
                }
                first = false
                let completion = try block(body, in: &inner)
                scope.update(from: inner)
                switch completion {
                case .normal, .jumped(.continue, _): continue
                case .jumped(.break, _): return .normal
                case .returned: return completion
                }
            }
        case .jump(let jump, let offset):
            return .jumped(jump, offset: offset)
        case .throw(let value, let offset):
            throw ExpressionError(thrown: try value.evaluate(in: scope), at: offset)
        case .do(let body, let catches, _):
            return try doStatement(body, catches, in: &scope)
        case .unsupported(let description, let offset):
            throw ExpressionError(description, at: offset)
        }
    }

    // (Out of `execute`'s body, so that its frame, which each nested block takes again, stays
    // small.)

    /// `try? save()` on its own line: the call, its Swift error dropped (`try?`) or a failure
    /// (`try!`).
    @inline(never)
    private static func attemptStatement(
        _ attempted: Expression, _ attempt: Expression.Attempt, in scope: inout EvaluationScope, at offset: Int
    ) throws(ExpressionError) -> Completion {
        do {
            return try execute(.expression(attempted), in: &scope)
        } catch {
            guard let thrown = error.thrown else { throw error }
            if attempt == .optional { return .normal }
            throw ExpressionError("'try!' expression unexpectedly raised an error: \(thrown.debugDescription)", at: offset)
        }
    }

    /// `do { … } catch … { … }`: the body; on a Swift error, the first clause that matches it.
    @inline(never)
    private static func doStatement(_ body: [Statement], _ catches: [Statement.SwitchCase], in scope: inout EvaluationScope) throws(ExpressionError) -> Completion {
        var inner = scope
        do {
            let completion = try block(body, in: &inner)
            scope.update(from: inner)
            return completion
        } catch {
            scope.update(from: inner)
            guard let thrown = error.thrown else { throw error }
            for clause in catches {
                var handler = scope.binding("error", to: thrown)
                let matched = clause.isDefault ? true : try matches(clause, thrown, in: &handler)
                if matched {
                    let completion = try block(clause.body, in: &handler)
                    scope.update(from: handler)
                    return completion
                }
            }
            throw error
        }
    }

    /// `let x = …` / `var y: CGFloat = …`.
    public static func bind(_ binding: Statement.Binding, in scope: inout EvaluationScope) throws(ExpressionError) {
        if case .localFunction(let definition, _)? = binding.value {
            scope.bind(binding.name, to: .function(localFunction(definition, in: scope)))
            return
        }
        let floating = binding.type?.isFloatingPoint == true
        var value: Value = .none
        if let expression = binding.value, expression.isInOutCall || scope.callsLocalFunction(expression) {
            value = try evaluateChanging(expression, in: &scope).typed(as: binding.type, in: scope.context)
        } else if let expression = binding.value, let changed = try mutatingCallWithValue(expression, in: &scope) {
            value = changed.typed(as: binding.type, in: scope.context)
        } else if let expression = binding.value {
            value = try expression.evaluate(in: floating ? scope.numeric : scope).typed(as: binding.type, in: scope.context)
        }
        scope.bind(binding.name, to: value)
    }

    /// Whether every condition holds; optional bindings are bound in `scope` as they succeed.
    public static func holds(_ conditions: [Statement.Condition], in scope: inout EvaluationScope) throws(ExpressionError) -> Bool {
        for condition in conditions {
            switch condition {
            case .expression(let expression):
                let value = try expression.evaluate(in: scope)
                guard case .bool(let b) = value else {
                    throw ExpressionError("a condition must be a Bool, not a value of type \(value.typeName)", at: expression.offset)
                }
                if !b { return false }
            case .optionalBinding(let name, let expression, let offset):
                let value = try (expression ?? .name(name, offset: offset)).evaluate(in: scope)
                if case .none = value { return false }
                scope.bind(name, to: value)
            }
        }
        return true
    }

    /// Whether a `case` matches `value`; a `let` pattern binds it.
    public static func matches(_ switchCase: Statement.SwitchCase, _ value: Value, in scope: inout EvaluationScope) throws(ExpressionError) -> Bool {
        if switchCase.isDefault { return true }
        for pattern in switchCase.patterns {
            var inner = scope
            if try matches(pattern, value, in: &inner) {
                scope = inner
                return true
            }
        }
        return false
    }

    /// Whether `pattern` matches `value`; its `let`s are bound in `scope` as they match.
    static func matches(_ pattern: Statement.Pattern, _ value: Value, in scope: inout EvaluationScope) throws(ExpressionError) -> Bool {
        switch pattern {
        case .wildcard: return true
        case .binding(let name, _):
            scope.bind(name, to: value)
            return true
        case .value(let expression):
            let candidate = try expression.evaluate(in: scope)
            // `case .city:` of a case with associated values matches whatever it carries.
            if case .symbol(let written) = candidate, case .symbol(let actual) = value, written.path.count == 1, actual.path.count == 1,
                written.path[0].arguments == nil, actual.path[0].arguments != nil, written.path[0].name == actual.path[0].name,
                written.type == nil || written.type == actual.type
            {
                return true
            }
            if case .range(let range) = candidate, let x = value.number, let a = range.lower.number, let b = range.upper.number {
                return x >= a && (range.isClosed ? x <= b : x < b)
            }
            return Expression.equal(candidate, value)
        case .enumCase(let name, let parts, let offset):
            guard case .symbol(let symbol) = value, symbol.path.count == 1, symbol.path[0].name == name else { return false }
            let payload = symbol.path[0].arguments ?? []
            // `case .circle:` matches whatever the case carries; otherwise one pattern a value.
            if parts.isEmpty { return true }
            guard payload.count == parts.count else {
                throw ExpressionError(
                    "the pattern has \(parts.count) associated value\(parts.count == 1 ? "" : "s"); '.\(name)' carries \(payload.count)", at: offset)
            }
            for (part, item) in zip(parts, payload) where try !matches(part, item.value, in: &scope) { return false }
            return true
        case .guarded(let inner, let condition):
            guard try matches(inner, value, in: &scope) else { return false }
            guard case .bool(let holds) = try condition.evaluate(in: scope) else {
                throw ExpressionError("a 'where' condition must be a Bool", at: condition.offset)
            }
            return holds
        case .tuple(let parts, let offset):
            guard case .tuple(let items) = value else { return false }
            guard items.count == parts.count else {
                throw ExpressionError("the pattern has \(parts.count) elements; the tuple has \(items.count)", at: offset)
            }
            for (part, item) in zip(parts, items) where try !matches(part, item.value, in: &scope) { return false }
            return true
        }
    }

    // MARK: - Mutation

    private static let mutatingMethods: Set<String> = [
        "append", "insert", "removeLast", "removeFirst", "removeAll", "toggle", "remove", "removeValue", "updateValue", "merge",
    ]

    /// `list.append(x)`, `flag.toggle()`, `scores.removeValue(forKey: "a")` on a `var`, and a
    /// `mutating func` of a declared struct or enum: computes the new value and stores it where
    /// the target lives (a local `var`, a property of `self`, an object's property).
    private static func mutate(_ expression: Expression, in scope: inout EvaluationScope) throws(ExpressionError) -> Bool {
        guard case .call(.member(let target, let method, _), let arguments, let offset) = expression, target.assignedName != nil
        else { return false }
        let builtin = mutatingMethods.contains(method) || OptionSets.mutatingMethods.contains(method)
        if !builtin && !isMutatingMethod(method, of: target, in: scope) { return false }
        let current = try target.evaluate(in: scope)
        var updated: Value
        switch (current, method) {
        case (.bool(let b), "toggle"):
            updated = .bool(!b)
        case (.array(var items), _) where builtin:
            let values = try Expression.evaluate(arguments, scope)
            switch method {
            case "append":
                guard let first = values.first else { throw ExpressionError("append takes an element", at: offset) }
                if first.label == "contentsOf" {
                    items += try Expression.sequence(first.value, scope: scope, at: offset) ?? []
                } else {
                    items.append(first.value)
                }
            case "insert" where values.count == 1 && values[0].label == nil:
                // A `Set`'s (read as an array of unique elements): added once.
                if !items.contains(values[0].value) { items.append(values[0].value) }
            case "remove" where values.count == 1 && values[0].label == nil:
                // `Set.remove(x)`: the element goes, if it is there.
                if let index = items.firstIndex(of: values[0].value) { items.remove(at: index) }
            case "insert":
                guard values.count == 2, case .int(let i) = values[1].value, (0...items.count).contains(i) else {
                    throw ExpressionError("insert takes (_:at:) with an index in the array", at: offset)
                }
                items.insert(values[0].value, at: i)
            case "removeLast":
                guard !items.isEmpty else { throw ExpressionError("removeLast on an empty array", at: offset) }
                items.removeLast()
            case "removeFirst":
                guard !items.isEmpty else { throw ExpressionError("removeFirst on an empty array", at: offset) }
                items.removeFirst()
            case "removeAll": items.removeAll()
            case "remove":
                guard case .int(let i)? = values.first?.value, items.indices.contains(i) else {
                    throw ExpressionError("remove(at:) takes an index in the array", at: offset)
                }
                items.remove(at: i)
            default:
                return false
            }
            try Expression.checkCount(items.count, scope: scope, at: offset)
            updated = .array(items)
        case (.host(let host), "append") where host.object is AttributedStringValue:
            // `text.append(other)`: an attributed string joined at its end.
            let values = try Expression.evaluate(arguments, scope)
            guard values.count == 1, case .host(let added) = values[0].value, let other = added.object as? AttributedStringValue else {
                throw ExpressionError("append takes an AttributedString", at: offset)
            }
            updated = .host(HostValue(try (host.object as! AttributedStringValue).appending(other, at: offset)))
        case (.host(let host), _) where builtin:
            guard let dictionary = host.object as? DictionaryValue else { return false }
            let values = try Expression.evaluate(arguments, scope)
            updated = .host(HostValue(try dictionary.mutated(method, values, scope: scope, at: offset)))
        case (.instance, _), (.symbol, _):
            guard case .function(let function)? = try Expression.memberOfValue(method, of: current, scope: scope, at: offset),
                var definition = function.definition, definition.isMutating
            else {
                // `layers.insert(.glaze)` on an option set: the standard library's.
                guard let set = try OptionSets.mutated(method, of: current, Expression.evaluate(arguments, scope), scope: scope, at: offset) else { return false }
                updated = set
                break
            }
            let values = try Expression.evaluate(arguments, scope)
            // `add()` beside `add(_ k: Int)`: the overload whose parameters take the arguments.
            let overloads = declaredType(of: current, in: scope)?.methods.filter { $0.name == method && $0.isMutating } ?? []
            if overloads.count > 1, let chosen = Expression.overload(for: values, among: overloads) { definition = chosen }
            updated = try callMutating(definition, of: current, arguments: values, scope: scope, at: offset)
        default:
            return false
        }
        if let (name, value) = try self.updated(target, in: scope, at: offset, { _ in updated }) {
            scope.bind(name, to: value)
        }
        return true
    }

    /// `self.init(…)` in an initializer: another `init` of the type makes `self`.
    private static func delegate(_ expression: Expression, in scope: inout EvaluationScope) throws(ExpressionError) -> Bool {
        if case .call(.member(.name("super", _), "init", _), let arguments, let offset) = expression, scope.selfIsMutable {
            try superInitializer(arguments, in: &scope, at: offset)
            return true
        }
        guard case .call(.member(.name("self", _), "init", _), let arguments, let offset) = expression, scope.selfIsMutable else {
            return false
        }
        // `self.init(red: …)` in an `init` an extension of a SwiftUI type declares: the type's
        // own initialiser (or another of the extension's) makes `self`.
        if let builtin = Expression.isUnmadeSelf(scope.names["self"]) {
            scope.bind("self", to: try Expression.construct(builtin, arguments, scope: scope, at: offset))
            return true
        }
        let type: TypeValue?
        switch scope.names["self"] {
        case .instance(let instance)?: type = instance.type
        default: type = nil
        }
        guard let type, let definition = type.definition else {
            throw ExpressionError("'self.init' is only allowed in an initializer of a struct or class", at: offset)
        }
        let values = try Expression.evaluate(arguments, scope)
        guard let initializer = Expression.overload(for: values, among: definition.allInitializers) else {
            // A struct's memberwise `init`, or the `init()` of a class whose body declares none
            // (a `convenience init` of an extension calls `self.init()`).
            if definition.hasMemberwiseInitializer || (definition.isClass && definition.initializers.isEmpty && values.isEmpty) {
                scope.bind("self", to: try Expression.memberwise(type, values, scope: scope, at: offset))
                return true
            }
            throw ExpressionError("no initializer of '\(type.name)' takes these arguments", at: offset)
        }
        scope.bind("self", to: try Expression.runInitializer(initializer, of: type, values, scope: scope, at: offset))
        return true
    }

    /// `super.init(…)` in a subclass's `init`: the superclass's initializer runs on the
    /// instance being made (whose own properties the subclass set first, as Swift requires); a
    /// superclass without one that takes no arguments has its properties' defaults already. A
    /// class whose superclass is a framework's (`class LocationModel: NSObject,
    /// ObservableObject`) calls `super.init()` for it to do what a still picture does not show.
    private static func superInitializer(_ arguments: [Expression.Argument], in scope: inout EvaluationScope, at offset: Int) throws(ExpressionError) {
        guard let made = scope.names["self"], case .instance(let instance) = made else {
            throw ExpressionError("'super.init' is only allowed in an initializer of a class", at: offset)
        }
        guard let base = Expression.superclass(of: instance, scope: scope), let definition = base.definition else {
            _ = try Expression.evaluate(arguments, scope)
            return
        }
        let values = try Expression.evaluate(arguments, scope)
        guard let initializer = Expression.overload(for: values, among: definition.allInitializers) else {
            if values.isEmpty && definition.initializers.isEmpty { return }
            throw ExpressionError("no initializer of '\(base.name)' takes these arguments", at: offset)
        }
        scope.bind("self", to: try callMutating(initializer, of: made, in: base, arguments: values, scope: scope, at: offset))
    }

    /// Whether `method` is a `mutating func` of the declared type of `target`'s value.
    private static func isMutatingMethod(_ method: String, of target: Expression, in scope: EvaluationScope) -> Bool {
        guard let value = try? target.evaluate(in: scope) else { return false }
        return declaredType(of: value, in: scope)?.methods.contains { $0.name == method && $0.isMutating } ?? false
    }

    /// The declared struct or enum of a value a `mutating func` can change (a class's
    /// instance changes in place).
    private static func declaredType(of value: Value, in scope: EvaluationScope) -> TypeDefinition? {
        switch value {
        case .instance(let instance): instance.storage == nil ? instance.type.definition : nil
        case .symbol: Expression.enumCase(value, scope: scope)?.type.definition
        default: nil
        }
    }

    /// Runs a `mutating func` (or a superclass's `init`, its members those of `type`) with
    /// `self` bound to `value`; the new `self`.
    private static func callMutating(
        _ definition: FunctionDefinition, of value: Value, in type: TypeValue? = nil, arguments: [LabeledValue], scope caller: EvaluationScope,
        at offset: Int
    ) throws(ExpressionError) -> Value {
        try callMutatingReturning(definition, of: value, in: type, arguments: arguments, scope: caller, at: offset).changed
    }

    /// `let v = rng.next()`, `return stack.pop()`, `let x = nextUInt32()` inside another
    /// mutating method: a declared type's `mutating func` whose value is used — its value, the
    /// variable (or `self`) it was called on taking the changed value, as Swift's call does. Nil
    /// for any other expression.
    static func mutatingCallWithValue(_ expression: Expression, in scope: inout EvaluationScope) throws(ExpressionError) -> Value? {
        guard case .call(let callee, let arguments, let offset) = expression else { return nil }
        let target: Expression
        let method: String
        switch callee {
        case .member(let base, let name, _) where base.assignedName != nil:
            (target, method) = (base, name)
        case .name(let name, let at) where scope.selfIsMutable && scope.names[name] == nil:
            (target, method) = (.name("self", offset: at), name)
        default:
            return nil
        }
        guard isMutatingMethod(method, of: target, in: scope) else { return nil }
        let current = try target.evaluate(in: scope)
        guard case .function(let function)? = try Expression.memberOfValue(method, of: current, scope: scope, at: offset),
            var definition = function.definition, definition.isMutating
        else { return nil }
        let values = try Expression.evaluate(arguments, scope)
        let overloads = declaredType(of: current, in: scope)?.methods.filter { $0.name == method && $0.isMutating } ?? []
        if overloads.count > 1, let chosen = Expression.overload(for: values, among: overloads) { definition = chosen }
        let (changed, result) = try callMutatingReturning(definition, of: current, arguments: values, scope: scope, at: offset)
        if let (name, value) = try self.updated(target, in: scope, at: offset, { _ in changed }) {
            scope.bind(name, to: value)
        }
        return result ?? .tuple([])
    }

    /// A `mutating func` run on `value`: the changed value, and what the body returned.
    private static func callMutatingReturning(
        _ definition: FunctionDefinition, of value: Value, in type: TypeValue? = nil, arguments: [LabeledValue], scope caller: EvaluationScope,
        at offset: Int
    ) throws(ExpressionError) -> (changed: Value, result: Value?) {
        var scope = (type.map(caller.declarationScope(in:)) ?? caller.declarationScope).binding("self", to: value)
        scope.callDepth = caller.callDepth + 1
        scope.environmentObjects = caller.environmentObjects
        scope.selfIsMutable = true
        if let context = scope.context, scope.callDepth > context.maximumCallDepth {
            throw ExpressionError("calls nest more than \(context.maximumCallDepth) deep here (a recursion without end?)", at: offset)
        }
        try caller.takeStep(at: offset)
        try bindParameters(definition, arguments, into: &scope, at: offset)
        let result = try run(definition.body, in: &scope)
        return (scope.names["self"] ?? value, result)
    }

    static func assign(_ target: Expression, _ op: Statement.AssignmentOperator, _ value: Value, in scope: inout EvaluationScope, at offset: Int) throws(ExpressionError) {
        // `_ = cache.loader(for: path)`: the value, computed for what computing it does, is dropped.
        if case .name("_", _) = target, op == .assign { return }
        func combined(_ current: Value) throws(ExpressionError) -> Value {
            switch op {
            case .assign: return value
            case .add: return try Expression.arithmetic(.add, current, value, scope: scope, at: offset)
            case .subtract: return try Expression.arithmetic(.subtract, current, value, scope: scope, at: offset)
            case .multiply: return try Expression.arithmetic(.multiply, current, value, scope: scope, at: offset)
            case .divide: return try Expression.arithmetic(.divide, current, value, scope: scope, at: offset)
            }
        }
        let result = try self.updated(target, in: scope, at: offset) { current throws(ExpressionError) in
            // A `CGFloat` stays one (`x = 0` after `var x: CGFloat = 1`).
            if case .double = current, case .int = value, op == .assign { return value.promotedToDouble }
            return try combined(current)
        }
        if let (name, updated) = result { scope.bind(name, to: updated) }
    }

    /// The local `var` that `target` starts from, and its new value: the element `target` names
    /// (`x`, `point.y`, `cache.rows[i]`, `bounds.origin.x`) replaced by `transform` of its value.
    /// A stored property of `self` may be written without `self.` (`count = 0` in an `init`,
    /// `_count = State(initialValue: 0)` for a wrapped one). Nil when the change was made in
    /// place: a property of a class's instance changes the object every name shares.
    private static func updated(
        _ target: Expression, in scope: EvaluationScope, at offset: Int, _ transform: (Value) throws(ExpressionError) -> Value
    ) throws(ExpressionError) -> (name: String, value: Value)? {
        switch target {
        case .name(let name, let nameOffset):
            if let current = scope.names[name] {
                if name == "self", !scope.selfIsMutable, !(current.isObject) {
                    throw ExpressionError("cannot assign to 'self' here: 'self' is immutable (mark the method 'mutating')", at: offset)
                }
                return (name, try transform(current))
            }
            if case .instance(let instance)? = scope.names["self"], let field = storedPropertyName(name, of: instance) {
                return try updated(.member(.name("self", offset: nameOffset), field, offset: nameOffset), in: scope, at: offset, transform)
            }
            throw ExpressionError("cannot assign to '\(name)' here: only local 'var's can change", at: offset)
        case .optionalChain(let base, _):
            // `self?.items = loaded` (a `[weak self]` closure's): nothing when the value is nil.
            if case .none? = try? base.evaluate(in: scope) { return nil }
            return try updated(base, in: scope, at: offset, transform)
        case .member(let base, let field, _):
            // `Manager.shared.flag = v`: a type's static object (what cannot make it is the error).
            if case .member(var root, _, _) = base {
                while case .member(let inner, _, _) = root { root = inner }
                if case .name(let typeName, _) = root, scope.names[typeName] == nil, scope.context?.types[typeName] != nil,
                    case .instance(let object) = try base.evaluate(in: scope), object.storage != nil
                {
                    _ = try settingMember(field, of: .instance(object), at: offset, transform)
                    return nil
                }
            }
            // Through a class's instance: the object changes, whoever holds it.
            if case .instance(let object)? = referencedValue(base, in: scope), object.storage != nil {
                _ = try settingMember(field, of: .instance(object), at: offset, transform)
                return nil
            }
            if case .name("self", _) = base, case .instance(let instance)? = scope.names["self"], instance.storage == nil,
                !scope.selfIsMutable
            {
                throw ExpressionError(
                    "cannot assign to property: 'self' is immutable here (an initializer or a 'mutating func' may change it)", at: offset)
            }
            return try updated(base, in: scope, at: offset) { container throws(ExpressionError) in
                try settingMember(field, of: container, at: offset, transform)
            }
        case .subscript(let base, let arguments, _):
            let keys = try Expression.evaluate(arguments, scope)
            if keys.count == 1, keys[0].label == "keyPath" {
                return try updated(base, in: scope, at: offset) { container throws(ExpressionError) in
                    try settingKeyPath(keys[0].value, of: container, at: offset, transform)
                }
            }
            return try updated(base, in: scope, at: offset) { container throws(ExpressionError) in
                switch container {
                case .array(var items):
                    guard keys.count == 1, keys[0].label == nil, case .int(let index) = keys[0].value else {
                        throw ExpressionError("an element is assigned with an Int index: items[i] = …", at: offset)
                    }
                    guard items.indices.contains(index) else {
                        throw ExpressionError(
                            "index \(index) is out of range: the array has \(items.count) element\(items.count == 1 ? "" : "s")", at: offset)
                    }
                    items[index] = try transform(items[index])
                    return .array(items)
                case .host(let host) where host.object is DictionaryValue:
                    let dictionary = host.object as! DictionaryValue
                    return .host(HostValue(try dictionary.setting(keys, at: offset, transform)))
                case .host(let host) where host.object is AttributedStringValue:
                    // `text[range].foregroundColor = .red`: the characters in the range changed.
                    let text = host.object as! AttributedStringValue
                    let range = try text.characterRange(keys, at: offset)
                    guard case .host(let changed) = try transform(.host(HostValue(text.slice(range)))),
                        let replacement = changed.object as? AttributedStringValue
                    else {
                        throw ExpressionError("a range of an AttributedString takes an AttributedString", at: offset)
                    }
                    return .host(HostValue(text.replacing(range, with: replacement)))
                case .instance(let instance) where instance.storage == nil:
                    // `profile[flavor] += 1`: the struct's own subscript, read, then its setter
                    // run as a mutating method that makes the new `self`.
                    guard let definition = instance.type.definition,
                        let setter = Expression.overload(for: keys + [LabeledValue(.none)], among: definition.methods.filter { $0.name == "subscript=" })
                    else {
                        throw ExpressionError("cannot assign through subscript: '\(instance.type.name)' declares no subscript setter for these arguments", at: offset)
                    }
                    let current = try Expression.declaredSubscript(container, values: keys, scope: scope, at: offset) ?? .none
                    let new = try transform(current)
                    return try callMutating(setter, of: container, arguments: keys + [LabeledValue(new)], scope: scope, at: offset)
                default:
                    throw ExpressionError("cannot assign to an element of a value of type \(container.typeName)", at: offset)
                }
            }
        default:
            throw ExpressionError("cannot assign to this expression: only local 'var's can change here", at: offset)
        }
    }

    /// `copy[keyPath: path] += 5` (a `WritableKeyPath`): `container` with the property the key
    /// path reaches set, through each property on the way, as `copy.a.b += 5` would.
    @inline(never)
    private static func settingKeyPath(
        _ path: Value, of container: Value, at offset: Int, _ transform: (Value) throws(ExpressionError) -> Value
    ) throws(ExpressionError) -> Value {
        guard case .symbol(let keyPath) = path, keyPath.type == "KeyPath" else {
            throw ExpressionError("'keyPath:' takes a key path (\\.name), not a value of type \(path.typeName)", at: offset)
        }
        func setting(_ members: ArraySlice<Symbol.Member>, of value: Value) throws(ExpressionError) -> Value {
            guard let first = members.first else { return try transform(value) }
            return try settingMember(first.name, of: value, at: offset) { inner throws(ExpressionError) in try setting(members.dropFirst(), of: inner) }
        }
        return try setting(keyPath.path[...], of: container)
    }

    /// The name of `self`'s stored property that an assignment to `name` writes: `count` for
    /// `count` or `_count` (the wrapper of `@State var count`); nil when there is none.
    private static func storedPropertyName(_ name: String, of instance: Instance) -> String? {
        guard let definition = instance.type.definition else { return nil }
        if definition.storedProperties.contains(where: { $0.name == name }) { return name }
        if name.hasPrefix("_"), let property = definition.storedProperties.first(where: { "_" + $0.name == name }), property.wrapper != nil {
            return property.name
        }
        return nil
    }

    /// The value `base` evaluates to when it names something without calling anything
    /// (`model`, `self.model`, `items[0]`): the object an assignment through it changes. Nil
    /// when it cannot be evaluated here (the assignment reports why).
    private static func referencedValue(_ base: Expression, in scope: EvaluationScope) -> Value? {
        guard base.assignedName != nil || base.isTypeMember else { return nil }
        return try? base.evaluate(in: scope)
    }

    /// `container` with its member `field` replaced by `transform` of its value.
    private static func settingMember(
        _ field: String, of container: Value, at offset: Int, _ transform: (Value) throws(ExpressionError) -> Value
    ) throws(ExpressionError) -> Value {
        func number(_ value: Value) throws(ExpressionError) -> Double {
            guard let n = value.number else {
                throw ExpressionError("'\(field)' is a number, not a value of type \(value.typeName)", at: offset)
            }
            return n
        }
        switch (container, field) {
        case (.instance(var instance), _):
            // `self._value = value` in an init: the wrapper of `@Binding var value` is the property.
            let field = storedPropertyName(field, of: instance) ?? field
            // A property the initializer has not set yet reads as nil.
            let declared = instance.type.definition?.storedProperties.contains { $0.name == field } ?? false
            guard let current = instance[field] ?? (declared ? Value.none : nil) else {
                let names = instance.type.definition?.storedProperties.map(\.name) ?? instance.names
                throw ExpressionError(
                    "value of type \(instance.type.name) has no stored property '\(field)'\(Suggestions.didYouMean(field, in: names))",
                    at: offset)
            }
            let property = instance.type.definition?.storedProperties.first { $0.name == field }
            var value = try transform(current)
            if property?.type?.isFloatingPoint == true { value = value.promotedToDouble }
            // `.constant("a")` for a `@Binding`: a binding that always reads "a" (as `memberwise`).
            if property?.holdsBinding == true, case .symbol(let symbol) = value, symbol.type == nil || symbol.type == "Binding",
                symbol.path.count == 1, symbol.path[0].name == "constant", let arguments = symbol.path[0].arguments, arguments.count == 1
            {
                value = arguments[0].value
            }
            instance[field] = value
            return .instance(instance)
        case (.point(var p), "x"):
            p.x = try number(transform(.double(p.x)))
            return .point(p)
        case (.point(var p), "y"):
            p.y = try number(transform(.double(p.y)))
            return .point(p)
        case (.size(var s), "width"):
            s.width = try number(transform(.double(s.width)))
            return .size(s)
        case (.size(var s), "height"):
            s.height = try number(transform(.double(s.height)))
            return .size(s)
        case (.rect(let r), "origin"):
            guard let origin = try transform(.point(r.origin)).pointValue else {
                throw ExpressionError("a CGRect's origin is a CGPoint", at: offset)
            }
            return .rect(Rect(origin: origin, size: r.size))
        case (.rect(let r), "size"):
            guard let size = try transform(.size(r.size)).sizeValue else {
                throw ExpressionError("a CGRect's size is a CGSize", at: offset)
            }
            return .rect(Rect(origin: r.origin, size: size))
        case (.insets(var i), "top"):
            i.top = try number(transform(.double(i.top)))
            return .insets(i)
        case (.insets(var i), "leading"):
            i.leading = try number(transform(.double(i.leading)))
            return .insets(i)
        case (.insets(var i), "bottom"):
            i.bottom = try number(transform(.double(i.bottom)))
            return .insets(i)
        case (.insets(var i), "trailing"):
            i.trailing = try number(transform(.double(i.trailing)))
            return .insets(i)
        case (.host(let host), _) where (host.object as? PackageValue)?.ignoresWrites == true:
            // `manager.delegate = self` on a framework's object: what it is set to is
            // evaluated; the object keeps nothing a still picture reads (`PackageValue`).
            _ = try transform(.none)
            return container
        case (.host(let host), _):
            // A settable property of a Foundation value (`decoder.keyDecodingStrategy = …`).
            if let current = try host.object.member(field, at: offset), let updated = try host.object.setting(field, to: transform(current), at: offset) {
                return .host(HostValue(updated))
            }
            throw ExpressionError("cannot assign to '\(field)' of a value of type \(container.typeName)", at: offset)
        default:
            throw ExpressionError("cannot assign to '\(field)' of a value of type \(container.typeName)", at: offset)
        }
    }
}

extension EvaluationScope {
    /// Takes the new values of the names this scope already had from a scope that ran a block
    /// inside it (the block's own `let`s end with it).
    mutating func update(from inner: EvaluationScope) {
        for (name, value) in inner.names where names[name] != nil && names[name] != value {
            names[name] = value
        }
    }
}

extension Expression {
    /// `self._details = .init(initialValue: details)` in an `init`: the implicit `.init` is the
    /// property wrapper's (`State(initialValue:)`, `StateObject(wrappedValue:)`…), which
    /// holds the value itself here; any other assignment's value as it is.
    func wrapperInitializer(assignedTo target: Expression) -> Expression {
        guard case .call(.implicitMember("init", let at), let arguments, let offset) = self else { return self }
        switch target {
        case .name(let name, _) where name.hasPrefix("_"), .member(.name("self", _), let name, _) where name.hasPrefix("_"):
            return .call(.name("State", offset: at), arguments, offset: offset)
        default:
            return self
        }
    }

    /// The local name an assignment's target starts from (`cache` in `cache.rows[0].x`).
    var assignedName: String? {
        switch self {
        case .name(let name, _): name
        case .member(let base, _, _), .subscript(let base, _, _), .optionalChain(let base, _): base.assignedName
        default: nil
        }
    }

    /// `Model.shared`, `Model.shared.items`: a chain of members from a name, without calls.
    var isTypeMember: Bool {
        switch self {
        case .name: true
        case .member(let base, _, _): base.isTypeMember
        default: false
        }
    }

    /// Whether the target of an assignment holds a `Double` (so `x += 1` adds 1.0).
    func isFloatingPointTarget(in scope: EvaluationScope) -> Bool {
        guard case .name(let name, _) = self, case .double? = scope.names[name] else { return false }
        return true
    }
}

extension Value {
    /// Whether the value can be called as a closure: a function, or a host object standing for
    /// one (a view builder's content).
    var isClosure: Bool {
        switch self {
        case .function: true
        case .host(let host): host.object.isCallable
        default: false
        }
    }

    /// Whether the value is an instance of a class (a reference: it changes in place).
    var isObject: Bool {
        if case .instance(let instance) = self { return instance.storage != nil }
        return false
    }
}

extension Statement {
    /// Whether the statement is an `if` (with an `else`) or a `switch` each of whose branches
    /// is one expression (or another such statement): Swift 5.9's `if` and `switch` expressions.
    var isExpressionBranching: Bool {
        func single(_ body: [Statement]) -> Bool {
            guard body.count == 1 else { return false }
            if case .expression = body[0] { return true }
            // `else { throw E.bad }`: a branch that throws has no value to give.
            if case .throw = body[0] { return true }
            return body[0].isExpressionBranching
        }
        switch self {
        case .if(_, let then, let otherwise?, _): return single(then) && single(otherwise)
        case .switch(_, let cases, _): return !cases.isEmpty && cases.allSatisfy { single($0.body) }
        default: return false
        }
    }
}
