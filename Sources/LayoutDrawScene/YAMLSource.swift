import LayoutDrawCore
import Yams

/// Reading the scene file into a Yams node tree, with positions.
///
/// Yams rejects a mapping with a repeated key outright, which would hide every other problem
/// of the file. So the repeated key is renamed in the text (its first character replaced by a
/// private-use character, which keeps every column where it was), the error is recorded at
/// the repetition, and the file is parsed again. Decoding skips renamed keys silently.
enum YAMLSource {
    /// The first character of a renamed repeated key lies in U+E000…U+EFFF.
    static func isRenamedDuplicate(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first else { return false }
        return (0xE000...0xEFFF).contains(first.value)
    }

    struct Parsed {
        var root: Node?
        var diagnostics: [Diagnostic]
    }

    static func parse(_ source: String, file: String, modifierNames: Set<String>) -> Parsed {
        var text = source
        var diagnostics: [Diagnostic] = []
        var renamed: UInt32 = 0
        // Each repeated key costs a parse of the whole text: at most 64, and fewer for a large
        // file (64 MB parsed in all), after which the first repetition left is reported alone.
        let maximumRenames = UInt32(max(1, min(64, (64 << 20) / max(1, source.utf8.count))))
        while true {
            do {
                let root = try Yams.compose(yaml: text, Resolver.basic)
                return Parsed(root: root, diagnostics: diagnostics)
            } catch let YamlError.duplicatedKeysInMapping(duplicates, context) {
                let key = duplicates.first ?? ""
                let first = context.mark
                let firstLocation = SourceLocation(file: file, line: first.line, column: first.column)
                var message = "duplicate key '\(key)' (first written at line \(first.line), column \(first.column))"
                if modifierNames.contains(key) {
                    message += "; to apply a modifier twice, list both under 'modifiers:'"
                }
                guard renamed < maximumRenames,
                    let repeat_ = findRepetition(of: key, after: first, in: text)
                else {
                    // Cannot locate the repetition: report it at the first one and stop here.
                    diagnostics.append(.error(message, at: firstLocation))
                    return Parsed(root: nil, diagnostics: diagnostics)
                }
                diagnostics.append(.error(message, at: SourceLocation(file: file, line: repeat_.line, column: repeat_.column)))
                text = rename(in: text, line: repeat_.line, column: repeat_.renameColumn, with: Unicode.Scalar(0xE000 + renamed)!)
                renamed += 1
            } catch let error as YamlError {
                diagnostics.append(diagnostic(for: error, file: file, source: text))
                return Parsed(root: nil, diagnostics: diagnostics)
            } catch {
                diagnostics.append(.error("invalid YAML: \(error)", at: SourceLocation(file: file, line: 1, column: 1)))
                return Parsed(root: nil, diagnostics: diagnostics)
            }
        }
    }

    /// A libyaml error as a positioned diagnostic.
    static func diagnostic(for error: YamlError, file: String, source: String) -> Diagnostic {
        func located(_ problem: String, _ mark: Mark, _ context: YamlError.Context?) -> Diagnostic {
            let at = SourceLocation(file: file, line: mark.line, column: mark.column)
            if let line = Diagnostic.line(mark.line, of: source), mark.column >= 1,
                line.unicodeScalars.dropFirst(mark.column - 1).first == "\t"
            {
                return .error("invalid YAML: a tab cannot indent YAML or start a value; use spaces", at: at)
            }
            var message = "invalid YAML: \(problem)"
            if let context, !context.text.isEmpty {
                message += " (\(context.text) at line \(context.mark.line), column \(context.mark.column))"
            }
            return .error(message, at: at)
        }
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            return located(problem, mark, context)
        case .reader(let problem, let offset, _, _):
            var line = 1, column = 1
            if let offset {
                for byte in source.utf8.prefix(offset) {
                    if byte == 0x0A {
                        line += 1
                        column = 1
                    } else if byte & 0xC0 != 0x80 {
                        column += 1
                    }
                }
            }
            return .error("invalid YAML: \(problem)", at: SourceLocation(file: file, line: line, column: column))
        default:
            return .error("invalid YAML: \(error)", at: SourceLocation(file: file, line: 1, column: 1))
        }
    }

    // MARK: - Finding a repeated key

    /// Where `key` is written again in the same mapping as its first occurrence at `first`.
    /// Returns the key's position and the column of its first character (after a quote).
    static func findRepetition(of key: String, after first: Mark, in text: String) -> (line: Int, column: Int, renameColumn: Int)? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.unicodeScalars) }
        guard first.line >= 1, first.line <= lines.count else { return nil }
        let firstLine = lines[first.line - 1]
        let index = first.column - 1
        guard index <= firstLine.count else { return nil }
        let spellings = [key, "'\(key)'", "\"\(key)\""].map { Array($0.unicodeScalars) }
        let isBlock = firstLine[..<index].allSatisfy { $0 == " " || $0 == "-" || $0 == "\t" }
        if isBlock {
            for lineNumber in first.line..<lines.count {
                let line = lines[lineNumber]
                guard let content = line.firstIndex(where: { $0 != " " }) else { continue }
                if line[content] == "#" { continue }
                if content < index { return nil }
                if content == index, let spelling = spellings.first(where: { isKey($0, in: line, at: index) }) {
                    return (lineNumber + 1, index + 1, spelling.count == key.unicodeScalars.count ? index + 1 : index + 2)
                }
            }
            return nil
        }
        // Flow mapping: scan forward at the same bracket depth, outside quotes, for `, key:`.
        var depth = 0
        var lineNumber = first.line - 1
        var i = index + 1
        var afterSeparator = false
        while lineNumber < lines.count {
            let line = lines[lineNumber]
            while i < line.count {
                let c = line[i]
                switch c {
                case "{", "[":
                    depth += 1
                    afterSeparator = false
                case "}", "]":
                    depth -= 1
                    if depth < 0 { return nil }
                    afterSeparator = false
                case ",":
                    afterSeparator = depth == 0
                case "'", "\"":
                    if afterSeparator, let spelling = spellings.first(where: { isKey($0, in: line, at: i) }), spelling.first == c {
                        return (lineNumber + 1, i + 1, i + 2)
                    }
                    var j = i + 1
                    while j < line.count, line[j] != c { j += 1 }
                    i = j
                    afterSeparator = false
                case " ", "\t":
                    break
                default:
                    if afterSeparator, isKey(spellings[0], in: line, at: i) {
                        return (lineNumber + 1, i + 1, i + 1)
                    }
                    afterSeparator = false
                }
                i += 1
            }
            lineNumber += 1
            i = 0
        }
        return nil
    }

    /// Whether `line` has `spelling` at `index`, followed by optional spaces and a `:` that
    /// ends a key (followed by a space, the end of the line, or a flow indicator).
    private static func isKey(_ spelling: [Unicode.Scalar], in line: [Unicode.Scalar], at index: Int) -> Bool {
        guard index + spelling.count <= line.count, Array(line[index..<(index + spelling.count)]) == spelling else { return false }
        var j = index + spelling.count
        while j < line.count, line[j] == " " { j += 1 }
        guard j < line.count, line[j] == ":" else { return false }
        return j + 1 == line.count || [" ", "\t", ",", "}", "]"].contains(line[j + 1])
    }

    /// The text with the scalar at (line, column) replaced.
    private static func rename(in text: String, line: Int, column: Int, with scalar: Unicode.Scalar) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.unicodeScalars) }
        lines[line - 1][column - 1] = scalar
        return lines.map { String(String.UnicodeScalarView($0)) }.joined(separator: "\n")
    }
}

// MARK: - Scalars as the YAML 1.2 core schema reads them

/// A scalar interpreted with the YAML 1.2 core schema (quoted scalars are always strings).
enum CoreScalar: Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)

    init(_ scalar: Node.Scalar) {
        let text = scalar.string
        guard scalar.style == .plain || scalar.style == .any else {
            self = .string(text)
            return
        }
        switch text {
        case "", "~", "null", "Null", "NULL": self = .null
        case "true", "True", "TRUE": self = .bool(true)
        case "false", "False", "FALSE": self = .bool(false)
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF", "infinity", ".infinity", "+infinity":
            self = .double(.infinity)
        case "-.inf", "-.Inf", "-.INF", "-infinity", "-.infinity": self = .double(-.infinity)
        case ".nan", ".NaN", ".NAN": self = .double(.nan)
        default:
            if let number = Self.number(text) {
                self = number
            } else {
                self = .string(text)
            }
        }
    }

    private static func number(_ text: String) -> CoreScalar? {
        let s = Array(text.unicodeScalars)
        guard !s.isEmpty else { return nil }
        if text.hasPrefix("0x"), s.count > 2, let v = Int(text.dropFirst(2), radix: 16) { return .int(v) }
        if text.hasPrefix("0o"), s.count > 2, let v = Int(text.dropFirst(2), radix: 8) { return .int(v) }
        // [-+]? [0-9]+
        var i = 0
        if s[0] == "-" || s[0] == "+" { i = 1 }
        let digits = s[i...]
        if !digits.isEmpty, digits.allSatisfy({ ("0"..."9").contains($0) }) {
            if let v = Int(text.hasPrefix("+") ? String(text.dropFirst()) : text) { return .int(v) }
            return Double(text).map { .double($0) }
        }
        // [-+]? ( \. [0-9]+ | [0-9]+ ( \. [0-9]* )? ) ( [eE] [-+]? [0-9]+ )?
        var j = i
        var mantissaDigits = 0
        while j < s.count, ("0"..."9").contains(s[j]) { j += 1; mantissaDigits += 1 }
        if j < s.count, s[j] == "." {
            j += 1
            while j < s.count, ("0"..."9").contains(s[j]) { j += 1; mantissaDigits += 1 }
        }
        guard mantissaDigits > 0 else { return nil }
        if j < s.count, s[j] == "e" || s[j] == "E" {
            j += 1
            if j < s.count, s[j] == "-" || s[j] == "+" { j += 1 }
            let start = j
            while j < s.count, ("0"..."9").contains(s[j]) { j += 1 }
            guard j > start else { return nil }
        }
        guard j == s.count else { return nil }
        var normalised = text.hasPrefix("+") ? String(text.dropFirst()) : text
        if normalised.hasSuffix(".") { normalised += "0" }
        if normalised.hasPrefix(".") { normalised = "0" + normalised }
        if normalised.hasPrefix("-.") { normalised = "-0" + normalised.dropFirst() }
        return Double(normalised).map { .double($0) }
    }
}

/// What a YAML node is, for messages: "found a list".
func describeKind(_ node: Node) -> String {
    switch node {
    case .mapping: return "a mapping"
    case .sequence: return "a list"
    case .alias: return "an alias"
    case .scalar(let scalar):
        switch CoreScalar(scalar) {
        case .null: return "nothing"
        case .bool(let b): return "'\(b)'"
        case .int, .double: return "the number \(scalar.string)"
        case .string(let s): return "'\(s.count > 40 ? String(s.prefix(40)) + "…" : s)'"
        }
    }
}

/// Wraps a Yams node so a `GeometryReader` closure can capture it.
///
/// `@unchecked Sendable` is safe here: `Node` is a value type that is never mutated after
/// parsing; it is only not `Sendable` because it can refer to an `Anchor` (a class), which
/// Yams sets once while parsing and nothing changes afterwards.
final class NodeBox: @unchecked Sendable {
    let nodes: [Node]
    init(_ nodes: [Node]) { self.nodes = nodes }
}
