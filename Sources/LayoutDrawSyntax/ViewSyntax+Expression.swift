import LayoutDrawCore
import LayoutDrawInterpreter

extension ViewSyntax {
    /// A Swift expression read as a view and its modifiers, as a ViewBuilder reads it:
    /// `Text("a").padding(6).background(.blue)` is `Text("a")` with `padding(6)` and
    /// `background(.blue)`; `self.contents(geometry: g)` and `UserView()` are calls the compiler
    /// resolves; `Color.red.opacity(0.3)` is one `Color` (its opacity is the colour's own).
    /// `Text("a") + Text("b").bold()` is a `Text` whose one argument lists the operands, each an
    /// expression the compiler reads as a text, and `(Text("a") + Text("b")).font(.title)` that
    /// `Text` with `font(.title)`. Nil when the expression is not a call chain or a concatenation
    /// of texts (a literal, another operator, `c ? a : b`).
    ///
    /// With `valuePaths`, as a statement of a view builder is read, the chain may also start at a
    /// value reached through members or a subscript — `item.color.frame(width: 40)`,
    /// `colors[i]`, `Theme.accent` — a bare call whose expression the compiler evaluates (a
    /// colour is a `Color` view; a property holding a view is that view).
    public convenience init?(expression: Expression, origin: ExpressionOrigin, valuePaths: Bool = false) {
        guard let (base, modifiers) = Self.peel(expression, origin, valuePaths: valuePaths) else { return nil }
        self.init(base: base, modifiers: modifiers, location: origin.location(of: expression.offset))
    }

    private static func peel(_ expression: Expression, _ origin: ExpressionOrigin, valuePaths: Bool = false) -> (CallSyntax, [CallSyntax])? {
        // Down the chain of modifiers in a loop (a chain may be long), outermost first.
        var outer: [CallSyntax] = []
        var current = expression
        while true {
            if case .call(.member(let base, let name, let nameOffset), let arguments, let offset) = current, !isColor(current) {
                let call = CallSyntax(
                    name: name, location: origin.location(of: nameOffset), arguments: lower(arguments, origin),
                    expression: ExpressionSyntax(current, origin: origin), argumentsLocation: argumentsLocation(offset, after: nameOffset, origin))
                if case .name("self", _) = base { return (call, outer.reversed()) }
                outer.append(call)
                current = base
            } else if case .tuple(let items, _) = current, items.count == 1, items[0].label == nil {
                current = items[0].value
            } else {
                break
            }
        }
        guard let (root, modifiers) = peelRoot(current, origin, valuePaths: valuePaths) else { return nil }
        return (root, modifiers + outer.reversed())
    }

    /// The view a chain of modifiers starts at.
    private static func peelRoot(_ expression: Expression, _ origin: ExpressionOrigin, valuePaths: Bool) -> (CallSyntax, [CallSyntax])? {
        if isColor(expression) {
            let syntax = ExpressionSyntax(expression, origin: origin)
            let argument = ArgumentSyntax(label: nil, labelLocation: syntax.location, value: .expression(syntax))
            return (CallSyntax(name: "Color", location: syntax.location, arguments: [argument], expression: syntax), [])
        }
        switch expression {
        case .invalid(let offset):
            // What the front end could not read (reported): a stand-in its modifiers still apply to.
            return (CallSyntax(name: "", location: origin.location(of: offset), isBare: true, expression: ExpressionSyntax(expression, origin: origin)), [])
        case .call(.name(let name, let nameOffset), let arguments, let offset):
            return (
                CallSyntax(
                    name: name, location: origin.location(of: nameOffset), arguments: lower(arguments, origin),
                    expression: ExpressionSyntax(expression, origin: origin), argumentsLocation: argumentsLocation(offset, after: nameOffset, origin)),
                []
            )
        case .member(.name("self", _), let name, let offset), .name(let name, let offset):
            return (CallSyntax(name: name, location: origin.location(of: offset), isBare: true, expression: ExpressionSyntax(expression, origin: origin)), [])
        case .binary(.add, _, _, _) where isTextConcatenation(expression):
            let operands = concatenated(expression)
            let start = origin.location(of: start(of: operands[0]))
            let list = ListSyntax(operands.map { .expression(ExpressionSyntax($0, origin: origin)) }, location: start)
            let argument = ArgumentSyntax(label: nil, labelLocation: start, value: .list(list))
            return (CallSyntax(name: "Text", location: start, arguments: [argument], expression: ExpressionSyntax(expression, origin: origin)), [])
        case .member(_, let name, let offset) where valuePaths:
            return (CallSyntax(name: name, location: origin.location(of: offset), isBare: true, expression: ExpressionSyntax(expression, origin: origin)), [])
        case .subscript(_, _, let offset) where valuePaths:
            return (CallSyntax(name: "subscript", location: origin.location(of: offset), isBare: true, expression: ExpressionSyntax(expression, origin: origin)), [])
        default:
            return nil
        }
    }

    /// Where a call's arguments are written, when the call says (its offset after its name's:
    /// a YAML mapping of parameters); nil: at its first argument (a Swift call's offset is where
    /// the whole call starts).
    private static func argumentsLocation(_ offset: Int, after nameOffset: Int, _ origin: ExpressionOrigin) -> SourceLocation? {
        offset > nameOffset ? origin.location(of: offset) : nil
    }

    /// Whether `a + b` joins texts: at least one operand is written `Text(…)` (with modifiers or
    /// not), or is such a concatenation in parentheses. (`title + subtitle` of two `Text`
    /// properties cannot be told from strings or numbers being added.)
    private static func isTextConcatenation(_ expression: Expression) -> Bool {
        switch expression {
        case .binary(.add, let lhs, let rhs, _): isTextConcatenation(lhs) || isTextConcatenation(rhs)
        case .call(.name("Text", _), _, _): true
        case .call(.member(let base, _, _), _, _): isTextConcatenation(base)
        case .tuple(let items, _) where items.count == 1 && items[0].label == nil: isTextConcatenation(items[0].value)
        default: false
        }
    }

    /// The operands of a chain of `+` (which groups to the left), in order.
    private static func concatenated(_ expression: Expression) -> [Expression] {
        guard case .binary(.add, let lhs, let rhs, _) = expression else { return [expression] }
        return concatenated(lhs) + concatenated(rhs)
    }

    /// Where an expression's first character is (a `+`'s offset is its operator's).
    private static func start(of expression: Expression) -> Int {
        switch expression {
        case .binary(_, let lhs, _, _): start(of: lhs)
        case .call(let callee, _, _): start(of: callee)
        case .member(let base, _, _): start(of: base)
        default: expression.offset
        }
    }

    /// `Color.red`, `Color(red: 1, green: 0, blue: 0)`, each optionally followed by `.opacity(…)`.
    private static func isColor(_ expression: Expression) -> Bool {
        switch expression {
        case .member(.name("Color", _), _, _): true
        case .call(.member(let base, "opacity", _), _, _): isColor(base)
        default: false
        }
    }

    /// Call arguments as argument syntax: closures stay closures, the rest are expressions.
    public static func lower(_ arguments: [Expression.Argument], _ origin: ExpressionOrigin) -> [ArgumentSyntax] {
        arguments.map { argument in
            let value: ValueSyntax =
                if case .closure(let closure, let offset) = argument.value {
                    .closure(ClosureSyntax(closure, origin: origin, offset: offset))
                } else {
                    .expression(ExpressionSyntax(argument.value, origin: origin))
                }
            return ArgumentSyntax(label: argument.label, labelLocation: argument.labelOffset.map(origin.location(of:)) ?? value.location, value: value)
        }
    }
}

extension Expression {
    /// A value reached through a member of something other than `self`, or a subscript
    /// (`item.color`, `Theme.a.color`, `colors[i]`): what a view builder evaluates to find the
    /// view it stands for.
    public var isValuePath: Bool {
        switch self {
        case .member(.name("self", _), _, _): false
        case .member, .subscript: true
        default: false
        }
    }
}
