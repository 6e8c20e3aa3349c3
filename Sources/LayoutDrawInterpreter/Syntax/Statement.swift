import LayoutDrawCore

/// A statement of the Swift subset: what a closure, a function, a computed property or a view
/// builder is made of. A view builder (`var body`, a `VStack { … }` closure) reads the same
/// statements, with each expression statement standing for views (LayoutDrawCompile does that);
/// everywhere else they run as Swift runs them (`Interpreter`).
public indirect enum Statement: Hashable, Sendable {
    /// An expression on its own line: in a view builder, a view; elsewhere the value of a
    /// one-expression body, or a call made for its effect.
    case expression(Expression)
    /// `let x = …`, `var y: CGFloat = 0`, `let (a, b) = …` is not supported.
    case binding(Binding)
    /// `x = …`, `x += …` (the target is a name, a member or a subscript).
    case assignment(Expression, AssignmentOperator, Expression, offset: Int)
    case `return`(Expression?, offset: Int)
    /// `if c, let x = y { … } else { … }` (`else if` is an `if` alone in the else branch).
    case `if`([Condition], then: [Statement], else: [Statement]?, offset: Int)
    /// `guard c else { … }`.
    case `guard`([Condition], else: [Statement], offset: Int)
    case `switch`(Expression, [SwitchCase], offset: Int)
    /// `for x in sequence { … }` (not in a view builder: there `ForEach` is the loop).
    case `for`(String, Expression, [Statement], offset: Int)
    /// `while c { … }`, or `repeat { … } while c` (`isRepeat`: the body runs before the first
    /// test). Not in a view builder. Bounded by the step budget, as every loop is.
    case `while`([Condition], [Statement], isRepeat: Bool, offset: Int)
    /// `break` or `continue`, without a label.
    case jump(Jump, offset: Int)
    /// `throw LoadError.missing`: a Swift error (`ExpressionError.thrown`), which a `try?` or a
    /// `do`/`catch` around it catches.
    case `throw`(Expression, offset: Int)
    /// `do { … } catch LoadError.missing { … } catch { … }`: the body, then the first clause
    /// whose patterns match the thrown error (no patterns: any), with `error` bound to it in a
    /// clause without a pattern that binds. An error no clause matches goes on.
    case `do`([Statement], catches: [SwitchCase], offset: Int)
    /// A construct outside the subset, kept so that it is reported where a view or value is
    /// made from it (`'defer' is not supported`).
    case unsupported(String, offset: Int)

    public var offset: Int {
        switch self {
        case .expression(let e): e.offset
        case .binding(let b): b.offset
        case .assignment(_, _, _, let o), .return(_, let o), .if(_, _, _, let o), .guard(_, _, let o),
            .switch(_, _, let o), .for(_, _, _, let o), .while(_, _, _, let o), .jump(_, let o), .unsupported(_, let o),
            .throw(_, let o), .do(_, _, let o):
            o
        }
    }

    public enum Jump: String, Hashable, Sendable {
        case `break`, `continue`
    }

    public enum AssignmentOperator: String, Hashable, Sendable {
        case assign = "=", add = "+=", subtract = "-=", multiply = "*=", divide = "/="
    }

    /// `let name: Type = value` / `var name = value`.
    public struct Binding: Hashable, Sendable {
        public var name: String
        public var type: TypeName?
        public var value: Expression?
        public var isVariable: Bool
        public var offset: Int

        public init(name: String, type: TypeName? = nil, value: Expression?, isVariable: Bool = false, offset: Int) {
            self.name = name
            self.type = type
            self.value = value
            self.isVariable = isVariable
            self.offset = offset
        }
    }

    /// One condition of an `if` or `guard`.
    public enum Condition: Hashable, Sendable {
        case expression(Expression)
        /// `let x = value` (`value` nil: `if let x`, shorthand for `if let x = x`).
        case optionalBinding(String, Expression?, offset: Int)
    }

    /// `case .a, .b:` (patterns), or `default:` (no patterns).
    public struct SwitchCase: Hashable, Sendable {
        public var patterns: [Pattern]
        public var body: [Statement]
        public var offset: Int

        public init(patterns: [Pattern], body: [Statement], offset: Int) {
            self.patterns = patterns
            self.body = body
            self.offset = offset
        }

        public var isDefault: Bool { patterns.isEmpty }
    }

    /// A `case` pattern: a value compared with `==` (or `~=` for a range), `_`, or
    /// `let name` binding the subject.
    public indirect enum Pattern: Hashable, Sendable {
        case value(Expression)
        case wildcard(offset: Int)
        case binding(String, offset: Int)
        /// `.circle(let radius)`, `let .rect(w, h)`, `Shape.line(_, 2)`: a case of an enum with
        /// associated values, each matched by its own pattern, in order (labels are optional in
        /// a pattern, as in Swift).
        case enumCase(String, [Pattern], offset: Int)
        /// `(_, 1)`, `(.a, let x)`: a tuple, each element matched by its own pattern.
        case tuple([Pattern], offset: Int)
        /// `let x where x > 1`: the pattern, then a condition on what it bound.
        case guarded(Pattern, Expression)

        /// The names the pattern binds, in order.
        public var boundNames: [String] {
            switch self {
            case .binding(let name, _): [name]
            case .enumCase(_, let parts, _), .tuple(let parts, _): parts.flatMap(\.boundNames)
            case .guarded(let inner, _): inner.boundNames
            case .value, .wildcard: []
            }
        }
    }
}

/// A type as written in a declaration (`CGFloat`, `[Int]`, `Anchor<CGRect>?`): its text and
/// the names in it, each with its offset, so an unknown one can be reported where it stands.
public struct TypeName: Hashable, Sendable {
    public var text: String
    /// The identifiers of the type, outermost first (`Anchor<CGRect>?` → Anchor, CGRect).
    public var names: [(name: String, offset: Int)] {
        get { zip(identifiers, offsets).map { ($0, $1) } }
    }
    public var identifiers: [String]
    public var offsets: [Int]
    public var offset: Int

    public init(text: String, names: [(String, Int)], offset: Int) {
        self.text = text
        self.identifiers = names.map(\.0)
        self.offsets = names.map(\.1)
        self.offset = offset
    }

    /// The outermost name (`Array` for `[Int]` is written `[`…`]`: then the element's name).
    public var base: String { identifiers.first ?? text }

    /// Whether values of this type are floating-point numbers (`CGFloat`, `Double`, `Float`),
    /// so an integer literal or value assigned to it becomes a `Double`.
    public var isFloatingPoint: Bool {
        let trimmed = text.hasSuffix("?") ? String(text.dropLast()) : text
        return ["CGFloat", "Double", "Float", "Float64", "TimeInterval"].contains(trimmed)
    }

    public static func == (a: TypeName, b: TypeName) -> Bool {
        a.text == b.text && a.identifiers == b.identifiers && a.offsets == b.offsets && a.offset == b.offset
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(offset)
    }
}
