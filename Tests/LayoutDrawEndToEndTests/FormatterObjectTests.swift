import Foundation
import LayoutDraw
import LayoutDrawCompile
import LayoutDrawCore
import Testing

/// Foundation's formatter objects as apps configure them (`DateFormatter`, `NumberFormatter`,
/// `ISO8601DateFormatter`, `Text(_:formatter:)`), in the en_US locale and UTC. The date is the
/// scene's default now, Monday 2024-06-10 09:41:00 UTC (1,718,012,460 s). Each expected string
/// is CLDR's en_US pattern for the style, filled in by hand: `.medium` date `MMM d, y`, `.long`
/// `MMMM d, y`, `.short` time `h:mm a` with U+202F before the day period, a medium date and
/// time joined by " at "; `.decimal` at most 3 fraction digits, `.percent` none (25.6 → 26),
/// `.currency` USD's two.
@Suite struct FormatterObjectTests {
    static var pipeline: Pipeline { sharedPipeline }

    func texts(_ body: String, members: String = "") throws -> [String] {
        let source = """
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
}
