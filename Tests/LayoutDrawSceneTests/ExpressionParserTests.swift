import LayoutDrawCore
import LayoutDrawInterpreter
import Testing

@testable import LayoutDrawScene
@testable import LayoutDrawCompile
@testable import LayoutDrawYAML
@testable import LayoutDrawSyntax

@Suite("ExpressionParser")
struct ExpressionParserTests {
    func parseError(_ text: String) -> ExpressionError? {
        do {
            _ = try ExpressionParser.parse(text)
            return nil
        } catch {
            return error
        }
    }

    func value(_ text: String, names: [String: Value] = [:]) throws -> String {
        try ExpressionParser.parse(text).evaluate(in: EvaluationScope(names: names)).interpolationDescription
    }

    @Test func precedenceMultiplicationBindsTighter() throws {
        let e = try ExpressionParser.parse("1 + 2 * 3")
        #expect(
            e == .binary(
                .add, .number(1, isInteger: true, offset: 0),
                .binary(.multiply, .number(2, isInteger: true, offset: 4), .number(3, isInteger: true, offset: 8), offset: 6),
                offset: 2))
        #expect(try value("1 + 2 * 3") == "7")
        #expect(try value("(1 + 2) * 3") == "9")
    }

    @Test func subtractionAndDivisionAreLeftAssociative() throws {
        #expect(try value("10 - 4 - 3") == "3")
        #expect(try value("24 / 4 / 2") == "3")
        #expect(try value("7 / 2") == "3")
        #expect(try value("7.0 / 2") == "3.5")
    }

    @Test func unaryMinus() throws {
        let e = try ExpressionParser.parse("-x * 2")
        #expect(
            e == .binary(
                .multiply, .negate(.name("x", offset: 1), offset: 0), .number(2, isInteger: true, offset: 5), offset: 3))
        #expect(try value("--3") == "3")
        #expect(try value("2 - -3") == "5")
        #expect(try value("-(1 + 2)") == "-3")
    }

    @Test func numbers() throws {
        #expect(try ExpressionParser.parse("2.5") == .number(2.5, isInteger: false, offset: 0))
        #expect(try ExpressionParser.parse("1e3") == .number(1000, isInteger: false, offset: 0))
        #expect(try ExpressionParser.parse("1_000") == .number(1000, isInteger: true, offset: 0))
        #expect(try ExpressionParser.parse(" 42 ") == .number(42, isInteger: true, offset: 1))
    }

    @Test func memberChainsPointAtTheirNames() throws {
        let e = try ExpressionParser.parse("proxy.size.width")
        #expect(e == .member(.member(.name("proxy", offset: 0), "size", offset: 6), "width", offset: 11))
    }

    @Test func callsWithLabels() throws {
        let e = try ExpressionParser.parse("proxy.frame(in: .global).minX")
        #expect(
            e == .member(
                .call(
                    .member(.name("proxy", offset: 0), "frame", offset: 6),
                    [Expression.Argument(label: "in", .implicitMember("global", offset: 16))], offset: 0),
                "minX", offset: 25))
        let f = try ExpressionParser.parse("String(format: \"%.1f\", x)")
        #expect(
            f == .call(
                .name("String", offset: 0),
                [
                    Expression.Argument(label: "format", .string("%.1f", offset: 15)),
                    Expression.Argument(.name("x", offset: 23)),
                ], offset: 0))
        #expect(try ExpressionParser.parse("min()") == .call(.name("min", offset: 0), [], offset: 0))
    }

    @Test func namedCoordinateSpace() throws {
        let e = try ExpressionParser.parse(".named(\"VStackCS\")")
        #expect(e == .call(.implicitMember("named", offset: 0), [Expression.Argument(.string("VStackCS", offset: 7))], offset: 0))
    }

    @Test func subscripts() throws {
        let e = try ExpressionParser.parse("proxy[K, 1]")
        #expect(
            e == .subscript(
                .name("proxy", offset: 0),
                [Expression.Argument(.name("K", offset: 6)), Expression.Argument(.number(1, isInteger: true, offset: 9))],
                offset: 0))
    }

    @Test func stringsAndArrays() throws {
        #expect(try ExpressionParser.parse(#""a\"b\\c""#) == .string("a\"b\\c", offset: 0))
        #expect(
            try ExpressionParser.parse("[1, x]")
                == .array([.number(1, isInteger: true, offset: 1), .name("x", offset: 4)], offset: 0))
        #expect(try value(#"String(format: "%.2f and %d", arguments: [1.5, 7])"#) == "1.50 and 7")
        #expect(try value(#"String(format: "%.1f", 2.25 * 2)"#) == "4.5")
        #expect(try value(#""a" + "b""#) == "ab")
    }

    /// What a `Shape`'s `path(in:)` writes: a floating-point member beside a number is the
    /// number's type's (`2 * .pi`).
    @Test func shapeArithmetic() throws {
        #expect(try value("2 * .pi") == SwiftFormat.double(2 * Double.pi))
        #expect(try value(".pi / 2") == SwiftFormat.double(Double.pi / 2))
        #expect(try value("1 + .infinity") == "inf")
    }

    @Test func functions() throws {
        #expect(try value("Int(7.9)") == "7")
        #expect(try value("max(1, 2.5)") == "2.5")
        #expect(try value("min(3, 2)") == "2")
        #expect(try value("abs(-4)") == "4")
        #expect(try value("floor(2.7) + ceil(2.2) + round(2.5)") == "8.0")
    }

    @Test func errorsCarryOffsets() {
        #expect(parseError("1 +") == ExpressionError("expected an expression before the end", at: 3))
        #expect(parseError("(1 + 2") == ExpressionError("expected ')' before the end of the expression", at: 6))
        #expect(parseError("1 + 2)") == ExpressionError("unexpected ')' after the expression", at: 5))
        #expect(parseError("a . 3") == ExpressionError("expected a member name after '.'", at: 4))
        #expect(parseError("f(1 2)") == ExpressionError("expected ',' or ')', found '2'", at: 4))
        #expect(parseError("\"abc") == ExpressionError("unterminated string literal", at: 0))
        #expect(parseError("3 % 2") == ExpressionError("unexpected '%' after the expression", at: 2))
        #expect(parseError("") == ExpressionError("expected an expression", at: 0))
        #expect(parseError("2x") == ExpressionError("unexpected 'x' in a number", at: 1))
        #expect(parseError("* 2") == ExpressionError("expected an expression, found '*'", at: 0))
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let text = String(repeating: "(", count: 5000) + "1" + String(repeating: ")", count: 5000)
        let generous = ExpressionLimits(maximumLength: 20_000, maximumNesting: 128)
        #expect(throws: ExpressionError("the expression nests more than 128 levels deep (limit --max-expression-depth)", at: 128)) {
            try ExpressionParser.parse(text, limits: generous)
        }
        let minus = String(repeating: "-", count: 5000) + "1"
        #expect(throws: ExpressionError("the expression nests more than 128 levels deep (limit --max-expression-depth)", at: 128)) {
            try ExpressionParser.parse(minus, limits: generous)
        }
        // With the default limits, the length is refused before anything is parsed.
        #expect(parseError(text) == ExpressionError("the expression is 10001 characters long, more than the limit of 1000 (--max-expression-length)", at: 0))
        let nested = String(repeating: "(", count: 70) + "1" + String(repeating: ")", count: 70)
        #expect(parseError(nested) == ExpressionError("the expression nests more than 64 levels deep (limit --max-expression-depth)", at: 64))
    }

    @Test func evaluationErrorsPointAtTheCulprit() throws {
        let names: [String: Value] = ["x": .int(0)]
        #expect(throws: ExpressionError("division by zero", at: 2)) { try value("1 / x", names: names) }
        let proxy = GeometryProxy(size: Size(width: 10, height: 20), globalFrame: Rect(x: 0, y: 0, width: 10, height: 20))
        #expect(
            throws: ExpressionError("value of type CGSize has no member 'widht'; did you mean 'width'?", at: 11)
        ) { try value("proxy.size.widht", names: ["proxy": .proxy(proxy)]) }
    }

    // MARK: Interpolation

    @Test func interpolatedSegments() throws {
        let s = try ExpressionParser.parseInterpolated(#"w = \(proxy.size.width) px"#)
        #expect(
            s.segments == [
                .literal("w = "),
                .expression(.member(.member(.name("proxy", offset: 6), "size", offset: 12), "width", offset: 17)),
                .literal(" px"),
            ])
    }

    @Test func interpolationWithStringLiteralAndParentheses() throws {
        let s = try ExpressionParser.parseInterpolated(#"\(String(format: "(%.1f)", 2.0))!"#)
        #expect(try s.evaluated(in: EvaluationScope()) == "(2.0)!")
    }

    @Test func interpolatedEscapes() throws {
        #expect(try ExpressionParser.parseInterpolated(#"a\nb\\(c)\t\u{41}"#).evaluated(in: EvaluationScope()) == "a\nb\\(c)\tA")
        #expect(try ExpressionParser.parseInterpolated(#"C:\path"#).evaluated(in: EvaluationScope()) == #"C:\path"#)
        #expect(try ExpressionParser.parseInterpolated("plain").isVerbatim)
    }

    @Test func integerLiteralsStayIntsInInterpolations() throws {
        #expect(try ExpressionParser.parseInterpolated(#"\(7/2)"#).evaluated(in: EvaluationScope()) == "3")
        #expect(try ExpressionParser.parseInterpolated(#"\(7.0/2)"#).evaluated(in: EvaluationScope()) == "3.5")
    }

    @Test func interpolationErrors() {
        #expect(throws: ExpressionError("unterminated interpolation: '\\(' has no matching ')'", at: 2)) {
            try ExpressionParser.parseInterpolated(#"a \(b + (c)"#)
        }
        #expect(throws: ExpressionError("empty interpolation: write an expression inside \\( )", at: 1)) {
            try ExpressionParser.parseInterpolated(#"x\( )"#)
        }
        #expect(throws: ExpressionError("unexpected 'c' after the expression", at: 6)) {
            try ExpressionParser.parseInterpolated(#"ab\(1 c)"#)
        }
    }
}
