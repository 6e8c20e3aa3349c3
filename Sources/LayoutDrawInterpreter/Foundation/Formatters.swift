import Foundation
import LayoutDrawCore

/// Foundation's formatter objects as apps configure them:
///
/// ```swift
/// static let formatter: DateFormatter = {
///     let formatter = DateFormatter()
///     formatter.dateStyle = .medium
///     return formatter
/// }()
/// … Text(Self.formatter.string(from: item.date))
/// ```
///
/// A formatter is the list of its settings, in the order the code made them; formatting
/// replays them onto Foundation's own `DateFormatter` or `NumberFormatter` (ICU underneath),
/// which is what a device runs. Order matters as it does there: a `dateStyle` replaces an
/// earlier `dateFormat`.
///
/// Every formatter prints in the en_US locale (or en_US_POSIX when the code sets that, as
/// fixed-format code does), the UTC time zone and the Gregorian calendar, whatever the machine's,
/// so that a picture is the same everywhere; a `locale`, `timeZone` or `calendar` set to
/// anything else is read and has no effect. Evidence (Swift 6.3's Foundation on Linux, checked
/// for 2024-06-10 09:41 UTC): `.medium` date `Jun 10, 2024`, `.short` `6/10/24`, `.full`
/// `Monday, June 10, 2024`, `.short` time `9:41 AM` (U+202F before AM, as ICU 72 and iOS 17
/// write it), `"EEEE, MMM d"` `Monday, Jun 10`; numbers: `.currency` `$1,234.50`, `.percent` of
/// 0.256 `26%`, `.decimal` `1,234,567.891`, `.spellOut` of 42 `forty-two`, `.ordinal` `42nd`.
public struct DateFormatterValue: HostObject, Hashable {
    /// One assignment to the formatter.
    enum Setting: Hashable, Sendable {
        case dateStyle(UInt)
        case timeStyle(UInt)
        case dateFormat(String)
        case posix(Bool)
        case relative(Bool)
    }

    static let styles = ["none", "short", "medium", "long", "full"]

    private(set) var settings: [Setting] = []

    public init() {}

    public var typeName: String { "DateFormatter" }

    /// Foundation's formatter with the settings applied.
    func formatter() -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US")
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0)!
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        for setting in settings {
            switch setting {
            case .dateStyle(let style): formatter.dateStyle = DateFormatter.Style(rawValue: style) ?? .none
            case .timeStyle(let style): formatter.timeStyle = DateFormatter.Style(rawValue: style) ?? .none
            case .dateFormat(let format): formatter.dateFormat = format
            case .posix(let posix): formatter.locale = Locale(identifier: posix ? "en_US_POSIX" : "en_US")
            case .relative: break  // (see `string(from:)`: relative to the scene's now, not the clock)
            }
        }
        return formatter
    }

    public func member(_ name: String, at offset: Int) throws(ExpressionError) -> Value? {
        let formatter = formatter()
        switch name {
        case "dateStyle": return Self.style(formatter.dateStyle)
        case "timeStyle": return Self.style(formatter.timeStyle)
        case "dateFormat": return .string(formatter.dateFormat)
        case "doesRelativeDateFormatting": return .bool(formatter.doesRelativeDateFormatting)
        case "locale", "timeZone", "calendar":
            return .host(HostValue(OpaqueValue(name: "formatter.\(name)", type: name == "timeZone" ? "TimeZone" : name.capitalized)))
        default: return nil
        }
    }

    static func style(_ style: DateFormatter.Style) -> Value {
        .symbol(Symbol(type: "DateFormatter.Style", path: [.init(styles[Int(style.rawValue)])]))
    }

    public func setting(_ name: String, to new: Value, at offset: Int) throws(ExpressionError) -> (any HostObject)? {
        var formatter = self
        switch name {
        case "dateStyle", "timeStyle":
            guard case .symbol(let symbol) = new, symbol.path.count == 1, let index = Self.styles.firstIndex(of: symbol.name) else {
                throw ExpressionError("'\(name)' takes .none, .short, .medium, .long or .full", at: offset)
            }
            formatter.settings.append(name == "dateStyle" ? .dateStyle(UInt(index)) : .timeStyle(UInt(index)))
        case "dateFormat":
            guard case .string(let format) = new else { throw ExpressionError("'dateFormat' takes a string such as \"MMM d, yyyy\"", at: offset) }
            guard format.utf8.count <= 256 else { throw ExpressionError("a date format of more than 256 bytes is not read", at: offset) }
            formatter.settings.append(.dateFormat(format))
        case "doesRelativeDateFormatting":
            guard case .bool(let relative) = new else { throw ExpressionError("'doesRelativeDateFormatting' takes a Bool", at: offset) }
            formatter.settings.append(.relative(relative))
        case "locale":
            formatter.settings.append(.posix(Self.isPOSIX(new)))
        case "timeZone", "calendar":
            // Pictures are drawn in UTC and the Gregorian calendar.
            break
        default:
            return nil
        }
        return formatter
    }

    /// Whether a `Locale` value is `Locale(identifier: "en_US_POSIX")`.
    static func isPOSIX(_ locale: Value) -> Bool {
        guard case .host(let host) = locale, let opaque = host.object as? OpaqueValue else { return false }
        return opaque.name.contains("\"en_US_POSIX\"")
    }

    public func hasMethod(_ name: String) -> Bool { ["string", "date"].contains(name) }

    public func method(_ name: String, _ arguments: [LabeledValue], scope: EvaluationScope, at offset: Int) throws(ExpressionError) -> Value? {
        switch (name, arguments.map(\.label)) {
        case ("string", ["from"]), ("string", ["for"]):
            let now = scope.context?.now ?? EvaluationContext.defaultNow
            // (`.now`, `.distantPast` where a Date is expected.)
            if case .symbol(let symbol) = arguments[0].value, symbol.type == nil, symbol.path.count == 1, symbol.path[0].arguments == nil,
                let date = DateValue.member(symbol.name, now: now)
            {
                return .string(string(from: date))
            }
            guard case .host(let host) = arguments[0].value, let date = host.object as? DateValue else {
                if arguments[0].label == "for" { return Value.none }
                throw ExpressionError("string(from:) takes a Date, not a value of type \(arguments[0].value.typeName)", at: offset)
            }
            return .string(string(from: date))
        case ("date", ["from"]):
            guard case .string(let text) = arguments[0].value else {
                throw ExpressionError("date(from:) takes a String", at: offset)
            }
            guard text.utf8.count <= 1024, let date = formatter().date(from: text) else { return Value.none }
            let now = scope.context?.now ?? EvaluationContext.defaultNow
            return .host(HostValue(DateValue(seconds: date.timeIntervalSince1970, now: now)))
        case ("string", _), ("date", _):
            throw ExpressionError("a DateFormatter has string(from:) and date(from:)", at: offset)
        default:
            return nil
        }
    }

    /// `formatter.string(from: date)`. With `doesRelativeDateFormatting`, a date on the day
    /// before, of or after the scene's now (`--date`, not the machine's clock, which Foundation
    /// would ask) is "Yesterday", "Today" or "Tomorrow", its time after " at " when a time style
    /// is set (`Today at 9:41 AM`), as en_US prints it.
    public func string(from date: DateValue) -> String {
        let formatter = formatter()
        let moment = Date(timeIntervalSince1970: date.seconds)
        let relative = settings.last { if case .relative = $0 { true } else { false } } == .relative(true)
        if relative, formatter.dateStyle != .none {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(secondsFromGMT: 0)!
            let days = calendar.dateComponents(
                [.day], from: calendar.startOfDay(for: Date(timeIntervalSince1970: date.now)), to: calendar.startOfDay(for: moment)
            ).day
            let word: String? =
                switch days {
                case -1: "Yesterday"
                case 0: "Today"
                case 1: "Tomorrow"
                default: nil
                }
            if let word {
                guard formatter.timeStyle != .none else { return word }
                formatter.dateStyle = .none
                return word + " at " + formatter.string(from: moment)
            }
        }
        return formatter.string(from: moment)
    }

    public func isEqual(to other: any HostObject) -> Bool { (other as? DateFormatterValue) == self }
}

/// Foundation's `NumberFormatter`: see `DateFormatterValue` for how a formatter is kept and
/// replayed. `string(from: NSNumber(value: x))` is optional, as Foundation's is; `NSNumber(value:)`
/// is the number itself.
public struct NumberFormatterValue: HostObject, Hashable {
    enum Setting: Hashable, Sendable {
        case style(UInt)
        case integer(String, Int)
        case bool(String, Bool)
        case text(String, String)
        case posix(Bool)
    }

    static let styles: [(name: String, style: NumberFormatter.Style)] = [
        ("none", .none), ("decimal", .decimal), ("currency", .currency), ("percent", .percent), ("scientific", .scientific),
        ("spellOut", .spellOut), ("ordinal", .ordinal), ("currencyISOCode", .currencyISOCode), ("currencyPlural", .currencyPlural),
        ("currencyAccounting", .currencyAccounting),
    ]
    static let integers: Set<String> = [
        "minimumFractionDigits", "maximumFractionDigits", "minimumIntegerDigits", "maximumIntegerDigits",
        "minimumSignificantDigits", "maximumSignificantDigits", "groupingSize",
    ]
    static let bools: Set<String> = ["usesGroupingSeparator", "usesSignificantDigits", "alwaysShowsDecimalSeparator"]
    static let texts: Set<String> = [
        "currencyCode", "currencySymbol", "positivePrefix", "positiveSuffix", "negativePrefix", "negativeSuffix",
        "zeroSymbol", "decimalSeparator", "groupingSeparator", "percentSymbol",
    ]

    /// Foundation's property of that name, one of `integers`. (A function, not a table: key
    /// paths of a class are not `Sendable`.)
    static func integer(_ name: String) -> ReferenceWritableKeyPath<NumberFormatter, Int> {
        switch name {
        case "minimumFractionDigits": \.minimumFractionDigits
        case "maximumFractionDigits": \.maximumFractionDigits
        case "minimumIntegerDigits": \.minimumIntegerDigits
        case "maximumIntegerDigits": \.maximumIntegerDigits
        case "minimumSignificantDigits": \.minimumSignificantDigits
        case "maximumSignificantDigits": \.maximumSignificantDigits
        default: \.groupingSize
        }
    }

    /// One of `bools`.
    static func bool(_ name: String) -> ReferenceWritableKeyPath<NumberFormatter, Bool> {
        switch name {
        case "usesGroupingSeparator": \.usesGroupingSeparator
        case "usesSignificantDigits": \.usesSignificantDigits
        default: \.alwaysShowsDecimalSeparator
        }
    }

    /// One of `texts`.
    static func text(_ name: String) -> ReferenceWritableKeyPath<NumberFormatter, String?> {
        switch name {
        case "currencyCode": \.currencyCode
        case "currencySymbol": \.currencySymbol
        case "positivePrefix": \.positivePrefix
        case "positiveSuffix": \.positiveSuffix
        case "negativePrefix": \.negativePrefix
        case "negativeSuffix": \.negativeSuffix
        case "zeroSymbol": \.zeroSymbol
        case "decimalSeparator": \.decimalSeparator
        case "groupingSeparator": \.groupingSeparator
        default: \.percentSymbol
        }
    }

    /// At most this many digits in any of the digit counts (ICU's own limit is higher; a picture
    /// has no use for more).
    static let maximumDigits = 100

    private(set) var settings: [Setting] = []

    public init() {}

    public var typeName: String { "NumberFormatter" }

    func formatter() -> NumberFormatter {
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "en_US")
        for setting in settings {
            switch setting {
            case .style(let index): formatter.numberStyle = Self.styles[Int(index)].style
            case .integer(let name, let value): formatter[keyPath: Self.integer(name)] = value
            case .bool(let name, let value): formatter[keyPath: Self.bool(name)] = value
            case .text(let name, let value): formatter[keyPath: Self.text(name)] = value
            case .posix(let posix): formatter.locale = Locale(identifier: posix ? "en_US_POSIX" : "en_US")
            }
        }
        return formatter
    }

    public func member(_ name: String, at offset: Int) throws(ExpressionError) -> Value? {
        let formatter = formatter()
        if name == "numberStyle" {
            let name = Self.styles.first { $0.style == formatter.numberStyle }?.name ?? "none"
            return .symbol(Symbol(type: "NumberFormatter.Style", path: [.init(name)]))
        }
        if Self.integers.contains(name) { return .int(formatter[keyPath: Self.integer(name)]) }
        if Self.bools.contains(name) { return .bool(formatter[keyPath: Self.bool(name)]) }
        if Self.texts.contains(name) { return formatter[keyPath: Self.text(name)].map(Value.string) ?? Value.none }
        if name == "locale" { return .host(HostValue(OpaqueValue(name: "formatter.locale", type: "Locale"))) }
        return nil
    }

    public func setting(_ name: String, to new: Value, at offset: Int) throws(ExpressionError) -> (any HostObject)? {
        var formatter = self
        if name == "numberStyle" {
            guard case .symbol(let symbol) = new, symbol.path.count == 1, let index = Self.styles.firstIndex(where: { $0.name == symbol.name }) else {
                throw ExpressionError("'numberStyle' takes a style such as .decimal, .currency, .percent or .spellOut", at: offset)
            }
            formatter.settings.append(.style(UInt(index)))
        } else if Self.integers.contains(name) {
            guard let number = new.number, number == number.rounded(), (0...Double(Self.maximumDigits)).contains(number) else {
                throw ExpressionError("'\(name)' takes a whole number from 0 to \(Self.maximumDigits)", at: offset)
            }
            formatter.settings.append(.integer(name, Int(number)))
        } else if Self.bools.contains(name) {
            guard case .bool(let flag) = new else { throw ExpressionError("'\(name)' takes a Bool", at: offset) }
            formatter.settings.append(.bool(name, flag))
        } else if Self.texts.contains(name) {
            guard case .string(let text) = new, text.utf8.count <= 64 else {
                throw ExpressionError("'\(name)' takes a string (of at most 64 bytes)", at: offset)
            }
            formatter.settings.append(.text(name, text))
        } else if name == "locale" {
            formatter.settings.append(.posix(DateFormatterValue.isPOSIX(new)))
        } else {
            return nil
        }
        return formatter
    }

    public func hasMethod(_ name: String) -> Bool { ["string", "number"].contains(name) }

    public func method(_ name: String, _ arguments: [LabeledValue], at offset: Int) throws(ExpressionError) -> Value? {
        switch (name, arguments.map(\.label)) {
        case ("string", ["from"]), ("string", ["for"]):
            guard let number = arguments[0].value.number else {
                if arguments[0].label == "for" { return Value.none }
                throw ExpressionError("string(from:) takes a number (NSNumber), not a value of type \(arguments[0].value.typeName)", at: offset)
            }
            return string(from: number, isInteger: { if case .int = arguments[0].value { true } else { false } }()).map(Value.string) ?? Value.none
        case ("number", ["from"]):
            guard case .string(let text) = arguments[0].value else { throw ExpressionError("number(from:) takes a String", at: offset) }
            guard text.utf8.count <= 1024, let number = formatter().number(from: text) else { return Value.none }
            return .double(number.doubleValue)
        case ("string", _), ("number", _):
            throw ExpressionError("a NumberFormatter has string(from:), string(for:) and number(from:)", at: offset)
        default:
            return nil
        }
    }

    /// `formatter.string(from: number)`; nil for a number Foundation does not print (none is).
    public func string(from number: Double, isInteger: Bool) -> String? {
        let value: NSNumber = isInteger && abs(number) < 9e15 ? NSNumber(value: Int(number)) : NSNumber(value: number)
        return formatter().string(from: value)
    }

    public func isEqual(to other: any HostObject) -> Bool { (other as? NumberFormatterValue) == self }
}

/// Foundation's `ISO8601DateFormatter`, with its default options (`2024-06-10T09:41:00Z`).
public struct ISO8601DateFormatterValue: HostObject, Hashable {
    public init() {}

    public var typeName: String { "ISO8601DateFormatter" }

    public func hasMethod(_ name: String) -> Bool { ["string", "date"].contains(name) }

    public func method(_ name: String, _ arguments: [LabeledValue], scope: EvaluationScope, at offset: Int) throws(ExpressionError) -> Value? {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        switch (name, arguments.map(\.label)) {
        case ("string", ["from"]):
            guard case .host(let host) = arguments[0].value, let date = host.object as? DateValue else {
                throw ExpressionError("string(from:) takes a Date, not a value of type \(arguments[0].value.typeName)", at: offset)
            }
            return .string(formatter.string(from: Date(timeIntervalSince1970: date.seconds)))
        case ("date", ["from"]):
            guard case .string(let text) = arguments[0].value else { throw ExpressionError("date(from:) takes a String", at: offset) }
            guard text.utf8.count <= 1024, let date = formatter.date(from: text) else { return Value.none }
            return .host(HostValue(DateValue(seconds: date.timeIntervalSince1970, now: scope.context?.now ?? EvaluationContext.defaultNow)))
        case ("string", _), ("date", _):
            throw ExpressionError("an ISO8601DateFormatter has string(from:) and date(from:)", at: offset)
        default:
            return nil
        }
    }

    public func isEqual(to other: any HostObject) -> Bool { other is ISO8601DateFormatterValue }
}

/// `ListFormatter.localizedString(byJoining:)`: a list as the en_US locale joins it — "Kim",
/// "Kim and James", "Kim, James, and Naomi" (with the serial comma), "" for none. Written out
/// rather than asked of Foundation, whose `ListFormatter` Linux does not have.
enum ListFormatting {
    static func call(_ name: String, _ values: [LabeledValue], at offset: Int) throws(ExpressionError) -> Value {
        guard name == "localizedString", values.count == 1, values[0].label == "byJoining", case .array(let items) = values[0].value else {
            throw ExpressionError("ListFormatter is read only as ListFormatter.localizedString(byJoining: strings)", at: offset)
        }
        var strings: [String] = []
        for item in items {
            guard case .string(let string) = item else { throw ExpressionError("ListFormatter.localizedString(byJoining:) takes strings", at: offset) }
            strings.append(string)
        }
        return .string(joined(strings))
    }

    static func joined(_ strings: [String]) -> String {
        switch strings.count {
        case 0: ""
        case 1: strings[0]
        case 2: strings[0] + " and " + strings[1]
        default: strings.dropLast().joined(separator: ", ") + ", and " + strings[strings.count - 1]
        }
    }
}
