/// A guard run before swift-syntax parses a source: how deeply `[` brackets nest.
///
/// swift-syntax 603's parser takes time exponential in the nesting of square brackets: to
/// decide whether a `[` starts an array or dictionary *type* (`[Int]()`, `[(Int, Int)]`) or a
/// collection *literal*, it looks ahead through everything nested inside, and does so again at
/// each level. Twenty nested `[` (`[[[[…1…]]]]`, or the 32-byte `one[[[[…` the fuzzer found)
/// took 30 seconds in a debug build, each level doubling it; alternating `[(` nests the same way.
/// No listing needs more than a few levels, so a source nesting more than
/// `maximumSquareBracketNesting` is refused before it is parsed, at the `[` that crosses it.
///
/// This is not a parser: it only skips what cannot hold code — comments (`//`, nested `/* */`)
/// and string literals (`"…"`, `"""…"""`, raw `#"…"#`, whose `\(…)` interpolations *are* code
/// and are scanned) — and counts `[` against `]`. An unterminated string or comment ends the
/// scan: the parser reports it.
enum SquareBracketNesting {
    /// The deepest `[` nesting a source may have.
    static let maximumSquareBracketNesting = 10

    /// The UTF-8 offset of the first `[` nested deeper than `limit`, or nil.
    static func firstTooDeep(in source: String, limit: Int = maximumSquareBracketNesting) -> Int? {
        var source = source
        return source.withUTF8 { bytes in
            var scanner = Scanner(bytes: bytes, limit: limit)
            return scanner.run()
        }
    }

    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        let limit: Int
        var index = 0
        var depth = 0

        /// What encloses the code being scanned: the file itself, or the `\(…)` of a string,
        /// with the parentheses open inside it and the string to return to.
        struct Interpolation {
            var parentheses = 0
            let string: StringKind
        }

        struct StringKind {
            let hashes: Int
            let multiline: Bool
        }

        var interpolations: [Interpolation] = []

        init(bytes: UnsafeBufferPointer<UInt8>, limit: Int) {
            self.bytes = bytes
            self.limit = limit
        }

        func byte(_ offset: Int) -> UInt8? {
            offset < bytes.count ? bytes[offset] : nil
        }

        func count(of character: UInt8, from start: Int) -> Int {
            var end = start
            while byte(end) == character { end += 1 }
            return end - start
        }

        mutating func run() -> Int? {
            while index < bytes.count {
                let c = bytes[index]
                switch c {
                case UInt8(ascii: "/") where byte(index + 1) == UInt8(ascii: "/"):
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                case UInt8(ascii: "/") where byte(index + 1) == UInt8(ascii: "*"):
                    guard skipBlockComment() else { return nil }
                case UInt8(ascii: "#"), UInt8(ascii: "\""):
                    let hashes = count(of: UInt8(ascii: "#"), from: index)
                    guard byte(index + hashes) == UInt8(ascii: "\"") else {
                        index += max(hashes, 1)
                        continue
                    }
                    index += hashes
                    let multiline = count(of: UInt8(ascii: "\""), from: index) >= 3
                    index += multiline ? 3 : 1
                    guard skipString(StringKind(hashes: hashes, multiline: multiline)) else { return nil }
                case UInt8(ascii: "["):
                    depth += 1
                    if depth > limit { return index }
                    index += 1
                case UInt8(ascii: "]"):
                    depth = max(0, depth - 1)
                    index += 1
                case UInt8(ascii: "("):
                    if !interpolations.isEmpty { interpolations[interpolations.count - 1].parentheses += 1 }
                    index += 1
                case UInt8(ascii: ")"):
                    index += 1
                    guard let last = interpolations.indices.last else { continue }
                    if interpolations[last].parentheses > 0 {
                        interpolations[last].parentheses -= 1
                    } else {
                        // The interpolation ends: back into its string.
                        let string = interpolations.removeLast().string
                        guard skipString(string) else { return nil }
                    }
                default:
                    index += 1
                }
            }
            return nil
        }

        /// Skips `/* … */` (nested); false when it never ends.
        mutating func skipBlockComment() -> Bool {
            var nesting = 0
            while index + 1 < bytes.count {
                if bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "*") {
                    nesting += 1
                    index += 2
                } else if bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") {
                    nesting -= 1
                    index += 2
                    if nesting == 0 { return true }
                } else {
                    index += 1
                }
            }
            return false
        }

        /// Skips a string's text from `index` to its end, or to the start of an interpolation
        /// (then scanned as code); false when the string never ends.
        mutating func skipString(_ kind: StringKind) -> Bool {
            while index < bytes.count {
                let c = bytes[index]
                if c == UInt8(ascii: "\\"), count(of: UInt8(ascii: "#"), from: index + 1) >= kind.hashes {
                    // An escape (a raw string's is `\#`): an interpolation opens code.
                    index += 1 + kind.hashes
                    if byte(index) == UInt8(ascii: "(") {
                        index += 1
                        interpolations.append(Interpolation(string: kind))
                        return true
                    }
                    index += 1
                    continue
                }
                if c == UInt8(ascii: "\""), !kind.multiline || count(of: UInt8(ascii: "\""), from: index) >= 3 {
                    let quotes = kind.multiline ? 3 : 1
                    if count(of: UInt8(ascii: "#"), from: index + quotes) >= kind.hashes {
                        index += quotes + kind.hashes
                        return true
                    }
                }
                if c == UInt8(ascii: "\n"), !kind.multiline { return true }
                index += 1
            }
            return false
        }
    }
}
