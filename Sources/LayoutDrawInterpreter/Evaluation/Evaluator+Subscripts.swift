extension Expression {
    /// `palette[2]`, `grid[row: 1]`: a `subscript` the value's declared type declares — an
    /// instance's, an enum case's, or a type's `static subscript` — called as a method named
    /// `subscript` (`SwiftLowering.subscriptDeclaration` makes one of each). Of several, the one
    /// whose labels take the arguments, as Swift chooses an overload by its labels. Nil when the
    /// type declares none.
    @inline(never)
    static func declaredSubscript(_ base: Value, _ arguments: [Argument], scope: EvaluationScope, at offset: Int) throws(ExpressionError) -> Value? {
        try declaredSubscript(base, values: nil, arguments, scope: scope, at: offset)
    }

    /// The same, with the arguments already evaluated (an assignment's `x[i] += 1` reads first).
    static func declaredSubscript(_ base: Value, values: [LabeledValue], scope: EvaluationScope, at offset: Int) throws(ExpressionError) -> Value? {
        try declaredSubscript(base, values: values, [], scope: scope, at: offset)
    }

    private static func declaredSubscript(
        _ base: Value, values given: [LabeledValue]?, _ arguments: [Argument], scope: EvaluationScope, at offset: Int
    ) throws(ExpressionError) -> Value? {
        let captured: EvaluationScope
        let candidates: [FunctionDefinition]
        switch base {
        case .instance, .symbol:
            // (The first one found carries the scope its body sees: `self` and the declarations.)
            guard case .function(let found)? = try memberOfValue("subscript", of: base, scope: scope, at: offset) else { return nil }
            let definition: TypeDefinition? =
                switch base {
                case .instance(let instance): instance.type.definition
                default: enumCase(base, scope: scope)?.type.definition
                }
            captured = found.captured
            candidates = definition?.methods.filter { $0.name == "subscript" && !$0.isStatic } ?? []
        case .type(let type):
            candidates = type.definition?.methods.filter { $0.name == "subscript" && $0.isStatic } ?? []
            guard !candidates.isEmpty else { return nil }
            captured = scope.declarationScope(in: type)
        default:
            // `size[axis]` with `extension CGSize { subscript(axis: Axis) -> Double }`: a
            // subscript an extension of one of Swift's or SwiftUI's types declares.
            guard let context = scope.context, !context.extensions.isEmpty else { return nil }
            var found: [FunctionDefinition] = []
            for typeName in ownExtendedTypeNames(of: base, in: context) {
                found = context.extensions[typeName]?.definition?.methods.filter { $0.name == "subscript" && !$0.isStatic } ?? []
                if !found.isEmpty { break }
            }
            guard !found.isEmpty else { return nil }
            candidates = found
            captured = scope.declarationScope.binding("self", to: base)
        }
        let values: [LabeledValue]
        if let given { values = given } else { values = try evaluate(arguments, scope) }
        guard let chosen = overload(for: values, among: candidates) ?? candidates.first else { return nil }
        return try Interpreter.call(FunctionValue(name: "subscript", body: .function(chosen), captured: captured), arguments: values, scope: scope, at: offset)
    }
}
