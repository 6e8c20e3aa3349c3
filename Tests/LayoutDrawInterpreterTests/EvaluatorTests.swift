import LayoutDrawCore
import LayoutDrawInterpreter
import Testing

/// The expression evaluator, with ASTs built by hand (the parser has its own tests).
@Suite struct EvaluatorTests {
    let proxy = GeometryProxy(
        size: Size(width: 414, height: 818), safeAreaInsets: EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0),
        globalFrame: Rect(x: 38, y: 252, width: 376, height: 566),
        namedSpaceOrigins: ["VStackCS": Point(x: 38, y: 44), "HStackCS": Point(x: 0, y: 44)])

    var scope: EvaluationScope { EvaluationScope(names: ["proxy": .proxy(proxy), "params": .namespace(["x": .int(7)])]) }

    func name(_ n: String) -> Expression { .name(n, offset: 0) }
    func member(_ base: Expression, _ n: String) -> Expression { .member(base, n, offset: 0) }
    func frame(_ space: Expression) -> Expression {
        .call(member(name("proxy"), "frame"), [.init(label: "in", space)], offset: 0)
    }

    @Test func proxySizeReadout() throws {
        let width = member(member(name("proxy"), "size"), "width")
        #expect(try width.evaluate(in: scope).interpolationDescription == "414.0")
    }

    @Test func framesInCoordinateSpaces() throws {
        let global = frame(.implicitMember("global", offset: 0))
        #expect(try member(global, "origin").evaluate(in: scope).interpolationDescription == "(38.0, 252.0)")
        let local = frame(.implicitMember("local", offset: 0))
        #expect(try member(local, "origin").evaluate(in: scope).interpolationDescription == "(0.0, 0.0)")
        let named = frame(.call(.implicitMember("named", offset: 0), [.init(.string("VStackCS", offset: 0))], offset: 0))
        // 252 − 44 = 208, 38 − 38 = 0.
        #expect(try member(named, "origin").evaluate(in: scope).interpolationDescription == "(0.0, 208.0)")
        #expect(try member(global, "maxY").evaluate(in: scope).number == 818)
        #expect(try member(global, "midX").evaluate(in: scope).number == 38 + 188)
    }

    @Test func integerAndDoubleArithmetic() throws {
        let sevenHalves = Expression.binary(.divide, .number(7, isInteger: true, offset: 0), .number(2, isInteger: true, offset: 2), offset: 1)
        // In an interpolation 7/2 is an Int, as in Swift.
        #expect(try sevenHalves.evaluate(in: scope).interpolationDescription == "3")
        // Where a CGFloat is expected the literals are Doubles: 2/3 is 0.666….
        let twoThirds = Expression.binary(.divide, .number(2, isInteger: true, offset: 0), .number(3, isInteger: true, offset: 2), offset: 1)
        #expect(try twoThirds.evaluateNumber(in: scope) == 2.0 / 3.0)
        let mixed = Expression.binary(.multiply, member(member(name("proxy"), "size"), "width"), .number(0.4, isInteger: false, offset: 0), offset: 0)
        #expect(try mixed.evaluate(in: scope).number == 414 * 0.4)
    }

    @Test func functions() throws {
        func call(_ f: String, _ args: [Expression]) -> Expression {
            .call(name(f), args.map { .init($0) }, offset: 0)
        }
        let w = member(member(name("proxy"), "size"), "width")
        #expect(try call("min", [.binary(.multiply, w, .number(0.4, isInteger: false, offset: 0), offset: 0), .number(400, isInteger: true, offset: 0)]).evaluate(in: scope).number == 414 * 0.4)
        #expect(try call("Int", [.number(97.9, isInteger: false, offset: 0)]).evaluate(in: scope).interpolationDescription == "97")
        #expect(try call("Int", [.number(-2.5, isInteger: false, offset: 0)]).evaluate(in: scope).interpolationDescription == "-2")
        #expect(try call("max", [.number(1, isInteger: true, offset: 0), .number(2, isInteger: true, offset: 0)]).evaluate(in: scope).interpolationDescription == "2")
        #expect(try call("abs", [.negate(.number(3.5, isInteger: false, offset: 0), offset: 0)]).evaluate(in: scope).number == 3.5)
        #expect(try call("round", [.number(2.5, isInteger: false, offset: 0)]).evaluate(in: scope).number == 3)
        #expect(try member(name("params"), "x").evaluate(in: scope).interpolationDescription == "7")
    }

    @Test func errorsAreValuesWithOffsets() {
        #expect(throws: ExpressionError("division by zero", at: 5)) {
            try Expression.binary(.divide, .number(1, isInteger: true, offset: 0), .number(0, isInteger: true, offset: 6), offset: 5)
                .evaluate(in: scope)
        }
        #expect(throws: ExpressionError("value of type CGSize has no member 'widht'; did you mean 'width'?", at: 11)) {
            try Expression.member(member(name("proxy"), "size"), "widht", offset: 11).evaluate(in: scope)
        }
        #expect(throws: ExpressionError("unknown name 'proxxy'; did you mean 'proxy'?", at: 0)) {
            try name("proxxy").evaluate(in: scope)
        }
        #expect(throws: ExpressionError("no enclosing coordinate space named 'VStackC'; did you mean 'VStackCS'?", at: 3)) {
            try frame(.call(.implicitMember("named", offset: 0), [.init(.string("VStackC", offset: 0))], offset: 3)).evaluate(in: scope)
        }
        #expect(throws: ExpressionError.self) {
            try Expression.call(name("Int"), [.init(.implicitMember("infinity", offset: 0))], offset: 0).evaluate(in: scope)
        }
    }
}
