import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import SwiftSyntax

/// Statements: what bodies, closures and view builders are made of. A construct outside the
/// subset becomes `Statement.unsupported` with the message to show, reported where it is run
/// or built (a `while` in a function no view calls is not an error, as in Swift it is not one
/// either).
extension SwiftLowering {
    mutating func statements(_ items: CodeBlockItemListSyntax) -> [Statement] {
        blockStatements(activeItems(items))
    }

    /// The statements of a block, or of its items after a `guard case` (the items themselves,
    /// so that their positions are the file's).
    private mutating func blockStatements<Items: Collection<CodeBlockItemSyntax>>(_ items: Items) -> [Statement] {
        var result: [Statement] = []
        for (index, item) in items.enumerated() {
            // A statement of a model's initializer left out of the picture (`ProjectIndex.modelAssignment`).
            if !leftOutMembers.isEmpty, leftOutMembers.contains(item.position.utf8Offset) { continue }
            // `guard case .a(let x) = v else { … }`: the statements after it are its body.
            if case .stmt(let statement) = item.item, let guarded = statement.as(GuardStmtSyntax.self), Self.hasCasePattern(guarded.conditions) {
                guard expressionNesting < maximumExpressionNesting else {
                    _ = tooDeep(guarded, "the 'guard case' statements of a block nest more than \(maximumExpressionNesting) deep")
                    return result + [.unsupported("too many 'guard case' statements in one block", offset: offset(guarded))]
                }
                expressionNesting += 1
                defer { expressionNesting -= 1 }
                result.append(guardConditional(guarded, rest: blockStatements(items.dropFirst(index + 1))))
                return result
            }
            result += statements(item)
        }
        return result
    }

    mutating func statements(_ item: CodeBlockItemSyntax) -> [Statement] {
        switch item.item {
        case .decl(let decl) where decl.is(IfConfigDeclSyntax.self):
            // `#if` among statements: the active clause's statements, in its place.
            return activeItems([item]).flatMap { statements($0) }
        case .decl(let decl):
            if let variable = decl.as(VariableDeclSyntax.self) { return statements(variable) }
            if let function = decl.as(FunctionDeclSyntax.self) {
                // A local function: a name for the function, bound before the body runs and
                // sharing the body's variables (`Interpreter+LocalFunctions.swift`).
                let definition = self.function(function)
                let at = offset(function.name)
                return [.binding(Statement.Binding(name: definition.name, value: .localFunction(definition, offset: at), offset: at))]
            }
            if let keyword = decl.firstToken(viewMode: .sourceAccurate) {
                return [.unsupported("'\(keyword.text)' declarations are not supported here", offset: offset(decl))]
            }
            return []
        case .stmt(let statement):
            return [self.statement(statement)]
        case .expr(let expression):
            return [self.statement(expression)]
        }
    }

    mutating func statements(_ variable: VariableDeclSyntax) -> [Statement] {
        let isVariable = variable.bindingSpecifier.tokenKind == .keyword(.var)
        var result: [Statement] = []
        for binding in variable.bindings {
            if binding.pattern.is(WildcardPatternSyntax.self), let initializer = binding.initializer {
                // `let _ = Self._printChanges()`, SwiftUI's debugging aid, prints nothing here;
                // `let _ = print(…)` and other `let _ = …` evaluate and discard.
                let written = initializer.value.trimmedDescription
                if written == "Self._printChanges()" || written == "_printChanges()" || written.hasSuffix("._printChanges()") { continue }
                result.append(.binding(.init(name: "_", type: nil, value: expression(initializer.value), isVariable: false, offset: offset(binding.pattern))))
                continue
            }
            if let tuple = binding.pattern.as(TuplePatternSyntax.self), let initializer = binding.initializer {
                result += destructuring(tuple, initializer.value, type: binding.typeAnnotation.map { typeName($0.type) }, isVariable: isVariable)
                continue
            }
            guard let name = Self.name(of: binding.pattern) else {
                result.append(
                    .unsupported(
                        "destructuring '\(binding.pattern.trimmedDescription)' is not supported; bind one name at a time",
                        offset: offset(binding.pattern)))
                continue
            }
            if binding.accessorBlock != nil {
                result.append(.unsupported("local computed properties are not supported", offset: offset(binding.pattern)))
                continue
            }
            var value = binding.initializer.map { expression($0.value) }
            // `@Previewable @Environment(\.modelContext) var context` in a #Preview: the
            // environment's value for the key, as `EnvironmentValues()` holds it.
            if value == nil, let key = environmentKey(variable.attributes) {
                let at = offset(binding.pattern)
                value = .member(.call(.name("EnvironmentValues", offset: at), [], offset: at), key.name, offset: key.offset)
            }
            result.append(
                .binding(
                    .init(
                        name: name, type: binding.typeAnnotation.map { typeName($0.type) }, value: value,
                        isVariable: isVariable, offset: offset(binding.pattern))))
        }
        return result
    }

    /// `let (a, b) = pair`: the tuple is bound under the pattern's text (no identifier can be
    /// named so), and each name to its element, by position (`_` binds nothing), as Swift
    /// takes a tuple apart.
    mutating func destructuring(_ tuple: TuplePatternSyntax, _ value: ExprSyntax, type: TypeName?, isVariable: Bool) -> [Statement] {
        let whole = tuple.trimmedDescription
        let at = offset(tuple)
        var result: [Statement] = [.binding(.init(name: whole, type: type, value: expression(value), offset: at))]
        for (position, element) in tuple.elements.enumerated() {
            if element.pattern.is(WildcardPatternSyntax.self) { continue }
            guard let part = Self.name(of: element.pattern) else {
                return [.unsupported("destructuring '\(whole)' is not supported; bind a tuple of names: let (a, b) = pair", offset: offset(element.pattern))]
            }
            let partAt = offset(element.pattern)
            result.append(
                .binding(.init(name: part, value: .member(.name(whole, offset: partAt), String(position), offset: partAt), isVariable: isVariable, offset: partAt)))
        }
        return result
    }

    mutating func statement(_ node: StmtSyntax) -> Statement {
        if let expression = node.as(ExpressionStmtSyntax.self) {
            return statement(expression.expression)
        }
        if let returned = node.as(ReturnStmtSyntax.self) {
            return .return(returned.expression.map { expression($0) }, offset: offset(returned))
        }
        if let guarded = node.as(GuardStmtSyntax.self) {
            return .guard(conditions(guarded.conditions), else: statements(guarded.body.statements), offset: offset(guarded))
        }
        if let loop = node.as(ForStmtSyntax.self) {
            let name: String
            var bindings: [Statement] = []
            if let identifier = Self.name(of: loop.pattern) {
                name = identifier
            } else if loop.pattern.is(WildcardPatternSyntax.self) {
                name = "_"
            } else if let tuple = loop.pattern.as(TuplePatternSyntax.self) {
                // `for (index, subview) in subviews.enumerated()`: the element is bound under the
                // pattern's text (no identifier can be named so), and each name to its part.
                name = tuple.trimmedDescription
                for (position, element) in tuple.elements.enumerated() {
                    if element.pattern.is(WildcardPatternSyntax.self) { continue }
                    guard element.label == nil, let part = Self.name(of: element.pattern) else {
                        return .unsupported("'for' can bind names or a tuple of names here, not '\(tuple.trimmedDescription)'", offset: offset(tuple))
                    }
                    let at = offset(element.pattern)
                    bindings.append(
                        .binding(.init(name: part, value: .member(.name(name, offset: at), String(position), offset: at), offset: at)))
                }
            } else {
                return .unsupported("'for' can bind names or a tuple of names here, not '\(loop.pattern.trimmedDescription)'", offset: offset(loop.pattern))
            }
            if loop.tryKeyword != nil || loop.awaitKeyword != nil || loop.caseKeyword != nil {
                return .unsupported("this form of 'for' is not supported", offset: offset(loop))
            }
            var body = statements(loop.body.statements)
            if let clause = loop.whereClause {
                // `for w in widths where w > 0 { … }`: the body runs for the elements the
                // condition holds for, as `if` around it would.
                body = [.if([.expression(expression(clause.condition))], then: body, else: nil, offset: offset(clause))]
            }
            return .for(name, expression(loop.sequence), bindings + body, offset: offset(loop))
        }
        if let loop = node.as(WhileStmtSyntax.self) {
            return .while(conditions(loop.conditions), statements(loop.body.statements), isRepeat: false, offset: offset(loop))
        }
        if let loop = node.as(RepeatStmtSyntax.self) {
            return .while(
                [.expression(expression(loop.condition))], statements(loop.body.statements), isRepeat: true, offset: offset(loop))
        }
        if let attempt = node.as(DoStmtSyntax.self), attempt.throwsClause == nil {
            // `do { try load() } catch LoadError.missing { … } catch { … }`.
            var catches: [Statement.SwitchCase] = []
            for clause in attempt.catchClauses {
                var patterns: [Statement.Pattern] = []
                for item in clause.catchItems {
                    if let condition = item.whereClause {
                        return .unsupported("'where' in a 'catch' is not supported", offset: offset(condition))
                    }
                    guard let written = item.pattern else { continue }
                    guard let pattern = catchPattern(written) else {
                        return .unsupported("the catch pattern '\(written.trimmedDescription)' is not supported", offset: offset(written))
                    }
                    patterns.append(pattern)
                }
                catches.append(.init(patterns: patterns, body: statements(clause.body.statements), offset: offset(clause)))
            }
            return .do(statements(attempt.body.statements), catches: catches, offset: offset(attempt))
        }
        if let thrown = node.as(ThrowStmtSyntax.self) {
            return .throw(expression(thrown.expression), offset: offset(thrown))
        }
        if let jump = node.as(BreakStmtSyntax.self) {
            if let label = jump.label { return .unsupported("labelled 'break' is not supported", offset: offset(label)) }
            return .jump(.break, offset: offset(jump))
        }
        if let jump = node.as(ContinueStmtSyntax.self) {
            if let label = jump.label { return .unsupported("labelled 'continue' is not supported", offset: offset(label)) }
            return .jump(.continue, offset: offset(jump))
        }
        let keyword = node.firstToken(viewMode: .sourceAccurate)?.text ?? "this statement"
        return .unsupported("'\(keyword)' is not supported", offset: offset(node))
    }

    /// An expression in statement position: `if`, `switch`, an assignment, or an expression.
    mutating func statement(_ node: ExprSyntax) -> Statement {
        if let conditional = node.as(IfExprSyntax.self) {
            return ifStatement(conditional)
        }
        if let choice = node.as(SwitchExprSyntax.self) {
            return switchStatement(choice)
        }
        // `x = 1`, `x += 1`: in a sequence before folding.
        if let sequence = node.as(SequenceExprSyntax.self) {
            guard let folded = fold(sequence) else { return .expression(.nil(offset: offset(sequence))) }
            return lowerFolded(sequence) { $0.assignmentOrExpression(folded) }
        }
        return .expression(expression(node))
    }

    /// `x = 1`, `x += 1`, or an operator expression in statement position.
    private mutating func assignmentOrExpression(_ folded: ExprSyntax) -> Statement {
        guard let infix = folded.as(InfixOperatorExprSyntax.self) else { return .expression(expression(folded)) }
        do {
            let assignment: Statement.AssignmentOperator?
            if infix.operator.is(AssignmentExprSyntax.self) {
                assignment = .assign
            } else if let op = infix.operator.as(BinaryOperatorExprSyntax.self) {
                assignment = Statement.AssignmentOperator(rawValue: op.operator.text).flatMap { $0 == .assign ? nil : $0 }
                if assignment == nil, op.operator.text.hasSuffix("="), !["==", "!=", "<=", ">=", "==="].contains(op.operator.text) {
                    return .unsupported("the operator '\(op.operator.text)' is not supported", offset: offset(op))
                }
            } else {
                assignment = nil
            }
            if let assignment {
                return .assignment(expression(infix.leftOperand), assignment, expression(infix.rightOperand), offset: offset(infix.operator))
            }
            return .expression(expression(folded))
        }
    }

    mutating func ifStatement(_ node: IfExprSyntax) -> Statement {
        // `if #available(iOS 26, *) { glassEffect(…) } else { … }`: only the branch iOS 17 runs
        // is read — the other holds APIs of another iOS, which a picture of iOS 17 never runs
        // (and layoutdraw may not know), as `#if` leaves out what the build does not compile.
        if node.conditions.count == 1, case .availability(let availability) = node.conditions.first!.condition {
            let taken: [Statement]
            if Self.availabilityHolds(availability) {
                taken = statements(node.body.statements)
            } else {
                switch node.elseBody {
                case .ifExpr(let next)?: taken = [ifStatement(next)]
                case .codeBlock(let block)?: taken = statements(block.statements)
                case nil: taken = []
                }
            }
            return .if([.expression(.bool(true, offset: offset(availability)))], then: taken, else: nil, offset: offset(node))
        }
        var otherwise: [Statement]?
        switch node.elseBody {
        case .ifExpr(let next)?: otherwise = [ifStatement(next)]
        case .codeBlock(let block)?: otherwise = statements(block.statements)
        case nil: otherwise = nil
        }
        if Self.hasCasePattern(node.conditions) {
            return conditional(ArraySlice(node.conditions), then: statements(node.body.statements), else: otherwise, at: offset(node))
        }
        return .if(conditions(node.conditions), then: statements(node.body.statements), else: otherwise, offset: offset(node))
    }

    mutating func conditions(_ list: some Collection<ConditionElementSyntax>) -> [Statement.Condition] {
        list.map { element in
            switch element.condition {
            case .expression(let condition):
                return .expression(expression(condition))
            case .optionalBinding(let binding):
                guard let name = Self.name(of: binding.pattern) else {
                    return .expression(unsupported("'if let' binds one name here", at: binding.pattern))
                }
                if binding.bindingSpecifier.tokenKind != .keyword(.let) && binding.bindingSpecifier.tokenKind != .keyword(.var) {
                    return .expression(unsupported("'\(binding.bindingSpecifier.text)' bindings are not supported", at: binding))
                }
                return .optionalBinding(name, binding.initializer.map { expression($0.value) }, offset: offset(binding.pattern))
            case .matchingPattern(let pattern):
                error("'if case' is not supported; use 'switch'", at: pattern)
                return .expression(.bool(false, offset: offset(pattern)))
            case .availability(let availability):
                return .expression(.bool(Self.availabilityHolds(availability), offset: offset(availability)))
            }
        }
    }

    /// Whether an availability condition holds in the picture, which is iOS 17's:
    /// `#available(iOS 17, *)` holds, `#available(iOS 18, *)` does not, and `#unavailable` is the
    /// opposite; another platform's version alone leaves iOS to `*`, which holds.
    static func availabilityHolds(_ availability: AvailabilityConditionSyntax) -> Bool {
        var holds = true
        for argument in availability.availabilityArguments {
            if case .availabilityVersionRestriction(let restriction) = argument.argument, restriction.platform.text.hasPrefix("iOS"),
                let version = restriction.version, let major = Int(version.major.text)
            {
                holds = major <= drawnIOSVersion
            }
        }
        if availability.availabilityKeyword.tokenKind == .poundUnavailable { holds.toggle() }
        return holds
    }

    mutating func switchStatement(_ node: SwitchExprSyntax) -> Statement {
        var cases: [Statement.SwitchCase] = []
        for switchCase in activeCases(node.cases) {
            var patterns: [Statement.Pattern] = []
            switch switchCase.label {
            case .default:
                break
            case .case(let label):
                for item in label.caseItems {
                    guard let pattern = pattern(item.pattern) else {
                        return .unsupported("the pattern '\(item.pattern.trimmedDescription)' is not supported", offset: offset(item.pattern))
                    }
                    // `case let (i, n) where i == n - 1:` — the pattern, then its condition.
                    if let clause = item.whereClause {
                        patterns.append(.guarded(pattern, expression(clause.condition)))
                    } else {
                        patterns.append(pattern)
                    }
                }
            }
            cases.append(.init(patterns: patterns, body: statements(switchCase.statements), offset: offset(switchCase)))
        }
        return .switch(expression(node.subject), cases, offset: offset(node))
    }
}

extension SwiftLowering {
    /// The iOS whose look layoutdraw draws: what `#available` is checked against.
    static let drawnIOSVersion = 17
}

extension SwiftLowering {
    /// A `catch` pattern: a case of an error enum (`LoadError.missing`, `.network(let code)`),
    /// `let e` (any error, named), and `let e as T` / `is T` taken as any error (a still
    /// picture's interpreter does not check the thrown value's type).
    mutating func catchPattern(_ node: PatternSyntax) -> Statement.Pattern? {
        // `let e as LoadError`: `let` over the unfolded sequence `e`, `as`, `LoadError`.
        if let binding = node.as(ValueBindingPatternSyntax.self), let expression = binding.pattern.as(ExpressionPatternSyntax.self),
            let sequence = expression.expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
            Array(sequence.elements)[1].is(UnresolvedAsExprSyntax.self),
            let name = Array(sequence.elements)[0].as(PatternExprSyntax.self)?.pattern.as(IdentifierPatternSyntax.self)
        {
            return .binding(SwiftLowering.unquoted(name.identifier.text), offset: offset(name))
        }
        if let test = node.as(IsTypePatternSyntax.self) {
            // `is LoadError`
            return .wildcard(offset: offset(test))
        }
        return pattern(node)
    }
}
