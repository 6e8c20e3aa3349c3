extension String {
    /// The string as a JSON string literal: quoted, with `"`, `\` and control characters
    /// escaped (`\n`, `\r`, `\t`, else `\u00XX`). Shared by the layout dump and the
    /// command line's JSON output, so both escape alike.
    public var jsonQuoted: String {
        var result = "\""
        for scalar in unicodeScalars {
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
