import Foundation

/// `Date.ISO8601FormatStyle` as apps build it — `Date.ISO8601FormatStyle().year().month().day()
/// .dateSeparator(.dash)`, or `.iso8601` and its modifiers — to format a date
/// (`date.formatted(style)`) and to parse one (`Date(text, strategy: style)`).
///
/// Evidence: swift-foundation's own `Date.ISO8601FormatStyle` does both here, so the text and
/// the dates are the device's: with no field asked for it writes them all
/// (`2024-06-10T09:41:00Z`); asked for some (`.year().month().day()`), only those; its time
/// zone is UTC unless given (a picture's is always UTC, so that it is the same on every
/// machine: a `timeZone:` argument is read and left out). A text the style does not parse
/// throws, as Foundation's parse does: `try?` makes it nil.
enum ISO8601Style {
    /// The style a value describes, or nil when it is no ISO 8601 style.
    static func style(_ value: Value, at offset: Int) throws(ExpressionError) -> Date.ISO8601FormatStyle? {
        guard case .symbol(let symbol) = value, let first = symbol.path.first else { return nil }
        var style: Date.ISO8601FormatStyle
        switch first.name {
        case "ISO8601FormatStyle" where first.arguments != nil:
            style = Date.ISO8601FormatStyle(timeZone: TimeZone(secondsFromGMT: 0)!)
            for argument in first.arguments ?? [] { try apply(argument.label ?? "", [argument.value], to: &style, at: offset) }
        case "iso8601" where first.arguments == nil:
            style = Date.ISO8601FormatStyle(timeZone: TimeZone(secondsFromGMT: 0)!)
        default:
            return nil
        }
        for member in symbol.path.dropFirst() {
            guard let arguments = member.arguments else {
                throw ExpressionError("'\(member.name)' of an ISO 8601 format style is a method: write '\(member.name)()'", at: offset)
            }
            switch member.name {
            case "year": style = style.year()
            case "month": style = style.month()
            case "weekOfYear": style = style.weekOfYear()
            case "day": style = style.day()
            case "time":
                let fractional = arguments.first { $0.label == "includingFractionalSeconds" }?.value
                guard case .bool(let includes)? = fractional else {
                    throw ExpressionError("time takes (includingFractionalSeconds: Bool)", at: offset)
                }
                style = style.time(includingFractionalSeconds: includes)
            case "timeZone":
                style = style.timeZone(separator: try timeZoneSeparator(arguments.first?.value, at: offset))
            default:
                try apply(member.name, arguments.map(\.value), to: &style, at: offset)
            }
        }
        return style
    }

    /// `date.formatted(style)` for an ISO 8601 style; nil for any other style.
    static func format(seconds: Double, style value: Value, at offset: Int) throws(ExpressionError) -> String? {
        guard let style = try style(value, at: offset) else { return nil }
        return style.format(Date(timeIntervalSince1970: seconds))
    }

    /// `Date(text, strategy: style)`: the date, or a thrown error when the text is not one.
    static func parse(_ text: String, strategy: Value, now: Double, at offset: Int) throws(ExpressionError) -> Value {
        guard let style = try style(strategy, at: offset) else {
            throw ExpressionError("Date(_:strategy:) takes an ISO 8601 style such as .iso8601 or Date.ISO8601FormatStyle()", at: offset)
        }
        // (A date is a few dozen characters: a longer text is none, unread.)
        guard text.utf8.count <= 256, let date = try? style.parse(text) else {
            let description = "The data couldn’t be read because it isn’t in the correct format."
            var userInfo = DictionaryValue()
            userInfo.set(.string(NSErrorValue.localizedDescriptionKey), .string(description))
            throw ExpressionError(thrown: .host(HostValue(NSErrorValue(domain: "NSCocoaErrorDomain", code: 2048, userInfo: userInfo))), at: offset)
        }
        return .host(HostValue(DateValue(seconds: date.timeIntervalSince1970, now: now)))
    }

    /// A separator modifier (`.dateSeparator(.dash)`) or initializer argument
    /// (`dateSeparator: .omitted`, `includingFractionalSeconds: true`).
    private static func apply(_ name: String, _ values: [Value], to style: inout Date.ISO8601FormatStyle, at offset: Int) throws(ExpressionError) {
        let word = values.first.flatMap(memberName)
        switch (name, word) {
        case ("dateSeparator", "dash"): style = style.dateSeparator(.dash)
        case ("dateSeparator", "omitted"): style = style.dateSeparator(.omitted)
        case ("dateTimeSeparator", "standard"): style = style.dateTimeSeparator(.standard)
        case ("dateTimeSeparator", "space"): style = style.dateTimeSeparator(.space)
        case ("timeSeparator", "colon"): style = style.timeSeparator(.colon)
        case ("timeSeparator", "omitted"): style = style.timeSeparator(.omitted)
        case ("timeZoneSeparator", _): style = style.timeZoneSeparator(try timeZoneSeparator(values.first, at: offset))
        case ("includingFractionalSeconds", _):
            guard case .bool(let includes)? = values.first else {
                throw ExpressionError("includingFractionalSeconds takes a Bool", at: offset)
            }
            if includes { style = style.time(includingFractionalSeconds: true) }
        case ("timeZone", _):
            break
        default:
            throw ExpressionError(
                "'\(name)\(word.map { "(.\($0))" } ?? "")' is not an ISO 8601 format style's: it has year(), month(), weekOfYear(), day(), time(includingFractionalSeconds:), timeZone(separator:) and the separators dateSeparator(.dash/.omitted), dateTimeSeparator(.standard/.space), timeSeparator(.colon/.omitted), timeZoneSeparator(.colon/.omitted)",
                at: offset)
        }
    }

    private static func timeZoneSeparator(_ value: Value?, at offset: Int) throws(ExpressionError) -> Date.ISO8601FormatStyle.TimeZoneSeparator {
        switch value.flatMap(memberName) {
        case "colon": return .colon
        case "omitted": return .omitted
        default: throw ExpressionError("a time zone separator is .colon or .omitted", at: offset)
        }
    }

    /// `dash` of `.dash`.
    private static func memberName(_ value: Value) -> String? {
        guard case .symbol(let symbol) = value, symbol.path.count == 1, symbol.path[0].arguments == nil else { return nil }
        return symbol.path[0].name
    }
}
