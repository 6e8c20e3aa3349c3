import LayoutDrawCore

/// The Foundation values listings make for their data — `UUID()` for an `Identifiable` id,
/// `Date.now` — made deterministic: a picture must come out the same on every machine and
/// every run, so a UUID is drawn from the scene's seed and "now" is a fixed moment.

/// Foundation's `UUID`: `UUID()` is a random (version 4) UUID, as Foundation makes, but drawn
/// from the scene's seed (`--seed`), so the same listing gives the same UUIDs on every run. It
/// prints as Foundation prints one (`E621E1F8-C36C-495A-93FC-0C247A3E6E5F`: upper-case
/// hexadecimal, 8-4-4-4-12) and is equal only to itself (or a UUID of the same bytes).
public struct UUIDValue: HostObject, Hashable {
    public let high: UInt64
    public let low: UInt64

    public init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    /// A version-4 UUID from 128 random bits: RFC 9562 §5.4 sets the version nibble to 4 and
    /// the variant bits to 10, as Foundation's `UUID()` does.
    public init(random: SeededRandom) {
        let a = random.next()
        let b = random.next()
        high = (a & ~0xF000) | 0x4000
        low = (b & 0x3FFF_FFFF_FFFF_FFFF) | 0x8000_0000_0000_0000
    }

    /// `UUID(uuidString:)`: nil unless the text is 32 hexadecimal digits in the 8-4-4-4-12 form.
    public init?(string: String) {
        let groups = string.split(separator: "-", omittingEmptySubsequences: false)
        guard groups.map(\.count) == [8, 4, 4, 4, 12] else { return nil }
        let digits = groups.joined()
        guard let high = UInt64(digits.prefix(16), radix: 16), let low = UInt64(digits.suffix(16), radix: 16) else { return nil }
        self.high = high
        self.low = low
    }

    public var typeName: String { "UUID" }

    public var description: String {
        func hex(_ value: UInt64, _ digits: Int) -> String {
            let text = String(value, radix: 16, uppercase: true)
            return String(repeating: "0", count: digits - text.count) + text
        }
        let h = hex(high, 16)
        let l = hex(low, 16)
        return "\(h.prefix(8))-\(h.dropFirst(8).prefix(4))-\(h.suffix(4))-\(l.prefix(4))-\(l.suffix(12))"
    }

    public func member(_ name: String, at offset: Int) throws(ExpressionError) -> Value? {
        switch name {
        case "uuidString", "description": .string(description)
        default: nil
        }
    }

    public func isEqual(to other: any HostObject) -> Bool {
        (other as? UUIDValue) == self
    }

    public func compare(to other: any HostObject) -> Int? {
        guard let other = other as? UUIDValue else { return nil }
        if self == other { return 0 }
        return (high, low) < (other.high, other.low) ? -1 : 1
    }
}

/// Foundation's `Date`: a moment, in seconds since 1970-01-01 00:00 UTC. `Date()` and
/// `Date.now` are the scene's fixed "now" (`--date`, 2024-06-10 09:41 UTC unless the scene
/// says), so a listing that shows today's date draws the same picture every day.
public struct DateValue: HostObject, Hashable {
    /// The static members of `Date` an implicit member may name where a `Date` is expected
    /// (`visited: .now`, `Text(.distantPast, style: .date)`).
    public static let implicitMembers = ["now", "distantPast", "distantFuture"]

    /// `Date.now` (the scene's now), `Date.distantPast` and `Date.distantFuture` (Foundation's:
    /// 0001-01-01 and 4001-01-01 00:00 UTC); nil for another name.
    public static func member(_ name: String, now: Double) -> DateValue? {
        switch name {
        case "now": DateValue(seconds: now, now: now)
        case "distantPast": DateValue(seconds: -62_135_596_800, now: now)
        case "distantFuture": DateValue(seconds: 64_092_211_200, now: now)
        default: nil
        }
    }

    /// Seconds since 1970-01-01 00:00:00 UTC.
    public let seconds: Double
    /// The scene's "now", for `timeIntervalSinceNow`.
    public let now: Double

    public init(seconds: Double, now: Double) {
        self.seconds = seconds
        self.now = now
    }

    /// Seconds from 1970 to Foundation's reference date, 2001-01-01 00:00 UTC.
    public static let referenceDateOffset = 978_307_200.0

    public var typeName: String { "Date" }

    /// As Swift prints a `Date`: `2024-06-10 09:41:00 +0000`.
    public var description: String {
        let parts = DateParts(seconds: seconds)
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let year = parts.year < 0 ? "-" + String(-parts.year) : String(parts.year)
        let paddedYear = String(repeating: "0", count: max(0, 4 - year.count)) + year
        return "\(paddedYear)-\(two(parts.month))-\(two(parts.day)) \(two(parts.hour)):\(two(parts.minute)):\(two(parts.second)) +0000"
    }

    public func member(_ name: String, at offset: Int) throws(ExpressionError) -> Value? {
        switch name {
        case "timeIntervalSince1970": .double(seconds)
        case "timeIntervalSinceReferenceDate": .double(seconds - Self.referenceDateOffset)
        case "timeIntervalSinceNow": .double(seconds - now)
        case "description": .string(description)
        default: nil
        }
    }

    public func hasMethod(_ name: String) -> Bool {
        ["addingTimeInterval", "advanced", "timeIntervalSince", "distance", "formatted"].contains(name)
    }

    public func method(_ name: String, _ arguments: [LabeledValue], at offset: Int) throws(ExpressionError) -> Value? {
        func number() throws(ExpressionError) -> Double {
            guard arguments.count == 1, let n = arguments[0].value.number, n.isFinite else {
                throw ExpressionError("'\(name)' takes a number of seconds", at: offset)
            }
            return n
        }
        func date() throws(ExpressionError) -> DateValue {
            guard arguments.count == 1, case .host(let host) = arguments[0].value, let date = host.object as? DateValue else {
                throw ExpressionError("'\(name)' takes a Date", at: offset)
            }
            return date
        }
        switch name {
        case "addingTimeInterval", "advanced": return .host(HostValue(DateValue(seconds: seconds + (try number()), now: now)))
        case "timeIntervalSince": return .double(seconds - (try date()).seconds)
        case "distance": return .double((try date()).seconds - seconds)
        case "formatted": return .string(try DateFormatting.formatted(self, arguments, at: offset))
        default: return nil
        }
    }

    public func operate(_ op: Expression.BinaryOperator, _ other: Value, isLeft: Bool, at offset: Int) throws(ExpressionError) -> Value? {
        // `date + 3600`, `date - 60`: a `Date` and a `TimeInterval` (Foundation's operators).
        guard let interval = other.number, interval.isFinite else { return nil }
        switch (op, isLeft) {
        case (.add, _): return .host(HostValue(DateValue(seconds: seconds + interval, now: now)))
        case (.subtract, true): return .host(HostValue(DateValue(seconds: seconds - interval, now: now)))
        default: return nil
        }
    }

    public func isEqual(to other: any HostObject) -> Bool {
        (other as? DateValue)?.seconds == seconds
    }

    public func compare(to other: any HostObject) -> Int? {
        guard let other = other as? DateValue else { return nil }
        return seconds < other.seconds ? -1 : seconds == other.seconds ? 0 : 1
    }
}

/// A moment's calendar fields in the proleptic Gregorian calendar, in UTC (the time zone
/// layoutdraw formats dates in, so that a picture does not depend on the machine's zone).
public struct DateParts: Hashable, Sendable {
    public var year: Int
    /// 1…12
    public var month: Int
    /// 1…31
    public var day: Int
    /// 0…23
    public var hour: Int
    public var minute: Int
    public var second: Int
    /// 1 = Sunday … 7 = Saturday, as Foundation's `Calendar` counts.
    public var weekday: Int
    /// 1…366
    public var dayOfYear: Int

    public init(seconds: Double) {
        let whole = seconds.isFinite ? Swift.max(-1e15, Swift.min(1e15, seconds)).rounded(.down) : 0
        let total = Int(whole)
        var days = total / 86_400
        var rest = total % 86_400
        if rest < 0 {
            rest += 86_400
            days -= 1
        }
        hour = rest / 3600
        minute = rest % 3600 / 60
        second = rest % 60
        // 1970-01-01 was a Thursday (weekday 5).
        weekday = ((days % 7 + 7) % 7 + 4) % 7 + 1
        // Howard Hinnant's civil_from_days.
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        day = doy - (153 * mp + 2) / 5 + 1
        month = mp < 10 ? mp + 3 : mp - 9
        year = yoe + era * 400 + (month <= 2 ? 1 : 0)
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let starts = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334]
        dayOfYear = starts[month - 1] + day + (leap && month > 2 ? 1 : 0)
    }

    /// Seconds since 1970 of a UTC date and time (days_from_civil); nil for a field out of range.
    public static func seconds(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0) -> Double? {
        guard (1...12).contains(month), (1...31).contains(day), (0...23).contains(hour), (0...59).contains(minute),
            (0...60).contains(second), abs(year) < 1_000_000
        else { return nil }
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = month > 2 ? month - 3 : month + 9
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        let days = era * 146_097 + doe - 719_468
        return Double(days * 86_400 + hour * 3600 + minute * 60 + second)
    }
}

/// A value a still picture has none for: an environment value such as `\.dismiss` or
/// `\.openURL`. Declaring it is fine (`@Environment(\.dismiss) var dismiss`), and so is using it
/// where SwiftUI would only run it later (a `Button`'s action is never run); reading it is an
/// error that says why.
public struct OpaqueValue: HostObject, Hashable {
    /// How the listing names it: `\.dismiss`.
    public let name: String
    /// Its type as Swift names it (`DismissAction`).
    public let type: String

    public init(name: String, type: String) {
        self.name = name
        self.type = type
    }

    public var typeName: String { type }

    private func unknown(at offset: Int) -> ExpressionError {
        ExpressionError(
            "layoutdraw has no value for '\(name)' (\(type)): a still picture has none; a Button's action that uses it is not run",
            at: offset)
    }

    public func member(_ name: String, at offset: Int) throws(ExpressionError) -> Value? { throw unknown(at: offset) }
    public func hasMethod(_ name: String) -> Bool { true }
    public func method(_ name: String, _ arguments: [LabeledValue], at offset: Int) throws(ExpressionError) -> Value? {
        throw unknown(at: offset)
    }
    public func subscriptValue(_ arguments: [LabeledValue], at offset: Int) throws(ExpressionError) -> Value? { throw unknown(at: offset) }
    public func call(_ arguments: [LabeledValue], at offset: Int) throws(ExpressionError) -> Value? { throw unknown(at: offset) }
    public func operate(_ op: Expression.BinaryOperator, _ other: Value, isLeft: Bool, at offset: Int) throws(ExpressionError) -> Value? {
        throw unknown(at: offset)
    }

    public func isEqual(to other: any HostObject) -> Bool { (other as? OpaqueValue) == self }
}
