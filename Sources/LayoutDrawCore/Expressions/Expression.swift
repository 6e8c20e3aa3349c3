/// A readout expression (scene-format §5), as parsed from a scene or, later, from Swift source.
///
/// Every node remembers its `offset`: the index, in Unicode scalars, of its first character in
/// the expression's source text, so errors can point at it.
public indirect enum Expression: Hashable, Sendable {
    public enum BinaryOperator: String, Hashable, Sendable {
        case add = "+", subtract = "-", multiply = "*", divide = "/"
    }

    /// An argument of a call or subscript, with its label (`in:`) if any.
    public struct Argument: Hashable, Sendable {
        public var label: String?
        public var value: Expression

        public init(label: String? = nil, _ value: Expression) {
            self.label = label
            self.value = value
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
    /// `[a, b]`, for `String(format:arguments:)`.
    case array([Expression], offset: Int)

    /// Where the node starts in its source text.
    public var offset: Int {
        switch self {
        case .number(_, _, let o), .string(_, let o), .name(_, let o), .implicitMember(_, let o),
            .member(_, _, let o), .call(_, _, let o), .subscript(_, _, let o), .negate(_, let o),
            .binary(_, _, _, let o), .array(_, let o):
            o
        }
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
            case .expression(let expression): result += try expression.evaluate(in: scope).interpolationDescription
            }
        }
        return result
    }
}

/// An expression that could not be evaluated, and where in its source it went wrong.
public struct ExpressionError: Error, Hashable, Sendable {
    public var message: String
    public var offset: Int

    public init(_ message: String, at offset: Int) {
        self.message = message
        self.offset = offset
    }
}
