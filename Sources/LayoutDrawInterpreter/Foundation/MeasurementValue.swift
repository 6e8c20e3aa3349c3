import LayoutDrawCore

/// Foundation's `Measurement` of a length, temperature, mass, duration, speed or volume
/// (`Measurement(value: 5, unit: UnitLength.kilometers)`): its `value` and `unit`,
/// `converted(to:)`, `+`/`−` and comparison of one dimension, what Swift prints ("5.0 km"), and
/// `formatted` in the en_US locale pictures are drawn in:
/// - `.measurement(width:usage: .asProvided)` keeps the unit: "5 km", `width: .wide` "5
///   kilometers", `.narrow` "5km" (the number as `.number` formats it);
/// - `formatted()` (usage `.general`: the locale's own unit) of a temperature is whole degrees
///   Fahrenheit: Apple's examples, 38 °C "100°F" and 36.8 °C "98°F". For other dimensions the
///   locale's choice of unit and precision is not modelled: an error asks for `.asProvided`.
public struct MeasurementValue: HostObject, Hashable {
    public struct Unit: Hashable, Sendable {
        let dimension: String
        let name: String
        /// In the dimension's base unit: `base = value × coefficient + constant`.
        let coefficient: Double
        let constant: Double
        let symbol: String
        let singular: String
        let plural: String
    }

    public let value: Double
    public let unit: Unit

    /// The units by dimension and name (`UnitLength.kilometers`).
    static let units: [String: [String: Unit]] = {
        func u(_ d: String, _ n: String, _ k: Double, _ c: Double = 0, s: String, _ one: String, _ many: String) -> Unit {
            Unit(dimension: d, name: n, coefficient: k, constant: c, symbol: s, singular: one, plural: many)
        }
        let all = [
            u("UnitLength", "meters", 1, s: "m", "meter", "meters"), u("UnitLength", "kilometers", 1000, s: "km", "kilometer", "kilometers"),
            u("UnitLength", "centimeters", 0.01, s: "cm", "centimeter", "centimeters"),
            u("UnitLength", "millimeters", 0.001, s: "mm", "millimeter", "millimeters"),
            u("UnitLength", "miles", 1609.344, s: "mi", "mile", "miles"), u("UnitLength", "yards", 0.9144, s: "yd", "yard", "yards"),
            u("UnitLength", "feet", 0.3048, s: "ft", "foot", "feet"), u("UnitLength", "inches", 0.0254, s: "in", "inch", "inches"),
            u("UnitTemperature", "kelvin", 1, s: "K", "kelvin", "kelvins"),
            u("UnitTemperature", "celsius", 1, 273.15, s: "°C", "degree Celsius", "degrees Celsius"),
            u("UnitTemperature", "fahrenheit", 5.0 / 9.0, 255.37222222222223, s: "°F", "degree Fahrenheit", "degrees Fahrenheit"),
            u("UnitMass", "kilograms", 1, s: "kg", "kilogram", "kilograms"), u("UnitMass", "grams", 0.001, s: "g", "gram", "grams"),
            u("UnitMass", "pounds", 0.45359237, s: "lb", "pound", "pounds"), u("UnitMass", "ounces", 0.028349523125, s: "oz", "ounce", "ounces"),
            u("UnitDuration", "seconds", 1, s: "s", "second", "seconds"), u("UnitDuration", "minutes", 60, s: "min", "minute", "minutes"),
            u("UnitDuration", "hours", 3600, s: "hr", "hour", "hours"),
            u("UnitSpeed", "metersPerSecond", 1, s: "m/s", "meter per second", "meters per second"),
            u("UnitSpeed", "kilometersPerHour", 1 / 3.6, s: "km/h", "kilometer per hour", "kilometers per hour"),
            u("UnitSpeed", "milesPerHour", 0.44704, s: "mph", "mile per hour", "miles per hour"),
            u("UnitVolume", "liters", 1, s: "L", "liter", "liters"), u("UnitVolume", "milliliters", 0.001, s: "mL", "milliliter", "milliliters"),
        ]
        return Dictionary(grouping: all, by: \.dimension).mapValues { Dictionary(uniqueKeysWithValues: $0.map { ($0.name, $0) }) }
    }()

    /// The dimensions' type names (`UnitLength`, …), which name their units as static members.
    public static let dimensionNames = Set(units.keys)

    /// The unit a value names: `UnitLength.kilometers`, or `.kilometers` where a dimension is
    /// known (`expected`); nil for any other value.
    static func unit(_ value: Value, expected: String? = nil) -> Unit? {
        guard case .symbol(let symbol) = value, symbol.path.count == 1, symbol.path[0].arguments == nil else { return nil }
        if let type = symbol.type { return units[type]?[symbol.name] }
        if let expected { return units[expected]?[symbol.name] }
        let matches = units.values.compactMap { $0[symbol.name] }
        return matches.count == 1 ? matches[0] : nil
    }

    /// `Measurement(value: 5, unit: UnitLength.kilometers)`.
    public static func make(_ values: [LabeledValue], at offset: Int) throws(ExpressionError) -> MeasurementValue {
        guard values.count == 2, values[0].label == "value", let number = values[0].value.number, number.isFinite, values[1].label == "unit",
            let unit = unit(values[1].value)
        else {
            throw ExpressionError("Measurement takes (value: a number, unit: a unit such as UnitLength.kilometers or UnitTemperature.celsius)", at: offset)
        }
        return MeasurementValue(value: number, unit: unit)
    }

    public var typeName: String { "Measurement<\(unit.dimension)>" }

    /// As Swift prints it: "5.0 km".
    public var description: String { "\(SwiftFormat.double(value)) \(unit.symbol)" }

    func converted(to other: Unit) -> MeasurementValue {
        let base = value * unit.coefficient + unit.constant
        return MeasurementValue(value: (base - other.constant) / other.coefficient, unit: other)
    }

    public func member(_ name: String, at offset: Int) throws(ExpressionError) -> Value? {
        switch name {
        case "value": .double(value)
        case "unit": .symbol(Symbol(type: unit.dimension, path: [.init(unit.name)]))
        case "description": .string(description)
        default: nil
        }
    }

    public func hasMethod(_ name: String) -> Bool { name == "converted" || name == "formatted" }

    public func method(_ name: String, _ arguments: [LabeledValue], at offset: Int) throws(ExpressionError) -> Value? {
        switch name {
        case "converted":
            guard arguments.count == 1, arguments[0].label == "to", let target = Self.unit(arguments[0].value, expected: unit.dimension),
                target.dimension == unit.dimension
            else {
                throw ExpressionError("converted(to:) takes a unit of \(unit.dimension), such as .\(Self.units[unit.dimension]!.keys.sorted()[0])", at: offset)
            }
            return .host(HostValue(converted(to: target)))
        case "formatted":
            return .string(try formatted(arguments.first?.value, at: offset))
        default:
            return nil
        }
    }

    func formatted(_ style: Value?, at offset: Int) throws(ExpressionError) -> String {
        var width = "abbreviated"
        var asProvided = false
        if let style {
            guard case .symbol(let symbol) = style, symbol.path.count == 1, symbol.path[0].name == "measurement",
                let arguments = symbol.path[0].arguments
            else {
                throw ExpressionError("a Measurement is formatted with .measurement(width:usage:)", at: offset)
            }
            for argument in arguments {
                guard case .symbol(let s) = argument.value, s.path.count == 1 else { continue }
                if argument.label == "width" { width = s.name }
                if argument.label == "usage" { asProvided = s.name == "asProvided" }
            }
        }
        var shown = self
        if !asProvided {
            guard unit.dimension == "UnitTemperature" else {
                throw ExpressionError(
                    "layoutdraw formats this Measurement in the unit it was given: write .formatted(.measurement(width: .abbreviated, usage: .asProvided)) (the en_US locale's own choice of unit and precision is not modelled)",
                    at: offset)
            }
            shown = converted(to: Self.units["UnitTemperature"]!["fahrenheit"]!)
            shown = MeasurementValue(value: shown.value.rounded(), unit: shown.unit)
        }
        let number = try NumberFormatting.format(.double(shown.value), style: .symbol(Symbol(path: [.init("number")])), at: offset)
        switch width {
        case "wide": return "\(number) \(shown.value == 1 ? shown.unit.singular : shown.unit.plural)"
        case "narrow": return "\(number)\(shown.unit.symbol)"
        default: return shown.unit.dimension == "UnitTemperature" ? "\(number)\(shown.unit.symbol)" : "\(number) \(shown.unit.symbol)"
        }
    }

    public func operate(_ op: Expression.BinaryOperator, _ other: Value, isLeft: Bool, at offset: Int) throws(ExpressionError) -> Value? {
        guard case .host(let host) = other, let measurement = host.object as? MeasurementValue, measurement.unit.dimension == unit.dimension else {
            return nil
        }
        let b = measurement.converted(to: unit).value
        let (x, y) = isLeft ? (value, b) : (b, value)
        // (Comparisons are the evaluator's, through `compare(to:)` and `isEqual(to:)`.)
        switch op {
        case .add: return .host(HostValue(MeasurementValue(value: x + y, unit: unit)))
        case .subtract: return .host(HostValue(MeasurementValue(value: x - y, unit: unit)))
        default: return nil
        }
    }

    /// Measurements of one dimension compare in a common unit, as Foundation's do (1 km > 900 m,
    /// 1 km == 1,000 m); of two dimensions, not at all.
    public func compare(to other: any HostObject) -> Int? {
        guard let other = other as? MeasurementValue, other.unit.dimension == unit.dimension else { return nil }
        let b = other.converted(to: unit).value
        return value < b ? -1 : value == b ? 0 : 1
    }

    public func isEqual(to other: any HostObject) -> Bool { compare(to: other) == 0 }

    public var elements: [Value]? { nil }
}
