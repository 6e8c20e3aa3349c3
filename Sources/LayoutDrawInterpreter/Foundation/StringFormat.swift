#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LayoutDrawCore

extension SwiftFormat {
    /// Why `String(format:_:)` cannot format its arguments (the message says what and how to fix it).
    public struct Mismatch: Error, Equatable {
        public let message: String
    }

    /// `String(format:_:)` for the conversions readouts use: `%d %i %x %X %o %u` (an `Int`),
    /// `%f %e %g` (a `Double`), `%s %@ %%`, with flags, width and precision (`%.f`, `%.1f`,
    /// `%5.2f`). A format that does not match its arguments is an error: Foundation reads each
    /// argument as the conversion says, so on a device `String(format: "%d", 3.0)` prints the
    /// bits of 3.0 as an integer and `String(format: "%.1f", 3)` prints 0.0 — a readout that
    /// is wrong there, not a number we could print for it.
    public static func format(_ format: String, _ arguments: [Value]) throws(Mismatch) -> String {
        var output = ""
        var remaining = arguments[...]
        var position = 0
        var scalars = format.unicodeScalars[...]
        func next(_ spec: String) throws(Mismatch) -> Value {
            guard let argument = remaining.popFirst() else {
                throw Mismatch(
                    message: "format \"\(format)\" has more conversions than its \(arguments.count) argument\(arguments.count == 1 ? "" : "s")")
            }
            position += 1
            return argument
        }
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
            guard let conversion = scalars.first else {
                throw Mismatch(message: "format \"\(format)\" ends in the middle of a conversion ('\(spec)')")
            }
            scalars = scalars.dropFirst()
            let written = spec + String(conversion)
            switch conversion {
            case "%":
                output += "%"
            case "d", "i", "x", "X", "o", "u":
                let argument = try next(written)
                switch argument {
                case .int(let number):
                    output += cFormat(spec + "ll" + String(conversion), int: Int64(number))
                case .double(let number):
                    throw Mismatch(
                        message: "'\(written)' formats an Int, but argument \(position) is a Double (\(double(number))): on a device it "
                            + "prints an unrelated number; write Int(…) around it, or use '%.0f'")
                default:
                    throw Mismatch(message: "'\(written)' formats an Int, but argument \(position) is a value of type \(argument.typeName)")
                }
            case "f", "F", "e", "E", "g", "G":
                let argument = try next(written)
                switch argument {
                case .double(let number):
                    output += cFormat(written, double: number)
                case .int(let number):
                    throw Mismatch(
                        message: "'\(written)' formats a Double, but argument \(position) is an Int (\(number)): on a device it "
                            + "prints 0.0; write Double(…) around it, or use '%d'")
                default:
                    throw Mismatch(message: "'\(written)' formats a Double, but argument \(position) is a value of type \(argument.typeName)")
                }
            case "s", "@":
                output += try next(written).interpolationDescription
            default:
                throw Mismatch(
                    message: "'\(written)' is not a conversion String(format:) supports here (%d %i %x %o %u %f %e %g %s %@ %%)")
            }
        }
        guard remaining.isEmpty else {
            throw Mismatch(
                message: "format \"\(format)\" has \(position) conversion\(position == 1 ? "" : "s") but \(arguments.count) arguments")
        }
        return output
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
