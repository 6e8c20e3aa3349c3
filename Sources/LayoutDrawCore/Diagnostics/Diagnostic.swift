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
        guard let location else { return "layoutdraw: \(severity.rawValue): \(message)" }
        var text = "\(location.file):\(location.line):\(location.column): \(severity.rawValue): \(message)"
        if let source, let line = Self.line(location.line, of: source) {
            let caretPad = String(line.unicodeScalars.prefix(max(0, location.column - 1)).map { $0 == "\t" ? "\t" : " " })
            text += "\n\(line)\n\(caretPad)^"
        }
        return text
    }

    private static func line(_ number: Int, of source: String) -> String? {
        var current = 1
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == number { return String(line.hasSuffix("\r") ? line.dropLast() : line) }
            current += 1
        }
        return nil
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
