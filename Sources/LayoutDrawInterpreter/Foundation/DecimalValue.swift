import LayoutDrawCore

/// Foundation's `Decimal`, the base-10 number apps keep prices and quantities in: made from an
/// integer, a literal where a `Decimal` is declared (`let price: Decimal = 5.78`), `Decimal(3)`,
/// `Decimal(string: "5.78")` or `Decimal(2.5)`; added, subtracted, multiplied, divided and
/// compared exactly in base 10 (with each other and with number literals); printed as Swift
/// prints it ("17.34"); formatted with the number styles (`.currency(code: "USD")`, `.number`,
/// `.percent`: `NumberFormatting`); and read as `NSDecimalNumber` reads it (`doubleValue`,
/// `intValue`, `stringValue`; `Double(truncating:)`).
///
/// What Foundation does: a `Decimal` is a significand of up to 38 decimal digits times a power
/// of ten from −128 to 127; `+`, `−`, `×` are exact while the result fits those 38 digits and
/// rounded (half up, `NSDecimalNumber.RoundingMode.plain`) beyond; `/` is rounded to 38 digits
/// (1 / 3 is 0.33333333333333333333333333333333333333); a result beyond the exponents is an
/// overflow (NaN), here an error. Its description drops trailing zeros and never uses an
/// exponent (`Decimal(string: "1.50")` prints "1.5", 1e3 "1000").
///
/// What we do differently: a `Decimal` made from a `Double` (a literal, `Decimal(2.5)`) takes the
/// shortest decimal that reads back as that `Double` (5.78 is 5.78), where Foundation's
/// conversion may keep binary noise in the last digits (`Decimal(3.133)` has printed
/// 3.132999999999999488); a product past 38 digits rounds its larger operand first, so its last
/// digit may differ from Foundation's.
public struct DecimalValue: HostObject, Hashable {
    /// The value is `significand` × 10^`exponent`; the significand has no trailing zeros (zero
    /// has exponent 0) and at most 38 digits.
    public let significand: Int128
    public let exponent: Int

    static let maximumDigits = 38
    static let limit: Int128 = power(38)  // significands stay below it in magnitude
    static let exponents = -128...127

    static func power(_ n: Int) -> Int128 {
        var result: Int128 = 1
        for _ in 0..<n { result *= 10 }
        return result
    }

    /// `significand` × 10^`exponent`, rounded (half up) to 38 digits and normalized; nil when
    /// the exponent leaves Foundation's range (an overflow).
    init?(significand: Int128, exponent: Int) {
        var s = significand, e = exponent
        while s.magnitude >= Self.limit.magnitude || (e < Self.exponents.lowerBound && s != 0) {
            s = Self.dividedByTen(s)
            e += 1
        }
        while s != 0, s % 10 == 0 {
            s /= 10
            e += 1
        }
        if s == 0 { e = 0 }
        guard Self.exponents.contains(e) || s == 0 else {
            // A large exponent with a short significand may still fit with zeros spelled out.
            var spelled = s
            while e > Self.exponents.upperBound, spelled.magnitude < (Self.limit / 10).magnitude {
                spelled *= 10
                e -= 1
            }
            guard Self.exponents.contains(e) else { return nil }
            self.significand = spelled
            self.exponent = e
            return
        }
        self.significand = s
        self.exponent = e
    }

    /// `value` / 10, rounded half away from zero.
    static func dividedByTen(_ value: Int128) -> Int128 {
        let (q, r) = value.quotientAndRemainder(dividingBy: 10)
        if r >= 5 { return q + 1 }
        if r <= -5 { return q - 1 }
        return q
    }

    public init(_ integer: Int) {
        self.init(significand: Int128(integer), exponent: 0)!
    }

    /// The shortest decimal that reads back as `number`; nil for a NaN or an infinity.
    public init?(_ number: Double) {
        guard number.isFinite else { return nil }
        let digits = NumberFormatting.Decimal(number)
        var s: Int128 = 0
        for digit in digits.digits.prefix(Self.maximumDigits) { s = s * 10 + Int128(digit) }
        let dropped = max(0, digits.digits.count - Self.maximumDigits)
        self.init(significand: digits.isNegative ? -s : s, exponent: digits.exponent + dropped)
    }

    /// `Decimal(string:)`: the number a string starts with (`"12.5"`, `"-3"`, `"1e3"`, `"4.2kg"`
    /// is 4.2, as Foundation's scanner reads it); nil when it starts with none.
    public init?(string: String) {
        var chars = Substring(string.drop { $0 == " " })
        var negative = false
        if let sign = chars.first, sign == "-" || sign == "+" {
            negative = sign == "-"
            chars = chars.dropFirst()
        }
        var s: Int128 = 0, e = 0, digits = 0, seenPoint = false, any = false
        while let c = chars.first {
            if c == ".", !seenPoint {
                seenPoint = true
            } else if let d = c.wholeNumberValue, c.isASCII {
                any = true
                if digits < Self.maximumDigits {
                    if s != 0 || d != 0 { digits += 1 }
                    s = s * 10 + Int128(d)
                    if seenPoint { e -= 1 }
                } else if !seenPoint {
                    e += 1
                }
            } else {
                break
            }
            chars = chars.dropFirst()
        }
        guard any else { return nil }
        if let c = chars.first, c == "e" || c == "E" {
            let rest = chars.dropFirst()
            let sign = rest.first == "-" ? -1 : 1
            let exponentDigits = rest.drop { $0 == "-" || $0 == "+" }.prefix { $0.isASCII && $0.isNumber }
            if !exponentDigits.isEmpty, let power = Int(exponentDigits.prefix(6)) { e += sign * power }
        }
        self.init(significand: negative ? -s : s, exponent: e)
    }

    /// A number, another decimal, or nil: what arithmetic with a `Decimal` takes (an integer or
    /// floating-point literal beside a `Decimal` is a `Decimal`).
    static func from(_ value: Value) -> DecimalValue? {
        switch value {
        case .int(let i): return DecimalValue(i)
        case .double(let d): return DecimalValue(d)
        case .host(let host): return host.object as? DecimalValue
        default: return nil
        }
    }

    public var typeName: String { "Decimal" }

    public var isZero: Bool { significand == 0 }

    /// What Swift prints: every digit, no exponent, no trailing zeros ("17.34", "1000", "0.005").
    public var description: String {
        let digits = String(significand.magnitude)
        let sign = significand < 0 ? "-" : ""
        if exponent >= 0 { return sign + digits + String(repeating: "0", count: significand == 0 ? 0 : exponent) }
        let fraction = -exponent
        if digits.count > fraction {
            let split = digits.index(digits.endIndex, offsetBy: -fraction)
            return sign + digits[..<split] + "." + digits[split...]
        }
        return sign + "0." + String(repeating: "0", count: fraction - digits.count) + digits
    }

    public var doubleValue: Double { Double(description) ?? 0 }

    /// The digits as number formatting reads them.
    var formattingDigits: NumberFormatting.Decimal {
        NumberFormatting.Decimal(digits: String(significand.magnitude).utf8.map { $0 - 48 }, exponent: exponent, isNegative: significand < 0)
    }

    // MARK: Arithmetic

    func adding(_ other: DecimalValue) -> DecimalValue? {
        var (a, b) = (self, other)
        if a.exponent < b.exponent { swap(&a, &b) }
        // Bring `a` (the larger exponent) down to `b`'s while its significand has room; what is
        // left of the difference rounds `b` up to `a`'s.
        var high = a.significand, highExponent = a.exponent
        while highExponent > b.exponent, (high * 10).magnitude < Self.limit.magnitude {
            high *= 10
            highExponent -= 1
        }
        var low = b.significand, lowExponent = b.exponent
        while lowExponent < highExponent {
            low = Self.dividedByTen(low)
            lowExponent += 1
        }
        // Two significands below 10^38 may sum past Int128's 1.7 × 10^38: then one digit off each.
        var (sum, overflow) = high.addingReportingOverflow(low)
        if overflow {
            sum = Self.dividedByTen(high) + Self.dividedByTen(low)
            highExponent += 1
        }
        return DecimalValue(significand: sum, exponent: highExponent)
    }

    func multiplied(by other: DecimalValue) -> DecimalValue? {
        var a = self.significand, b = other.significand
        var e = self.exponent + other.exponent
        while true {
            let (product, overflow) = a.multipliedReportingOverflow(by: b)
            if !overflow { return DecimalValue(significand: product, exponent: e) }
            // Past 127 bits: one digit off the operand with more.
            if a.magnitude >= b.magnitude { a = Self.dividedByTen(a) } else { b = Self.dividedByTen(b) }
            e += 1
        }
    }

    func divided(by other: DecimalValue) -> DecimalValue? {
        guard !other.isZero else { return nil }
        var divisor = other.significand.magnitude, e = exponent - other.exponent
        // A divisor of 38 digits is rounded to 37 so that a remainder times ten fits.
        while divisor >= (Self.limit / 10).magnitude {
            divisor = (divisor + 5) / 10
            e -= 1
        }
        let dividend = significand.magnitude
        var quotient = dividend / divisor, remainder = dividend % divisor
        while remainder != 0, quotient < (Self.limit / 10).magnitude {
            let scaled = remainder * 10
            quotient = quotient * 10 + scaled / divisor
            remainder = scaled % divisor
            e -= 1
        }
        if remainder * 2 >= divisor { quotient += 1 }
        let negative = (significand < 0) != (other.significand < 0)
        let q = Int128(quotient)
        return DecimalValue(significand: negative ? -q : q, exponent: e)
    }

    /// Negative, zero or positive as `self` is below, equal to or above `other`.
    func order(_ other: DecimalValue) -> Int {
        guard let difference = adding(other.negated) else { return 0 }
        return difference.significand < 0 ? -1 : difference.significand == 0 ? 0 : 1
    }

    var negated: DecimalValue { DecimalValue(significand: -significand, exponent: exponent)! }

    public func operate(_ op: Expression.BinaryOperator, _ other: Value, isLeft: Bool, at offset: Int) throws(ExpressionError) -> Value? {
        guard let operand = Self.from(other) else { return nil }
        let (a, b) = isLeft ? (self, operand) : (operand, self)
        let result: DecimalValue?
        switch op {
        case .add: result = a.adding(b)
        case .subtract: result = a.adding(b.negated)
        case .multiply: result = a.multiplied(by: b)
        case .divide:
            guard !b.isZero else { throw ExpressionError("division by zero", at: offset) }
            result = a.divided(by: b)
        case .equal: return .bool(a.order(b) == 0)
        case .notEqual: return .bool(a.order(b) != 0)
        case .less: return .bool(a.order(b) < 0)
        case .lessOrEqual: return .bool(a.order(b) <= 0)
        case .greater: return .bool(a.order(b) > 0)
        case .greaterOrEqual: return .bool(a.order(b) >= 0)
        default: return nil
        }
        guard let result else {
            throw ExpressionError("the Decimal overflows: its exponent leaves −128…127 (Foundation's NaN)", at: offset)
        }
        return .host(HostValue(result))
    }

    public func compare(to other: any HostObject) -> Int? {
        (other as? DecimalValue).map(order)
    }

    public func isEqual(to other: any HostObject) -> Bool {
        (other as? DecimalValue).map { order($0) == 0 } ?? false
    }

    // MARK: Members

    public func member(_ name: String, at offset: Int) throws(ExpressionError) -> Value? {
        switch name {
        case "doubleValue", "floatValue": return .double(doubleValue)
        case "intValue", "int64Value", "integerValue":
            let whole = doubleValue.rounded(.towardZero)
            guard abs(whole) < 9.2e18 else { throw ExpressionError("the Decimal \(description) does not fit an Int", at: offset) }
            return .int(Int(whole))
        case "stringValue", "description": return .string(description)
        case "isZero": return .bool(isZero)
        case "magnitude": return .host(HostValue(significand < 0 ? negated : self))
        case "decimalValue": return .host(HostValue(self))
        case "isNaN", "isInfinite": return .bool(false)
        case "isFinite": return .bool(true)
        default: return nil
        }
    }

    public func hasMethod(_ name: String) -> Bool { name == "formatted" }

    public func method(_ name: String, _ arguments: [LabeledValue], at offset: Int) throws(ExpressionError) -> Value? {
        switch name {
        case "formatted":
            return .string(try NumberFormatting.formatted(.host(HostValue(self)), arguments, at: offset))
        default:
            return nil
        }
    }

    /// `Decimal(…)`: from an `Int`, a `Double` or another `Decimal`; `(string:)` is failable
    /// (nil for text without a number); `()` is zero; `(sign:exponent:significand:)` as
    /// Foundation builds one.
    static func make(_ arguments: [LabeledValue], at offset: Int) throws(ExpressionError) -> Value {
        if arguments.isEmpty { return .host(HostValue(DecimalValue(0))) }
        if arguments.count == 1, arguments[0].label == "string" {
            guard case .string(let text) = arguments[0].value else {
                throw ExpressionError("Decimal(string:) takes a String, not a value of type \(arguments[0].value.typeName)", at: offset)
            }
            return DecimalValue(string: text).map { .host(HostValue($0)) } ?? .none
        }
        if arguments.map(\.label) == ["sign", "exponent", "significand"] {
            guard case .symbol(let sign) = arguments[0].value, ["plus", "minus"].contains(sign.name), case .int(let e) = arguments[1].value,
                let significand = from(arguments[2].value), let scaled = DecimalValue(significand: significand.significand, exponent: significand.exponent + e)
            else {
                throw ExpressionError("Decimal(sign:exponent:significand:) takes .plus or .minus, an Int and a Decimal", at: offset)
            }
            return .host(HostValue(sign.name == "minus" ? scaled.negated : scaled))
        }
        guard arguments.count == 1, arguments[0].label == nil || arguments[0].label == "floatLiteral" || arguments[0].label == "integerLiteral"
        else {
            throw ExpressionError("Decimal takes a number, (string:) or (sign:exponent:significand:)", at: offset)
        }
        if case .double(let d) = arguments[0].value, !d.isFinite {
            throw ExpressionError("a Decimal holds finite numbers, not \(SwiftFormat.double(d))", at: offset)
        }
        guard let decimal = from(arguments[0].value) else {
            throw ExpressionError("Decimal takes a number, not a value of type \(arguments[0].value.typeName)", at: offset)
        }
        return .host(HostValue(decimal))
    }
}
