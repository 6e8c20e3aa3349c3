import LayoutDrawCore
import LayoutDrawInterpreter

/// A source file's text with its line starts, to turn a UTF-8 offset into a line and column
/// (columns count Unicode scalars, as every diagnostic does).
public final class SourceFile: Hashable, Sendable {
    public let name: String
    public let text: String
    /// The UTF-8 offset where each line starts.
    private let lineStarts: [Int]
    /// The UTF-8 offset where each line's first non-ASCII byte is (the line's end if it has none):
    /// before it a column is a byte count, so most positions take no counting at all.
    private let firstNonASCII: [Int]

    /// The files after the first in a project's combined text (`init(combining:)`): where
    /// each starts, its name, and the line of the combined text it starts on.
    private let parts: [(start: Int, name: String, firstLine: Int)]

    public convenience init(name: String, text: String) {
        self.init(name: name, text: text, parts: [])
    }

    /// One text for several files: the first file's text, then each other file's after a line
    /// break, so that one offset space holds a view's file and the project's files it uses.
    /// The name is the first file's; a location names the file its offset falls in, with that
    /// file's own line and column.
    public convenience init(combining files: [(name: String, text: String)]) {
        var text = ""
        var parts: [(start: Int, name: String, firstLine: Int)] = []
        var offset = 0, lines = 0
        for (index, file) in files.enumerated() {
            if index > 0 { parts.append((offset, file.name, lines)) }
            text += file.text
            text += "\n"
            offset += file.text.utf8.count + 1
            lines += file.text.utf8.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
        }
        self.init(name: files.first?.name ?? "", text: text, parts: parts)
    }

    /// Where each file of `init(combining:)` starts in the combined text.
    public static func combinedStarts(of texts: [String]) -> [Int] {
        var starts: [Int] = []
        var offset = 0
        for text in texts {
            starts.append(offset)
            offset += text.utf8.count + 1
        }
        return starts
    }

    private init(name: String, text: String, parts: [(start: Int, name: String, firstLine: Int)]) {
        self.name = name
        self.text = text
        self.parts = parts
        var starts = [0]
        var nonASCII: [Int] = []
        var seenNonASCII = false
        var offset = 0
        for byte in text.utf8 {
            if byte >= 0x80 && !seenNonASCII {
                nonASCII.append(offset)
                seenNonASCII = true
            }
            offset += 1
            if byte == 0x0A {
                if !seenNonASCII { nonASCII.append(offset) }
                seenNonASCII = false
                starts.append(offset)
            }
        }
        if !seenNonASCII { nonASCII.append(offset) }
        lineStarts = starts
        firstNonASCII = nonASCII
    }

    public static func == (a: SourceFile, b: SourceFile) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The position of UTF-8 offset `offset` (clamped to the text).
    public func location(ofUTF8 offset: Int) -> SourceLocation {
        let utf8 = text.utf8
        let clamped = max(0, min(offset, utf8.count))
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= clamped { low = middle } else { high = middle - 1 }
        }
        let lineStart = lineStarts[low]
        // Up to the line's first non-ASCII byte every byte is a column.
        let ascii = min(clamped, firstNonASCII[low])
        var column = 1 + ascii - lineStart
        if clamped > ascii {
            // Count the scalars from there to the offset (bytes that do not start a scalar are
            // continuation bytes).
            let start = utf8.index(utf8.startIndex, offsetBy: ascii)
            let end = utf8.index(utf8.startIndex, offsetBy: clamped)
            for byte in utf8[start..<end] where byte & 0xC0 != 0x80 { column += 1 }
        }
        if let part = parts.last(where: { $0.start <= clamped }) {
            return SourceLocation(file: part.name, line: low + 1 - part.firstLine, column: column)
        }
        return SourceLocation(file: name, line: low + 1, column: column)
    }

    /// This text with another file's after it (as `init(combining:)` joins them), and where
    /// that file starts in the result: its locations name it, with its own lines and columns.
    public func appending(name: String, text other: String) -> (file: SourceFile, start: Int) {
        let joined = text + "\n"
        let start = joined.utf8.count
        let firstLine = joined.utf8.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        return (SourceFile(name: self.name, text: joined + other + "\n", parts: parts + [(start, name, firstLine)]), start)
    }

    /// Whether `offset` is in the first file of a combined text (a view's own file).
    public func isInFirstFile(_ offset: Int) -> Bool {
        parts.first.map { offset < $0.start } ?? true
    }
}

extension SourceFile {
    /// The UTF-8 offset of line `line`, column `column` (1-based; columns count Unicode scalars),
    /// clamped to the text: where `location(ofUTF8:)` would say that position is.
    public func utf8Offset(line: Int, column: Int) -> Int {
        let utf8 = text.utf8
        let index = max(0, min(line - 1, lineStarts.count - 1))
        let start = lineStarts[index]
        // Up to the line's first non-ASCII byte every byte is a column.
        let ascii = firstNonASCII[index] - start
        if column - 1 <= ascii { return min(start + column - 1, utf8.count) }
        var offset = start + ascii
        var remaining = column - 1 - ascii
        var position = utf8.index(utf8.startIndex, offsetBy: offset)
        while remaining > 0, position < utf8.endIndex {
            offset += 1
            position = utf8.index(after: position)
            // A scalar ends where the next byte is not a continuation byte.
            if position == utf8.endIndex || utf8[position] & 0xC0 != 0x80 { remaining -= 1 }
        }
        return offset
    }
}

/// Where the offsets of an expression's nodes are in the file.
public enum ExpressionOrigin: Hashable, Sendable {
    /// A YAML scalar at `start`: offsets count Unicode scalars of its text, which starts `shift`
    /// columns after the scalar's mark (1 inside quotes); nil for a block scalar, whose
    /// offsets are not mapped (the scalar's mark is used).
    case scalar(start: SourceLocation, shift: Int?)
    /// A Swift file: offsets are UTF-8 offsets into it.
    case file(SourceFile)

    /// The file position of `offset`.
    public func location(of offset: Int) -> SourceLocation {
        switch self {
        case .scalar(var start, let shift):
            if let shift { start.column += shift + offset }
            return start
        case .file(let file):
            return file.location(ofUTF8: offset)
        }
    }
}
