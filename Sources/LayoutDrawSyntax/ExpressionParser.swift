import LayoutDrawCore
import LayoutDrawInterpreter

/// Parses readout expressions (scene-format §5) and `Text` strings with `\(expr)` interpolations.
///
/// The grammar, plus `[a, b]` array literals for `String(format:arguments:)`:
///
///     expr    := sum
///     sum     := product (("+" | "-") product)*
///     product := unary (("*" | "/") unary)*
///     unary   := "-" unary | postfix
///     postfix := primary ("." NAME | "(" args? ")" | "[" args ")")*
///     primary := NUMBER | STRING | NAME | "(" expr ")" | "." NAME | "[" (expr ("," expr)*)? "]"
///     args    := (NAME ":")? expr ("," (NAME ":")? expr)*
///
/// Offsets count Unicode scalars from the start of the parsed text. Each node's offset is where
/// an error about it should point: a literal, name, call, subscript, array or parenthesised
/// expression at its first character; a member access (`proxy.size.widht`) at the member's
/// name; a binary operation at its operator (so "division by zero" points at the `/`); a
/// negation at its `-`.
public enum ExpressionParser {
    /// Parses a whole expression. `limits` bounds its length and how deeply parentheses,
    /// negations, calls and subscripts nest (the parser and the evaluator recurse).
    public static func parse(_ text: String, limits: ExpressionLimits = .init()) throws(ExpressionError) -> Expression {
        let scalars = Array(text.unicodeScalars)
        try checkLength(scalars.count, at: 0, limits)
        var parser = Parser(scalars, limits: limits)
        return try parser.parseComplete(end: parser.scalars.count)
    }

    private static func checkLength(_ length: Int, at offset: Int, _ limits: ExpressionLimits) throws(ExpressionError) {
        guard length > limits.maximumLength else { return }
        throw ExpressionError(
            "the expression is \(length) characters long, more than the limit of \(limits.maximumLength) (--max-expression-length)",
            at: offset)
    }

    /// Parses a string with Swift's `\(expr)` interpolations. The literal parts follow Swift's
    /// escapes (`\n`, `\t`, `\r`, `\0`, `\\`, `\"`, `\'`, `\u{…}`); a backslash before any
    /// other character is kept as written. Expression offsets count from the start of `text`.
    public static func parseInterpolated(_ text: String, limits: ExpressionLimits = .init()) throws(ExpressionError) -> InterpolatedString {
        let scalars = Array(text.unicodeScalars)
        var segments: [InterpolatedString.Segment] = []
        var literal = String.UnicodeScalarView()
        var i = 0
        func flush() {
            if !literal.isEmpty {
                segments.append(.literal(String(literal)))
                literal = String.UnicodeScalarView()
            }
        }
        while i < scalars.count {
            let c = scalars[i]
            guard c == "\\", i + 1 < scalars.count else {
                literal.append(c)
                i += 1
                continue
            }
            let next = scalars[i + 1]
            if next == "(" {
                let start = i + 2
                let end = try matchingParenthesis(scalars, from: start, openedAt: i + 1)
                try checkLength(end - start, at: start, limits)
                var parser = Parser(scalars, position: start, limits: limits)
                if parser.skipSpace(until: end) == end {
                    throw ExpressionError("empty interpolation: write an expression inside \\( )", at: i)
                }
                let expression = try parser.parseComplete(end: end)
                flush()
                segments.append(.expression(expression))
                i = end + 1
                continue
            }
            if let (escaped, length) = escape(scalars, at: i) {
                literal.append(contentsOf: escaped.unicodeScalars)
                i += length
            } else {
                literal.append(c)
                i += 1
            }
        }
        flush()
        return InterpolatedString(segments)
    }

    /// The index of the `)` closing the interpolation whose `(` is at `openedAt`; string
    /// literals inside it may contain parentheses and escaped quotes.
    private static func matchingParenthesis(_ s: [Unicode.Scalar], from start: Int, openedAt: Int) throws(ExpressionError) -> Int {
        var depth = 1
        var i = start
        while i < s.count {
            switch s[i] {
            case "(":
                depth += 1
            case ")":
                depth -= 1
                if depth == 0 { return i }
            case "\"":
                let open = i
                i += 1
                while i < s.count, s[i] != "\"" {
                    if s[i] == "\\" { i += 1 }
                    i += 1
                }
                if i >= s.count { throw ExpressionError("unterminated string literal", at: open) }
            default:
                break
            }
            i += 1
        }
        throw ExpressionError("unterminated interpolation: '\\(' has no matching ')'", at: openedAt - 1)
    }

    /// A Swift string escape at `i` (which holds a backslash): the text it stands for and how
    /// many scalars it spans.
    static func escape(_ s: [Unicode.Scalar], at i: Int) -> (String, Int)? {
        guard i + 1 < s.count else { return nil }
        switch s[i + 1] {
        case "n": return ("\n", 2)
        case "t": return ("\t", 2)
        case "r": return ("\r", 2)
        case "0": return ("\0", 2)
        case "\\": return ("\\", 2)
        case "\"": return ("\"", 2)
        case "'": return ("'", 2)
        case "u":
            guard i + 2 < s.count, s[i + 2] == "{" else { return nil }
            var j = i + 3
            var hex = ""
            while j < s.count, s[j] != "}", hex.count <= 8 {
                hex.unicodeScalars.append(s[j])
                j += 1
            }
            guard j < s.count, s[j] == "}", let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) else {
                return nil
            }
            return (String(scalar), j - i + 1)
        default:
            return nil
        }
    }

    // MARK: - The parser

    private struct Parser {
        let scalars: [Unicode.Scalar]
        var position: Int
        var end: Int
        var nesting = 0
        let limits: ExpressionLimits

        init(_ scalars: [Unicode.Scalar], position: Int = 0, limits: ExpressionLimits) {
            self.scalars = scalars
            self.position = position
            self.end = scalars.count
            self.limits = limits
        }

        mutating func parseComplete(end: Int) throws(ExpressionError) -> Expression {
            self.end = end
            skipSpace()
            guard position < end else { throw ExpressionError("expected an expression", at: position) }
            let expression = try parseSum()
            skipSpace()
            if position < end {
                throw ExpressionError("unexpected '\(describe(scalars[position]))' after the expression", at: position)
            }
            return expression
        }

        // MARK: Characters

        var current: Unicode.Scalar? { position < end ? scalars[position] : nil }

        @discardableResult
        mutating func skipSpace(until limit: Int? = nil) -> Int {
            let limit = limit ?? end
            while position < limit, Self.isWhitespace(scalars[position]) { position += 1 }
            return position
        }

        /// Skips whitespace, then consumes `c` if it is next.
        mutating func consume(_ c: Unicode.Scalar) -> Bool {
            skipSpace()
            if current == c {
                position += 1
                return true
            }
            return false
        }

        mutating func expect(_ c: Unicode.Scalar, _ what: String) throws(ExpressionError) {
            guard consume(c) else {
                if let found = current {
                    throw ExpressionError("expected \(what), found '\(describe(found))'", at: position)
                }
                throw ExpressionError("expected \(what) before the end of the expression", at: position)
            }
        }

        func describe(_ c: Unicode.Scalar) -> String { String(c) }

        /// Unicode's White_Space, answered without a property lookup for ASCII (tab to
        /// carriage return, and space).
        static func isWhitespace(_ c: Unicode.Scalar) -> Bool {
            c.isASCII ? c == " " || (0x09...0x0D).contains(c.value) : c.properties.isWhitespace
        }

        /// `_` or a letter (Unicode's Alphabetic, which in ASCII is A–Z and a–z).
        static func isNameStart(_ c: Unicode.Scalar) -> Bool {
            if c.isASCII { return c == "_" || ("a"..."z").contains(c) || ("A"..."Z").contains(c) }
            return c.properties.isAlphabetic
        }

        static func isNameContinue(_ c: Unicode.Scalar) -> Bool {
            isNameStart(c) || ("0"..."9").contains(c)
        }

        mutating func name() -> String? {
            guard let c = current, Self.isNameStart(c) else { return nil }
            var text = String.UnicodeScalarView()
            while let c = current, Self.isNameContinue(c) {
                text.append(c)
                position += 1
            }
            return String(text)
        }

        /// Enters one level of nesting, opened by the character at `at`.
        mutating func nest(at: Int) throws(ExpressionError) {
            nesting += 1
            if nesting > limits.maximumNesting {
                throw ExpressionError(
                    "the expression nests more than \(limits.maximumNesting) levels deep (limit --max-expression-depth)", at: at)
            }
        }

        // MARK: Grammar

        mutating func parseSum() throws(ExpressionError) -> Expression {
            var lhs = try parseProduct()
            while true {
                skipSpace()
                guard let c = current, c == "+" || c == "-" else { return lhs }
                let at = position
                position += 1
                let rhs = try parseProduct()
                lhs = .binary(c == "+" ? .add : .subtract, lhs, rhs, offset: at)
            }
        }

        mutating func parseProduct() throws(ExpressionError) -> Expression {
            var lhs = try parseUnary()
            while true {
                skipSpace()
                guard let c = current, c == "*" || c == "/" else { return lhs }
                let at = position
                position += 1
                let rhs = try parseUnary()
                lhs = .binary(c == "*" ? .multiply : .divide, lhs, rhs, offset: at)
            }
        }

        mutating func parseUnary() throws(ExpressionError) -> Expression {
            skipSpace()
            if current == "-" {
                let at = position
                position += 1
                try nest(at: position - 1)
                defer { nesting -= 1 }
                return .negate(try parseUnary(), offset: at)
            }
            return try parsePostfix()
        }

        mutating func parsePostfix() throws(ExpressionError) -> Expression {
            let start = position
            var expression = try parsePrimary()
            while true {
                skipSpace()
                switch current {
                case ".":
                    position += 1
                    skipSpace()
                    let at = position
                    guard let member = name() else {
                        throw ExpressionError("expected a member name after '.'", at: position)
                    }
                    expression = .member(expression, member, offset: at)
                case "(":
                    position += 1
                    try nest(at: position - 1)
                    let arguments = try parseArguments(closing: ")")
                    nesting -= 1
                    expression = .call(expression, arguments, offset: start)
                case "[":
                    position += 1
                    try nest(at: position - 1)
                    let arguments = try parseArguments(closing: "]")
                    nesting -= 1
                    if arguments.isEmpty {
                        throw ExpressionError("a subscript needs an argument", at: position - 1)
                    }
                    expression = .subscript(expression, arguments, offset: start)
                default:
                    return expression
                }
            }
        }

        /// Arguments after the opening bracket, through the closing one.
        mutating func parseArguments(closing: Unicode.Scalar) throws(ExpressionError) -> [Expression.Argument] {
            var arguments: [Expression.Argument] = []
            if consume(closing) { return arguments }
            repeat {
                skipSpace()
                var label: String?
                let save = position
                if let word = name() {
                    skipSpace()
                    if current == ":" {
                        position += 1
                        label = word
                    } else {
                        position = save
                    }
                }
                arguments.append(Expression.Argument(label: label, try parseSum()))
            } while consume(",")
            try expect(closing, "',' or '\(closing)'")
            return arguments
        }

        mutating func parsePrimary() throws(ExpressionError) -> Expression {
            skipSpace()
            let start = position
            guard let c = current else {
                throw ExpressionError("expected an expression before the end", at: position)
            }
            if ("0"..."9").contains(c) || (c == "." && position + 1 < end && ("0"..."9").contains(scalars[position + 1])) {
                return try parseNumber()
            }
            if c == "\"" { return try parseString() }
            if Self.isNameStart(c) {
                return .name(name()!, offset: start)
            }
            switch c {
            case "(":
                position += 1
                try nest(at: position - 1)
                defer { nesting -= 1 }
                let inner = try parseSum()
                try expect(")", "')'")
                return inner
            case ".":
                position += 1
                skipSpace()
                guard let member = name() else {
                    throw ExpressionError("expected a name after '.' (such as .global or .infinity)", at: position)
                }
                return .implicitMember(member, offset: start)
            case "[":
                position += 1
                try nest(at: position - 1)
                defer { nesting -= 1 }
                var elements: [Expression] = []
                if consume("]") { return .array(elements, offset: start) }
                repeat {
                    elements.append(try parseSum())
                } while consume(",")
                try expect("]", "',' or ']'")
                return .array(elements, offset: start)
            default:
                throw ExpressionError("expected an expression, found '\(describe(c))'", at: position)
            }
        }

        mutating func parseNumber() throws(ExpressionError) -> Expression {
            let start = position
            var text = ""
            var isInteger = true
            func digits() {
                while let c = current, ("0"..."9").contains(c) || c == "_" {
                    if c != "_" { text.unicodeScalars.append(c) }
                    position += 1
                }
            }
            digits()
            if current == ".", position + 1 < end, ("0"..."9").contains(scalars[position + 1]) {
                isInteger = false
                text += "."
                position += 1
                digits()
            }
            if let e = current, e == "e" || e == "E" {
                var look = position + 1
                if look < end, scalars[look] == "+" || scalars[look] == "-" { look += 1 }
                if look < end, ("0"..."9").contains(scalars[look]) {
                    isInteger = false
                    text += "e"
                    position += 1
                    if current == "+" || current == "-" {
                        text.unicodeScalars.append(current!)
                        position += 1
                    }
                    digits()
                }
            }
            if let c = current, Self.isNameStart(c) {
                throw ExpressionError("unexpected '\(describe(c))' in a number", at: position)
            }
            if text.hasPrefix(".") { text = "0" + text }
            guard let value = Double(text) else {
                throw ExpressionError("invalid number", at: start)
            }
            return .number(value, isInteger: isInteger, offset: start)
        }

        mutating func parseString() throws(ExpressionError) -> Expression {
            let start = position
            position += 1
            var text = String.UnicodeScalarView()
            while position < end {
                let c = scalars[position]
                if c == "\"" {
                    position += 1
                    return .string(String(text), offset: start)
                }
                if c == "\\" {
                    if position + 1 < end, scalars[position + 1] == "(" {
                        throw ExpressionError("interpolation inside a string literal is not supported", at: position)
                    }
                    if let (escaped, length) = ExpressionParser.escape(scalars, at: position), position + length <= end {
                        text.append(contentsOf: escaped.unicodeScalars)
                        position += length
                        continue
                    }
                    throw ExpressionError("invalid escape in a string literal", at: position)
                }
                text.append(c)
                position += 1
            }
            throw ExpressionError("unterminated string literal", at: start)
        }
    }
}
