/// Reading JSON back (`merge-reports` reads the shards' `check --json` summaries), without
/// Foundation: the command-line tool does not load it.
extension JSONValue {
    /// Why a text is not JSON: the message names the byte offset.
    public struct ParseError: Error, Sendable, Hashable {
        public var message: String
    }

    /// Parses a JSON text (RFC 8259): nesting at most 512 deep.
    public static func parse(_ text: String) throws(ParseError) -> JSONValue {
        var parser = Parser(bytes: Array(text.utf8))
        parser.skipSpace()
        let value = try parser.value(depth: 0)
        parser.skipSpace()
        guard parser.index == parser.bytes.count else { throw parser.error("unexpected text after the value") }
        return value
    }

    /// The member `key` of an object.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.last { $0.key == key }?.value
    }

    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    public var intValue: Int? {
        switch self {
        case .integer(let value): value
        case .number(let value) where value == value.rounded() && abs(value) < 1e15: Int(value)
        default: nil
        }
    }

    public var numberValue: Double? {
        switch self {
        case .integer(let value): Double(value)
        case .number(let value): value
        default: nil
        }
    }

    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    private struct Parser {
        let bytes: [UInt8]
        var index = 0

        func error(_ message: String) -> ParseError {
            ParseError(message: "\(message) at byte \(index)")
        }

        mutating func skipSpace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }

        mutating func expect(_ literal: String, _ value: JSONValue) throws(ParseError) -> JSONValue {
            let expected = Array(literal.utf8)
            guard index + expected.count <= bytes.count, Array(bytes[index..<index + expected.count]) == expected else {
                throw error("expected '\(literal)'")
            }
            index += expected.count
            return value
        }

        mutating func value(depth: Int) throws(ParseError) -> JSONValue {
            guard depth < 512 else { throw error("nested too deeply") }
            guard index < bytes.count else { throw error("unexpected end") }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                index += 1
                var members: [(key: String, value: JSONValue)] = []
                skipSpace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    return .object(members)
                }
                while true {
                    skipSpace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a key") }
                    let key = try string()
                    skipSpace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':'") }
                    index += 1
                    skipSpace()
                    members.append((key, try value(depth: depth + 1)))
                    skipSpace()
                    guard index < bytes.count else { throw error("unexpected end") }
                    if bytes[index] == UInt8(ascii: ",") {
                        index += 1
                        continue
                    }
                    guard bytes[index] == UInt8(ascii: "}") else { throw error("expected ',' or '}'") }
                    index += 1
                    return .object(members)
                }
            case UInt8(ascii: "["):
                index += 1
                var items: [JSONValue] = []
                skipSpace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                    index += 1
                    return .array(items)
                }
                while true {
                    skipSpace()
                    items.append(try value(depth: depth + 1))
                    skipSpace()
                    guard index < bytes.count else { throw error("unexpected end") }
                    if bytes[index] == UInt8(ascii: ",") {
                        index += 1
                        continue
                    }
                    guard bytes[index] == UInt8(ascii: "]") else { throw error("expected ',' or ']'") }
                    index += 1
                    return .array(items)
                }
            case UInt8(ascii: "\""):
                return .string(try string())
            case UInt8(ascii: "t"): return try expect("true", .bool(true))
            case UInt8(ascii: "f"): return try expect("false", .bool(false))
            case UInt8(ascii: "n"): return try expect("null", .null)
            default:
                return try number()
            }
        }

        mutating func number() throws(ParseError) -> JSONValue {
            let start = index
            var isInteger = true
            while index < bytes.count {
                let byte = bytes[index]
                if (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") {
                    index += 1
                } else if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
                    isInteger = false
                    index += 1
                } else {
                    break
                }
            }
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            if isInteger, let value = Int(text) { return .integer(value) }
            guard !text.isEmpty, let value = Double(text) else {
                index = start
                throw error("expected a value")
            }
            return .number(value)
        }

        mutating func string() throws(ParseError) -> String {
            index += 1  // the opening quote
            var scalars = String.UnicodeScalarView()
            var pendingHigh: UInt32?
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    index += 1
                    return String(scalars)
                }
                if byte == UInt8(ascii: "\\") {
                    guard index + 1 < bytes.count else { break }
                    let escape = bytes[index + 1]
                    index += 2
                    switch escape {
                    case UInt8(ascii: "n"): scalars.append("\n")
                    case UInt8(ascii: "t"): scalars.append("\t")
                    case UInt8(ascii: "r"): scalars.append("\r")
                    case UInt8(ascii: "b"): scalars.append("\u{08}")
                    case UInt8(ascii: "f"): scalars.append("\u{0C}")
                    case UInt8(ascii: "u"):
                        guard index + 4 <= bytes.count, let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16) else {
                            throw error("bad \\u escape")
                        }
                        index += 4
                        if (0xD800..<0xDC00).contains(code) {
                            pendingHigh = code
                            continue
                        }
                        if (0xDC00..<0xE000).contains(code), let high = pendingHigh {
                            scalars.append(Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (code - 0xDC00)) ?? "\u{FFFD}")
                        } else {
                            scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
                        }
                    default: scalars.append(Unicode.Scalar(escape))
                    }
                    pendingHigh = nil
                    continue
                }
                // A run of plain bytes, decoded as UTF-8.
                let start = index
                while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\") { index += 1 }
                scalars.append(contentsOf: String(decoding: bytes[start..<index], as: UTF8.self).unicodeScalars)
            }
            throw error("unterminated string")
        }
    }
}
