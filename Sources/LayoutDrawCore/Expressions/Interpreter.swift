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
                // `{ _ in … }` takes any one argument; otherwise the counts must match.
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
            try bindParameters(definition, arguments, into: &scope, at: offset)
            let value = try result(of: definition.body, in: &scope)
            return value.converted(to: definition.returnType)
        }
    }

    /// Binds a declared function's parameters: arguments are matched to parameters by label,
    /// in order; a parameter with a default may be left out.
    public static func bindParameters(
        _ definition: FunctionDefinition, _ arguments: [LabeledValue], into scope: inout EvaluationScope, at offset: Int
    ) throws(ExpressionError) {
        var next = 0
        for parameter in definition.parameters {
            if next < arguments.count, arguments[next].label == parameter.label {
                scope.bind(parameter.name, to: arguments[next].value.converted(to: parameter.type))
                next += 1
            } else if let defaultValue = parameter.defaultValue {
                scope.bind(parameter.name, to: try defaultValue.evaluate(in: scope.declarationScope))
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

    /// The value a body returns: from `return`, or the single expression of a one-expression body.
    static func result(of body: [Statement], in scope: inout EvaluationScope) throws(ExpressionError) -> Value {
        if body.count == 1, case .expression(let expression) = body[0] {
            return try expression.evaluate(in: scope)
        }
        return try run(body, in: &scope) ?? .none
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
        for statement in statements {
            let completion = try execute(statement, in: &scope)
            if case .normal = completion { continue }
            return completion
        }
        return .normal
    }

    private static func execute(_ statement: Statement, in scope: inout EvaluationScope) throws(ExpressionError) -> Completion {
        switch statement {
        case .expression(let expression):
            if try mutate(expression, in: &scope) { return .normal }
            _ = try expression.evaluate(in: scope)
            return .normal
        case .binding(let binding):
            try bind(binding, in: &scope)
            return .normal
        case .assignment(let target, let op, let value, let offset):
            let newValue = try value.evaluate(in: target.isFloatingPointTarget(in: scope) ? scope.numeric : scope)
            try assign(target, op, newValue, in: &scope, at: offset)
            return .normal
        case .return(let expression, _):
            return .returned(try expression?.evaluate(in: scope) ?? Value.none)
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
        case .unsupported(let description, let offset):
            throw ExpressionError(description, at: offset)
        }
    }

    /// `let x = …` / `var y: CGFloat = …`.
    public static func bind(_ binding: Statement.Binding, in scope: inout EvaluationScope) throws(ExpressionError) {
        let floating = binding.type?.isFloatingPoint == true
        var value: Value = .none
        if let expression = binding.value {
            value = try expression.evaluate(in: floating ? scope.numeric : scope).converted(to: binding.type)
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
            switch pattern {
            case .wildcard: return true
            case .binding(let name, _):
                scope.bind(name, to: value)
                return true
            case .value(let expression):
                let candidate = try expression.evaluate(in: scope)
                if case .range(let range) = candidate, let x = value.number, let a = range.lower.number, let b = range.upper.number {
                    if x >= a && (range.isClosed ? x <= b : x < b) { return true }
                    continue
                }
                if Expression.equal(candidate, value) { return true }
            }
        }
        return false
    }

    // MARK: - Mutation

    private static let mutatingMethods: Set<String> = ["append", "insert", "removeLast", "removeFirst", "removeAll", "toggle", "remove"]

    /// `list.append(x)`, `flag.toggle()` on a local `var`: computes the new value and stores it.
    private static func mutate(_ expression: Expression, in scope: inout EvaluationScope) throws(ExpressionError) -> Bool {
        guard case .call(.member(let target, let method, _), let arguments, let offset) = expression,
            mutatingMethods.contains(method), let root = target.assignedName, scope.names[root] != nil
        else { return false }
        let current = try target.evaluate(in: scope)
        let values = try Expression.evaluate(arguments, scope)
        var updated: Value
        switch (current, method) {
        case (.bool(let b), "toggle"): updated = .bool(!b)
        case (.array(var items), _):
            switch method {
            case "append":
                guard let first = values.first else { throw ExpressionError("append takes an element", at: offset) }
                if first.label == "contentsOf" {
                    items += try Expression.sequence(first.value, scope: scope, at: offset) ?? []
                } else {
                    items.append(first.value)
                }
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
            default:
                guard case .int(let i)? = values.first?.value, items.indices.contains(i) else {
                    throw ExpressionError("remove(at:) takes an index in the array", at: offset)
                }
                items.remove(at: i)
            }
            try Expression.checkCount(items.count, scope: scope, at: offset)
            updated = .array(items)
        default:
            return false
        }
        let (name, value) = try self.updated(target, in: scope, at: offset) { _ in updated }
        scope.bind(name, to: value)
        return true
    }

    private static func assign(_ target: Expression, _ op: Statement.AssignmentOperator, _ value: Value, in scope: inout EvaluationScope, at offset: Int) throws(ExpressionError) {
        func combined(_ current: Value) throws(ExpressionError) -> Value {
            switch op {
            case .assign: return value
            case .add: return try Expression.arithmetic(.add, current, value, at: offset)
            case .subtract: return try Expression.arithmetic(.subtract, current, value, at: offset)
            case .multiply: return try Expression.arithmetic(.multiply, current, value, at: offset)
            case .divide: return try Expression.arithmetic(.divide, current, value, at: offset)
            }
        }
        let (name, updated) = try self.updated(target, in: scope, at: offset) { current throws(ExpressionError) in
            // A `CGFloat` stays one (`x = 0` after `var x: CGFloat = 1`).
            if case .double = current, case .int = value, op == .assign { return value.promotedToDouble }
            return try combined(current)
        }
        scope.bind(name, to: updated)
    }

    /// The local `var` that `target` starts from, and its new value: the element `target` names
    /// (`x`, `point.y`, `cache.rows[i]`, `bounds.origin.x`) replaced by `transform` of its value.
    private static func updated(
        _ target: Expression, in scope: EvaluationScope, at offset: Int, _ transform: (Value) throws(ExpressionError) -> Value
    ) throws(ExpressionError) -> (name: String, value: Value) {
        switch target {
        case .name(let name, _):
            guard let current = scope.names[name] else {
                throw ExpressionError("cannot assign to '\(name)' here: only local 'var's can change", at: offset)
            }
            return (name, try transform(current))
        case .member(let base, let field, _):
            return try updated(base, in: scope, at: offset) { container throws(ExpressionError) in
                try settingMember(field, of: container, at: offset, transform)
            }
        case .subscript(let base, let arguments, _):
            guard arguments.count == 1, arguments[0].label == nil, case .int(let index) = try arguments[0].value.evaluate(in: scope) else {
                throw ExpressionError("an element is assigned with an Int index: items[i] = …", at: offset)
            }
            return try updated(base, in: scope, at: offset) { container throws(ExpressionError) in
                guard case .array(var items) = container else {
                    throw ExpressionError("cannot assign to an element of a value of type \(container.typeName)", at: offset)
                }
                guard items.indices.contains(index) else {
                    throw ExpressionError("index \(index) is out of range: the array has \(items.count) element\(items.count == 1 ? "" : "s")", at: offset)
                }
                items[index] = try transform(items[index])
                return .array(items)
            }
        default:
            throw ExpressionError("cannot assign to this expression: only local 'var's can change here", at: offset)
        }
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
            guard let current = instance[field] else {
                throw ExpressionError(
                    "value of type \(instance.type.name) has no stored property '\(field)'\(Suggestions.didYouMean(field, in: instance.names))",
                    at: offset)
            }
            instance[field] = try transform(current)
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
    /// The local name an assignment's target starts from (`cache` in `cache.rows[0].x`).
    var assignedName: String? {
        switch self {
        case .name(let name, _): name
        case .member(let base, _, _), .subscript(let base, _, _): base.assignedName
        default: nil
        }
    }

    /// Whether the target of an assignment holds a `Double` (so `x += 1` adds 1.0).
    func isFloatingPointTarget(in scope: EvaluationScope) -> Bool {
        guard case .name(let name, _) = self, case .double? = scope.names[name] else { return false }
        return true
    }
}
