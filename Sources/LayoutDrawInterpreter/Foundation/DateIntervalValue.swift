import LayoutDrawCore

/// Foundation's `DateInterval`: a start and a duration, made with `(start:duration:)` or
/// `(start:end:)` (an end before the start is Foundation's precondition failure, here an
/// error); its `start`, `end` and `duration`, `contains(_:)` a date (the ends included), and
/// `intersects(_:)` another interval. What Swift prints: "start to end".
public struct DateIntervalValue: HostObject, Hashable {
    public var start: DateValue
    public var duration: Double

    public init(start: DateValue, duration: Double) {
        self.start = start
        self.duration = duration
    }

    /// `DateInterval(start:duration:)` or `(start:end:)` from the call's values.
    public static func make(_ values: [LabeledValue], at offset: Int) throws(ExpressionError) -> DateIntervalValue {
        guard values.count == 2, values[0].label == "start", case .host(let first) = values[0].value, let start = first.object as? DateValue else {
            throw ExpressionError("DateInterval takes (start: a Date, duration: seconds) or (start: a Date, end: a Date)", at: offset)
        }
        switch (values[1].label, values[1].value) {
        case ("duration"?, let value) where value.number.map({ $0.isFinite && $0 >= 0 && abs(start.seconds + $0) < 1e14 }) == true:
            return DateIntervalValue(start: start, duration: value.number!)
        case ("end"?, .host(let second)) where second.object is DateValue:
            let end = second.object as! DateValue
            guard end.seconds >= start.seconds else { throw ExpressionError("a DateInterval's end must not be before its start", at: offset) }
            return DateIntervalValue(start: start, duration: end.seconds - start.seconds)
        default:
            throw ExpressionError("DateInterval takes (start: a Date, duration: seconds, not negative) or (start: a Date, end: a Date)", at: offset)
        }
    }

    var end: DateValue { DateValue(seconds: start.seconds + duration, now: start.now) }

    public var typeName: String { "DateInterval" }

    public var description: String { "\(start.description) to \(end.description)" }

    public func member(_ name: String, at offset: Int) throws(ExpressionError) -> Value? {
        switch name {
        case "start": .host(HostValue(start))
        case "end": .host(HostValue(end))
        case "duration": .double(duration)
        default: nil
        }
    }

    public func hasMethod(_ name: String) -> Bool { name == "contains" || name == "intersects" }

    public func method(_ name: String, _ arguments: [LabeledValue], at offset: Int) throws(ExpressionError) -> Value? {
        guard arguments.count == 1, arguments[0].label == nil, case .host(let host) = arguments[0].value else { return nil }
        switch name {
        case "contains":
            guard let date = host.object as? DateValue else { throw ExpressionError("contains takes a Date", at: offset) }
            return .bool(date.seconds >= start.seconds && date.seconds <= start.seconds + duration)
        case "intersects":
            guard let other = host.object as? DateIntervalValue else { throw ExpressionError("intersects takes a DateInterval", at: offset) }
            return .bool(other.start.seconds <= start.seconds + duration && start.seconds <= other.start.seconds + other.duration)
        default:
            return nil
        }
    }

    public func isEqual(to other: any HostObject) -> Bool { (other as? DateIntervalValue) == self }

    public var elements: [Value]? { nil }
}
