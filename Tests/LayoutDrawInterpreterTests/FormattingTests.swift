import LayoutDrawCore
import LayoutDrawInterpreter
import Testing

/// Foundation's format styles in the en_US locale and UTC. Each expected string is derived by
/// hand from the rules in `NumberFormatting` and `DateFormatting` (ICU's: at most 6 fraction
/// digits, grouping by thousands, rounding half to even on the shortest decimal form; CLDR's
/// en_US patterns), and every one of them was also printed by Swift 6.3's Foundation on Linux
/// (`x.formatted(.number.locale(Locale(identifier: "en_US")))`, dates with `timeZone: UTC`).
@Suite struct FormattingTests {
    /// A style as the evaluator makes it: `.number.precision(.fractionLength(2))` is the path
    /// `number`, `precision(.fractionLength(2))`.
    func style(_ members: Symbol.Member...) -> Value { .symbol(Symbol(path: members)) }
    func member(_ name: String, _ arguments: Value...) -> Symbol.Member {
        Symbol.Member(name, arguments: arguments.map { LabeledValue($0) })
    }
    func option(_ name: String, _ arguments: Value...) -> Value {
        .symbol(Symbol(path: [Symbol.Member(name, arguments: arguments.map { LabeledValue($0) })]))
    }
    let number = Symbol.Member("number")
    let percent = Symbol.Member("percent")

    func format(_ value: Value, _ style: Value) throws -> String {
        try NumberFormatting.format(value, style: style, at: 0)
    }

    @Test func numbersHaveAtMostSixFractionDigitsAndGroupThousands() throws {
        // 3.14159265 rounds at the sixth digit: 3.141592|65 → 3.141593.
        #expect(try format(.double(3.14159265), style(number)) == "3.141593")
        #expect(try format(.double(1234.5), style(number)) == "1,234.5")
        #expect(try format(.double(1_234_567.891), style(number)) == "1,234,567.891")
        #expect(try format(.int(1_234_567), style(number)) == "1,234,567")
        #expect(try format(.int(-42), style(number)) == "-42")
        // 0.0000005 is exactly half of the sixth digit: half to even keeps 0; 0.0000015 → 0.000002.
        #expect(try format(.double(0.0000005), style(number)) == "0")
        #expect(try format(.double(0.0000015), style(number)) == "0.000002")
        #expect(try format(.double(1e20), style(number)) == "100,000,000,000,000,000,000")
    }

    @Test func precisionRoundsHalfToEvenOnTheShortestDecimal() throws {
        let two = style(number, member("precision", option("fractionLength", .int(2))))
        // 2.345 is 2.34499… in binary, but its shortest form is 2.345: half to even → 2.34;
        // 2.355 → 2.36 (the 5 rounds to the even 6); 1.005 → 1.00 (kept to two digits).
        #expect(try format(.double(2.345), two) == "2.34")
        #expect(try format(.double(2.355), two) == "2.36")
        #expect(try format(.double(1.005), two) == "1.00")
        #expect(try format(.int(1234), two) == "1,234.00")
        // A negative number that rounds to zero keeps its sign, as ICU's does.
        #expect(try format(.double(-0.004), two) == "-0.00")
        let none = style(number, member("precision", option("fractionLength", .int(0))))
        #expect(try format(.double(2.5), none) == "2")
        #expect(try format(.double(3.5), none) == "4")
        let range = style(number, member("precision", option("fractionLength", .range(RangeValue(lower: .int(2), upper: .int(4), isClosed: true)))))
        #expect(try format(.double(1.2), range) == "1.20")
        let significant = style(number, member("precision", option("significantDigits", .int(3))))
        // 1234.5678 to 3 significant digits is 1230; 5 shows 3 digits: 5.00.
        #expect(try format(.double(1234.5678), significant) == "1,230")
        #expect(try format(.int(5), significant) == "5.00")
        let never = style(number, member("grouping", .symbol(Symbol(path: [.init("never")]))))
        #expect(try format(.double(1_234_567), never) == "1234567")
    }

    @Test func percentAndCurrency() throws {
        // A Double is a fraction (× 100), an Int a number of percent.
        #expect(try format(.double(0.25), style(percent)) == "25%")
        #expect(try format(.double(0.123456), style(percent)) == "12.3456%")
        #expect(try format(.int(25), style(percent)) == "25%")
        #expect(try format(.double(-0.5), style(percent)) == "-50%")
        let usd = style(Symbol.Member("currency", arguments: [LabeledValue(label: "code", .string("USD"))]))
        #expect(try format(.double(1234.5), usd) == "$1,234.50")
        #expect(try format(.double(-3), usd) == "-$3.00")
        #expect(try format(.int(5), usd) == "$5.00")
        // 2.345 → 2.34 (half to even), as for .number.
        #expect(try format(.double(2.345), usd) == "$2.34")
        let yen = style(Symbol.Member("currency", arguments: [LabeledValue(label: "code", .string("JPY"))]))
        // The yen has no minor unit: 1234.5 → 1234 (half to even).
        #expect(try format(.double(1234.5), yen) == "¥1,234")
        let franc = style(Symbol.Member("currency", arguments: [LabeledValue(label: "code", .string("CHF"))]))
        #expect(try format(.double(1234.5), franc) == "CHF\u{A0}1,234.50")
    }

    @Test func compactAndScientificNotation() throws {
        let compact = style(number, member("notation", .symbol(Symbol(path: [.init("compactName")]))))
        // 1,234,567 is 1.234567M: two significant digits → 1.2M. 999,999 is 999.999K → 1000K,
        // one unit up → 1M. 1250 → 1.25K → half to even 1.2K. From 100 units up: whole units.
        #expect(try format(.double(1_234_567), compact) == "1.2M")
        #expect(try format(.double(999_999), compact) == "1M")
        #expect(try format(.double(1250), compact) == "1.2K")
        #expect(try format(.double(150_000), compact) == "150K")
        #expect(try format(.double(123.456), compact) == "123")
        let scientific = style(number, member("notation", .symbol(Symbol(path: [.init("scientific")]))))
        #expect(try format(.double(1234.5), scientific) == "1.2345E3")
        #expect(try format(.double(0.00012), scientific) == "1.2E-4")
    }

    @Test func unsupportedStylesAreNamed() {
        #expect(throws: ExpressionError.self) { try format(.double(1), style(Symbol.Member("byteCount"))) }
        #expect(throws: ExpressionError.self) { try format(.string("a"), style(number)) }
    }

    // MARK: Dates

    /// 2024-06-10 09:41:00 UTC, a Monday, the 162nd day of a leap year.
    let demo = DateValue(seconds: EvaluationContext.defaultNow, now: EvaluationContext.defaultNow)

    @Test func calendarFieldsOfTheDefaultNow() {
        // 1718012460 s = 19884 days + 34860 s; 34860 s = 9 h 41 min. Day 19884 after
        // 1970-01-01 (a Thursday): 19884 = 7 × 2840 + 4 → Thursday + 4 = Monday.
        let parts = DateParts(seconds: EvaluationContext.defaultNow)
        #expect([parts.year, parts.month, parts.day, parts.hour, parts.minute, parts.second] == [2024, 6, 10, 9, 41, 0])
        #expect(parts.weekday == 2)
        // 31 + 29 + 31 + 30 + 31 (January to May of a leap year) + 10 = 162.
        #expect(parts.dayOfYear == 162)
        #expect(DateParts.seconds(year: 2024, month: 6, day: 10, hour: 9, minute: 41) == EvaluationContext.defaultNow)
        // Before 1970: 1969-12-31 23:59:59 is -1 s, a Wednesday.
        let before = DateParts(seconds: -1)
        #expect([before.year, before.month, before.day, before.hour, before.minute, before.second, before.weekday] == [1969, 12, 31, 23, 59, 59, 4])
        #expect(demo.description == "2024-06-10 09:41:00 +0000")
    }

    func date(_ members: Symbol.Member...) throws -> String {
        try DateFormatting.format(demo, style: .symbol(Symbol(path: [Symbol.Member("dateTime")] + members)), at: 0)
    }

    @Test func dateTimeFieldsFollowEnUSPatterns() throws {
        let am = "\u{202F}AM"
        #expect(try date() == "6/10/2024, 9:41\(am)")
        #expect(try date(.init("year", arguments: []), .init("month", arguments: []), .init("day", arguments: [])) == "Jun 10, 2024")
        #expect(try date(.init("month", arguments: [LabeledValue(.symbol(Symbol(path: [.init("wide")])))]), .init("day", arguments: [])) == "June 10")
        #expect(try date(.init("weekday", arguments: [LabeledValue(.symbol(Symbol(path: [.init("wide")])))])) == "Monday")
        #expect(try date(.init("weekday", arguments: []), .init("month", arguments: []), .init("day", arguments: [])) == "Mon, Jun 10")
        #expect(try date(.init("hour", arguments: []), .init("minute", arguments: [])) == "9:41\(am)")
        #expect(try date(.init("hour", arguments: [])) == "9\(am)")
        #expect(try date(.init("year", arguments: []), .init("month", arguments: [])) == "Jun 2024")
        // A written month joins the time with " at ", a numeric one with ", ".
        #expect(try date(.init("day", arguments: []), .init("month", arguments: []), .init("year", arguments: []), .init("hour", arguments: []), .init("minute", arguments: []))
            == "Jun 10, 2024 at 9:41\(am)")
        let twoDigits = LabeledValue(.symbol(Symbol(path: [.init("twoDigits")])))
        #expect(try date(.init("month", arguments: [twoDigits]), .init("day", arguments: [twoDigits]), .init("year", arguments: [])) == "06/10/2024")
    }

    @Test func dateAndTimeStyles() throws {
        func styled(_ date: String, _ time: String) throws -> String {
            try DateFormatting.formatted(
                demo,
                [LabeledValue(label: "date", .symbol(Symbol(path: [.init(date)]))), LabeledValue(label: "time", .symbol(Symbol(path: [.init(time)])))],
                at: 0)
        }
        let am = "\u{202F}AM"
        #expect(try DateFormatting.formatted(demo, [], at: 0) == "6/10/2024, 9:41\(am)")
        #expect(try styled("numeric", "omitted") == "6/10/2024")
        #expect(try styled("abbreviated", "omitted") == "Jun 10, 2024")
        #expect(try styled("long", "shortened") == "June 10, 2024 at 9:41\(am)")
        #expect(try styled("complete", "standard") == "Monday, June 10, 2024 at 9:41:00\(am)")
        #expect(try styled("omitted", "complete") == "9:41:00\(am) GMT")
        // Four hours later is 1:41 PM.
        let afternoon = DateValue(seconds: EvaluationContext.defaultNow + 4 * 3600, now: 0)
        #expect(try DateFormatting.formatted(afternoon, [LabeledValue(label: "date", .symbol(Symbol(path: [.init("omitted")]))), LabeledValue(label: "time", .symbol(Symbol(path: [.init("shortened")])))], at: 0) == "1:41\u{202F}PM")
        // SwiftUI's Text(date, style:): the long date and the short time.
        #expect(try DateFormatting.textStyle(demo, .symbol(Symbol(path: [.init("date")])), at: 0) == "June 10, 2024")
        #expect(try DateFormatting.textStyle(demo, .symbol(Symbol(path: [.init("time")])), at: 0) == "9:41\(am)")
        #expect(throws: ExpressionError.self) { try DateFormatting.textStyle(demo, .symbol(Symbol(path: [.init("relative")])), at: 0) }
        #expect(try DateFormatting.format(demo, style: .symbol(Symbol(path: [.init("iso8601")])), at: 0) == "2024-06-10T09:41:00Z")
    }
}
