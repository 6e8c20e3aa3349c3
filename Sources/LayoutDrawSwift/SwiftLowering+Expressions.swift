import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import SwiftOperators
import SwiftParser
import SwiftSyntax

/// Expressions: swift-syntax's expression nodes → Core's `Expression`.
extension SwiftLowering {
    mutating func expression(_ node: ExprSyntax) -> Expression {
        guard expressionNesting < maximumExpressionNesting else {
            return tooDeep(node, "the expression nests more than \(maximumExpressionNesting) calls, member accesses, operators and closures inside each other")
        }
        expressionNesting += 1
        defer { expressionNesting -= 1 }
        return lowered(node)
    }

    /// `expression(_:)` past the nesting check.
    private mutating func lowered(_ node: ExprSyntax) -> Expression {
        let at = offset(node)
        switch node.as(ExprSyntaxEnum.self) {
        case .integerLiteralExpr(let literal):
            let text = literal.literal.text.filter { $0 != "_" }
            let value: Int? =
                if text.hasPrefix("0x") { Int(text.dropFirst(2), radix: 16) } else if text.hasPrefix("0b") {
                    Int(text.dropFirst(2), radix: 2)
                } else if text.hasPrefix("0o") { Int(text.dropFirst(2), radix: 8) } else { Int(text) }
            guard let value else { return unsupported("integer literal '\(literal.literal.text)' overflows", at: literal) }
            return .number(Double(value), isInteger: true, offset: at)
        case .floatLiteralExpr(let literal):
            guard let value = Double(literal.literal.text.filter { $0 != "_" }) else {
                return unsupported("hexadecimal floating-point literals are not supported", at: literal)
            }
            return .number(value, isInteger: false, offset: at)
        case .booleanLiteralExpr(let literal):
            return .bool(literal.literal.tokenKind == .keyword(.true), offset: at)
        case .nilLiteralExpr:
            return .nil(offset: at)
        case .stringLiteralExpr(let literal):
            return string(literal)
        case .declReferenceExpr(let reference):
            if case .dollarIdentifier(let name) = reference.baseName.tokenKind, let index = Int(name.dropFirst()), index < 64,
                !anonymousParameters.isEmpty
            {
                anonymousParameters[anonymousParameters.count - 1] = max(anonymousParameters[anonymousParameters.count - 1] ?? index, index)
            }
            if case .binaryOperator(let name) = reference.baseName.tokenKind {
                // `reduce(0, +)`: an operator passed as a function is `{ $0 + $1 }`.
                guard let op = Expression.BinaryOperator(rawValue: name) else {
                    return unsupported("the operator '\(name)' is not supported", at: reference)
                }
                let body = Expression.binary(op, .name("$0", offset: at), .name("$1", offset: at), offset: at)
                return .closure(Closure(parameters: nil, body: [.expression(body)]), offset: at)
            }
            return .name(resolvedTypeName(reference.baseName.text) ?? Self.unquoted(reference.baseName.text), offset: at)
        case .discardAssignmentExpr:
            return .name("_", offset: at)
        case .memberAccessExpr(let access) where access.declName.baseName.text == "none" && access.base.map(Self.isOptionalType) == true:
            // `IfContent?.none`, `Optional<Text>.none`: nil.
            return .nil(offset: at)
        case .functionCallExpr(let call)
        where call.arguments.count == 1 && call.arguments.first?.label == nil && call.trailingClosure == nil
            && call.calledExpression.as(MemberAccessExprSyntax.self).map({ $0.declName.baseName.text == "some" && $0.base.map(Self.isOptionalType) == true }) == true:
            // `IfContent?.some(ifContent())`, `Optional.some(x)`: the value itself.
            return expression(call.arguments.first!.expression)
        case .memberAccessExpr(let access):
            var name = Self.unquoted(access.declName.baseName.text)
            // `Language.init(languageString:)`: the initializer its labels name.
            if name == "init", let labels = access.declName.argumentNames {
                name += "(" + labels.arguments.map { $0.name.text + ":" }.joined() + ")"
            }
            guard let base = access.base else { return .implicitMember(name, offset: offset(access.period)) }
            // `self.$width`: the binding `$width` names (a projected value is reached through
            // `self` as a property is).
            if name.hasPrefix("$"), base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                return .name(name, offset: offset(access.declName))
            }
            if let call = viewPropertyCall(access, base: base) { return call }
            // `Models.History`: the name the module qualifies.
            if let module = base.as(DeclReferenceExprSyntax.self), isModuleQualifier(module.baseName) {
                // (A top-level name of the module: not a nested type of the same name.)
                return .name(name, offset: at)
            }
            // `Outer.Inner`: a nested type, by the name it is declared under.
            if !declaredTypes.isEmpty, let dotted = Self.dottedName(node).map(strippingModules), dotted.contains("."),
                let declared = declaredTypes[dotted] ?? resolvedTypeName(dotted)
            {
                return .name(declared, offset: at)
            }
            return .member(expression(base), name, offset: offset(access.declName))
        case .functionCallExpr(let call)
        where call.arguments.count <= 1 && call.trailingClosure == nil
            && call.calledExpression.as(MemberAccessExprSyntax.self).map(Self.isBindingAnimation) == true:
            // `$isOn.animation(.bouncy)`, `$value.transaction(t)`: the same binding, its changes
            // animated — which a still picture does not show.
            return expression(call.calledExpression.as(MemberAccessExprSyntax.self)!.base!)
        case .functionCallExpr(let call)
        where call.arguments.isEmpty && call.trailingClosure == nil && call.calledExpression.as(DictionaryExprSyntax.self).map(Self.isDictionaryType) == true:
            // `[String: Astronaut]()`: an empty dictionary of that type.
            return .call(.name("Dictionary", offset: at), [], offset: at)
        case .functionCallExpr(let call)
        where call.trailingClosure == nil && call.arguments.map(\.label?.text) == ["content", "modifier"]
            && call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "ModifiedContent":
            // `ModifiedContent(content: self, modifier: PosterStyle(…))`: SwiftUI's spelling of
            // `self.modifier(PosterStyle(…))` (`View.modifier(_:)` returns exactly this type).
            let arguments = Array(call.arguments)
            return .call(
                .member(expression(arguments[0].expression), "modifier", offset: at),
                [.init(label: nil, expression(arguments[1].expression))], offset: at)
        case .functionCallExpr(let call) where call.calledExpression.as(ArrayExprSyntax.self).map(Self.isArrayType) == true:
            // `[GridItem](repeating: item, count: 2)`, `[String]()`: `Array`'s initialisers.
            return .call(.name("Array", offset: at), callArguments(call), offset: at)
        case .functionCallExpr(let call):
            // Code that runs later (`LaterCode`: an action, a sheet's content): what cannot be
            // read there is a note, not an error.
            var member: String?, name: String?
            if let access = call.calledExpression.as(MemberAccessExprSyntax.self) { member = access.declName.baseName.text }
            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { name = reference.baseName.text }
            var shapes = call.arguments.map { (label: $0.label?.text, isClosure: $0.expression.is(ClosureExprSyntax.self)) }
            if call.trailingClosure != nil { shapes.append((nil, true)) }
            for extra in call.additionalTrailingClosures { shapes.append((extra.label.text, true)) }
            let later = member == nil && name == nil ? [] : LaterCode.arguments(member: member, name: name, shapes)
            let arguments = later.isEmpty ? callArguments(call) : laterArguments(call, later)
            // `(DonutLatticeLayout()) { … }` (Apple's Food Truck): a layout made in parentheses,
            // then called with its content — the layout's call with the content as its closure.
            if let parenthesized = call.calledExpression.as(TupleExprSyntax.self), parenthesized.elements.count == 1,
                let only = parenthesized.elements.first, only.label == nil, let inner = only.expression.as(FunctionCallExprSyntax.self),
                inner.trailingClosure == nil, call.arguments.isEmpty, call.trailingClosure != nil
            {
                return .call(expression(inner.calledExpression), callArguments(inner) + arguments, offset: at)
            }
            return .call(expression(call.calledExpression), arguments, offset: at)
        case .postfixIfConfigExpr(let postfix):
            // `Text("a")` then `#if os(iOS) .padding() #endif`: the active clause's modifiers
            // applied to the base.
            guard let base = postfix.base else { return unsupported("'#if' needs an expression before it here", at: postfix) }
            return postfixIfConfig(postfix.config, base: expression(base))
        case .subscriptCallExpr(let call):
            if call.trailingClosure != nil {
                return unsupported("a trailing closure on a subscript is not supported", at: call)
            }
            return .subscript(expression(call.calledExpression), arguments(call.arguments), offset: at)
        case .prefixOperatorExpr(let prefix):
            switch prefix.operator.text {
            case "-":
                let operand = expression(prefix.expression)
                if case .number(let value, let isInteger, _) = operand { return .number(-value, isInteger: isInteger, offset: at) }
                return .negate(operand, offset: at)
            case "+": return expression(prefix.expression)
            case "!": return .not(expression(prefix.expression), offset: at)
            case "...", "..<":
                // A range up to a bound (`...4`: `lineLimit(...4)`), its lower bound nil.
                return .binary(prefix.operator.text == "..." ? .closedRange : .halfOpenRange, .nil(offset: at), expression(prefix.expression), offset: at)
            default: return unsupported("the prefix operator '\(prefix.operator.text)' is not supported", at: prefix)
            }
        case .sequenceExpr(let sequence):
            guard let folded = fold(sequence) else { return .nil(offset: at) }
            return lowerFolded(sequence) { $0.expression(folded) }
        case .infixOperatorExpr(let infix):
            guard let op = infix.operator.as(BinaryOperatorExprSyntax.self) else {
                return unsupported("an assignment is not an expression here", at: infix.operator)
            }
            if op.operator.text == "~=" {
                // `200..<300 ~= statusCode`: the pattern-match operator — a range holds the
                // value between its bounds (compared as numbers: `0...1 ~= 0.5` is true, its
                // literals a CGFloat's); any other pattern equals it.
                let pattern = expression(infix.leftOperand)
                let value = expression(infix.rightOperand)
                let at = offset(op)
                if case .binary(let range, let lower, let upper, _) = pattern, range == .halfOpenRange || range == .closedRange {
                    let below: Expression = .binary(range == .closedRange ? .lessOrEqual : .less, value, upper, offset: at)
                    return .binary(.and, .binary(.lessOrEqual, lower, value, offset: at), below, offset: at)
                }
                return .binary(.equal, pattern, value, offset: at)
            }
            guard let binary = Expression.BinaryOperator(rawValue: op.operator.text) else {
                return unsupported("the operator '\(op.operator.text)' is not supported", at: op)
            }
            return .binary(binary, expression(infix.leftOperand), expression(infix.rightOperand), offset: offset(op))
        case .ternaryExpr(let ternary):
            return .ternary(expression(ternary.condition), expression(ternary.thenExpression), expression(ternary.elseExpression), offset: at)
        case .asExpr(let cast):
            // `x as CGFloat`: values carry their own types; `as?`/`as!` are not in the subset.
            if let mark = cast.questionOrExclamationMark {
                return .cast(
                    expression(cast.expression), to: cast.type.trimmedDescription, mark.text == "?" ? .optional : .forced,
                    offset: offset(cast.asKeyword))
            }
            return expression(cast.expression)
        case .arrayExpr(let array):
            return .array(array.elements.map { expression($0.expression) }, offset: at)
        case .tupleExpr(let tuple):
            if tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
                return expression(only.expression)
            }
            return .tuple(arguments(tuple.elements), offset: at)
        case .closureExpr(let closure):
            return self.closure(closure)
        case .keyPathExpr(let keyPath):
            var names: [String] = []
            for component in keyPath.components {
                switch component.component {
                case .property(let property):
                    let name = property.declName.baseName.text
                    if name != "self" { names.append(name) }
                case .optional:
                    // `\.selected?.id`: a nil on the way is the key path's value (`keyPathValue`).
                    continue
                default:
                    return unsupported("only key paths of properties are supported (\\.self, \\.id)", at: component)
                }
            }
            return .keyPath(names, offset: at)
        case .optionalChainingExpr(let chain):
            return .optionalChain(expression(chain.expression), offset: at)
        case .forceUnwrapExpr(let unwrap):
            return .forceUnwrap(expression(unwrap.expression), offset: at)
        case .genericSpecializationExpr(let generic):
            // `Array<Int>(repeating:count:)`: the generic arguments say nothing the values do not.
            return expression(generic.expression)
        case .typeExpr(let type):
            return typeExpression(type.type, at: at)
        case .ifExpr(let conditional):
            return branching(ifStatement(conditional), at: node)
        case .switchExpr(let choice):
            return branching(switchStatement(choice), at: node)
        case .macroExpansionExpr(let macro) where macro.macroName.text == "colorLiteral" && macro.trailingClosure == nil:
            // `#colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)`, Xcode's colour
            // swatch: on iOS the literal is a `UIColor` made by
            // `init(_colorLiteralRed:green:blue:alpha:)`, which is `UIColor(red:green:blue:alpha:)`
            // (and SwiftUI's `Color` takes the literal too: the same colour).
            return .call(.name("UIColor", offset: at), arguments(macro.arguments), offset: at)
        case .macroExpansionExpr(let macro)
        where ["Predicate", "Expression"].contains(macro.macroName.text) && macro.arguments.isEmpty && macro.trailingClosure != nil:
            // `#Predicate<Habit> { $0.ownerID == ownerID }` (SwiftData, Foundation): the test as the
            // closure it is written as — a fetch finds nothing in a still picture's store
            // (`FrameworkPrelude`), and `predicate.evaluate(x)` is the closure called.
            return self.closure(macro.trailingClosure!)
        case .macroExpansionExpr(let macro):
            return unsupported("the macro '#\(macro.macroName.text)' is not supported here", at: macro)
        case .dictionaryExpr(let dictionary):
            // `["a": 1]` is `Dictionary(dictionaryLiteral: ("a", 1))`, `[:]` is `Dictionary()`:
            // the interpreter makes the value; the call tree needs no node of its own.
            var arguments: [Expression.Argument] = []
            if case .elements(let elements) = dictionary.content {
                for (index, element) in elements.enumerated() {
                    let pair = Expression.tuple(
                        [.init(expression(element.key)), .init(expression(element.value))], offset: offset(element.key))
                    arguments.append(.init(label: index == 0 ? "dictionaryLiteral" : nil, pair))
                }
            }
            return .call(.name("Dictionary", offset: at), arguments, offset: at)
        case .awaitExpr(let waiting):
            // `await load()`: a still picture does not wait; the project's own async functions
            // run to the end at once, as if nothing they await took any time (see AppearActions).
            return expression(waiting.expression)
        case .tryExpr(let attempt):
            // `try`: the expression itself (its error, if it throws one, goes on); `try?` nil when
            // it throws; `try!` a failure when it does.
            switch attempt.questionOrExclamationMark?.tokenKind {
            case .postfixQuestionMark?, .infixQuestionMark?:
                return .attempt(expression(attempt.expression), .optional, offset: at)
            case .exclamationMark?:
                return .attempt(expression(attempt.expression), .forced, offset: at)
            default:
                return expression(attempt.expression)
            }
        case .inOutExpr(let reference):
            return .inOut(expression(reference.expression), offset: at)
        case .superExpr:
            // `super.init(…)`, `super.load()`: the superclass's (`ClassInheritance`).
            return .name("super", offset: at)
        case .regexLiteralExpr:
            return unsupported("regular expressions are not supported", at: node)
        case .postfixOperatorExpr(let postfix) where postfix.operator.text == "...":
            // A range from a bound (`2...`: `lineLimit(2...)`), its upper bound nil.
            return .binary(.closedRange, expression(postfix.expression), .nil(offset: at), offset: at)
        case .postfixOperatorExpr(let postfix):
            return unsupported("the postfix operator '\(postfix.operator.text)' is not supported", at: postfix)
        case .isExpr(let test):
            return .cast(expression(test.expression), to: test.type.trimmedDescription, .test, offset: offset(test.isKeyword))
        default:
            return unsupported("'\(abbreviated(node))' is not supported", at: node)
        }
    }

    /// An `if` or `switch` used as a value (Swift 5.9: `let x = if c { 1 } else { 2 }`,
    /// `return switch e { … }`): each branch one expression, and an `if` with an unconditional
    /// `else`, as swiftc requires. It is the statement run as a closure called in place, whose
    /// one `if` or `switch` is its value (`Interpreter.result(of:)`).
    mutating func branching(_ statement: Statement, at node: ExprSyntax) -> Expression {
        if let problem = Self.expressionBranchProblem(statement) {
            diagnostics.append(.error(problem.message, at: file.location(ofUTF8: problem.offset)))
            return .invalid(offset: problem.offset)
        }
        let at = offset(node)
        return .call(.closure(Closure(parameters: [], body: [statement]), offset: at), [], offset: at)
    }

    /// What keeps an `if` or `switch` from being an expression, in swiftc's words, and where.
    static func expressionBranchProblem(_ statement: Statement) -> (message: String, offset: Int)? {
        // A branch of several statements is reported where it starts (its `case`, or the
        // `if`), one that is a statement where that statement is.
        func branch(_ body: [Statement], of keyword: String, at offset: Int) -> (String, Int)? {
            guard body.count == 1 else {
                return ("non-expression branch of '\(keyword)' expression may only end with a 'throw'", offset)
            }
            switch body[0] {
            case .expression, .throw: return nil
            case .if, .switch: return expressionBranchProblem(body[0])
            case .unsupported(let message, let at): return (message, at)
            default: return ("non-expression branch of '\(keyword)' expression may only end with a 'throw'", body[0].offset)
            }
        }
        switch statement {
        case .if(_, let then, let otherwise, let offset):
            guard let otherwise else { return ("'if' must have an unconditional 'else' to be used as expression", offset) }
            return branch(then, of: "if", at: offset) ?? branch(otherwise, of: "if", at: offset)
        case .switch(_, let cases, let offset):
            for switchCase in cases { if let problem = branch(switchCase.body, of: "switch", at: switchCase.offset) { return problem } }
            return nil
        case .unsupported(let message, let offset):
            return (message, offset)
        default:
            return nil
        }
    }

    /// Folds `a + b * c` by Swift's precedence (SwiftOperators' standard table); nil, reported,
    /// when the operators cannot be combined (`a < b < c`).
    mutating func fold(_ sequence: SequenceExprSyntax) -> ExprSyntax? {
        // Folding recurses once per right-associative operator (`a ?? b ?? …`, `c ? a : …`),
        // and the folded tree is as deep as the sequence has operators.
        let operatorCount = sequence.elements.count / 2
        guard operatorCount <= maximumExpressionNesting else {
            _ = tooDeep(sequence, "the expression has \(operatorCount) operators, more than \(maximumExpressionNesting)")
            return nil
        }
        var problem: (String, Int)?
        let folded = operators.foldSingle(sequence) { error in
            if problem == nil { problem = (error.message, error.asDiagnostic.position.utf8Offset) }
        }
        if let (message, at) = problem {
            diagnostics.append(.error(message, at: file.location(ofUTF8: base + sequence.position.utf8Offset + at)))
            return nil
        }
        return folded
    }

    /// A call's arguments, its trailing closures last.
    mutating func callArguments(_ call: FunctionCallExprSyntax) -> [Expression.Argument] {
        var arguments = self.arguments(call.arguments)
        if let closure = call.trailingClosure {
            arguments.append(.init(label: nil, self.closure(closure)))
        }
        for extra in call.additionalTrailingClosures {
            arguments.append(.init(label: extra.label.text, self.closure(extra.closure), labelOffset: offset(extra.label)))
        }
        return arguments
    }

    /// A call's arguments as `callArguments` lowers them, those at `later` (code that runs
    /// later) with their problems noted, not errors.
    mutating func laterArguments(_ call: FunctionCallExprSyntax, _ later: Set<Int>) -> [Expression.Argument] {
        var arguments: [Expression.Argument] = []
        func lowered(_ index: Int, _ body: (inout SwiftLowering) -> Expression.Argument) -> Expression.Argument {
            if later.contains(index) { laterDepth += 1 }
            defer { if later.contains(index) { laterDepth -= 1 } }
            return body(&self)
        }
        for argument in call.arguments {
            arguments.append(lowered(arguments.count) { lowering in
                .init(label: argument.label?.text, lowering.expression(argument.expression), labelOffset: argument.label.map { lowering.offset($0) })
            })
        }
        if let closure = call.trailingClosure {
            arguments.append(lowered(arguments.count) { lowering in .init(label: nil, lowering.closure(closure)) })
        }
        for extra in call.additionalTrailingClosures {
            arguments.append(lowered(arguments.count) { lowering in
                .init(label: extra.label.text, lowering.closure(extra.closure), labelOffset: lowering.offset(extra.label))
            })
        }
        return arguments
    }

    mutating func arguments(_ list: LabeledExprListSyntax) -> [Expression.Argument] {
        list.map { argument in
            .init(label: argument.label?.text, expression(argument.expression), labelOffset: argument.label.map { offset($0) })
        }
    }

    mutating func closure(_ node: ClosureExprSyntax) -> Expression {
        var parameters: [String]?
        if let signature = node.signature {
            // `[weak self]`, `[model]`: a closure keeps what it names as it is made, and `self`
            // is a value here, so a capture list changes nothing the picture shows.
            switch signature.parameterClause {
            case .simpleInput(let list)?:
                parameters = list.map(\.name.text)
            case .parameterClause(let clause)?:
                parameters = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
            case nil:
                parameters = []
            }
        }
        anonymousParameters.append(nil)
        var body = statements(node.statements)
        if parameters == nil, let highest = anonymousParameters.last ?? nil {
            // `{ $0 * $1 }`: as many parameters as the highest `$n` it uses, so that a pair
            // (`zip(a, b).map { $0 * $1 }`) is taken apart as Swift does.
            parameters = (0...highest).map { "$\($0)" }
        }
        anonymousParameters.removeLast()
        // `ForEach($scrums) { $scrum in … }`: the element's binding is `$scrum`, and `scrum` its
        // value — a binding is read as its value here, so `scrum` names the same.
        let projected = (parameters ?? []).filter { $0.hasPrefix("$") && $0.count > 1 && !$0.dropFirst().allSatisfy(\.isNumber) }
        if !projected.isEmpty {
            let at = offset(node)
            body = projected.map { .binding(.init(name: String($0.dropFirst()), value: .name($0, offset: at), offset: at)) } + body
        }
        return .closure(Closure(parameters: parameters, body: body), offset: offset(node))
    }

    /// A string literal: plain text, or text with `\(…)` interpolations.
    mutating func string(_ literal: StringLiteralExprSyntax) -> Expression {
        let at = offset(literal)
        if let value = literal.representedLiteralValue { return .string(value, offset: at) }
        var segments: [InterpolatedString.Segment] = []
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let text):
                // The segment's text with its escapes resolved, as its own literal.
                let piece = StringLiteralExprSyntax(
                    openingPounds: literal.openingPounds, openingQuote: .stringQuoteToken(),
                    segments: [.stringSegment(text)], closingQuote: .stringQuoteToken(), closingPounds: literal.closingPounds)
                if literal.openingQuote.tokenKind == .multilineStringQuote {
                    // Indentation of a multi-line literal is not stripped inside interpolated
                    // strings: keep the text as written.
                    segments.append(.literal(text.content.text))
                } else {
                    segments.append(.literal(piece.representedLiteralValue ?? text.content.text))
                }
            case .expressionSegment(let interpolation):
                segments.append(.expression(interpolated(interpolation)))
            }
        }
        return .interpolation(InterpolatedString(segments), offset: at)
    }

    /// One `\(…)` of a string: a value, or a value with the options SwiftUI's `Text` reads
    /// (`LocalizedStringKey`'s interpolations): `\(price, format: .currency(code: "USD"))` is
    /// `price.formatted(.currency(code: "USD"))`, `\(value, specifier: "%.2f")` is
    /// `String(format: "%.2f", value)`, `\(date, style: .date)` is the date as
    /// `Text(date, style: .date)` prints it.
    mutating func interpolated(_ interpolation: ExpressionSegmentSyntax) -> Expression {
        // A `Logger` message's `privacy:` and `align:` (OSLog's) change nothing a picture shows.
        let items = Array(interpolation.expressions).filter { !["privacy", "align"].contains($0.label?.text ?? "") }
        guard let first = items.first, first.label == nil else {
            return unsupported("an interpolation starts with its value: \\(value)", at: interpolation)
        }
        let value = expression(first.expression)
        guard items.count > 1 else { return value }
        let option = items[1]
        let at = offset(option)
        guard items.count == 2, let label = option.label?.text else {
            return unsupported("an interpolation takes a value and one of format:, specifier: or style:", at: interpolation)
        }
        let argument = expression(option.expression)
        switch label {
        case "format":
            return .call(.member(value, "formatted", offset: at), [.init(argument)], offset: at)
        case "specifier":
            return .call(.name("String", offset: at), [.init(label: "format", argument), .init(value)], offset: at)
        case "style":
            return .call(.member(value, "formatted", offset: at), [.init(label: "_textStyle", argument)], offset: at)
        default:
            return unsupported("the interpolation option '\(label):' is not supported; layoutdraw reads format:, specifier: and style:", at: option)
        }
    }

    /// `[Int]`, `Double.self`, `Int` written as types in an expression.
    mutating func typeExpression(_ type: TypeSyntax, at: Int) -> Expression {
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            return .name(Self.unquoted(identifier.name.text), offset: at)
        }
        if type.is(ArrayTypeSyntax.self) {
            // `[Int](repeating: 0, count: 3)` is `Array(repeating:count:)`.
            return .name("Array", offset: at)
        }
        if type.is(DictionaryTypeSyntax.self) {
            // `[String: Int]()` is an empty dictionary.
            return .name("Dictionary", offset: at)
        }
        return unsupported("the type '\(type.trimmedDescription)' cannot be used as a value here", at: type)
    }

    func abbreviated(_ node: some SyntaxProtocol) -> String {
        let text = node.trimmedDescription
        return text.count > 40 ? String(text.prefix(40)) + "…" : text
    }
}

extension SwiftLowering {
    /// Whether `[K: V]` names a dictionary type (`[String: Astronaut]`): one element whose key
    /// and value are type names, not values.
    static func isDictionaryType(_ dictionary: DictionaryExprSyntax) -> Bool {
        guard case .elements(let elements) = dictionary.content, elements.count == 1, let element = elements.first else { return false }
        return isType(element.key) && isType(element.value)
    }

    /// Whether `access` is `.animation` or `.transaction` of a binding (`$isOn`, `self.$isOn`,
    /// `$model.flag`).
    static func isBindingAnimation(_ access: MemberAccessExprSyntax) -> Bool {
        guard ["animation", "transaction"].contains(access.declName.baseName.text), var base = access.base else { return false }
        while let member = base.as(MemberAccessExprSyntax.self) {
            if member.declName.baseName.text.hasPrefix("$") { return true }
            guard let inner = member.base else { return false }
            base = inner
        }
        return base.as(DeclReferenceExprSyntax.self)?.baseName.text.hasPrefix("$") == true
    }

    /// Whether an expression names an optional type: `IfContent?`, `Optional`, `Optional<Text>`.
    static func isOptionalType(_ expression: ExprSyntax) -> Bool {
        if let chained = expression.as(OptionalChainingExprSyntax.self) { return isType(chained.expression) }
        if let generic = expression.as(GenericSpecializationExprSyntax.self) { return isOptionalType(generic.expression) }
        return expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Optional"
    }

    /// Whether `[GridItem]` (in `[GridItem](repeating: item, count: 2)`) names an array type: one
    /// element that names a type.
    static func isArrayType(_ array: ArrayExprSyntax) -> Bool {
        guard array.elements.count == 1, let element = array.elements.first else { return false }
        return isType(element.expression)
    }

    /// Whether an expression written where a type may be names one (`Item`, `Model.Item`,
    /// `[Int]`, `Int?`, `Array<Int>`).
    private static func isType(_ expression: ExprSyntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text.first?.isUppercase == true }
        if let access = expression.as(MemberAccessExprSyntax.self), let base = access.base { return isType(base) }
        return expression.is(ArrayExprSyntax.self) || expression.is(DictionaryExprSyntax.self) || expression.is(TypeExprSyntax.self)
            || expression.is(OptionalChainingExprSyntax.self) || expression.is(GenericSpecializationExprSyntax.self)
    }
}
