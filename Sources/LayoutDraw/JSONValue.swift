/// A JSON document built in code and written with its keys in the order given, for the
/// machine-readable summaries of `check --json` and `diff --json`.
public indirect enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case string(String)
    case array([JSONValue])
    /// Keys in the order written.
    case object([(key: String, value: JSONValue)])

    public static func == (a: JSONValue, b: JSONValue) -> Bool { a.serialized() == b.serialized() }
    public func hash(into hasher: inout Hasher) { hasher.combine(serialized()) }

    /// The JSON text, indented by two spaces per level, ending without a newline.
    public func serialized(indent: Int = 0) -> String {
        let padding = String(repeating: "  ", count: indent + 1)
        let closing = String(repeating: "  ", count: indent)
        switch self {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .integer(let value): return String(value)
        case .number(let value): return value.isFinite ? (value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)") : "null"
        case .string(let value): return Self.quoted(value)
        case .array(let values):
            if values.isEmpty { return "[]" }
            return "[\n" + values.map { padding + $0.serialized(indent: indent + 1) }.joined(separator: ",\n") + "\n\(closing)]"
        case .object(let members):
            if members.isEmpty { return "{}" }
            return "{\n"
                + members.map { padding + Self.quoted($0.key) + ": " + $0.value.serialized(indent: indent + 1) }
                    .joined(separator: ",\n") + "\n\(closing)}"
        }
    }

    /// The JSON text on one line, without spaces (for JSON Lines).
    public func compact() -> String {
        switch self {
        case .array(let values): return "[" + values.map { $0.compact() }.joined(separator: ",") + "]"
        case .object(let members): return "{" + members.map { Self.quoted($0.key) + ":" + $0.value.compact() }.joined(separator: ",") + "}"
        default: return serialized()
        }
    }

    private static func quoted(_ string: String) -> String {
        var result = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
