/// A place in a scene file: 1-based line and column (columns count Unicode scalars, as libyaml does).
public struct SourceLocation: Hashable, Sendable, Comparable {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.file, a.line, a.column) < (b.file, b.line, b.column)
    }
}

/// A problem found in a scene, positioned at the offending key or value.
public struct Diagnostic: Error, Hashable, Sendable {
    public enum Severity: String, Hashable, Sendable {
        case error, warning, note
    }

    public var severity: Severity
    public var location: SourceLocation?
    public var message: String

    public init(_ severity: Severity = .error, at location: SourceLocation?, _ message: String) {
        self.severity = severity
        self.location = location
        self.message = message
    }

    public static func error(_ message: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.error, at: location, message)
    }

    public static func warning(_ message: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.warning, at: location, message)
    }

    /// `FILE:LINE:COL: error: MESSAGE`, then the source line and a caret under the column when
    /// `source` (the file's text) is given.
    public func formatted(source: String? = nil) -> String {
        formatted(line: location.flatMap { location in source.flatMap { Self.line(location.line, of: $0) } })
    }

    /// `FILE:LINE:COL: error: MESSAGE`, then `line` (the source line the location is on) and a
    /// caret under the column. A long line is shown as a window of about 120 characters around
    /// the column, with "…" where it is cut.
    public func formatted(line: String?) -> String {
        guard let location else { return "layoutdraw: \(severity.rawValue): \(message)" }
        var text = "\(location.file):\(location.line):\(location.column): \(severity.rawValue): \(message)"
        guard var scalars = line.map({ Array($0.unicodeScalars) }) else { return text }
        if scalars.last == "\r" { scalars.removeLast() }
        var caret = max(0, min(location.column - 1, scalars.count))
        let window = 120
        if scalars.count > window {
            let start = max(0, min(caret - window / 2, scalars.count - window))
            let end = min(scalars.count, start + window)
            var shown = Array(scalars[start..<end])
            caret -= start
            if start > 0 {
                shown.insert("…", at: 0)
                caret += 1
            }
            if end < scalars.count { shown.append("…") }
            scalars = shown
        }
        let pad = scalars.prefix(caret).map { $0 == "\t" ? "\t" : " " }.joined()
        text += "\n\(String(String.UnicodeScalarView(scalars)))\n\(pad)^"
        return text
    }

    /// The line `number` (1-based) of `source`, without its line break.
    public static func line(_ number: Int, of source: String) -> String? {
        guard number >= 1 else { return nil }
        let utf8 = source.utf8
        var start = utf8.startIndex
        for _ in 1..<number {
            guard let newline = utf8[start...].firstIndex(of: 0x0A) else { return nil }
            start = utf8.index(after: newline)
        }
        var end = utf8[start...].firstIndex(of: 0x0A) ?? utf8.endIndex
        if end > start, utf8[utf8.index(before: end)] == 0x0D { end = utf8.index(before: end) }
        return String(Substring(utf8[start..<end]))
    }
}

/// Several diagnostics at once: all the problems of one file.
public struct DiagnosticList: Error, Sendable {
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
