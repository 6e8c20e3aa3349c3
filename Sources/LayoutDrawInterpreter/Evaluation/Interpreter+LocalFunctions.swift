import LayoutDrawCore

/// Local functions: `func addToRow(index: Int) { … }` inside a function's body (Apple's Food
/// Truck `FlowLayout` declares four inside an initializer). Swift's rules, as the interpreter
/// keeps them:
/// - A local function may be called anywhere in the body that declares it, before its
///   declaration too (The Swift Programming Language, "Nested Functions"; swiftc only refuses
///   a use that would capture a variable not yet declared): each block's local functions are
///   bound before its first statement runs.
/// - A local function captures the body's variables by reference: it reads them as they are
///   when it is called, and what it assigns to them (`remainingWidth -= width`,
///   `xOffsets.append(…)`, `self`'s stored properties in an initializer) the body sees after
///   the call. The interpreter's scopes are values, so a local function keeps the names it
///   shares with its body (`FunctionValue.sharedNames`: the body's names, less its own
///   parameters and top-level `let`s and `var`s); a call copies them in from the caller, and a
///   call the caller runs as a statement, a `let`'s value, an assignment's value or a
///   `return` copies their new values back (`callSharingNames`). A local function called
///   inside a larger expression (`if widthInRow(…) > remaining`) reads the shared names but
///   its changes to them are not kept, a limit of this reading.
extension Interpreter {
    /// Binds every local function `statements` declare before they run, so that a call may
    /// come before the declaration.
    static func hoistLocalFunctions(_ statements: [Statement], in scope: inout EvaluationScope) {
        var declared = Set(scope.names.keys)
        for statement in statements {
            if case .binding(let binding) = statement { declared.insert(binding.name) }
        }
        for statement in statements {
            guard case .binding(let binding) = statement, case .localFunction(let definition, _)? = binding.value else { continue }
            let function = FunctionValue(
                name: definition.name, body: .function(definition), captured: scope, sharedNames: sharedNames(of: definition, among: declared))
            scope.bind(binding.name, to: .function(function))
        }
    }

    /// The local function `definition` declared where `scope` is: capturing `scope`, and
    /// sharing the names the hoisted function shares (or, if none was hoisted, the scope's).
    static func localFunction(_ definition: FunctionDefinition, in scope: EvaluationScope) -> FunctionValue {
        let shared: Set<String>
        if case .function(let hoisted)? = scope.names[definition.name], let names = hoisted.sharedNames {
            shared = names
        } else {
            shared = sharedNames(of: definition, among: Set(scope.names.keys))
        }
        return FunctionValue(name: definition.name, body: .function(definition), captured: scope, sharedNames: shared)
    }

    /// The names of `declared` a local function shares with the body around it: all but those
    /// it declares itself (its parameters, its top-level `let`s and `var`s), which are its own.
    private static func sharedNames(of definition: FunctionDefinition, among declared: Set<String>) -> Set<String> {
        var own = Set(definition.parameters.map(\.name))
        for statement in definition.body {
            if case .binding(let binding) = statement { own.insert(binding.name) }
        }
        return declared.subtracting(own)
    }

    /// Runs `expression` if it is a call of a local function by its name (`addToRow(index: i)`):
    /// its value, each name it shares with `scope` set to the value the call left it with. Nil
    /// for any other expression.
    @inline(never)
    static func callSharingNames(_ expression: Expression, in scope: inout EvaluationScope) throws(ExpressionError) -> Value? {
        guard case .call(.name(let name, _), let arguments, let offset) = expression, case .function(let function)? = scope.names[name],
            let shared = function.sharedNames, let definition = function.definition
        else { return nil }
        let (result, inner) = try callKeepingScope(function, definition, Expression.evaluate(arguments, scope), caller: scope, at: offset)
        for name in shared {
            guard let old = scope.names[name], let new = inner.names[name], old != new else { continue }
            scope.names[name] = new
        }
        return result
    }
}

extension EvaluationScope {
    /// Takes the caller's values of the names a local function shares with it.
    mutating func share(_ shared: Set<String>, from caller: EvaluationScope) {
        for name in shared {
            if let value = caller.names[name] { names[name] = value }
        }
    }

    /// Whether `expression` calls a local function by its name (then it runs where the
    /// caller's names may change: `Interpreter.callSharingNames`).
    func callsLocalFunction(_ expression: Expression) -> Bool {
        guard case .call(.name(let name, _), _, _) = expression, case .function(let function)? = names[name] else { return false }
        return function.sharedNames != nil
    }
}

extension Statement {
    /// Whether the statement declares a local function.
    var declaresLocalFunction: Bool {
        if case .binding(let binding) = self, case .localFunction? = binding.value { return true }
        return false
    }
}
