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
        case .string(let value): return value.jsonQuoted
        case .array(let values):
            if values.isEmpty { return "[]" }
            return "[\n" + values.map { padding + $0.serialized(indent: indent + 1) }.joined(separator: ",\n") + "\n\(closing)]"
        case .object(let members):
            if members.isEmpty { return "{}" }
            return "{\n"
                + members.map { padding + $0.key.jsonQuoted + ": " + $0.value.serialized(indent: indent + 1) }
                    .joined(separator: ",\n") + "\n\(closing)}"
        }
    }

    /// The JSON text on one line, without spaces (for JSON Lines).
    public func compact() -> String {
        switch self {
        case .array(let values): return "[" + values.map { $0.compact() }.joined(separator: ",") + "]"
        case .object(let members): return "{" + members.map { $0.key.jsonQuoted + ":" + $0.value.compact() }.joined(separator: ",") + "}"
        default: return serialized()
        }
    }
}
