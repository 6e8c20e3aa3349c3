import LayoutDrawCore

/// The standard library's `Duration` (`.seconds(90)`, `.milliseconds(250)`, `Duration.zero`):
/// a length of time, added and subtracted, scaled by a number, compared, and formatted as
/// Foundation formats it in the en_US locale pictures are drawn in: `formatted()` is the
/// hour-minute-second time pattern ("0:01:30"); `.time(pattern: .minuteSecond)` "1:30",
/// `.hourMinute` "0:02" (rounded to the minute); `.units()` the abbreviated units from hours
/// to seconds with zero units left out ("1 min, 30 sec"; `width: .wide` "1 minute, 30 seconds").
/// A fraction of the smallest unit shown is rounded to the nearest (half away from zero, which
/// Foundation's default rounding of an exact half may not be: not checked against a device).
/// Written where a `Duration` is expected (`let d: Duration = .seconds(90)`) or made by its
/// static methods, the member becomes the value (`DurationValue.init?(_:)`).
public struct DurationValue: HostObject, Hashable {
    /// In seconds.
    public var seconds: Double

    public init(seconds: Double) { self.seconds = seconds }

    /// `.seconds(90)`, `Duration.milliseconds(5)`, `.zero`: the duration a member names; nil
    /// for any other value.
    public init?(_ value: Value) {
        if case .host(let host) = value, let duration = host.object as? DurationValue {
            self = duration
            return
        }
        guard case .symbol(let symbol) = value, symbol.type == nil || symbol.type == "Duration", symbol.path.count == 1 else { return nil }
        let member = symbol.path[0]
        if member.name == "zero", member.arguments == nil {
            self.init(seconds: 0)
            return
        }
        let scales = ["seconds": 1.0, "milliseconds": 1e-3, "microseconds": 1e-6, "nanoseconds": 1e-9]
        guard let scale = scales[member.name], let arguments = member.arguments, arguments.count == 1, arguments[0].label == nil,
            let n = arguments[0].value.number, n.isFinite
        else { return nil }
        self.init(seconds: n * scale)
    }

    public var typeName: String { "Duration" }

    /// What Swift prints: "90.0 seconds".
    public var description: String { "\(SwiftFormat.double(seconds)) seconds" }

    public func member(_ name: String, at offset: Int) throws(ExpressionError) -> Value? {
        switch name {
        case "components":
            try checkRange(at: offset)
            let whole = seconds.rounded(.towardZero)
            return .tuple([
                LabeledValue(label: "seconds", .int(Int(whole))),
                LabeledValue(label: "attoseconds", .int(Int(((seconds - whole) * 1e18).rounded()))),
            ])
        default: return nil
        }
    }

    public func hasMethod(_ name: String) -> Bool { name == "formatted" }

    public func method(_ name: String, _ arguments: [LabeledValue], at offset: Int) throws(ExpressionError) -> Value? {
        guard name == "formatted" else { return nil }
        try checkRange(at: offset)
        guard let style = arguments.first else { return .string(timePattern("hourMinuteSecond")) }
        guard arguments.count == 1, arguments[0].label == nil, case .symbol(let symbol) = style.value, symbol.path.count == 1,
            let labelled = symbol.path[0].arguments
        else {
            throw ExpressionError("layoutdraw formats a Duration with .time(pattern:) and .units(allowed:width:)", at: offset)
        }
        switch symbol.path[0].name {
        case "time":
            guard let pattern = labelled.first(where: { $0.label == "pattern" }), case .symbol(let p) = pattern.value,
                ["hourMinuteSecond", "minuteSecond", "hourMinute"].contains(p.name)
            else {
                throw ExpressionError(".time(pattern:) takes .hourMinuteSecond, .minuteSecond or .hourMinute", at: offset)
            }
            return .string(timePattern(p.name))
        case "units":
            var wide = false
            if let width = labelled.first(where: { $0.label == "width" }), case .symbol(let w) = width.value { wide = w.name == "wide" }
            return .string(units(wide: wide))
        default:
            throw ExpressionError("layoutdraw formats a Duration with .time(pattern:) and .units(allowed:width:)", at: offset)
        }
    }

    /// The longest duration read as whole seconds (about 31.7 million years): a longer one,
    /// or one that is not a number, is an error where it is formatted or taken apart.
    static let maximumSeconds = 1e15

    private func checkRange(at offset: Int) throws(ExpressionError) {
        guard seconds.isFinite, abs(seconds) <= Self.maximumSeconds else {
            throw ExpressionError("this Duration (\(SwiftFormat.double(seconds)) seconds) is too long to format or take apart here", at: offset)
        }
    }

    /// "0:01:30", "1:30", "0:02": the largest unit unpadded, the others two digits.
    func timePattern(_ pattern: String) -> String {
        let sign = seconds < 0 ? "-" : ""
        let total = abs(seconds)
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        switch pattern {
        case "minuteSecond":
            let s = Int(total.rounded())
            return "\(sign)\(s / 60):\(two(s % 60))"
        case "hourMinute":
            let m = Int((total / 60).rounded())
            return "\(sign)\(m / 60):\(two(m % 60))"
        default:
            let s = Int(total.rounded())
            return "\(sign)\(s / 3600):\(two(s / 60 % 60)):\(two(s % 60))"
        }
    }

    /// "1 hr, 2 min, 30 sec" (or wide: "1 hour, 2 minutes, 30 seconds"); "0 sec" for none.
    func units(wide: Bool) -> String {
        let s = Int(abs(seconds).rounded())
        let parts = [(s / 3600, "hr", "hour"), (s / 60 % 60, "min", "minute"), (s % 60, "sec", "second")].filter { $0.0 != 0 }
        guard !parts.isEmpty else { return wide ? "0 seconds" : "0 sec" }
        return (seconds < 0 ? "-" : "") + parts.map { n, short, long in wide ? "\(n) \(long)\(n == 1 ? "" : "s")" : "\(n) \(short)" }.joined(separator: ", ")
    }

    public func operate(_ op: Expression.BinaryOperator, _ other: Value, isLeft: Bool, at offset: Int) throws(ExpressionError) -> Value? {
        if let duration = DurationValue(other) {
            let (a, b) = isLeft ? (seconds, duration.seconds) : (duration.seconds, seconds)
            // (Comparisons are the evaluator's, through `compare(to:)` and `isEqual(to:)`.)
            switch op {
            case .add: return .host(HostValue(DurationValue(seconds: a + b)))
            case .subtract: return .host(HostValue(DurationValue(seconds: a - b)))
            case .divide where b != 0: return .double(a / b)
            default: return nil
            }
        }
        guard let n = other.number else { return nil }
        switch op {
        case .multiply: return .host(HostValue(DurationValue(seconds: seconds * n)))
        case .divide where isLeft && n != 0: return .host(HostValue(DurationValue(seconds: seconds / n)))
        default: return nil
        }
    }

    public func compare(to other: any HostObject) -> Int? {
        guard let other = other as? DurationValue else { return nil }
        return seconds < other.seconds ? -1 : seconds > other.seconds ? 1 : 0
    }

    public func isEqual(to other: any HostObject) -> Bool { (other as? DurationValue) == self }

    public var elements: [Value]? { nil }
}
