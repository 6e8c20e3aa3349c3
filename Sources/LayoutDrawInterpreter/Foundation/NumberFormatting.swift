import LayoutDrawCore

/// Foundation's number format styles, as `Text(value, format: .number)` and
/// `value.formatted(.percent)` print them, in the en_US locale (a picture must not depend on the
/// machine's locale).
///
/// Evidence: swift-foundation's `FloatingPointFormatStyle`, `IntegerFormatStyle` and their
/// `Percent` and `Currency` forms hand the number to ICU's number formatter, whose defaults are
/// at most 6 fraction digits, grouping by thousands, and rounding half to even on the number's
/// shortest decimal form; currencies take their own fraction digits (2 for USD, 0 for JPY). The
/// outputs were checked against Swift 6.3's Foundation on Linux: `3.14159265.formatted()` is
/// `3.141593`, `2.345` with `.fractionLength(2)` is `2.34` and `2.355` is `2.36`, `0.25` as
/// `.percent` is `25%`, `1234.5` as `.currency(code: "USD")` is `$1,234.50`, `1234567` with
/// `.notation(.compactName)` is `1.2M`.
///
/// A style is the value the expression made: `.number`, `.number.precision(.fractionLength(2))`,
/// `.percent.grouping(.never)`, `.currency(code: "EUR")` (a `Symbol`).
public enum NumberFormatting {
    /// `value.formatted()` / `value.formatted(style)`.
    public static func formatted(_ value: Value, _ arguments: [LabeledValue], at offset: Int) throws(ExpressionError) -> String {
        guard arguments.count <= 1, arguments.first?.label == nil else {
            throw ExpressionError("formatted takes a format style, such as .number or .percent", at: offset)
        }
        let style: Value = arguments.first?.value ?? .symbol(Symbol(path: [.init("number")]))
        return try format(value, style: style, at: offset)
    }

    /// `value` printed in `style`.
    public static func format(_ value: Value, style: Value, at offset: Int) throws(ExpressionError) -> String {
        if case .host(let host) = value, let decimal = host.object as? DecimalValue {
            // A Decimal's own digits: ICU formats a Decimal without going through a Double.
            return try Spec(style, isInteger: false, at: offset).format(decimal.formattingDigits, isInteger: false)
        }
        guard let number = value.number else {
            throw ExpressionError("a number format style formats a number, not a value of type \(value.typeName)", at: offset)
        }
        let spec = try Spec(style, isInteger: { if case .int = value { true } else { false } }(), at: offset)
        return spec.format(number, integer: { if case .int(let i) = value { i } else { nil } }())
    }

    /// What a style asks for.
    struct Spec {
        enum Kind { case number, percent, currency(String) }
        enum Notation { case automatic, compactName, scientific }
        var kind = Kind.number
        var minimumFraction = 0
        var maximumFraction = 6
        var significant: ClosedRange<Int>?
        var minimumInteger = 1
        var grouping = true
        var notation = Notation.automatic

        init(_ style: Value, isInteger: Bool, at offset: Int) throws(ExpressionError) {
            guard case .symbol(let symbol) = style, !symbol.path.isEmpty else {
                throw ExpressionError("expected a number format style such as .number, .percent or .currency(code: \"USD\"), not a value of type \(style.typeName)", at: offset)
            }
            var path = symbol.path[...]
            // `FloatingPointFormatStyle<Double>.number`, `IntegerFormatStyle<Int>.Percent()`: the type says nothing more.
            let first = path.removeFirst()
            switch (first.name, first.arguments) {
            case ("number", nil):
                kind = .number
            case ("percent", nil):
                kind = .percent
            case ("currency", let arguments?):
                guard arguments.count == 1, arguments[0].label == "code", case .string(let code) = arguments[0].value else {
                    throw ExpressionError("write .currency(code: \"USD\")", at: offset)
                }
                let upper = code.uppercased()
                guard upper.count == 3, upper.allSatisfy({ $0.isASCII && $0.isLetter }) else {
                    throw ExpressionError("'\(code)' is not a currency code: write three letters, such as \"USD\"", at: offset)
                }
                kind = .currency(upper)
                let digits = Self.currencyFractionDigits[upper] ?? 2
                minimumFraction = digits
                maximumFraction = digits
            default:
                throw ExpressionError(
                    "the format style '\(symbol.description)' is not supported; layoutdraw formats .number, .percent and .currency(code:)",
                    at: offset)
            }
            if isInteger, case .number = kind { maximumFraction = 0 }
            for member in path {
                let arguments = member.arguments ?? []
                switch member.name {
                case "precision":
                    guard arguments.count == 1, case .symbol(let precision) = arguments[0].value, precision.path.count == 1 else {
                        throw ExpressionError("precision takes .fractionLength(n), .significantDigits(n) or .integerLength(n)", at: offset)
                    }
                    try apply(precision.path[0], at: offset)
                case "grouping":
                    guard arguments.count == 1, case .symbol(let grouping) = arguments[0].value,
                        ["never", "automatic"].contains(grouping.name)
                    else { throw ExpressionError("grouping takes .never or .automatic", at: offset) }
                    self.grouping = grouping.name == "automatic"
                case "notation":
                    guard arguments.count == 1, case .symbol(let notation) = arguments[0].value else {
                        throw ExpressionError("notation takes .compactName, .scientific or .automatic", at: offset)
                    }
                    switch notation.name {
                    case "compactName": self.notation = .compactName
                    case "scientific": self.notation = .scientific
                    case "automatic": self.notation = .automatic
                    default: throw ExpressionError("notation takes .compactName, .scientific or .automatic", at: offset)
                    }
                case "locale":
                    throw ExpressionError("layoutdraw formats in the en_US locale only, so that a picture is the same everywhere", at: offset)
                default:
                    throw ExpressionError(
                        "'\(member.name)' of a number format style is not supported; layoutdraw reads precision, grouping and notation",
                        at: offset)
                }
            }
        }

        private mutating func apply(_ precision: Symbol.Member, at offset: Int) throws(ExpressionError) {
            func bounds(_ value: Value) throws(ExpressionError) -> ClosedRange<Int> {
                switch value {
                case .int(let n) where (0...40).contains(n): return n...n
                case .range(let range):
                    guard let integers = range.integers, integers.lowerBound >= 0, integers.upperBound <= 40 else { break }
                    return integers
                default: break
                }
                throw ExpressionError("'\(precision.name)' takes a whole number from 0 to 40, or a range of them", at: offset)
            }
            let arguments = precision.arguments ?? []
            switch (precision.name, arguments.map(\.label)) {
            case ("fractionLength", [nil]):
                let range = try bounds(arguments[0].value)
                minimumFraction = range.lowerBound
                maximumFraction = range.upperBound
            case ("significantDigits", [nil]):
                let range = try bounds(arguments[0].value)
                guard range.lowerBound >= 1 else { throw ExpressionError("significantDigits needs at least 1 digit", at: offset) }
                significant = range
            case ("integerLength", [nil]):
                minimumInteger = try bounds(arguments[0].value).lowerBound
            case ("integerAndFractionLength", ["integer", "fraction"]):
                minimumInteger = try bounds(arguments[0].value).lowerBound
                let range = try bounds(arguments[1].value)
                minimumFraction = range.lowerBound
                maximumFraction = range.upperBound
            default:
                let known = ["fractionLength", "significantDigits", "integerLength", "integerAndFractionLength"]
                if !known.contains(precision.name) {
                    let suggestion = Suggestions.didYouMean(precision.name, in: known)
                    throw ExpressionError(
                        "unknown precision '.\(precision.name)'"
                            + (suggestion.isEmpty ? "; write .fractionLength(n), .significantDigits(n) or .integerLength(n)" : suggestion),
                        at: offset)
                }
                throw ExpressionError("precision takes .fractionLength(n), .significantDigits(n) or .integerLength(n)", at: offset)
            }
        }

        /// Fraction digits of the currencies whose minor unit is not 2 (ISO 4217).
        static let currencyFractionDigits: [String: Int] = ["JPY": 0, "KRW": 0, "VND": 0, "CLP": 0, "ISK": 0, "KWD": 3, "BHD": 3, "JOD": 3, "OMR": 3, "TND": 3]
        /// The symbols en_US writes for currencies; others are written as their code and a
        /// no-break space (`CHF 1,234.50`).
        static let currencySymbols: [String: String] = [
            "USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥", "CAD": "CA$", "AUD": "A$", "INR": "₹", "CNY": "CN¥", "KRW": "₩",
            "BRL": "R$", "MXN": "MX$", "ILS": "₪", "NZD": "NZ$", "HKD": "HK$", "TWD": "NT$", "VND": "₫", "XAF": "FCFA", "PHP": "₱",
        ]

        func format(_ number: Double, integer: Int?) -> String {
            if number.isNaN { return "NaN" }
            return format(integer.map(Decimal.init(integer:)) ?? Decimal(number), isInteger: integer != nil, isInfinite: number.isInfinite)
        }

        /// `value`'s digits in the style (a percentage of a non-integer is the value × 100).
        func format(_ value: Decimal, isInteger: Bool, isInfinite: Bool = false) -> String {
            var decimal = value
            if case .percent = kind, !isInteger { decimal.exponent += 2 }
            let negative = decimal.isNegative
            var body: String
            if isInfinite {
                body = "∞"
            } else {
                switch notation {
                case .compactName: body = compact(decimal)
                case .scientific: body = scientific(decimal)
                case .automatic: body = plain(decimal)
                }
            }
            // ICU keeps the sign of a negative number that rounds to zero (`-0.00`).
            let sign = negative ? "-" : ""
            switch kind {
            case .number: return sign + body
            case .percent: return sign + body + "%"
            case .currency(let code):
                let symbol = Self.currencySymbols[code] ?? code + "\u{A0}"
                return sign + symbol + body
            }
        }

        private func rounded(_ decimal: Decimal) -> Decimal {
            if let significant {
                return decimal.rounded(significantDigits: significant.upperBound)
            }
            return decimal.rounded(fractionDigits: maximumFraction)
        }

        private func plain(_ decimal: Decimal) -> String {
            let value = rounded(decimal)
            var minimumFraction = self.minimumFraction
            if let significant {
                // At least the minimum of significant digits are shown (`5` → `5.00` for 3,
                // `0.01` → `0.0100`).
                minimumFraction = Swift.max(0, significant.lowerBound - 1 - value.leadingPower)
            }
            return value.text(minimumFraction: minimumFraction, minimumInteger: minimumInteger, grouping: grouping)
        }

        /// en_US's short compact names: `1.2K`, `15K`, `1.2M`; two significant digits, or the
        /// whole number of units from 100 up.
        private func compact(_ decimal: Decimal) -> String {
            let units = ["", "K", "M", "B", "T"]
            var unit = 0
            var value = decimal
            while unit < units.count - 1, value.integerDigitCount > 3 {
                value.exponent -= 3
                unit += 1
            }
            var shown = value.rounded(significantDigits: Swift.max(2, value.integerDigitCount))
            if shown.integerDigitCount > 3, unit < units.count - 1 {
                // 999.95K rounds to 1000K: one unit up.
                shown.exponent -= 3
                unit += 1
                shown = shown.rounded(significantDigits: 2)
            }
            return shown.text(minimumFraction: 0, minimumInteger: 1, grouping: false) + units[unit]
        }

        /// `1.2345E3`: one integer digit, at most 6 fraction digits.
        private func scientific(_ decimal: Decimal) -> String {
            guard !decimal.isZero else { return "0E0" }
            var value = decimal
            let exponent = value.leadingPower
            value.exponent -= exponent
            var mantissa = value.rounded(fractionDigits: 6)
            var shift = exponent
            if mantissa.integerDigitCount > 1 {
                mantissa.exponent -= 1
                shift += 1
            }
            return mantissa.text(minimumFraction: 0, minimumInteger: 1, grouping: false) + "E\(shift)"
        }
    }

    /// A non-negative decimal number as its digits: `digits` × 10^`exponent` (the sign kept
    /// apart). Rounding works on these digits, as ICU's does.
    struct Decimal {
        var digits: [UInt8]
        var exponent: Int
        var isNegative: Bool

        init(digits: [UInt8], exponent: Int, isNegative: Bool) {
            self.digits = digits
            self.exponent = exponent
            self.isNegative = isNegative
            normalize()
        }

        init(integer: Int) {
            isNegative = integer < 0
            digits = String(integer.magnitude).utf8.map { $0 - 48 }
            exponent = 0
            normalize()
        }

        /// The shortest decimal form that reads back as `number` (Swift's `description`).
        init(_ number: Double) {
            isNegative = number.sign == .minus
            digits = []
            exponent = 0
            guard number.isFinite else { return }
            var text = Substring(String(describing: number.magnitude))
            var power = 0
            if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
                power = Int(text[text.index(after: e)...]) ?? 0
                text = text[..<e]
            }
            var fraction = 0
            var seenPoint = false
            for c in text {
                if c == "." {
                    seenPoint = true
                } else if let d = c.wholeNumberValue {
                    digits.append(UInt8(d))
                    if seenPoint { fraction += 1 }
                }
            }
            exponent = power - fraction
            normalize()
        }

        var isZero: Bool { digits.isEmpty }

        /// Digits before the point (at least 1 for a number below 1: `0.5` has 1).
        var integerDigitCount: Int { Swift.max(1, digits.count + exponent) }

        /// The power of ten of the first digit (3 for 1234.5, -2 for 0.05; 0 for zero).
        var leadingPower: Int { digits.isEmpty ? 0 : digits.count + exponent - 1 }

        /// Drops leading and trailing zeros.
        mutating func normalize() {
            while digits.first == 0 { digits.removeFirst() }
            while digits.last == 0 {
                digits.removeLast()
                exponent += 1
            }
            if digits.isEmpty { exponent = 0 }
        }

        /// Rounded, half to even, to `count` digits after the point.
        func rounded(fractionDigits count: Int) -> Decimal {
            rounded(keeping: digits.count + exponent + count)
        }

        /// Rounded, half to even, to `count` significant digits.
        func rounded(significantDigits count: Int) -> Decimal {
            rounded(keeping: count)
        }

        /// Keeps the first `kept` digits (0 or fewer: none survive unless rounding carries).
        private func rounded(keeping kept: Int) -> Decimal {
            guard kept < digits.count else { return self }
            var result = self
            let dropped = digits.count - Swift.max(0, kept)
            result.exponent += dropped
            var head = Array(digits.prefix(Swift.max(0, kept)))
            let first = kept >= 0 ? digits[kept] : 0
            let restNonZero = digits[(Swift.max(0, kept) + (kept >= 0 ? 1 : 0))...].contains { $0 != 0 }
            let roundUp: Bool
            if kept < 0 {
                roundUp = false
            } else if first > 5 || (first == 5 && restNonZero) {
                roundUp = true
            } else if first == 5 {
                roundUp = (head.last ?? 0) % 2 == 1
            } else {
                roundUp = false
            }
            if roundUp {
                var index = head.count - 1
                while index >= 0 {
                    if head[index] == 9 {
                        head[index] = 0
                        index -= 1
                    } else {
                        head[index] += 1
                        break
                    }
                }
                if index < 0 { head.insert(1, at: 0) }
            }
            result.digits = head
            result.normalize()
            return result
        }

        /// The digits with a point, `minimumFraction` fraction digits at least, the integer part
        /// padded to `minimumInteger` digits and grouped by thousands with commas.
        func text(minimumFraction: Int, minimumInteger: Int, grouping: Bool) -> String {
            let integerCount = digits.count + exponent
            var integerPart: [UInt8] = []
            var fractionPart: [UInt8] = []
            for (index, digit) in digits.enumerated() {
                if index < integerCount { integerPart.append(digit) } else { fractionPart.append(digit) }
            }
            if integerCount > digits.count { integerPart += Array(repeating: 0, count: integerCount - digits.count) }
            if integerCount < 0 { fractionPart = Array(repeating: 0, count: -integerCount) + fractionPart }
            while integerPart.count < minimumInteger { integerPart.insert(0, at: 0) }
            while fractionPart.count < minimumFraction { fractionPart.append(0) }
            var text = ""
            for (index, digit) in integerPart.enumerated() {
                if grouping, index > 0, (integerPart.count - index) % 3 == 0 { text += "," }
                text += String(digit)
            }
            if !fractionPart.isEmpty { text += "." + fractionPart.map(String.init).joined() }
            return text
        }
    }
}
