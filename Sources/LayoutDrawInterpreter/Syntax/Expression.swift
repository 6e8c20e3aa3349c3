import LayoutDrawCore

/// An expression of the small Swift subset scenes are written in: a readout in a YAML scene
/// (scene-format §5), or any expression of a SwiftUI source file.
///
/// Every node remembers its `offset`: where its first character is in the text it was parsed
/// from. A YAML readout counts Unicode scalars from the start of its scalar; the Swift front
/// end counts UTF-8 bytes from the start of the file. An `ExpressionOrigin` turns an offset
/// back into a file position, so errors can point at the node.
public indirect enum Expression: Hashable, Sendable {
    public enum BinaryOperator: String, Hashable, Sendable, CaseIterable {
        case add = "+", subtract = "-", multiply = "*", divide = "/", remainder = "%"
        case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
        case and = "&&", or = "||"
        /// `a ?? b`
        case coalesce = "??"
        /// `a..<b`
        case halfOpenRange = "..<"
        /// `a...b`
        case closedRange = "..."
        /// Integers' bitwise operators (`hex >> 16 & 0xff`, as a hex colour's initialiser takes
        /// its channels apart).
        case bitwiseAnd = "&", bitwiseOr = "|", bitwiseXor = "^", shiftLeft = "<<", shiftRight = ">>"
        /// Integers' wrapping arithmetic (`state &* 1664525 &+ 1013904223`, a game's random
        /// numbers): the result modulo 2⁶⁴, no overflow.
        case wrappingAdd = "&+", wrappingSubtract = "&-", wrappingMultiply = "&*"

        /// Whether both operands are of one type in Swift (`+`, `<`, `==`, …), so that a
        /// literal operand takes the other's type.
        var takesOperandsOfOneType: Bool {
            switch self {
            case .and, .or, .coalesce, .halfOpenRange, .closedRange: false
            default: true
            }
        }
    }

    /// An argument of a call or subscript, with its label (`in:`) if any.
    public struct Argument: Hashable, Sendable {
        public var label: String?
        public var value: Expression
        /// Where the label is written (a Swift source's `width:` in `frame(width: 10)`), for
        /// messages about the label; nil where it is not written.
        public var labelOffset: Int?

        public init(label: String? = nil, _ value: Expression, labelOffset: Int? = nil) {
            self.label = label
            self.value = value
            self.labelOffset = labelOffset
        }
    }

    /// A number literal; `isInteger` when written without a fraction or exponent (Swift infers `Int`).
    case number(Double, isInteger: Bool, offset: Int)
    case string(String, offset: Int)
    case name(String, offset: Int)
    /// `.global`, `.named`, `.infinity`: a member of the type the context expects.
    case implicitMember(String, offset: Int)
    case member(Expression, String, offset: Int)
    case call(Expression, [Argument], offset: Int)
    case `subscript`(Expression, [Argument], offset: Int)
    case negate(Expression, offset: Int)
    case binary(BinaryOperator, Expression, Expression, offset: Int)
    /// `[a, b]`.
    case array([Expression], offset: Int)
    /// `true` / `false`.
    case bool(Bool, offset: Int)
    /// `nil`.
    case `nil`(offset: Int)
    /// A string literal with `\(…)` interpolations (`"\(x) pt"`).
    case interpolation(InterpolatedString, offset: Int)
    /// `!x`.
    case not(Expression, offset: Int)
    /// `c ? a : b`.
    case ternary(Expression, Expression, Expression, offset: Int)
    /// `{ a, b in … }` or `{ $0 + 1 }`.
    case closure(Closure, offset: Int)
    /// `func layerImage(_ name: String) -> Image { … }` declared among statements (a local
    /// function): its value is the function, which sees the names around it as a closure does
    /// (`let layerImage = <this>` in the lowered statements).
    case localFunction(FunctionDefinition, offset: Int)
    /// `\.self`, `\.id`: the path's member names (empty for `\.self`).
    case keyPath([String], offset: Int)
    /// `x?`: the base of an optional chain (`x?.y` is `.member(.optionalChain(x), "y")`).
    case optionalChain(Expression, offset: Int)
    /// `x!`.
    case forceUnwrap(Expression, offset: Int)
    /// `(a, b)` or `(x: 1, y: 2)`.
    case tuple([Argument], offset: Int)
    /// `&x`: a variable passed to an `inout` parameter, which the call changes
    /// (`Interpreter.callChangingArguments`).
    case inOut(Expression, offset: Int)
    /// What a front end could not read, already reported where it is written (swiftc's
    /// `ErrorExpr`): evaluating it fails with `ExpressionError.alreadyReported`, which no one
    /// reports again, so a mistake is said once.
    case invalid(offset: Int)
    /// `value as? T`, `value as! T`, `value is T`: a test of the value's type, written as the
    /// type's name (`Int`, `[String]`, `MyError`).
    case cast(Expression, to: String, Cast, offset: Int)
    /// `try? f()` (nil when `f` throws) and `try! f()` (an error when it does); a plain `try`
    /// is the expression itself.
    case attempt(Expression, Attempt, offset: Int)

    /// `try?` and `try!`.
    public enum Attempt: String, Hashable, Sendable {
        case optional = "try?", forced = "try!"
    }

    /// The three casts that test a type at run time.
    public enum Cast: String, Hashable, Sendable {
        case optional = "as?", forced = "as!", test = "is"
    }

    /// Where the node starts in its source text.
    public var offset: Int {
        switch self {
        case .number(_, _, let o), .string(_, let o), .name(_, let o), .implicitMember(_, let o),
            .member(_, _, let o), .call(_, _, let o), .subscript(_, _, let o), .negate(_, let o),
            .binary(_, _, _, let o), .array(_, let o), .bool(_, let o), .nil(let o), .interpolation(_, let o),
            .not(_, let o), .ternary(_, _, _, let o), .closure(_, let o), .localFunction(_, let o), .keyPath(_, let o),
            .optionalChain(_, let o), .forceUnwrap(_, let o), .tuple(_, let o), .inOut(_, let o), .invalid(let o),
            .cast(_, _, _, let o), .attempt(_, _, let o):
            o
        }
    }
}

/// A closure: its parameter names (nil when it uses `$0`, `$1` …) and its statements. A body
/// of one expression returns that expression, as in Swift.
public struct Closure: Hashable, Sendable {
    public var parameters: [String]?
    public var body: [Statement]

    public init(parameters: [String]?, body: [Statement]) {
        self.parameters = parameters
        self.body = body
    }
}

/// A string with `\(expr)` interpolations, such as a `Text` readout.
public struct InterpolatedString: Hashable, Sendable {
    public enum Segment: Hashable, Sendable {
        case literal(String)
        /// An expression and the offset of its first character in the whole string.
        case expression(Expression)
    }

    public var segments: [Segment]

    public init(_ segments: [Segment]) {
        self.segments = segments
    }

    /// A string without interpolations.
    public init(verbatim: String) {
        self.segments = verbatim.isEmpty ? [] : [.literal(verbatim)]
    }

    public var isVerbatim: Bool {
        !segments.contains { if case .expression = $0 { true } else { false } }
    }

    /// The string with every expression evaluated and printed as Swift's interpolation prints it.
    public func evaluated(in scope: EvaluationScope) throws(ExpressionError) -> String {
        var result = ""
        for segment in segments {
            switch segment {
            case .literal(let text): result += text
            case .expression(let expression):
                let text = try Expression.described(expression.evaluate(in: scope), scope: scope, at: expression.offset)
                // `"\(s)\(s)"` doubles `s` as `s + s` does.
                if text.utf8.count >= 100 {
                    try Expression.checkJoined(result.utf8.count + text.utf8.count, string: true, scope: scope, at: expression.offset)
                }
                result += text
            }
        }
        return result
    }

    /// A value as an interpolation prints it, for a caller that evaluates the expressions itself
    /// (a `Text` literal, whose interpolations may be texts).
    public static func printed(_ value: Value, scope: EvaluationScope, at offset: Int) throws(ExpressionError) -> String {
        try Expression.described(value, scope: scope, at: offset)
    }
}

/// An expression that could not be evaluated, and where in its source it went wrong.
public struct ExpressionError: Error, Hashable, Sendable {
    public var message: String
    public var offset: Int
    /// The Swift error a `throw` threw (`LoadError.missing`), which `try?` and `do`/`catch`
    /// catch; nil for a failure of the code itself (an unknown name, a value out of range),
    /// which nothing in the code catches.
    public var thrown: Value?

    public init(_ message: String, at offset: Int) {
        self.message = message
        self.offset = offset
    }

    /// `throw value` at `offset`: uncaught, it stops the picture as it would stop the app.
    public init(thrown value: Value, at offset: Int) {
        self.message = "an error was thrown and not caught: \(value.debugDescription) (catch it with 'do'/'catch' or 'try?' to draw the view without it)"
        self.offset = offset
        self.thrown = value
    }

    /// The failure of an `.invalid` expression: its problem was reported where it is written.
    public static func alreadyReported(at offset: Int) -> ExpressionError { ExpressionError("", at: offset) }

    /// Whether the problem was reported already (an `.invalid` expression's).
    public var isAlreadyReported: Bool { message.isEmpty }
}
