import Foundation
import LayoutDraw
import LayoutDrawCompile
import LayoutDrawCore
import Testing

/// Foundation's objects as apps use them — formatters (`DateFormatter`, `NumberFormatter`,
/// `ISO8601DateFormatter`, `Text(_:formatter:)`) and `Calendar` — in the en_US locale and UTC. The date is the
/// scene's default now, Monday 2024-06-10 09:41:00 UTC (1,718,012,460 s). Each expected string
/// is CLDR's en_US pattern for the style, filled in by hand: `.medium` date `MMM d, y`, `.long`
/// `MMMM d, y`, `.short` time `h:mm a` with U+202F before the day period, a medium date and
/// time joined by " at "; `.decimal` at most 3 fraction digits, `.percent` none (25.6 → 26),
/// `.currency` USD's two.
@Suite struct FoundationObjectTests {
    static var pipeline: Pipeline { sharedPipeline }

    func texts(_ body: String, members: String = "", before: String = "") throws -> [String] {
        let source = """
            \(before)
            struct ContentView: View {
                let date = Date(timeIntervalSince1970: 1718012460)
            \(members)
                var body: some View {
            \(body)
                }
            }
            """
        let tree = try Self.pipeline.layout(Self.pipeline.decode(source, file: "S.swift"))
        return tree.nodes.compactMap(\.text)
    }

    @Test func aStaticFormatterMadeByAClosureFormatsDates() throws {
        let members = """
                static let formatter: DateFormatter = {
                    let formatter = DateFormatter()
                    formatter.dateStyle = .medium
                    formatter.timeStyle = .short
                    return formatter
                }()
            """
        let texts = try texts(
            """
                    VStack {
                        Text(Self.formatter.string(from: date))
                        Text(date, formatter: Self.formatter)
                    }
            """, members: members)
        #expect(texts == ["Jun 10, 2024 at 9:41\u{202F}AM", "Jun 10, 2024 at 9:41\u{202F}AM"])
    }

    @Test func dateFormatsParseAndAStyleReplacesAFormat() throws {
        let texts = try texts(
            """
                    let formatter = DateFormatter()
                    formatter.dateFormat = "EEEE, MMM d"
                    let weekday = formatter.string(from: date)
                    formatter.dateFormat = "yyyy-MM-dd'T'HH:mm"
                    let stamp = formatter.string(from: date)
                    formatter.dateFormat = "yyyy-MM-dd"
                    let parsed = formatter.date(from: "2024-06-12")
                    let unparsed = formatter.date(from: "June 12")
                    formatter.dateStyle = .long
                    return VStack {
                        Text(weekday)
                        Text(stamp)
                        Text(formatter.string(from: parsed!))
                        Text(unparsed == nil ? "nil" : "a date")
                        Text(formatter.dateFormat)
                    }
            """)
        #expect(texts == ["Monday, Jun 10", "2024-06-10T09:41", "June 12, 2024", "nil", "MMMM d, y"])
    }

    @Test func numberFormattersFollowTheirStyle() throws {
        let texts = try texts(
            """
                    let decimal = NumberFormatter()
                    decimal.numberStyle = .decimal
                    let percent = NumberFormatter()
                    percent.numberStyle = .percent
                    let currency = NumberFormatter()
                    currency.numberStyle = .currency
                    let words = NumberFormatter()
                    words.numberStyle = .spellOut
                    let two = NumberFormatter()
                    two.minimumFractionDigits = 2
                    two.maximumFractionDigits = 2
                    return VStack {
                        Text(decimal.string(from: NSNumber(value: 1234567.891)) ?? "")
                        Text(decimal.string(from: 3.14159) ?? "")
                        Text(0.256 as NSNumber, formatter: percent)
                        Text(1234.5, formatter: currency)
                        Text(words.string(for: 42) ?? "")
                        Text(two.string(for: 3) ?? "")
                        Text(two.string(for: "three") ?? "nil")
                        Text(date, formatter: currency)
                    }
            """)
        // 3.14159 to three digits is 3.142; `string(for:)` of a string is nil; a number
        // formatter given a date shows nothing, as SwiftUI's Text does when the formatter
        // returns nil.
        #expect(texts == ["1,234,567.891", "3.142", "26%", "$1,234.50", "forty-two", "3.00", "nil", ""])
    }

    @Test func iso8601FormattersPrintAndParseUTC() throws {
        let texts = try texts(
            """
                    let iso = ISO8601DateFormatter()
                    let back = iso.date(from: "2024-06-11T00:00:00Z")!
                    return VStack {
                        Text(iso.string(from: date))
                        Text(back.timeIntervalSince(date).formatted())
                    }
            """)
        // Midnight of the 11th is 14 h 19 min after 09:41 of the 10th: 51,540 s.
        #expect(texts == ["2024-06-10T09:41:00Z", "51,540"])
    }

    /// `Date.ISO8601FormatStyle` built field by field, as apps parse a server's timestamps: a
    /// day alone is its midnight UTC; a stamp with a space between date and time its second; a
    /// text that is no date throws (`try?` gives nil). Formatting with only some fields writes
    /// only those, the separators as asked (`.omitted`: none).
    @Test func iso8601FormatStylesParseAndFormatFieldByField() throws {
        let texts = try texts(
            """
                    let day = Date.ISO8601FormatStyle().year().month().day().dateSeparator(.dash)
                    let stamp = Date.ISO8601FormatStyle()
                        .year().month().day().dateSeparator(.dash).dateTimeSeparator(.space)
                        .time(includingFractionalSeconds: false).timeSeparator(.colon)
                    return VStack {
                        Text((try? Date("2024-06-11", strategy: day))?.timeIntervalSince(date).formatted() ?? "nil")
                        Text((try? Date("2024-06-10 09:42:30", strategy: stamp))?.timeIntervalSince(date).formatted() ?? "nil")
                        Text((try? Date("soon", strategy: day)) == nil ? "nil" : "a date")
                        Text(date.formatted(.iso8601.year().month().day()))
                        Text(date.formatted(Date.ISO8601FormatStyle(dateSeparator: .omitted).year().month().day()))
                        Text(date.formatted(Date.ISO8601FormatStyle()))
                    }
            """)
        // Midnight of the 11th is 51,540 s after 09:41 of the 10th; 09:42:30 is 90 s after.
        #expect(texts == ["51,540", "90", "nil", "2024-06-10", "20240610", "2024-06-10T09:41:00Z"])
    }

    @Test func wrongSettingsAreNamedWhereTheyAreMade() {
        func message(_ body: String) -> String {
            do {
                _ = try texts(body)
                return ""
            } catch {
                guard case .invalidScene(let list) = error as? LayoutDrawError else { return "\(error)" }
                return list.diagnostics.map { $0.formatted() }.joined(separator: "\n")
            }
        }
        #expect(message("let f = DateFormatter()\nf.dateStyle = .big\nreturn Text(f.string(from: date))")
            .contains("'dateStyle' takes .none, .short, .medium, .long or .full"))
        #expect(message("let f = NumberFormatter()\nf.maximumFractionDigits = 1000\nreturn Text(f.string(for: 1) ?? \"\")")
            .contains("'maximumFractionDigits' takes a whole number from 0 to 100"))
        #expect(message("let f = DateFormatter()\nreturn Text(f.string(from: 3))")
            .contains("string(from:) takes a Date, not a value of type Int"))
    }

    @Test func calendarsAnswerInTheGregorianCalendarInUTC() throws {
        let members = """
                @Environment(\\.calendar) var calendar
            """
        let texts = try texts(
            """
                    let cal = Calendar.current
                    let later = cal.date(byAdding: .month, value: 1, to: date)!
                    let span = cal.dateComponents([.day, .hour], from: date, to: later)
                    let leap = cal.date(from: DateComponents(year: 2024, month: 2, day: 29))!
                    let iso = Calendar(identifier: .iso8601)
                    return VStack {
                        Text("\\(cal.component(.hour, from: date)) \\(cal.component(.weekday, from: date))")
                        Text(later, style: .date)
                        Text("\\(span.day ?? -1) \\(span.hour ?? -1) \\(span.month == nil)")
                        Text("\\(calendar.range(of: .day, in: .month, for: leap)!.count)")
                        Text(cal.shortWeekdaySymbols.joined(separator: " "))
                        Text("\\(cal.isDateInToday(.now)) \\(cal.isDateInYesterday(date.addingTimeInterval(-86400))) \\(cal.isDateInWeekend(date))")
                        Text("\\(cal.component(.weekOfYear, from: date)) \\(iso.firstWeekday)")
                        Text(cal.startOfDay(for: date).formatted(date: .omitted, time: .shortened))
                    }
            """, members: members)
        // 09:41 on a Monday (weekday 2 of Sunday-first weeks); a month later is July 10th, 30
        // days and no hours later (no month asked for: nil); 2024 is a leap year: 29 days in
        // its February; "today" is the scene's now. Week of year: week 1 is Sunday December
        // 31st to January 6th; June 9th (a Sunday) is day 161 of the year, 161 days after
        // December 31st: 23 weeks, so week 24. ISO 8601's weeks start on Monday (2).
        #expect(texts == [
            "9 2", "July 10, 2024", "30 0 true", "29", "Sun Mon Tue Wed Thu Fri Sat", "true true false", "24 2",
            "12:00\u{202F}AM",
        ])
    }

    @Test func anExtensionOfCalendarRunsOnTheCalendar() throws {
        let texts = try texts(
            """
                    Text("\\(Calendar.current.daysInMonth(of: date))")
            """,
            before: """
                extension Calendar {
                    func daysInMonth(of date: Date) -> Int { range(of: .day, in: .month, for: date)!.count }
                }
                """)
        #expect(texts == ["30"])
    }

    @Test func relativeDatesAreRelativeToTheScenesNowNotTheClock() throws {
        // The scene's now is 2024-06-10 09:41 UTC, the day of `date`: Foundation would compare
        // with the machine's clock and print a different word every day.
        let texts = try texts(
            """
                    let day = DateFormatter()
                    day.dateStyle = .medium
                    day.doesRelativeDateFormatting = true
                    let stamp = DateFormatter()
                    stamp.dateStyle = .short
                    stamp.timeStyle = .short
                    stamp.doesRelativeDateFormatting = true
                    return VStack {
                        Text(day.string(from: date))
                        Text(day.string(from: date.addingTimeInterval(-86400)))
                        Text(day.string(from: date.addingTimeInterval(3 * 86400)))
                        Text(stamp.string(from: Date.now.addingTimeInterval(86400)))
                    }
            """)
        #expect(texts == ["Today", "Yesterday", "Jun 13, 2024", "Tomorrow at 9:41\u{202F}AM"])
    }

    /// `ListFormatter.localizedString(byJoining:)` joins as en_US does: "and" between two, the
    /// serial comma before "and" from three on (Scrumdinger's attendee list).
    @Test func aListFormatterJoinsWithTheSerialComma() throws {
        let texts = try texts(
            """
                    VStack {
                        Text(ListFormatter.localizedString(byJoining: ["Jon", "Darla", "Luis"]))
                        Text(ListFormatter.localizedString(byJoining: ["Jon", "Darla"]))
                        Text(ListFormatter.localizedString(byJoining: ["Jon"]))
                    }
            """)
        #expect(texts == ["Jon, Darla, and Luis", "Jon and Darla", "Jon"])
    }

    /// `.navigationTitle(Text(date, style: .date))`: the title is the text the view shows (a
    /// date's long style, "June 10, 2024"), not an error asking for a string.
    @Test func aNavigationTitleOfAFormattedTextIsItsText() throws {
        let texts = try texts(
            """
                    NavigationStack {
                        Text("Body").navigationTitle(Text(date, style: .date))
                    }
            """)
        #expect(texts.contains("June 10, 2024"))
    }

    /// `Angle(degrees: 30).degrees` is 30 and its radians π/6 (Scrumdinger's `SpeakerArc` adds to
    /// `startAngle.degrees`): an angle made by its initializer reads in either unit; `.init`
    /// where a `LocalizedStringKey` is expected (`return .init(name)`) is that key.
    @Test func anglesMadeByTheirInitializerReadInEitherUnit() throws {
        let texts = try texts(
            """
                    VStack {
                        Text("\\(Angle(degrees: 30).degrees + 1.0)")
                        Text("\\(Angle(radians: .pi).degrees)")
                        Text(key)
                    }
            """, members: """
                var key: LocalizedStringKey { let name = "Kim"; return .init(name) }
            """)
        #expect(texts == ["31.0", "180.0", "Kim"])
    }

    /// A `Set` is read as an array of unique elements: `Set([3, 1, 3, 2])` holds 3, `insert` adds
    /// an element once and `remove(_:)` takes it out (one left of "a", "b", "a" less "b"),
    /// `union([4, 1])` adds only 4, and `subtracting([1])` of {3, 1, 2}, sorted, is [2, 3].
    @Test func aSetHoldsEachElementOnce() throws {
        let texts = try texts(
            """
                    var tags = Set<String>()
                    tags.insert("a"); tags.insert("b"); tags.insert("a"); tags.remove("b")
                    return VStack {
                        Text("\\(failed.count) \\(picked.count) \\(tags.count) \\(picked.union([4, 1]).count) \\(picked.contains(2))")
                        Text("\\(picked.subtracting([1]).sorted())")
                    }
            """, members: """
                var failed = Set<String>()
                var picked: Set<Int> = Set([3, 1, 3, 2])
            """)
        #expect(texts == ["0 3 1 4 true", "[2, 3]"])
    }

    /// `String(localized:)` is the development language's text: with no strings table, the
    /// default value when one is given, else the key (`String.LocalizationValue(key)` is the
    /// key), as `NSLocalizedString` reads it.
    @Test func aLocalizedStringIsItsDefaultValueOrItsKey() throws {
        let texts = try texts(
            """
                    VStack {
                        Text(String(localized: "greeting", defaultValue: "Hello"))
                        Text(String(localized: String.LocalizationValue("signIn")))
                    }
            """)
        #expect(texts == ["Hello", "signIn"])
    }

    /// A type nested in another names the outer type's statics unqualified, as Swift finds
    /// them: `L10n.AppStartup.errorTitle` is `localized("errorTitle")`, `L10n`'s private static
    /// function, whose `String(localized:)` is the key without a strings table.
    @Test func aNestedTypeCallsItsEnclosingTypesStatics() throws {
        let texts = try texts(
            """
                    Text(L10n.AppStartup.errorTitle)
            """,
            before: """
                enum L10n {
                    private static func localized(_ key: String) -> String {
                        String(localized: String.LocalizationValue(key))
                    }
                    enum AppStartup {
                        static let errorTitle = localized("errorTitle")
                    }
                }
                """)
        #expect(texts == ["errorTitle"])
    }

    /// `ForEach($names) { $name in … }` names the element's value `name` beside its binding
    /// `$name`; `extension Array where Element == …` adds members to arrays (Apple's
    /// Scrumdinger's `attendees.speakers`), found on any array value.
    @Test func bindingClosureParametersAndArrayExtensionsAreRead() throws {
        let texts = try texts(
            """
                    VStack {
                        ForEach($names, id: \\.self) { $name in
                            Text(name.uppercased())
                        }
                        Text(names.shouted.joined(separator: " "))
                    }
            """,
            members: """
                @State private var names = ["ada", "kim"]
            """,
            before: """
                extension Array where Element == String {
                    var shouted: [String] { map { $0 + "!" } }
                }
                """)
        #expect(texts == ["ADA", "KIM", "ada! kim!"])
    }

    /// `UserDefaults` is a fresh install's: every key missing, so `bool(forKey:)` is false,
    /// `integer(forKey:)` 0, `string(forKey:)` nil (the `??` default shows), whatever the view
    /// sets (in an action, or before reading) — one view, one picture.
    @Test func userDefaultsReadAsAFreshInstall() throws {
        let members = """
                let seen = UserDefaults.standard.bool(forKey: "seen")
                var name: String {
                    UserDefaults.standard.set("Ada", forKey: "name")
                    return UserDefaults(suiteName: "group.app")?.string(forKey: "name") ?? "Guest"
                }
            """
        let shown = try texts(
            #"Text("\(seen ? "back" : "new") \(UserDefaults.standard.integer(forKey: "runs")) \(name)")"#, members: members)
        #expect(shown == ["new 0 Guest"])
    }

    /// `Logger` (the `os` module's) logs nowhere in a still picture: a global and a static
    /// logger, and their messages in an appearing action, leave the picture as it is.
    /// `Text(_:comment:)` is the text; the comment is for translators.
    @Test func loggersAndTranslatorsCommentsDrawNothing() throws {
        let shown = try texts(
            #"Text("Shop", comment: "The shop's title").onAppear { logger.info("appeared"); Self.log.error("x"); title = "Open" }"#
                + "\n" + #"Text(title, tableName: "Shop")"#,
            members: "static let log = Logger()\n@State private var title = \"Closed\"",
            before: "private let logger = Logger(subsystem: \"app\", category: \"shop\")")
        #expect(shown == ["Shop", "Open"])
    }
}

