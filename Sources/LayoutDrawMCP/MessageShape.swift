/// What a quick pass over one JSON-RPC message (a line of bytes) finds without decoding it:
/// how many JSON values it holds and how deeply they nest, whether it is an array (a batch),
/// and its top-level `id` when that is a string, an integer or null. The transport reads every
/// message's shape before the MCP SDK decodes it, so that a message the SDK's decoder would
/// turn into millions of values (or recurse into for thousands of levels) is refused first.
struct MessageShape: Hashable, Sendable {
    /// Values counted: every scalar, object and array (an upper bound when the text is not
    /// well-formed JSON: the count is of commas, colons and openings, which never undercounts).
    var valueCount = 0
    /// The deepest nesting of objects and arrays.
    var depth = 0
    /// Whether the first character that is not white space is `[`.
    var isArray = false

    /// Counts `bytes`, stopping early once `valueLimit` or `depthLimit` is passed (the counts
    /// are then past their limit, not exact).
    init(of message: [UInt8], valueLimit: Int = .max, depthLimit: Int = .max) {
        self = message.withUnsafeBufferPointer { Self(of: $0, valueLimit: valueLimit, depthLimit: depthLimit) }
    }

    private init(of bytes: UnsafeBufferPointer<UInt8>, valueLimit: Int, depthLimit: Int) {
        var inString = false, escaped = false, sawFirst = false, level = 0, separators = 0, openings = 0
        for byte in bytes {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"):
                continue
            case UInt8(ascii: "\""):
                inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                if !sawFirst { isArray = byte == UInt8(ascii: "[") }
                level += 1
                openings += 1
                depth = max(depth, level)
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                level -= 1
            case UInt8(ascii: ","), UInt8(ascii: ":"):
                separators += 1
            default:
                break
            }
            sawFirst = true
            // A value is an opening, or follows a comma or colon, or is the document itself.
            valueCount = 1 + separators + openings
            if valueCount > valueLimit || depth > depthLimit { return }
        }
    }
}

/// The top level of a JSON object read by hand, as far as the bytes go: the `id` (a string, an
/// integer or null; anything else is no id) and which of `method`, `result` and `error` it has.
/// Used on a message's first bytes when the whole is too large to decode (to answer a refusal
/// with the request's id), and on every message the server sends (to know which request it
/// answers). Stops at the first malformed byte or at the end, with what it found so far.
struct TopLevelFields: Hashable, Sendable {
    /// The top-level `id`'s JSON text (`7`, `"abc"`, `null`) when it is a string, an integer or null.
    var idJSON: String?
    /// Whether there is an `id` member at all (of whatever type).
    var hasID = false
    var hasMethod = false
    var hasResult = false
    var hasError = false

    /// A response: a result or an error, and no method.
    var isResponse: Bool { (hasResult || hasError) && !hasMethod }

    init(of bytes: [UInt8]) {
        var reader = ByteReader(bytes: bytes)
        reader.skipSpace()
        guard reader.take(UInt8(ascii: "{")) else { return }
        while true {
            reader.skipSpace()
            guard let key = reader.string() else { return }
            reader.skipSpace()
            guard reader.take(UInt8(ascii: ":")) else { return }
            reader.skipSpace()
            switch key {
            case "id":
                hasID = true
                let start = reader.position
                guard reader.skipValue() else { return }
                let text = String(decoding: bytes[start..<reader.position], as: UTF8.self)
                if text == "null" || text.first == "\"" || Int(text) != nil { idJSON = text }
                if hasMethod || hasResult || hasError { return }
            case "method":
                hasMethod = true
                if idJSON != nil { return }
                guard reader.skipValue() else { return }
            case "result":
                hasResult = true
                // The SDK sorts keys, so a response's id comes before its result: the result
                // (a picture, perhaps) need not be read. Another writer may put it after.
                if idJSON != nil { return }
                guard reader.skipValue() else { return }
            case "error":
                hasError = true
                if idJSON != nil { return }
                guard reader.skipValue() else { return }
            default:
                guard reader.skipValue() else { return }
            }
            reader.skipSpace()
            guard reader.take(UInt8(ascii: ",")) else { return }
        }
    }
}

/// A cursor over JSON bytes that skips values without building them (iteratively: nesting
/// costs no stack).
private struct ByteReader {
    let bytes: [UInt8]
    var position = 0

    mutating func skipSpace() {
        while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
    }

    mutating func take(_ byte: UInt8) -> Bool {
        guard position < bytes.count, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    /// A string's contents (escapes kept as written, enough to compare with plain keys).
    mutating func string() -> String? {
        let start = position
        guard skipString() else { return nil }
        return String(decoding: bytes[(start + 1)..<(position - 1)], as: UTF8.self)
    }

    /// Past a string that starts at the cursor.
    mutating func skipString() -> Bool {
        guard take(UInt8(ascii: "\"")) else { return false }
        var escaped = false
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            if escaped {
                escaped = false
            } else if byte == UInt8(ascii: "\\") {
                escaped = true
            } else if byte == UInt8(ascii: "\"") {
                return true
            }
        }
        return false
    }

    /// Past one value; false when the bytes end first or it is malformed.
    mutating func skipValue() -> Bool {
        guard position < bytes.count else { return false }
        switch bytes[position] {
        case UInt8(ascii: "\""):
            return skipString()
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var level = 0
            while position < bytes.count {
                let byte = bytes[position]
                if byte == UInt8(ascii: "\"") {
                    guard skipString() else { return false }
                    continue
                }
                position += 1
                if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") { level += 1 }
                if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
                    level -= 1
                    if level == 0 { return true }
                }
            }
            return false
        default:
            // A number, true, false or null: up to the next delimiter.
            let start = position
            while position < bytes.count, ![UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) {
                position += 1
            }
            return position > start && position < bytes.count
        }
    }
}
