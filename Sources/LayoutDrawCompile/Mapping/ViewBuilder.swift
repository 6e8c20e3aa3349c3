import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine
import Synchronization

/// SwiftUI's `@ViewBuilder`: the statements of a `body`, a `VStack { … }` closure or a
/// view-returning function, each expression statement a view, with `let`, `if`/`else`,
/// `if let` and `switch` as a result builder allows them (SwiftUI's `ViewBuilder` has
/// `buildBlock`, `buildIf`, `buildEither`; there is no `buildArray`, so a loop is `ForEach`).
extension CompileSession {
    func builder(_ statements: [Statement], origin: ExpressionOrigin, _ context: CompileContext) -> [ViewNode] {
        var context = context
        var nodes: [ViewNode] = []
        // A body that returns its view explicitly is not a view builder (Swift applies no result
        // builder to it): its loops, assignments and guards run as code before the `return`.
        let returnsExplicitly = statements.contains { if case .return = $0 { true } else { false } }
        for statement in statements {
            if context.budget.isExhausted { break }
            if returnsExplicitly {
                switch statement {
                case .for, .while, .assignment, .guard:
                    do throws(ExpressionError) {
                        if try Interpreter.run([statement], in: &context.scope) != nil { return nodes }
                    } catch {
                        report(error, origin: origin, context)
                        return nodes
                    }
                    continue
                case .expression(let expression):
                    // `viewModel.getData()` before `return HomeView(viewModel: viewModel)`: code
                    // (an unused view would be a warning in Swift). What cannot run is a warning
                    // and the picture keeps the state before, as an appear action's.
                    do throws(ExpressionError) {
                        _ = try Interpreter.run([statement], in: &context.scope)
                    } catch {
                        warning(
                            "'\(expression.sourceText)' is not run: \(Self.explained(error, context.scope))", at: origin.location(of: error.offset),
                            context)
                    }
                    continue
                default:
                    break
                }
            }
            switch statement {
            case .expression(let expression):
                nodes += view(expression: ExpressionSyntax(expression, origin: origin), context)
            case .binding(let binding):
                // In a reader's trial run a value may not exist yet (an anchor the placeholder
                // proxy lacks): the rest of the block is checked at layout.
                if !bind(binding, origin: origin, &context) { return nodes }
            case .if(let conditions, let then, let otherwise, _):
                var inner = context
                do throws(ExpressionError) {
                    if try Interpreter.holds(conditions, in: &inner.scope) {
                        nodes += builder(then, origin: origin, inner)
                    } else if let otherwise {
                        nodes += builder(otherwise, origin: origin, context)
                    }
                } catch {
                    report(error, origin: origin, context)
                }
            case .switch(let subject, let cases, let offset):
                do throws(ExpressionError) {
                    let value = try subject.evaluate(in: context.scope)
                    var matched = false
                    for switchCase in cases {
                        var inner = context
                        if try Interpreter.matches(switchCase, value, in: &inner.scope) {
                            nodes += builder(switchCase.body, origin: origin, inner)
                            matched = true
                            break
                        }
                    }
                    if !matched {
                        error("no case of this 'switch' matches \(value.debugDescription); add a 'default:'", at: origin.location(of: offset))
                    }
                } catch {
                    report(error, origin: origin, context)
                }
            case .return(let expression, _):
                if let expression { nodes += view(expression: ExpressionSyntax(expression, origin: origin), context) }
                return nodes
            case .for(_, _, _, let offset):
                error("'for' loops are not supported in a view builder; use ForEach", at: origin.location(of: offset))
            case .while(_, _, let isRepeat, let offset):
                error("'\(isRepeat ? "repeat" : "while")' loops are not supported in a view builder; use ForEach", at: origin.location(of: offset))
            case .jump(let jump, let offset):
                error("'\(jump.rawValue)' is not allowed in a view builder", at: origin.location(of: offset))
            case .throw(_, let offset):
                error("'throw' is not allowed in a view builder: a view's body cannot throw", at: origin.location(of: offset))
            case .do(_, _, let offset):
                error("'do' is not supported in a view builder; compute the value in a function, or with 'try?'", at: origin.location(of: offset))
            case .guard(_, _, let offset):
                error("'guard' is not supported in a view builder; use 'if'", at: origin.location(of: offset))
            case .assignment(_, _, _, let offset):
                error("a view builder cannot assign; compute the value with 'let'", at: origin.location(of: offset))
            case .unsupported(let message, let offset):
                error(message, at: origin.location(of: offset))
            }
        }
        return nodes
    }

    /// `let x = …` in a view builder: a value, or a view kept for later (`let label = Text("a")`).
    /// False when the value cannot be known in a reader's trial run.
    private func bind(_ binding: Statement.Binding, origin: ExpressionOrigin, _ context: inout CompileContext) -> Bool {
        if let expression = binding.value, isView(expression, context) {
            let reference = context.views.keep(.expression(ExpressionSyntax(expression, origin: origin)), context)
            context.scope.bind(binding.name, to: reference)
            return true
        }
        do throws(ExpressionError) {
            try Interpreter.bind(binding, in: &context.scope)
        } catch {
            if context.isTrialRun && Self.dependsOnValues(error) { return false }
            report(error, origin: origin, context)
            // (What reads it fails silently: the error above is its cause.)
            context.scope.bind(binding.name, to: .host(HostValue(FailedValue(name: binding.name))))
        }
        return true
    }

    /// Whether an expression is a view (a call chain of a view type), as opposed to a value.
    func isView(_ expression: Expression, _ context: CompileContext) -> Bool {
        // `flag ? AnyView(a) : AnyView(b)`: a view either way.
        // `flag ? nil : shape`: an optional view (one branch nil, the other a view).
        if case .ternary(_, let then, let otherwise, _) = expression {
            if case .nil = then { return isView(otherwise, context) }
            if case .nil = otherwise { return isView(then, context) }
            return isView(then, context) && isView(otherwise, context)
        }
        guard let view = ViewSyntax(expression: expression, origin: .scalar(start: SourceLocation(file: "", line: 0, column: 0), shift: nil))
        else { return false }
        let name = view.base.name
        if view.base.isBare && context.scope.names[name] != nil {
            if case .symbol(let symbol)? = context.scope.names[name] { return symbol.type == ViewReferences.typeName }
            return false
        }
        // `HomeView.ViewModel()`: a type nested in a view (in another file, an extension's), not
        // a modifier of the view.
        if view.base.isBare, let first = view.modifiers.first, first.name.first?.isUppercase == true,
            let types = context.scope.context?.types, types["\(name).\(first.name)"] != nil || types[first.name] != nil
        {
            return false
        }
        if name == "Color" { return !view.modifiers.isEmpty }
        if MappingTable.views[name] != nil { return true }
        // A layout is a view when it is called with its views (`MyLayout { … }`).
        let isCalledWithViews = view.modifiers.isEmpty ? view.base.arguments.last.map { if case .closure = $0.value { true } else { false } } ?? false : true
        if let type = context.scope.context?.types[name] {
            return type.definition?.isView == true || (type.definition?.isLayout == true && isCalledWithViews)
        }
        if Self.builtinLayoutNames.contains(name) { return isCalledWithViews }
        return false
    }

    /// Reports an evaluation error at its position; in a reader's trial run, errors that depend
    /// on the placeholder proxy's values are left for layout time.
    func report(_ error: ExpressionError, origin: ExpressionOrigin, _ context: CompileContext) {
        if context.isTrialRun && Self.dependsOnValues(error) { return }
        self.error(Self.explained(error, context.scope), at: origin.location(of: error.offset))
    }
}

/// Views kept in names: a custom view's `content`, `let label = Text("a")`, the view a `View`
/// extension or `ViewModifier` is applied to. A name holds a token (a `Symbol` of type
/// `some View`) that this table turns back into the views.
final class ViewReferences: Sendable {
    static let typeName = "some View"

    enum Entry: Sendable {
        /// A view not compiled yet, with the context it was written in.
        case syntax(ValueSyntax, CompileContext)
        /// Views already compiled (the content of a modifier).
        case nodes([ViewNode])
    }

    private let entries = Mutex<[Entry]>([])

    /// What a kept context holds in place of its `views`, which are this store: a store that
    /// held itself through its entries would never be freed (a leak per scene that passes
    /// views to a custom view). `entry(_:)` puts the store back.
    private static let detached = ViewReferences()

    /// Keeps a view; the token that names it.
    func keep(_ value: ValueSyntax, _ context: CompileContext) -> Value {
        var context = context
        if context.views === self { context.views = Self.detached }
        return keep(.syntax(value, context))
    }

    func keep(_ nodes: [ViewNode]) -> Value {
        keep(.nodes(nodes))
    }

    private func keep(_ entry: Entry) -> Value {
        let index = entries.withLock { entries in
            entries.append(entry)
            return entries.count - 1
        }
        return .symbol(Symbol(type: Self.typeName, path: [.init(String(index))]))
    }

    /// The view a token names.
    func entry(_ symbol: Symbol) -> Entry? {
        guard symbol.type == Self.typeName, let index = Int(symbol.name) else { return nil }
        let entry = entries.withLock { index < $0.count ? $0[index] : nil }
        if case .syntax(let value, var context) = entry, context.views === Self.detached {
            context.views = self
            return .syntax(value, context)
        }
        return entry
    }
}
