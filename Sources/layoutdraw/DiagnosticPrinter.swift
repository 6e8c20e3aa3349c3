import Foundation
import LayoutDraw

/// Prints diagnostics on standard error: as text (`FILE:LINE:COL: error: …`, the source line
/// and a caret), or as JSON Lines, one object per diagnostic:
/// `{"file":"s.yaml","line":3,"column":5,"severity":"error","message":"…"}` (`line` and
/// `column` are null for a problem with the file as a whole).
struct DiagnosticPrinter {
    let format: DiagnosticFormat
    /// Whether warnings are printed: a scene drawn in several variants warns once.
    var printsWarnings = true
    /// Also receives every line printed (`watch` shows them on its page).
    var copy: (@Sendable (String) -> Void)?

    init(format: DiagnosticFormat) {
        self.format = format
    }

    private func emit(_ line: String) {
        printError(line)
        copy?(line)
    }

    /// At most this many diagnostics of one file are printed; a note says how many more.
    static let maximumPrinted = 200

    /// Diagnostics of the file `file` whose text is `source`. A diagnostic in another file (of
    /// the view's project) shows that file's line, read again (at most `maximumOtherFileBytes`).
    func print(_ diagnostics: [Diagnostic], source: String?, file: String? = nil) {
        let diagnostics = printsWarnings ? diagnostics : diagnostics.filter { $0.severity != .warning }
        let own = source.map(SourceLines.init)
        var others: [String: SourceLines?] = [:]
        func lines(of location: SourceLocation) -> SourceLines? {
            guard let file, location.file != file else { return own }
            if let known = others[location.file] { return known }
            let read = Self.text(ofFile: location.file).map(SourceLines.init)
            others[location.file] = read
            return read
        }
        for diagnostic in diagnostics.prefix(Self.maximumPrinted) {
            switch format {
            case .text:
                let line = diagnostic.location.flatMap { lines(of: $0)?.line($0.line) }
                emit(diagnostic.formatted(line: line))
            case .json:
                emit(Self.json(diagnostic))
            }
        }
        if diagnostics.count > Self.maximumPrinted {
            let more = diagnostics.count - Self.maximumPrinted
            let file = diagnostics.first?.location?.file
            printProblem("\(more) more problem\(more == 1 ? "" : "s") not shown", file: file, severity: .note)
        }
    }

    /// The largest other file whose line a diagnostic shows.
    static let maximumOtherFileBytes = 4 << 20

    /// The UTF-8 text of a file no larger than `maximumOtherFileBytes`; nil when it cannot be read.
    private static func text(ofFile path: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: maximumOtherFileBytes + 1), data.count <= maximumOtherFileBytes else { return nil }
        return String(data: data, encoding: .utf8)
    }

    /// A problem with a file as a whole (missing, unreadable) or with the run.
    func printProblem(_ message: String, file: String?, severity: Diagnostic.Severity = .error) {
        switch format {
        case .text:
            emit("layoutdraw: \(severity.rawValue): " + (file.map { "\($0): " } ?? "") + message)
        case .json:
            emit(
                JSONValue.object([
                    ("file", file.map(JSONValue.string) ?? .null), ("line", .null), ("column", .null),
                    ("severity", .string(severity.rawValue)), ("message", .string(message)),
                ]).compact())
        }
    }

    static func json(_ diagnostic: Diagnostic) -> String {
        let location = diagnostic.location
        return JSONValue.object([
            ("file", location.map { .string($0.file) } ?? .null),
            ("line", location.map { .integer($0.line) } ?? .null),
            ("column", location.map { .integer($0.column) } ?? .null),
            ("severity", .string(diagnostic.severity.rawValue)),
            ("message", .string(diagnostic.message)),
        ]).compact()
    }
}

/// A text's lines, found once, for printing many diagnostics of one file.
struct SourceLines {
    private let text: String.UTF8View
    private var starts: [String.UTF8View.Index] = []

    init(_ source: String) {
        text = source.utf8
        starts.append(text.startIndex)
        var index = text.startIndex
        while let newline = text[index...].firstIndex(of: 0x0A) {
            index = text.index(after: newline)
            starts.append(index)
        }
    }

    /// Line `number` (1-based), without its line break.
    func line(_ number: Int) -> String? {
        guard number >= 1, number <= starts.count else { return nil }
        let start = starts[number - 1]
        var end = number < starts.count ? text.index(before: starts[number]) : text.endIndex
        if end > start, text[text.index(before: end)] == 0x0D { end = text.index(before: end) }
        return String(Substring(text[start..<end]))
    }
}
