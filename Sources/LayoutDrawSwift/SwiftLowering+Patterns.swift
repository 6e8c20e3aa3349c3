import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import SwiftSyntax

/// Enums with associated values and the patterns that take them apart: `case .circle(let r)`,
/// `case let .rect(w, h)`, `if case .line(let length) = shape`, `guard case … else`.
extension SwiftLowering {
    /// `(radius: CGFloat)`, `(CGFloat, CGFloat)`: a case's associated values, as parameters.
    mutating func associatedValues(_ clause: EnumCaseParameterClauseSyntax) -> [FunctionDefinition.Parameter] {
        clause.parameters.enumerated().map { index, parameter in
            let label = parameter.firstName.map(\.text).flatMap { $0 == "_" ? nil : $0 }
            return .init(label: label, name: label ?? "_\(index)", type: typeName(parameter.type))
        }
    }

    /// `.a`, `1...3`, `_`, `let x`, `.circle(let r)`, `let .rect(w, h)`, `(_, 1)`: nil for a pattern
    /// outside the subset.
    mutating func pattern(_ node: PatternSyntax, binds: Bool = false) -> Statement.Pattern? {
        if let value = node.as(ExpressionPatternSyntax.self) {
            return expressionPattern(value.expression, binds: binds)
        }
        if node.is(WildcardPatternSyntax.self) {
            return .wildcard(offset: offset(node))
        }
        if let identifier = node.as(IdentifierPatternSyntax.self), binds {
            return .binding(SwiftLowering.unquoted(identifier.identifier.text), offset: offset(identifier))
        }
        if let tuple = node.as(TuplePatternSyntax.self), tuple.elements.count > 1 {
            // `case let (a, b):`
            return tuplePattern(tuple.elements.map(\.pattern), at: tuple) { lowering, element in lowering.pattern(element, binds: binds) }
        }
        if let binding = node.as(ValueBindingPatternSyntax.self) {
            // `let x`; `let .rect(w, h)`: every name in it is bound.
            return pattern(binding.pattern, binds: true)
        }
        return nil
    }

    /// A tuple's pattern, `(a, b)` or `(.a, let x)`: one pattern per element (`part`); nil when
    /// an element is none.
    private mutating func tuplePattern<Element>(
        _ elements: [Element], at node: some SyntaxProtocol, _ part: (inout SwiftLowering, Element) -> Statement.Pattern?
    ) -> Statement.Pattern? {
        var parts: [Statement.Pattern] = []
        for element in elements {
            guard let made = part(&self, element) else { return nil }
            parts.append(made)
        }
        return .tuple(parts, offset: offset(node))
    }

    /// A pattern written as an expression: a case with its values' patterns
    /// (`.circle(let r)`, `Shape.rect(_, 2)`), a name bound under `let`, `_`, or a value.
    private mutating func expressionPattern(_ node: ExprSyntax, binds: Bool) -> Statement.Pattern? {
        if let wrapped = node.as(PatternExprSyntax.self) {
            return pattern(wrapped.pattern, binds: binds)
        }
        if node.is(DiscardAssignmentExprSyntax.self) {
            return .wildcard(offset: offset(node))
        }
        if binds, let reference = node.as(DeclReferenceExprSyntax.self) {
            return .binding(reference.baseName.text, offset: offset(reference))
        }
        // `case (_, 1):`, `case (.a, let x):` over a tuple: a pattern per element.
        if let tuple = node.as(TupleExprSyntax.self), tuple.elements.count > 1 {
            return tuplePattern(tuple.elements.map(\.expression), at: tuple) { lowering, element in lowering.expressionPattern(element, binds: binds) }
        }
        if let call = node.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            call.trailingClosure == nil, casePatternBase(member.base)
        {
            var parts: [Statement.Pattern] = []
            for argument in call.arguments {
                guard let part = expressionPattern(argument.expression, binds: binds) else { return nil }
                parts.append(part)
            }
            return .enumCase(member.declName.baseName.text, parts, offset: offset(member.declName))
        }
        return .value(expression(node))
    }

    /// Whether a case pattern's `Shape.` is a type's name (or not written: `.circle(…)`).
    private func casePatternBase(_ base: ExprSyntax?) -> Bool {
        guard let base else { return true }
        guard let name = Self.dottedName(base), let first = name.first else { return false }
        return first.isUppercase
    }

    /// An `if` whose conditions include `case PATTERN = value`: the `if` up to that condition,
    /// then a `switch` over the value whose one case is the pattern, the remaining conditions
    /// inside it (`if case .a(let x) = v, x > 1 { A } else { B }` runs as
    /// `switch v { case .a(let x): if x > 1 { A } else { B }; default: B }`), so the names the
    /// pattern binds are seen by the conditions after it and the body, as in Swift.
    mutating func conditional(
        _ conditions: ArraySlice<ConditionElementSyntax>, then: [Statement], else otherwise: [Statement]?, at offset: Int
    ) -> Statement {
        guard let index = conditions.firstIndex(where: { if case .matchingPattern = $0.condition { true } else { false } }),
            case .matchingPattern(let matching) = conditions[index].condition
        else {
            return .if(self.conditions(conditions), then: then, else: otherwise, offset: offset)
        }
        // Each `case` condition (and each `guard case` of a block) nests a `switch` in the one
        // before: bounded as nested expressions are, since lowering and running recurse per level.
        guard expressionNesting < maximumExpressionNesting else {
            _ = tooDeep(matching, "the 'if case' and 'guard case' conditions nest more than \(maximumExpressionNesting) deep")
            return .unsupported("too many nested 'case' conditions", offset: self.offset(matching))
        }
        expressionNesting += 1
        defer { expressionNesting -= 1 }
        let rest = conditions[(index + 1)...]
        let inner = rest.isEmpty ? then : [conditional(rest, then: then, else: otherwise, at: offset)]
        guard let pattern = pattern(matching.pattern) else {
            return .unsupported("the pattern '\(matching.pattern.trimmedDescription)' is not supported", offset: self.offset(matching.pattern))
        }
        let choice = Statement.switch(
            expression(matching.initializer.value),
            [.init(patterns: [pattern], body: inner, offset: self.offset(matching)), .init(patterns: [], body: otherwise ?? [], offset: self.offset(matching))],
            offset: self.offset(matching))
        let before = conditions[..<index]
        if before.isEmpty { return choice }
        return .if(self.conditions(before), then: [choice], else: otherwise, offset: offset)
    }

    /// A `guard` whose conditions include `case PATTERN = value`: as an `if case` whose body is
    /// the statements after the guard (`rest`), its `else` the guard's.
    mutating func guardConditional(_ node: GuardStmtSyntax, rest: [Statement]) -> Statement {
        let otherwise = statements(node.body.statements)
        return conditional(ArraySlice(node.conditions), then: rest, else: otherwise, at: offset(node))
    }

    /// Whether the conditions include a `case` pattern.
    static func hasCasePattern(_ conditions: ConditionElementListSyntax) -> Bool {
        conditions.contains { if case .matchingPattern = $0.condition { true } else { false } }
    }
}
