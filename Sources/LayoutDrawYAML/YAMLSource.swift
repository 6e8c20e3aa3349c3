import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax

/// Reading the scene file into a `YAMLNode` tree, with positions, in one pass of libyaml's
/// event parser (`YAMLTreeBuilder`), which also checks the limits.
///
/// A repeated key is reported at the repetition and the rest of the file still decodes: the
/// repetition stays in its mapping with its first character replaced by a private-use character
/// (the text itself is not changed), and decoding skips renamed keys silently.
enum YAMLSource {
    /// The first character of a renamed repeated key lies in U+E000…U+EFFF.
    static func isRenamedDuplicate(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first else { return false }
        return (0xE000...0xEFFF).contains(first.value)
    }

    struct Parsed {
        var root: YAMLNode?
        var diagnostics: [Diagnostic]
        /// The first limit the text crosses: then the only problem to report (`root` is nil and
        /// `diagnostics` empty).
        var limitCrossed: Diagnostic?
    }

    static func parse(
        _ source: String, file: String, limits: SceneLimits = .standard, modifierNames: Set<String>
    ) -> Parsed {
        let built = YAMLTreeBuilder.build(source, file: file, limits: limits, modifierNames: modifierNames)
        if let limitCrossed = built.limitCrossed {
            // Held once, not also in `diagnostics`: with the same diagnostic in both, the
            // optimised build (Swift 6.3.1, -O) leaked its message (LeakSanitizer, the
            // fuzzer's billion-laughs seed), and one place is all a reader needs.
            return Parsed(root: nil, diagnostics: [], limitCrossed: limitCrossed)
        }
        var diagnostics = built.duplicates
        if let error = built.error {
            diagnostics.append(diagnostic(for: error, file: file, source: source))
        }
        return Parsed(root: built.root, diagnostics: diagnostics)
    }

    /// A libyaml error as a positioned diagnostic.
    static func diagnostic(for error: YAMLSyntaxError, file: String, source: String) -> Diagnostic {
        switch error.kind {
        case .scanner, .parser, .composer:
            let mark = error.mark
            let at = SourceLocation(file: file, line: mark.line, column: mark.column)
            if let line = Diagnostic.line(mark.line, of: source), mark.column >= 1,
                line.unicodeScalars.dropFirst(mark.column - 1).first == "\t"
            {
                return .error("invalid YAML: a tab cannot indent YAML or start a value; use spaces", at: at)
            }
            var message = "invalid YAML: \(error.problem)"
            if let context = error.context, !context.text.isEmpty {
                message += " (\(context.text) at line \(context.mark.line), column \(context.mark.column))"
            }
            return .error(message, at: at)
        case .reader:
            // The offset in characters (as Yams gave it: nil unless the byte offset falls on a
            // character boundary), then counted through as many UTF-8 bytes, as before.
            let offset = source.utf8.index(source.utf8.startIndex, offsetBy: error.offset, limitedBy: source.utf8.endIndex)?
                .samePosition(in: source)
                .map { source.distance(from: source.startIndex, to: $0) }
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
            return .error("invalid YAML: \(error.problem)", at: SourceLocation(file: file, line: line, column: column))
        case .memory:
            return .error("invalid YAML: Memory error", at: SourceLocation(file: file, line: 1, column: 1))
        }
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

    init(_ scalar: YAMLScalar) {
        let text = scalar.string
        guard scalar.style == .plain else {
            self = .string(text)
            return
        }
        // Every null, boolean and number below starts with one of these: skip the comparisons
        // for the names and words that make most of a scene.
        if let first = text.utf8.first {
            switch first {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                // No special word starts with a digit.
                self = Self.number(text) ?? .string(text)
                return
            case UInt8(ascii: "~"), UInt8(ascii: "."), UInt8(ascii: "+"), UInt8(ascii: "-"),
                UInt8(ascii: "n"), UInt8(ascii: "N"), UInt8(ascii: "t"), UInt8(ascii: "T"), UInt8(ascii: "f"), UInt8(ascii: "F"),
                UInt8(ascii: "i"):
                break
            default:
                self = .string(text)
                return
            }
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
        var copy = text
        return copy.withUTF8 { number(text, utf8: $0) }
    }

    /// `text`'s number, read from its UTF-8 bytes: every character that can make a number is
    /// ASCII, so a byte that is not stops the scan as the character would.
    private static func number(_ text: String, utf8 s: UnsafeBufferPointer<UInt8>) -> CoreScalar? {
        guard !s.isEmpty else { return nil }
        let minus = UInt8(ascii: "-"), plus = UInt8(ascii: "+")
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        if text.hasPrefix("0x"), s.count > 2, let v = Int(text.dropFirst(2), radix: 16) { return .int(v) }
        if text.hasPrefix("0o"), s.count > 2, let v = Int(text.dropFirst(2), radix: 8) { return .int(v) }
        // [-+]? [0-9]+
        var i = 0
        if s[0] == minus || s[0] == plus { i = 1 }
        let digits = s[i...]
        if !digits.isEmpty, digits.allSatisfy({ isDigit($0) }) {
            if let v = Int(text.hasPrefix("+") ? String(text.dropFirst()) : text) { return .int(v) }
            return Double(text).map { .double($0) }
        }
        // [-+]? ( \. [0-9]+ | [0-9]+ ( \. [0-9]* )? ) ( [eE] [-+]? [0-9]+ )?
        var j = i
        var mantissaDigits = 0
        while j < s.count, isDigit(s[j]) { j += 1; mantissaDigits += 1 }
        if j < s.count, s[j] == UInt8(ascii: ".") {
            j += 1
            while j < s.count, isDigit(s[j]) { j += 1; mantissaDigits += 1 }
        }
        guard mantissaDigits > 0 else { return nil }
        if j < s.count, s[j] == UInt8(ascii: "e") || s[j] == UInt8(ascii: "E") {
            j += 1
            if j < s.count, s[j] == minus || s[j] == plus { j += 1 }
            let start = j
            while j < s.count, isDigit(s[j]) { j += 1 }
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
func describeKind(_ node: YAMLNode) -> String {
    switch node {
    case .mapping: return "a mapping"
    case .sequence: return "a list"
    case .scalar(let scalar):
        switch CoreScalar(scalar) {
        case .null: return "nothing"
        case .bool(let b): return "'\(b)'"
        case .int, .double: return "the number \(scalar.string)"
        case .string(let s): return "'\(s.count > 40 ? String(s.prefix(40)) + "…" : s)'"
        }
    }
}

/// The YAML nodes of a `GeometryReader`'s content, which its closure captures and decodes
/// again at layout. `YAMLNode` is immutable and `Sendable`, so a plain final class suffices.
final class NodeBox: Sendable {
    let nodes: [YAMLNode]
    init(_ nodes: [YAMLNode]) { self.nodes = nodes }
}
