import LayoutDrawCore

/// Foundation's date format styles and SwiftUI's `Text(date, style:)`, as they print in the
/// en_US locale and the UTC time zone (so that a picture is the same on every machine).
///
/// Evidence: swift-foundation's `Date.FormatStyle` builds an ICU skeleton from the fields asked
/// for and prints ICU's best pattern for it; en_US's patterns (CLDR) were checked against Swift
/// 6.3's Foundation on Linux, for 2024-06-10 09:41 UTC: `formatted()` is `6/10/2024, 9:41 AM`,
/// `.dateTime.year().month().day()` is `Jun 10, 2024`, `.month(.wide).day()` `June 10`,
/// `.weekday(.wide)` `Monday`, `.hour().minute()` `9:41 AM`, `(date: .long, time: .shortened)`
/// `June 10, 2024 at 9:41 AM`, `(date: .complete, time: .omitted)` `Monday, June 10, 2024`.
/// The space before AM and PM is U+202F (a narrow no-break space), as ICU 72 and later write it
/// (iOS 17 does too). SwiftUI's `Text(date, style: .date)` is the long date (`June 10, 2024`)
/// and `.time` the short time (`9:41 AM`), as a `DateFormatter` with those styles prints.
public enum DateFormatting {
    static let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
    static let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    /// U+202F NARROW NO-BREAK SPACE, between the time and AM/PM.
    static let beforeDayPeriod = "\u{202F}"

    /// `date.formatted()`, `date.formatted(date: .long, time: .omitted)`, `date.formatted(style)`.
    public static func formatted(_ date: DateValue, _ arguments: [LabeledValue], at offset: Int) throws(ExpressionError) -> String {
        switch arguments.map(\.label) {
        case []:
            return format(date, style: Style(date: .numeric, time: .shortened))
        case ["date", "time"]:
            return format(date, style: Style(date: try dateStyle(arguments[0].value, at: offset), time: try timeStyle(arguments[1].value, at: offset)))
        case [nil]:
            return try format(date, style: arguments[0].value, at: offset)
        case ["_textStyle"]:
            return try textStyle(date, arguments[0].value, at: offset)
        default:
            throw ExpressionError("formatted takes (date:time:) or a format style such as .dateTime", at: offset)
        }
    }

    /// `date` in a style written as a value (`.dateTime.year()`, `Date.FormatStyle(date: .long,
    /// time: .omitted)`, `.iso8601`).
    public static func format(_ date: DateValue, style: Value, at offset: Int) throws(ExpressionError) -> String {
        guard case .symbol(let symbol) = style, let first = symbol.path.first else {
            throw ExpressionError("expected a date format style such as .dateTime, not a value of type \(style.typeName)", at: offset)
        }
        switch first.name {
        case "dateTime" where first.arguments == nil:
            var fields = Fields()
            for member in symbol.path.dropFirst() { try fields.add(member, at: offset) }
            return format(date, fields: fields.isEmpty ? Fields.standard : fields)
        case "FormatStyle" where first.arguments != nil, "init" where first.arguments != nil:
            let arguments = first.arguments ?? []
            var style = Style(date: .numeric, time: .shortened)
            for argument in arguments {
                switch argument.label {
                case "date": style.date = try dateStyle(argument.value, at: offset)
                case "time": style.time = try timeStyle(argument.value, at: offset)
                default: throw ExpressionError("Date.FormatStyle takes (date:time:)", at: offset)
                }
            }
            guard symbol.path.count == 1 else {
                throw ExpressionError("layoutdraw reads Date.FormatStyle(date:time:) without further modifiers", at: offset)
            }
            return format(date, style: style)
        case "ISO8601FormatStyle" where first.arguments != nil, "iso8601" where first.arguments == nil:
            // `.iso8601` (`2024-06-10T09:41:00Z`), `.iso8601.year()`,
            // `Date.ISO8601FormatStyle().year().month().day()`: Foundation's own (`ISO8601Style`).
            if let text = try ISO8601Style.format(seconds: date.seconds, style: style, at: offset) { return text }
            throw unsupportedStyle(symbol, at: offset)
        default:
            throw unsupportedStyle(symbol, at: offset)
        }
    }

    private static func unsupportedStyle(_ symbol: Symbol, at offset: Int) -> ExpressionError {
        ExpressionError(
            "the date format style '\(symbol.description)' is not supported; layoutdraw formats .dateTime (with its fields), Date.FormatStyle(date:time:), .iso8601 and Date.ISO8601FormatStyle (with its fields)",
            at: offset)
    }

    /// `Text(date, style: .date)`.
    public static func textStyle(_ date: DateValue, _ style: Value, at offset: Int) throws(ExpressionError) -> String {
        guard case .symbol(let symbol) = style, symbol.path.count == 1, symbol.path[0].arguments == nil else {
            throw ExpressionError("Text's date style is .date or .time", at: offset)
        }
        switch symbol.name {
        case "date": return format(date, style: Style(date: .long, time: .omitted))
        case "time": return format(date, style: Style(date: .omitted, time: .shortened))
        case "relative", "offset", "timer":
            throw ExpressionError(
                "the date style .\(symbol.name) shows a time that changes as the clock runs; layoutdraw draws .date and .time", at: offset)
        default:
            throw ExpressionError("unknown date style '.\(symbol.name)'\(Suggestions.didYouMean(symbol.name, in: ["date", "time", "relative", "offset", "timer"]))", at: offset)
        }
    }

    // MARK: Date and time styles

    enum DateStyle { case omitted, numeric, abbreviated, long, complete }
    enum TimeStyle { case omitted, shortened, standard, complete }

    struct Style {
        var date: DateStyle
        var time: TimeStyle
    }

    private static func dateStyle(_ value: Value, at offset: Int) throws(ExpressionError) -> DateStyle {
        let names: [String: DateStyle] = ["omitted": .omitted, "numeric": .numeric, "abbreviated": .abbreviated, "long": .long, "complete": .complete]
        guard case .symbol(let symbol) = value, symbol.path.count == 1, let style = names[symbol.name] else {
            throw ExpressionError("date: takes .omitted, .numeric, .abbreviated, .long or .complete", at: offset)
        }
        return style
    }

    private static func timeStyle(_ value: Value, at offset: Int) throws(ExpressionError) -> TimeStyle {
        let names: [String: TimeStyle] = ["omitted": .omitted, "shortened": .shortened, "standard": .standard, "complete": .complete]
        guard case .symbol(let symbol) = value, symbol.path.count == 1, let style = names[symbol.name] else {
            throw ExpressionError("time: takes .omitted, .shortened, .standard or .complete", at: offset)
        }
        return style
    }

    static func format(_ date: DateValue, style: Style) -> String {
        var fields = Fields()
        switch style.date {
        case .omitted: break
        case .numeric: fields.set(year: .full, month: .numeric, day: .numeric)
        case .abbreviated: fields.set(year: .full, month: .abbreviated, day: .numeric)
        case .long: fields.set(year: .full, month: .wide, day: .numeric)
        case .complete:
            fields.set(year: .full, month: .wide, day: .numeric)
            fields.weekday = .wide
        }
        switch style.time {
        case .omitted: break
        case .shortened: fields.hour = .numeric; fields.minute = true
        case .standard: fields.hour = .numeric; fields.minute = true; fields.second = true
        case .complete: fields.hour = .numeric; fields.minute = true; fields.second = true; fields.timeZone = true
        }
        return format(date, fields: fields)
    }

    // MARK: Fields

    /// The fields a `.dateTime` style asks for, each with its width.
    struct Fields {
        enum Year { case full, twoDigits }
        enum Month { case numeric, twoDigits, abbreviated, wide, narrow }
        enum Day { case numeric, twoDigits }
        enum Weekday { case abbreviated, wide, narrow, short }
        enum Hour { case numeric, twoDigitsWithoutPeriod }

        var year: Year?
        var month: Month?
        var day: Day?
        var weekday: Weekday?
        var hour: Hour?
        var minute = false
        var second = false
        var timeZone = false

        /// `.dateTime` alone: the numeric date and the short time.
        static let standard: Fields = {
            var fields = Fields()
            fields.set(year: .full, month: .numeric, day: .numeric)
            fields.hour = .numeric
            fields.minute = true
            return fields
        }()

        var isEmpty: Bool {
            year == nil && month == nil && day == nil && weekday == nil && hour == nil && !minute && !second && !timeZone
        }

        mutating func set(year: Year, month: Month, day: Day) {
            self.year = year
            self.month = month
            self.day = day
        }

        mutating func add(_ member: Symbol.Member, at offset: Int) throws(ExpressionError) {
            let arguments = member.arguments ?? []
            guard arguments.count <= 1, arguments.first?.label == nil else {
                throw ExpressionError("'\(member.name)' takes one width, such as .wide", at: offset)
            }
            var width: String?
            var widthArguments: [LabeledValue]?
            if let argument = arguments.first {
                guard case .symbol(let symbol) = argument.value, symbol.path.count == 1 else {
                    throw ExpressionError("'\(member.name)' takes a width, such as .wide, not a value of type \(argument.value.typeName)", at: offset)
                }
                width = symbol.name
                widthArguments = symbol.path[0].arguments
            }
            func unsupported() -> ExpressionError {
                ExpressionError("'.\(width ?? "")' is not a width of '\(member.name)' that layoutdraw knows", at: offset)
            }
            switch member.name {
            case "year":
                switch width {
                case nil, "defaultDigits", "extended": year = .full
                case "twoDigits": year = .twoDigits
                default: throw unsupported()
                }
            case "month":
                switch width {
                case nil, "abbreviated": month = .abbreviated
                case "wide": month = .wide
                case "narrow": month = .narrow
                case "defaultDigits": month = .numeric
                case "twoDigits": month = .twoDigits
                default: throw unsupported()
                }
            case "day":
                switch width {
                case nil, "defaultDigits": day = .numeric
                case "twoDigits": day = .twoDigits
                default: throw unsupported()
                }
            case "weekday":
                switch width {
                case nil, "abbreviated": weekday = .abbreviated
                case "wide": weekday = .wide
                case "narrow": weekday = .narrow
                case "short": weekday = .short
                default: throw unsupported()
                }
            case "hour":
                switch width {
                case nil: hour = .numeric
                case "defaultDigits", "twoDigits":
                    // `.twoDigits(amPM: .omitted)`: a 24-hour clock, `09:41`.
                    let omitsPeriod = widthArguments?.first.map { if case .symbol(let s) = $0.value { s.name == "omitted" } else { false } } ?? false
                    hour = omitsPeriod ? .twoDigitsWithoutPeriod : .numeric
                default: throw unsupported()
                }
            case "minute":
                guard width == nil || width == "defaultDigits" || width == "twoDigits" else { throw unsupported() }
                minute = true
            case "second":
                guard width == nil || width == "defaultDigits" || width == "twoDigits" else { throw unsupported() }
                second = true
            case "timeZone":
                timeZone = true
            default:
                throw ExpressionError(
                    "the date field '\(member.name)' is not supported; layoutdraw formats year, month, day, weekday, hour, minute, second and timeZone",
                    at: offset)
            }
        }
    }

    static func pad(_ n: Int, _ width: Int) -> String {
        let text = String(n)
        return String(repeating: "0", count: Swift.max(0, width - text.count)) + text
    }

    /// en_US's pattern for the fields (CLDR's available formats), filled in.
    static func format(_ date: DateValue, fields: Fields) -> String {
        let p = DateParts(seconds: date.seconds)
        let yearText: String? = fields.year.map { $0 == .twoDigits ? pad(((p.year % 100) + 100) % 100, 2) : String(p.year) }
        let dayText: String? = fields.day.map { $0 == .twoDigits ? pad(p.day, 2) : String(p.day) }
        let weekdayName = weekdays[p.weekday - 1]
        let weekdayText: String? = fields.weekday.map { width in
            switch width {
            case .wide: weekdayName
            case .abbreviated: String(weekdayName.prefix(3))
            case .short: String(weekdayName.prefix(2))
            case .narrow: String(weekdayName.prefix(1))
            }
        }
        var datePart = ""
        var textualMonth = false
        switch fields.month {
        case .abbreviated?, .wide?, .narrow?:
            textualMonth = true
            let name = months[p.month - 1]
            let month = fields.month == .wide ? name : fields.month == .narrow ? String(name.prefix(1)) : String(name.prefix(3))
            if let dayText {
                // `Mon, Jun 10, 2024`
                datePart = month + " " + dayText
                if let yearText { datePart += ", " + yearText }
            } else {
                // `Jun 2024`
                datePart = month
                if let yearText { datePart += " " + yearText }
            }
            if let weekdayText { datePart = weekdayText + ", " + datePart }
        case .numeric?, .twoDigits?:
            let month = fields.month == .twoDigits ? pad(p.month, 2) : String(p.month)
            // `6/10/2024`, `06/10`, `6/2024`
            datePart = [month, dayText, yearText].compactMap { $0 }.joined(separator: "/")
            if let weekdayText { datePart = weekdayText + ", " + datePart }
        case nil:
            // `2024`, `10`, `Monday`, `Monday 10`
            datePart = [weekdayText, dayText, yearText].compactMap { $0 }.joined(separator: " ")
        }

        var timePart = ""
        let hour12 = p.hour % 12 == 0 ? 12 : p.hour % 12
        let period = p.hour < 12 ? "AM" : "PM"
        switch fields.hour {
        case .numeric?:
            timePart = String(hour12)
            if fields.minute { timePart += ":" + pad(p.minute, 2) }
            if fields.second { timePart += ":" + pad(p.second, 2) }
            timePart += beforeDayPeriod + period
        case .twoDigitsWithoutPeriod?:
            timePart = pad(p.hour, 2)
            if fields.minute { timePart += ":" + pad(p.minute, 2) }
            if fields.second { timePart += ":" + pad(p.second, 2) }
        case nil:
            // `41`, `41:00`, `0`
            var parts: [String] = []
            if fields.minute { parts.append(fields.second ? pad(p.minute, 2) : String(p.minute)) }
            if fields.second { parts.append(fields.minute ? pad(p.second, 2) : String(p.second)) }
            timePart = parts.joined(separator: ":")
        }
        if fields.timeZone { timePart += timePart.isEmpty ? "GMT" : " GMT" }

        if datePart.isEmpty { return timePart }
        if timePart.isEmpty { return datePart }
        // CLDR's en date-time pattern: `{date} 'at' {time}` after a written month, `{date}, {time}` otherwise.
        return datePart + (textualMonth && fields.day != nil ? " at " : ", ") + timePart
    }
}
