import LayoutDrawCore
import LayoutDrawInterpreter
import Testing

/// `UUID()`, `Date`, dictionaries and the string methods of Foundation a listing uses, with
/// expressions built by hand (the Swift front end has its own tests).
@Suite struct FoundationValueTests {
    let context = EvaluationContext(seed: 0)
    var scope: EvaluationScope { EvaluationScope(context: context) }

    func name(_ n: String) -> Expression { .name(n, offset: 0) }
    func string(_ s: String) -> Expression { .string(s, offset: 0) }
    func int(_ i: Int) -> Expression { .number(Double(i), isInteger: true, offset: 0) }
    func call(_ callee: Expression, _ arguments: [Expression.Argument] = []) -> Expression { .call(callee, arguments, offset: 0) }
    func member(_ base: Expression, _ n: String) -> Expression { .member(base, n, offset: 0) }

    // MARK: UUID

    @Test func aUUIDIsVersionFourAndPrintsAsFoundationDoes() throws {
        // 0x0123456789ABCDEF / 0xFEDCBA9876543210 with the version nibble (the 13th hex digit)
        // set to 4 and the variant bits (the top two of the 17th digit) to 10.
        let random = SeededRandom(seed: 0)
        let made = UUIDValue(random: random)
        let text = made.description
        let groups = text.split(separator: "-").map(\.count)
        #expect(groups == [8, 4, 4, 4, 12])
        #expect(text == text.uppercased())
        #expect(Array(text)[14] == "4")
        #expect(["8", "9", "A", "B"].contains(Array(text)[19]))
        // The same bits print the same way: high 0x0123456789AB4DEF (version set), low with the
        // variant: 0xBEDCBA9876543210 & 0x3FFF… | 0x8000… = 0xBEDCBA9876543210.
        let fixed = UUIDValue(high: 0x0123_4567_89AB_4DEF, low: 0xBEDC_BA98_7654_3210)
        #expect(fixed.description == "01234567-89AB-4DEF-BEDC-BA9876543210")
        #expect(UUIDValue(string: fixed.description) == fixed)
        #expect(UUIDValue(string: "not-a-uuid") == nil)
    }

    @Test func uuidsAreTheSameForTheSameSeedAndDifferFromEachOther() throws {
        let make = call(name("UUID"))
        let first = try make.evaluate(in: scope)
        let second = try make.evaluate(in: scope)
        #expect(first != second)
        let again = EvaluationScope(context: EvaluationContext(seed: 0))
        #expect(try make.evaluate(in: again) == first)
        #expect(try make.evaluate(in: again) == second)
        let other = EvaluationScope(context: EvaluationContext(seed: 1))
        #expect(try make.evaluate(in: other) != first)
        // `uuidString` is the printed form; a UUID equals itself.
        let text = try member(.name("u", offset: 0), "uuidString").evaluate(in: scope.binding("u", to: first))
        #expect(text == .string(first.interpolationDescription))
        // UUIDs draw from their own stream: Int.random gives the same number with or without them.
        let random = call(member(name("Int"), "random"), [.init(label: "in", .binary(.closedRange, int(1), int(1000), offset: 0))])
        let plain = try random.evaluate(in: EvaluationScope(context: EvaluationContext(seed: 3)))
        let withUUIDs = EvaluationScope(context: EvaluationContext(seed: 3))
        _ = try make.evaluate(in: withUUIDs)
        #expect(try random.evaluate(in: withUUIDs) == plain)
    }

    // MARK: Date

    @Test func nowIsFixedAndDatesAddSeconds() throws {
        let now = try member(name("Date"), "now").evaluate(in: scope)
        #expect(now.interpolationDescription == "2024-06-10 09:41:00 +0000")
        let epoch = try call(name("Date"), [.init(label: "timeIntervalSince1970", int(0))]).evaluate(in: scope)
        #expect(epoch.interpolationDescription == "1970-01-01 00:00:00 +0000")
        // An hour later: 10:41; `<` orders dates.
        let later = Expression.binary(.add, member(name("Date"), "now"), int(3600), offset: 0)
        #expect(try later.evaluate(in: scope).interpolationDescription == "2024-06-10 10:41:00 +0000")
        #expect(try Expression.binary(.less, member(name("Date"), "now"), later, offset: 0).evaluate(in: scope) == .bool(true))
        let day = EvaluationScope(context: EvaluationContext(now: 0))
        #expect(try call(name("Date")).evaluate(in: day).interpolationDescription == "1970-01-01 00:00:00 +0000")
    }

    // MARK: Dictionaries

    /// `["b": 2, "a": 1]` as the front end lowers it.
    var literal: Expression {
        call(
            name("Dictionary"),
            [
                .init(label: "dictionaryLiteral", .tuple([.init(string("b")), .init(int(2))], offset: 0)),
                .init(.tuple([.init(string("a")), .init(int(1))], offset: 0)),
            ])
    }

    @Test func dictionariesKeepInsertionOrderAndReadOptionals() throws {
        let scores = try literal.evaluate(in: scope)
        let bound = scope.binding("scores", to: scores)
        #expect(scores.interpolationDescription == "[\"b\": 2, \"a\": 1]")
        #expect(try member(name("scores"), "keys").evaluate(in: bound) == .array([.string("b"), .string("a")]))
        #expect(try member(name("scores"), "count").evaluate(in: bound) == .int(2))
        #expect(try Expression.subscript(name("scores"), [.init(string("a"))], offset: 0).evaluate(in: bound) == .int(1))
        #expect(try Expression.subscript(name("scores"), [.init(string("z"))], offset: 0).evaluate(in: bound) == .none)
        #expect(try Expression.subscript(name("scores"), [.init(string("z")), .init(label: "default", int(0))], offset: 0).evaluate(in: bound) == .int(0))
        // Equal whatever the order.
        let reversed = call(
            name("Dictionary"),
            [
                .init(label: "dictionaryLiteral", .tuple([.init(string("a")), .init(int(1))], offset: 0)),
                .init(.tuple([.init(string("b")), .init(int(2))], offset: 0)),
            ])
        #expect(try Expression.binary(.equal, literal, reversed, offset: 0).evaluate(in: scope) == .bool(true))
        #expect(try call(name("Dictionary")).evaluate(in: scope).interpolationDescription == "[:]")
    }

    @Test func aDictionaryLiteralWithARepeatedKeyIsAnError() {
        let twice = call(
            name("Dictionary"),
            [
                .init(label: "dictionaryLiteral", .tuple([.init(string("a")), .init(int(1))], offset: 0)),
                .init(.tuple([.init(string("a")), .init(int(2))], offset: 0)),
            ])
        #expect(throws: ExpressionError("the dictionary literal has the key \"a\" twice", at: 0)) { try twice.evaluate(in: scope) }
    }

    @Test func dictionariesChangeThroughSubscriptsAndMethods() throws {
        // var d = ["b": 2, "a": 1]; d["c"] = 3; d["b"] = nil; d["a", default: 0] += 10;
        // d["z", default: 0] += 1; d.removeValue(forKey: "c") → ["a": 11, "z": 1].
        var run = scope
        let d = name("d")
        let statements: [Statement] = [
            .binding(.init(name: "d", value: literal, isVariable: true, offset: 0)),
            .assignment(.subscript(d, [.init(string("c"))], offset: 0), .assign, int(3), offset: 0),
            .assignment(.subscript(d, [.init(string("b"))], offset: 0), .assign, .nil(offset: 0), offset: 0),
            .assignment(.subscript(d, [.init(string("a")), .init(label: "default", int(0))], offset: 0), .add, int(10), offset: 0),
            .assignment(.subscript(d, [.init(string("z")), .init(label: "default", int(0))], offset: 0), .add, int(1), offset: 0),
            .expression(call(member(d, "removeValue"), [.init(label: "forKey", string("c"))])),
            .return(d, offset: 0),
        ]
        let result = try Interpreter.run(statements, in: &run)
        #expect(result?.interpolationDescription == "[\"a\": 11, \"z\": 1]")
    }

    @Test func iteratingADictionaryGivesKeyValuePairs() throws {
        // for (key, value) in ["b": 2, "a": 1] { text += key + String(value) } → "b2a1".
        var run = scope
        let statements: [Statement] = [
            .binding(.init(name: "text", value: string(""), isVariable: true, offset: 0)),
            .for(
                "(key, value)", literal,
                [
                    .binding(.init(name: "key", value: member(name("(key, value)"), "0"), offset: 0)),
                    .binding(.init(name: "value", value: member(name("(key, value)"), "1"), offset: 0)),
                    .assignment(name("text"), .add, .binary(.add, name("key"), call(name("String"), [.init(name("value"))]), offset: 0), offset: 0),
                ], offset: 0),
            .return(name("text"), offset: 0),
        ]
        #expect(try Interpreter.run(statements, in: &run) == .string("b2a1"))
        // sorted(by:) on the pairs, by value: [("a", 1), ("b", 2)]; `{ $0.value < $1.value }`.
        let byValue = Expression.closure(
            Closure(parameters: nil, body: [.expression(.binary(.less, member(name("$0"), "value"), member(name("$1"), "value"), offset: 0))]),
            offset: 0)
        let sorted = call(member(literal, "sorted"), [.init(label: "by", byValue)])
        let first = member(.subscript(sorted, [.init(int(0))], offset: 0), "key")
        #expect(try first.evaluate(in: scope) == .string("a"))
    }

    // MARK: Strings

    @Test func capitalizedStartsEveryWordInUpperCase() throws {
        // A word starts at a letter after anything but a letter or an apostrophe (Foundation:
        // "hello world-foo it's a TEST 3d" → "Hello World-Foo It's A Test 3D").
        let text = member(string("hello world-foo it's a TEST 3d"), "capitalized")
        #expect(try text.evaluate(in: scope) == .string("Hello World-Foo It's A Test 3D"))
        let methods: [(String, [Expression.Argument], Value)] = [
            ("replacingOccurrences", [.init(label: "of", string("o")), .init(label: "with", string("0"))], .string("f00 b0r")),
            ("components", [.init(label: "separatedBy", string(" "))], .array([.string("foo"), .string("bor")])),
            ("split", [.init(label: "separator", string("o"))], .array([.string("f"), .string(" b"), .string("r")])),
            ("starts", [.init(label: "with", string("fo"))], .bool(true)),
        ]
        for (method, arguments, expected) in methods {
            #expect(try call(member(string("foo bor"), method), arguments).evaluate(in: scope) == expected)
        }
        let padded = call(member(string("  hi \n"), "trimmingCharacters"), [.init(label: "in", .implicitMember("whitespacesAndNewlines", offset: 0))])
        #expect(try padded.evaluate(in: scope) == .string("hi"))
    }
}
