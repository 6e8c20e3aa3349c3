import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

/// Reading argument values: numbers and expressions, booleans, strings with interpolations (and,
/// beside this file, colours, alignments and edges, fonts, shape styles and gradients). Each
/// reads an expression of the Swift subset — YAML's scalars arrive lowered to the same
/// expressions — evaluated (`.leading`, `Color.red.opacity(0.3)`, `g.size.width / 2`), and
/// reports its own problems, returning nil then.
extension CompileSession {
    // MARK: Swift expressions

    /// Evaluates a Swift expression; reports an error at its position (nil then).
    func evaluate(
        _ syntax: ExpressionSyntax, _ context: CompileContext, numeric: Bool = false, reportingErrors: Bool = true, expecting type: String? = nil
    ) -> Value? {
        var scope = context.scope
        scope.integerLiteralsAreDoubles = numeric
        scope.expectedType = type
        do throws(ExpressionError) {
            let value = try syntax.expression.evaluate(in: scope)
            // A `let` whose value failed: its error was reported where it failed.
            if case .host(let host) = value, host.object is FailedValue { return nil }
            return value
        } catch {
            if reportingErrors { report(error, origin: syntax.origin, context) }
            return nil
        }
    }

    /// Whether a value is Swift's `nil` (an argument left at its default: `spacing: nil`), written
    /// so or computed (`maxWidth: wide ? .infinity : nil`, a property holding nil). Calls are
    /// not evaluated here: a second evaluation would draw another random number.
    func isNil(_ value: ValueSyntax, _ context: CompileContext) -> Bool {
        guard case .expression(let syntax) = value else { return false }
        switch syntax.expression {
        case .nil:
            return true
        case .ternary, .name, .member:
            if case .none? = evaluate(syntax, context, reportingErrors: false) { return true }
            return false
        default:
            return false
        }
    }

    /// Whether a Swift expression is a colour (`.blue`, `Color.red.opacity(0.3)`) rather than a view.
    func isColor(_ syntax: ExpressionSyntax, _ context: CompileContext) -> Bool {
        if isView(syntax.expression, context) { return false }
        if let view = ViewSyntax(expression: syntax.expression, origin: syntax.origin), view.base.name != "Color",
            MappingTable.views[view.base.name] != nil || context.scope.context?.types[view.base.name] != nil
        {
            return false
        }
        guard let value = evaluate(syntax, context, reportingErrors: false) else { return true }
        switch value {
        case .symbol(let symbol): return symbol.type == nil || symbol.type == "Color"
        default: return false
        }
    }

    /// The items of a list value (YAML list, Swift array literal or array value) as values to
    /// read one by one; nil when the value is not a list.
    func items(_ value: ValueSyntax, _ context: CompileContext) -> [ValueSyntax]? {
        switch value {
        case .list(let list): return list.items
        case .expression(let syntax):
            if case .array(let elements, _) = syntax.expression {
                return elements.map { .expression(ExpressionSyntax($0, origin: syntax.origin)) }
            }
            return nil
        default: return nil
        }
    }

    /// The elements of a Swift sequence (a range, an array) for `ForEach`.
    func sequence(_ value: ValueSyntax, for name: String, _ context: CompileContext) -> [Value]? {
        guard case .expression(let syntax) = value else {
            error("expected a range or an array for '\(name)', found \(value.kindDescription)", at: location(value))
            return nil
        }
        guard let evaluated = evaluate(syntax, context) else { return nil }
        do throws(ExpressionError) {
            if let items = try Expression.sequence(evaluated, scope: context.scope, at: syntax.expression.offset) { return items }
        } catch {
            report(error, origin: syntax.origin, context)
            return nil
        }
        error("'\(name)' needs a range or an array, not a value of type \(evaluated.typeName)", at: syntax.location)
        return nil
    }

    /// An expression to evaluate later (an alignment's default value), as written.
    func expression(_ value: ValueSyntax, for name: String, keyLocation: SourceLocation, _ context: CompileContext) -> (Expression, ExpressionOrigin)? {
        switch value {
        case .expression(let syntax): return (syntax.expression, syntax.origin)
        default:
            error("expected a number or an expression for '\(name)', found \(value.kindDescription)", at: location(of: value, key: keyLocation))
            return nil
        }
    }

    // MARK: Numbers

    /// A number, or an expression evaluated where a `CGFloat` is expected. In YAML a string is
    /// an expression, and `infinity`, `.infinity` and `.inf` are infinity, allowed only with
    /// `allowInfinity`.
    func number(
        _ node: ValueSyntax?, for name: String, keyLocation: SourceLocation, _ context: CompileContext,
        allowInfinity: Bool = false
    ) -> Double? {
        guard let node, !node.isNull else {
            error("expected a number for '\(name)'", at: keyLocation)
            return nil
        }
        var value: Double
        switch node {
        case .expression(let syntax):
            if case .name(let word, _) = syntax.expression, evaluate(syntax, context, numeric: true, reportingErrors: false) == nil,
                context.scope.names[word] == nil, !(context.scope.context?.types.keys.contains(word) ?? false)
            {
                // A word where a number goes: say so, and what it may have meant.
                var message = "expected a number for '\(name)', found '\(word)'"
                if case .namespace(let params)? = context.scope.names["params"], params[word] != nil {
                    message += "; did you mean 'params.\(word)'?"
                }
                error(message, at: syntax.location)
                return nil
            }
            guard let evaluated = evaluate(syntax, context, numeric: true) else { return nil }
            // `.scaleEffect(selected == nil ? .zero : scale)`: where a CGFloat is expected,
            // `.zero` is `CGFloat.zero`.
            if evaluated.isZeroMember { return 0 }
            guard let number = evaluated.number else {
                error("expected a number for '\(name)', found a value of type \(evaluated.typeName)", at: syntax.location)
                return nil
            }
            value = number
        default:
            error("expected a number for '\(name)', found \(node.kindDescription)", at: location(node))
            return nil
        }
        if value.isNaN {
            valueError("'\(name)' is not a number (NaN)", at: location(node), context)
            return nil
        }
        if value.isInfinite && !allowInfinity {
            valueError("'\(name)' must be finite, not \(value < 0 ? "-" : "")infinity", at: location(node), context)
            return nil
        }
        return value
    }

    /// An integer (a count, a range bound).
    func integer(_ node: ValueSyntax?, for name: String, keyLocation: SourceLocation, _ context: CompileContext) -> Int? {
        guard let value = number(node, for: name, keyLocation: keyLocation, context) else { return nil }
        guard value == value.rounded(), abs(value) < 1e15 else {
            valueError("expected a whole number for '\(name)', found \(SwiftFormat.double(value))", at: location(of: node, key: keyLocation), context)
            return nil
        }
        return Int(value)
    }

    /// The error's message, with a hint when it names `index`, `item` or `proxy` where they
    /// are not defined.
    static func explained(_ error: ExpressionError, _ scope: EvaluationScope) -> String {
        let prefix = "unknown name '"
        guard error.message.hasPrefix(prefix), !error.message.contains("did you mean") else { return error.message }
        let name = String(error.message.dropFirst(prefix.count).prefix { $0 != "'" })
        let proxies = scope.names.filter { if case .proxy = $0.value { true } else { false } }.keys.sorted()
        switch name {
        case "index", "item":
            return error.message + "; '\(name)' is defined only inside a ForEach"
        case "proxy" where proxies.isEmpty:
            return error.message + "; 'proxy' is defined only inside a GeometryReader"
        case "proxy":
            return error.message + "; the enclosing GeometryReader calls its proxy '\(proxies.last!)'"
        default:
            return error.message
        }
    }

    /// Evaluation errors that depend on the values an expression sees rather than on its names.
    static func dependsOnValues(_ error: ExpressionError) -> Bool {
        let m = error.message
        return m.hasPrefix("division by zero") || m.contains("cannot be represented as an Int") || m.hasPrefix("arithmetic overflow")
            || m.hasPrefix("no anchor preference") || m.hasPrefix("anchor index")
            || m.hasPrefix("no enclosing coordinate space") || m.hasPrefix("format \"") || m.hasPrefix("index ")
            || m.hasPrefix("a range needs its lower bound")
    }

    // MARK: Booleans

    /// `true`/`false`; an empty value is `defaultValue` (a modifier called without arguments).
    func bool(
        _ node: ValueSyntax?, for name: String, keyLocation: SourceLocation, _ context: CompileContext? = nil, default defaultValue: Bool? = nil
    ) -> Bool? {
        guard let node, !node.isNull else {
            if let defaultValue { return defaultValue }
            error("expected true or false for '\(name)'", at: keyLocation)
            return nil
        }
        if case .expression(let syntax) = node, let context {
            guard let value = evaluate(syntax, context) else { return nil }
            if case .bool(let b) = value { return b }
            error("expected true or false for '\(name)', found a value of type \(value.typeName)", at: syntax.location)
            return nil
        }
        error("expected true or false for '\(name)', found \(node.kindDescription)", at: location(node))
        return nil
    }

    // MARK: Strings

    /// A scalar's text, for names (`proxy: p`, a device, a font style); with a context, a
    /// Swift expression evaluated to a string.
    func string(_ node: ValueSyntax?, for name: String, keyLocation: SourceLocation, context: CompileContext? = nil) -> String? {
        guard let node, !node.isNull else {
            error("expected a value for '\(name)'", at: keyLocation)
            return nil
        }
        switch node {
        case .expression(let syntax) where context != nil:
            guard let value = evaluate(syntax, context!) else { return nil }
            guard case .string(let s) = value else {
                error("expected a string for '\(name)', found a value of type \(value.typeName)", at: syntax.location)
                return nil
            }
            return s
        default:
            error("expected a name for '\(name)', found \(node.kindDescription)", at: location(node))
            return nil
        }
    }

    /// A string with `\(expr)` interpolations, evaluated in the context's scope.
    /// A Swift value where a `String` is expected; reports any other value.
    func string(_ value: Value, for name: String, at location: SourceLocation) -> String? {
        guard case .string(let s) = value else {
            error("expected a String for '\(name)', found a value of type \(value.typeName); write \"\\(…)\"", at: location)
            return nil
        }
        return s
    }

    func interpolated(_ node: ValueSyntax?, for name: String, keyLocation: SourceLocation, _ context: CompileContext) -> String? {
        guard let node, !node.isNull else {
            error("expected a string for '\(name)'", at: keyLocation)
            return nil
        }
        switch node {
        case .expression(let syntax):
            guard let value = evaluate(syntax, context) else { return nil }
            return string(value, for: name, at: syntax.location)
        default:
            error("expected a string for '\(name)', found \(node.kindDescription)", at: location(node))
            return nil
        }
    }
}

extension CompileSession {
    /// The largest font size, in points: far above any text style, well inside what Pango
    /// measures exactly.
    static let maximumFontSize = 10_000.0

    /// Whether `points` is a usable font size; reports it when not.
    func fontSize(_ points: Double, at location: SourceLocation, _ context: CompileContext) -> Bool {
        if !(points > 0) {  // and NaN
            valueError("a font size must be positive, not \(SwiftFormat.double(points))", at: location, context)
            return false
        }
        if points > Self.maximumFontSize {
            valueError(
                "a font size must be at most \(SwiftFormat.double(Self.maximumFontSize)) points, not \(SwiftFormat.double(points))",
                at: location, context)
            return false
        }
        return true
    }
}

extension Suggestions {
    /// `"; did you mean '.x'?"` (a Swift member) or the empty string.
    static func didYouMeanMember(_ name: String, in candidates: some Sequence<String>) -> String {
        guard let match = closest(to: name, in: candidates) else { return "" }
        return "; did you mean '.\(match)'?"
    }
}

extension ValueSyntax {
    /// The labels of a record's fields.
    var recordLabels: [String] {
        if case .record(let record) = self { return record.fields.compactMap(\.label) }
        return []
    }
}

extension String {
    var trimmingSpaces: String {
        var s = Substring(self)
        while s.first?.isWhitespace == true { s.removeFirst() }
        while s.last?.isWhitespace == true { s.removeLast() }
        return String(s)
    }
}
