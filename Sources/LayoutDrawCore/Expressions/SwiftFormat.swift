#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Formatting numbers exactly as Swift and Foundation do.
public enum SwiftFormat {
    /// `Double.description`: `414.0`, `97.5`, `26.666666666666668`, `1e-05`.
    public static func double(_ value: Double) -> String {
        String(describing: value)
    }

    /// A number for JSON: integral values without a fraction, the rest in Swift's shortest
    /// round-trip form, so a reader gets the same Double back.
    public static func json(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(describing: value)
    }

    /// `String(format:_:)` for the conversions readouts use: `%d %i %f %e %g %s %@ %%`, with
    /// flags, width and precision (`%.f`, `%.1f`, `%5.2f`). Returns `nil` for a format that
    /// does not match its arguments.
    public static func format(_ format: String, _ arguments: [Value]) -> String? {
        var output = ""
        var remaining = arguments[...]
        var scalars = format.unicodeScalars[...]
        while let c = scalars.first {
            scalars = scalars.dropFirst()
            guard c == "%" else {
                output.unicodeScalars.append(c)
                continue
            }
            var spec = "%"
            while let f = scalars.first, "-+ #0123456789.l".unicodeScalars.contains(f) {
                if f != "l" { spec.unicodeScalars.append(f) }
                scalars = scalars.dropFirst()
            }
            guard let conversion = scalars.first else { return nil }
            scalars = scalars.dropFirst()
            switch conversion {
            case "%":
                output += "%"
            case "d", "i", "x", "X", "o", "u":
                guard let argument = remaining.popFirst(), let number = argument.number,
                    number.isFinite, abs(number) < 9.2e18
                else { return nil }
                output += cFormat(spec + "ll" + String(conversion), int: Int64(number))
            case "f", "F", "e", "E", "g", "G":
                guard let argument = remaining.popFirst(), let number = argument.number else { return nil }
                output += cFormat(spec + String(conversion), double: number)
            case "s", "@":
                guard let argument = remaining.popFirst() else { return nil }
                output += argument.interpolationDescription
            default:
                return nil
            }
        }
        return remaining.isEmpty ? output : nil
    }

    private static func cFormat(_ spec: String, double: Double) -> String {
        withVaList([double]) { render(spec, $0) }
    }

    private static func cFormat(_ spec: String, int: Int64) -> String {
        withVaList([int]) { render(spec, $0) }
    }

    private static func render(_ spec: String, _ args: CVaListPointer) -> String {
        var buffer = [CChar](repeating: 0, count: 512)
        let count = vsnprintf(&buffer, buffer.count, spec, args)
        guard count >= 0 else { return "" }
        return String(decoding: buffer.prefix(min(Int(count), buffer.count - 1)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
