import Foundation
import LayoutDrawCore

/// Foundation's `Calendar`, as view code asks it about dates: `Calendar.current.component(.hour,
/// from: date)`, `date(byAdding: .day, value: 1, to: date)`, `isDateInToday(date)`,
/// `dateComponents([.day], from: a, to: b).day`, `shortWeekdaySymbols`.
///
/// Every calendar is the Gregorian calendar in the UTC time zone and the en_US locale (Sunday
/// first, a week of year's first week the one with January 1st), whatever the machine's, as
/// every date layoutdraw prints is; `Calendar.current`, `Calendar(identifier: .gregorian)` and
/// `@Environment(\.calendar)` are the same calendar. The arithmetic is Foundation's own
/// (`Calendar` on ICU), which is what a device runs. "Today" is the scene's now (`--date`), not
/// the clock: `isDateInToday(.now)` is true.
///
/// Evidence: Foundation's documentation of each method; for 2024-06-10 09:41 UTC (a Monday),
/// `component(.weekday, …)` is 2, `range(of: .day, in: .month, …)` is `1..<31`, a month later
/// is 2024-07-10 09:41, `shortWeekdaySymbols` are `Sun` … `Sat` (Swift 6.3's Foundation on
/// Linux with the en_US locale).
public struct CalendarValue: HostObject, Hashable {
    /// 1 = Sunday … 7 = Saturday.
    public var firstWeekday = 1
    public var minimumDaysInFirstWeek = 1

    public init() {}

    public var typeName: String { "Calendar" }

    /// Foundation's calendar, in UTC and en_US.
    var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0)!
        calendar.locale = Locale(identifier: "en_US")
        calendar.firstWeekday = firstWeekday
        calendar.minimumDaysInFirstWeek = minimumDaysInFirstWeek
        return calendar
    }

    /// `Calendar.Component`'s cases by name.
    static let components: [String: Calendar.Component] = [
        "era": .era, "year": .year, "month": .month, "day": .day, "hour": .hour, "minute": .minute, "second": .second,
        "weekday": .weekday, "weekdayOrdinal": .weekdayOrdinal, "quarter": .quarter, "weekOfMonth": .weekOfMonth,
        "weekOfYear": .weekOfYear, "yearForWeekOfYear": .yearForWeekOfYear, "nanosecond": .nanosecond,
        "dayOfYear": .dayOfYear,
    ]

    /// The largest amount `date(byAdding:value:to:)` and a `DateComponents` field take: a
    /// million years of seconds is within what Foundation computes; more gives nil.
    static let largestAmount = 10_000_000

    public func member(_ name: String, at offset: Int) throws(ExpressionError) -> Value? {
        let calendar = calendar
        switch name {
        case "firstWeekday": return .int(calendar.firstWeekday)
        case "minimumDaysInFirstWeek": return .int(calendar.minimumDaysInFirstWeek)
        case "weekdaySymbols": return .array(calendar.weekdaySymbols.map(Value.string))
        case "shortWeekdaySymbols": return .array(calendar.shortWeekdaySymbols.map(Value.string))
        case "veryShortWeekdaySymbols": return .array(calendar.veryShortWeekdaySymbols.map(Value.string))
        case "standaloneWeekdaySymbols": return .array(calendar.standaloneWeekdaySymbols.map(Value.string))
        case "shortStandaloneWeekdaySymbols": return .array(calendar.shortStandaloneWeekdaySymbols.map(Value.string))
        case "monthSymbols": return .array(calendar.monthSymbols.map(Value.string))
        case "shortMonthSymbols": return .array(calendar.shortMonthSymbols.map(Value.string))
        case "veryShortMonthSymbols": return .array(calendar.veryShortMonthSymbols.map(Value.string))
        case "standaloneMonthSymbols": return .array(calendar.standaloneMonthSymbols.map(Value.string))
        case "amSymbol": return .string(calendar.amSymbol)
        case "pmSymbol": return .string(calendar.pmSymbol)
        case "identifier": return .symbol(Symbol(type: "Calendar.Identifier", path: [.init("gregorian")]))
        case "locale": return .host(HostValue(OpaqueValue(name: "calendar.locale", type: "Locale")))
        case "timeZone": return .host(HostValue(OpaqueValue(name: "calendar.timeZone", type: "TimeZone")))
        default: return nil
        }
    }

    public func setting(_ name: String, to new: Value, at offset: Int) throws(ExpressionError) -> (any HostObject)? {
        var calendar = self
        switch name {
        case "firstWeekday", "minimumDaysInFirstWeek":
            guard case .int(let n) = new, (1...7).contains(n) else { throw ExpressionError("'\(name)' takes a number from 1 to 7", at: offset) }
            if name == "firstWeekday" { calendar.firstWeekday = n } else { calendar.minimumDaysInFirstWeek = n }
        case "locale", "timeZone":
            // Pictures are drawn in en_US and UTC.
            break
        default:
            return nil
        }
        return calendar
    }

    static let methods: Set<String> = [
        "component", "dateComponents", "date", "startOfDay", "isDateInToday", "isDateInYesterday", "isDateInTomorrow",
        "isDateInWeekend", "isDate", "range", "ordinality", "compare", "dateInterval", "nextDate",
    ]

    public func hasMethod(_ name: String) -> Bool { Self.methods.contains(name) }

    public func method(_ name: String, _ arguments: [LabeledValue], scope: EvaluationScope, at offset: Int) throws(ExpressionError) -> Value? {
        guard Self.methods.contains(name) else { return nil }
        let now = scope.context?.now ?? EvaluationContext.defaultNow
        let calendar = calendar
        let labels = arguments.map(\.label)
        func date(_ index: Int) throws(ExpressionError) -> Date {
            // `.now`, `.distantPast`, `.distantFuture` where a Date is expected.
            if case .symbol(let symbol) = arguments[index].value, symbol.type == nil, symbol.path.count == 1, symbol.path[0].arguments == nil,
                let date = DateValue.member(symbol.name, now: now)
            {
                return Date(timeIntervalSince1970: date.seconds)
            }
            guard case .host(let host) = arguments[index].value, let date = host.object as? DateValue else {
                throw ExpressionError("'\(name)' takes a Date, not a value of type \(arguments[index].value.typeName)", at: offset)
            }
            return Date(timeIntervalSince1970: date.seconds)
        }
        func component(_ index: Int) throws(ExpressionError) -> Calendar.Component {
            guard case .symbol(let symbol) = arguments[index].value, symbol.path.count == 1, let component = Self.components[symbol.name] else {
                throw ExpressionError("expected a calendar component such as .day, .month or .hour", at: offset)
            }
            return component
        }
        func components(_ index: Int) throws(ExpressionError) -> Set<Calendar.Component> {
            guard case .array(let items) = arguments[index].value else {
                return [try component(index)]
            }
            var set: Set<Calendar.Component> = []
            for item in items {
                guard case .symbol(let symbol) = item, symbol.path.count == 1, let component = Self.components[symbol.name] else {
                    throw ExpressionError("expected calendar components such as [.year, .month, .day]", at: offset)
                }
                set.insert(component)
            }
            return set
        }
        func made(_ date: Date?) -> Value {
            guard let date, date.timeIntervalSince1970.isFinite, abs(date.timeIntervalSince1970) < 1e14 else { return Value.none }
            return .host(HostValue(DateValue(seconds: date.timeIntervalSince1970, now: now)))
        }
        let today = Date(timeIntervalSince1970: now)
        switch (name, labels) {
        case ("component", [nil, "from"]):
            return .int(calendar.component(try component(0), from: try date(1)))
        case ("dateComponents", [nil, "from"]):
            return .host(HostValue(DateComponentsValue(calendar.dateComponents(try components(0), from: try date(1)))))
        case ("dateComponents", [nil, "from", "to"]):
            return .host(HostValue(DateComponentsValue(calendar.dateComponents(try components(0), from: try date(1), to: try date(2)))))
        case ("date", ["byAdding", "value", "to"]):
            guard let amount = arguments[1].value.number, amount == amount.rounded(), abs(amount) <= Double(Self.largestAmount) else {
                return Value.none
            }
            return made(calendar.date(byAdding: try component(0), value: Int(amount), to: try date(2)))
        case ("date", ["byAdding", "to"]):
            guard case .host(let host) = arguments[0].value, let components = host.object as? DateComponentsValue else {
                throw ExpressionError("date(byAdding:to:) takes DateComponents", at: offset)
            }
            return made(calendar.date(byAdding: components.foundation, to: try date(1)))
        case ("date", ["from"]):
            guard case .host(let host) = arguments[0].value, let components = host.object as? DateComponentsValue else {
                throw ExpressionError("date(from:) takes DateComponents", at: offset)
            }
            return made(calendar.date(from: components.foundation))
        case ("date", ["bySettingHour", "minute", "second", "of"]):
            let numbers = arguments.prefix(3).compactMap(\.value.number)
            guard numbers.count == 3, numbers.allSatisfy({ $0 == $0.rounded() && abs($0) < 100_000 }) else { return Value.none }
            return made(calendar.date(bySettingHour: Int(numbers[0]), minute: Int(numbers[1]), second: Int(numbers[2]), of: try date(3)))
        case ("date", ["bySetting", "value", "of"]):
            guard let amount = arguments[1].value.number, amount == amount.rounded(), abs(amount) <= Double(Self.largestAmount) else {
                return Value.none
            }
            return made(calendar.date(bySetting: try component(0), value: Int(amount), of: try date(2)))
        case ("startOfDay", ["for"]):
            return made(calendar.startOfDay(for: try date(0)))
        case ("isDateInToday", [nil]):
            return .bool(calendar.isDate(try date(0), inSameDayAs: today))
        case ("isDateInYesterday", [nil]):
            return .bool(calendar.isDate(try date(0), inSameDayAs: today.addingTimeInterval(-86_400)))
        case ("isDateInTomorrow", [nil]):
            return .bool(calendar.isDate(try date(0), inSameDayAs: today.addingTimeInterval(86_400)))
        case ("isDateInWeekend", [nil]):
            let weekday = calendar.component(.weekday, from: try date(0))
            return .bool(weekday == 1 || weekday == 7)
        case ("isDate", [nil, "inSameDayAs"]):
            return .bool(calendar.isDate(try date(0), inSameDayAs: try date(1)))
        case ("isDate", [nil, "equalTo", "toGranularity"]):
            return .bool(calendar.isDate(try date(0), equalTo: try date(1), toGranularity: try component(2)))
        case ("compare", [nil, "to", "toGranularity"]):
            let result = calendar.compare(try date(0), to: try date(1), toGranularity: try component(2))
            let name = result == .orderedAscending ? "orderedAscending" : result == .orderedSame ? "orderedSame" : "orderedDescending"
            return .symbol(Symbol(type: "ComparisonResult", path: [.init(name)]))
        case ("range", ["of", "in", "for"]):
            guard let range = calendar.range(of: try component(0), in: try component(1), for: try date(2)) else { return Value.none }
            return .range(RangeValue(lower: .int(range.lowerBound), upper: .int(range.upperBound), isClosed: false))
        case ("ordinality", ["of", "in", "for"]):
            return calendar.ordinality(of: try component(0), in: try component(1), for: try date(2)).map(Value.int) ?? Value.none
        default:
            throw ExpressionError(
                "layoutdraw's Calendar has component(_:from:), dateComponents(_:from:), dateComponents(_:from:to:), date(byAdding:value:to:), date(byAdding:to:), date(from:), date(bySettingHour:minute:second:of:), date(bySetting:value:of:), startOfDay(for:), isDateInToday, isDateInYesterday, isDateInTomorrow, isDateInWeekend, isDate(_:inSameDayAs:), isDate(_:equalTo:toGranularity:), compare(_:to:toGranularity:), range(of:in:for:) and ordinality(of:in:for:); not \(name)(\(labels.map { ($0 ?? "_") + ":" }.joined()))",
                at: offset)
        }
    }

    public func isEqual(to other: any HostObject) -> Bool { (other as? CalendarValue) == self }
}

/// Foundation's `DateComponents`: each field an optional whole number (`components.day ?? 0`).
/// `DateComponents(year: 2024, month: 6, day: 1)` makes one; a calendar's `dateComponents`
/// returns one with the fields it was asked for.
public struct DateComponentsValue: HostObject, Hashable {
    static let fields = [
        "era", "year", "month", "day", "hour", "minute", "second", "nanosecond", "weekday", "weekdayOrdinal", "quarter",
        "weekOfMonth", "weekOfYear", "yearForWeekOfYear", "dayOfYear",
    ]

    /// The fields that are set, by name.
    public private(set) var values: [String: Int] = [:]

    public init() {}

    init(_ components: DateComponents) {
        for field in Self.fields {
            if let component = CalendarValue.components[field], let value = components.value(for: component) {
                values[field] = value
            }
        }
    }

    /// `DateComponents(year:month:day:…)`, labels in any of Foundation's order.
    public static func make(_ arguments: [LabeledValue], at offset: Int) throws(ExpressionError) -> Value {
        var components = DateComponentsValue()
        for argument in arguments {
            if ["calendar", "timeZone"].contains(argument.label) { continue }
            guard let label = argument.label, fields.contains(label) else {
                throw ExpressionError("DateComponents takes fields such as (year:month:day:hour:minute:), not '\(argument.label ?? "_")'", at: offset)
            }
            if case .none = argument.value { continue }
            guard let number = argument.value.number, number == number.rounded(), abs(number) <= Double(CalendarValue.largestAmount) else {
                throw ExpressionError("'\(label)' takes a whole number (at most \(CalendarValue.largestAmount) in size)", at: offset)
            }
            components.values[label] = Int(number)
        }
        return .host(HostValue(components))
    }

    var foundation: DateComponents {
        var components = DateComponents()
        for (field, value) in values {
            if let component = CalendarValue.components[field] { components.setValue(value, for: component) }
        }
        return components
    }

    public var typeName: String { "DateComponents" }

    public func member(_ name: String, at offset: Int) throws(ExpressionError) -> Value? {
        guard Self.fields.contains(name) else { return nil }
        return values[name].map(Value.int) ?? Value.none
    }

    public func setting(_ name: String, to new: Value, at offset: Int) throws(ExpressionError) -> (any HostObject)? {
        guard Self.fields.contains(name) else { return nil }
        var components = self
        if case .none = new {
            components.values[name] = nil
            return components
        }
        guard let number = new.number, number == number.rounded(), abs(number) <= Double(CalendarValue.largestAmount) else {
            throw ExpressionError("'\(name)' takes a whole number (at most \(CalendarValue.largestAmount) in size)", at: offset)
        }
        components.values[name] = Int(number)
        return components
    }

    public var description: String {
        Self.fields.compactMap { field in values[field].map { "\(field): \($0)" } }.joined(separator: " ")
    }

    public func isEqual(to other: any HostObject) -> Bool { (other as? DateComponentsValue) == self }
}
