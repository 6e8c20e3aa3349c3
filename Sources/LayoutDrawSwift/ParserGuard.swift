import LayoutDrawInterpreter

/// Guards run before swift-syntax parses a source: the constructs its parser cannot take.
///
/// - **Nested `[`.** swift-syntax 603's parser takes time exponential in the nesting of square
///   brackets: to decide whether a `[` starts an array or dictionary *type* (`[Int]()`,
///   `[(Int, Int)]`) or a collection *literal*, it looks ahead through everything nested inside,
///   and does so again at each level. Twenty nested `[` (`[[[[…1…]]]]`, or the 32-byte
///   `one[[[[…` the fuzzer found) took 30 seconds in a debug build, each level doubling it;
///   alternating `[(` nests the same way. No listing needs more than a few levels, so a source
///   nesting more than `maximumSquareBracketNesting` is refused.
/// - **Chains the parser nests on without brackets.** swift-syntax bounds its recursion by
///   counting brackets (`maximumNestingLevel`), but it also recurses once for each prefix
///   keyword in a row (`try try …`, `await`, `consume`, the `let` of a pattern), each `else if`
///   of a chain, each `? :` nested in another's middle, each `->` of a function type, and each
///   `?` or `!` after a type. A few thousand of any stopped the process (a debug build ran out
///   of stack at about 3,000 `await`s, 1,000 nested `? :`s). Each is refused past the chain
///   limit (256, as brackets; `--max-depth` lowers it).
///
/// Each is refused at the token that crosses its limit, before the parser runs.
///
/// This is not a parser: it skips what cannot hold code — comments (`//`, nested `/* */`) and
/// string literals (`"…"`, `"""…"""`, raw `#"…"#`, whose `\(…)` interpolations *are* code and
/// are scanned) — reads words and the few punctuation marks above, and counts. An unterminated
/// string or comment ends the scan: the parser reports it.
enum ParserGuard {
    /// The deepest `[` nesting a source may have.
    static let maximumSquareBracketNesting = 10

    /// The longest chain of each kind a source may have (with `--max-depth` lower, that).
    static let maximumChain = 256

    /// A construct past its limit: where, and what to say.
    struct Problem: Equatable {
        let offset: Int
        let message: String
    }

    /// The first construct in `source` past its limit, or nil.
    static func firstProblem(in source: String, squareBrackets: Int = maximumSquareBracketNesting, chains: Int = maximumChain) -> Problem? {
        var source = source
        return source.withUTF8 { bytes in
            // A NUL byte: swift-syntax's lexer reads it apart from the comment or string it is
            // in, so the scan below would count another source than the parser reads (a fuzzed
            // file with NULs in a comment hid 95 nested `[` from it, and the parser's
            // inline-array lookahead ran for minutes). swiftc refuses it too.
            if let nul = bytes.firstIndex(of: 0) {
                return Problem(offset: nul, message: "the source holds a NUL byte (U+0000); a Swift source is text")
            }
            var scanner = Scanner(bytes: bytes, squareBracketLimit: squareBrackets, chainLimit: chains)
            return scanner.run()
        }
    }

    /// The UTF-8 offset of the first `[` nested deeper than `limit`, or nil.
    static func firstTooDeep(in source: String, limit: Int = maximumSquareBracketNesting) -> Int? {
        guard let problem = firstProblem(in: source, squareBrackets: limit, chains: .max), problem.message.hasPrefix("more than \(limit) '['")
        else { return nil }
        return problem.offset
    }

    /// The words the parser reads as a prefix of what follows, nesting once for each.
    static let prefixKeywords: Set<String> = [
        "try", "await", "consume", "copy", "each", "repeat", "_move", "_borrow", "unsafe", "some", "any", "inout",
        "borrowing", "consuming", "sending", "isolated", "let", "var",
    ]

    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        let squareBracketLimit: Int
        let chainLimit: Int
        var index = 0
        var squareBrackets = 0

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

        /// The chains being counted inside one pair of brackets (or an interpolation, or the
        /// file): a chain does not run on into the brackets inside it, nor out of them.
        struct Level {
            var prefixKeywords = 0
            var elseIfs = 0
            var ternaries = 0
            var arrows = 0
            var lastWordWasElse = false
        }

        var levels = [Level()]
        /// `?` and `!` in a row, whatever the brackets.
        var marks = 0

        init(bytes: UnsafeBufferPointer<UInt8>, squareBracketLimit: Int, chainLimit: Int) {
            self.bytes = bytes
            self.squareBracketLimit = squareBracketLimit
            self.chainLimit = chainLimit
        }

        func byte(_ offset: Int) -> UInt8? {
            offset >= 0 && offset < bytes.count ? bytes[offset] : nil
        }

        func count(of character: UInt8, from start: Int) -> Int {
            var end = start
            while byte(end) == character { end += 1 }
            return end - start
        }

        static func isWordByte(_ c: UInt8) -> Bool {
            (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
                || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")) || c == UInt8(ascii: "_") || c == UInt8(ascii: "$") || c >= 0x80
        }

        static func isSpace(_ c: UInt8) -> Bool {
            c == UInt8(ascii: " ") || c == UInt8(ascii: "\t") || c == UInt8(ascii: "\n") || c == UInt8(ascii: "\r") || c == 0x0B || c == 0x0C
        }

        mutating func push() {
            punctuation()
            levels.append(Level())
        }

        /// A mark that is no word: a run of prefix keywords, and an `else` waiting for its
        /// `if`, end here.
        mutating func punctuation() {
            levels[levels.count - 1].prefixKeywords = 0
            levels[levels.count - 1].lastWordWasElse = false
        }

        mutating func pop() {
            if levels.count > 1 { levels.removeLast() } else { levels[0] = Level() }
        }

        /// A chain one longer: the problem when it is now past the limit.
        mutating func lengthen(_ keyPath: WritableKeyPath<Level, Int>, at offset: Int, _ what: String) -> Problem? {
            levels[levels.count - 1][keyPath: keyPath] += 1
            guard levels[levels.count - 1][keyPath: keyPath] > chainLimit else { return nil }
            return Problem(offset: offset, message: "more than \(chainLimit) \(what): Swift's parser nests once for each (--max-depth)")
        }

        mutating func run() -> Problem? {
            while index < bytes.count {
                let c = bytes[index]
                if c != UInt8(ascii: "?") && c != UInt8(ascii: "!") && !Self.isSpace(c) { marks = 0 }
                switch c {
                case UInt8(ascii: "/") where byte(index + 1) == UInt8(ascii: "/"):
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                case UInt8(ascii: "/") where byte(index + 1) == UInt8(ascii: "*"):
                    guard skipBlockComment() else { return nil }
                case UInt8(ascii: "#"), UInt8(ascii: "\""):
                    let hashes = count(of: UInt8(ascii: "#"), from: index)
                    guard byte(index + hashes) == UInt8(ascii: "\"") else {
                        index += max(hashes, 1)
                        // `#if`, `#elseif`, `#available`: a directive, not a keyword.
                        while let next = byte(index), Self.isWordByte(next) { index += 1 }
                        punctuation()
                        continue
                    }
                    index += hashes
                    let multiline = count(of: UInt8(ascii: "\""), from: index) >= 3
                    index += multiline ? 3 : 1
                    guard skipString(StringKind(hashes: hashes, multiline: multiline)) else { return nil }
                    punctuation()
                case UInt8(ascii: "`"):
                    // A name in backquotes (`` `if` ``) is a name, whatever its letters.
                    index += 1
                    while let next = byte(index), next != UInt8(ascii: "`"), next != UInt8(ascii: "\n") { index += 1 }
                    index += 1
                    punctuation()
                case UInt8(ascii: "["):
                    squareBrackets += 1
                    if squareBrackets > squareBracketLimit {
                        return Problem(
                            offset: index,
                            message: "more than \(squareBracketLimit) '[' nested inside each other: Swift's parser takes time exponential "
                                + "in this nesting; give the inner collections names with 'let'")
                    }
                    push()
                    index += 1
                case UInt8(ascii: "]"):
                    squareBrackets = max(0, squareBrackets - 1)
                    pop()
                    punctuation()
                    index += 1
                case UInt8(ascii: "{"):
                    push()
                    index += 1
                case UInt8(ascii: "}"):
                    pop()
                    punctuation()
                    index += 1
                case UInt8(ascii: "("):
                    if !interpolations.isEmpty { interpolations[interpolations.count - 1].parentheses += 1 }
                    push()
                    index += 1
                case UInt8(ascii: ")"):
                    index += 1
                    guard let last = interpolations.indices.last else {
                        pop()
                        punctuation()
                        continue
                    }
                    if interpolations[last].parentheses > 0 {
                        interpolations[last].parentheses -= 1
                        pop()
                    } else {
                        // The interpolation ends: back into its string.
                        pop()
                        let string = interpolations.removeLast().string
                        guard skipString(string) else { return nil }
                    }
                case UInt8(ascii: "?"), UInt8(ascii: "!"):
                    marks += 1
                    if marks > chainLimit {
                        return Problem(offset: index, message: "more than \(chainLimit) '?' and '!' in a row: Swift's parser nests once for each (--max-depth)")
                    }
                    // A `?` after a space is a conditional's (`c ? a : b`); one that follows its
                    // operand is an optional's (`x?.y`, `Int?`).
                    if c == UInt8(ascii: "?"), let before = byte(index - 1), Self.isSpace(before), byte(index + 1).map(Self.isSpace) ?? true {
                        if let problem = lengthen(\.ternaries, at: index, "'? :' nested in each other's middle") { return problem }
                    }
                    index += 1
                case UInt8(ascii: ":"):
                    if levels[levels.count - 1].ternaries > 0 { levels[levels.count - 1].ternaries -= 1 }
                    punctuation()
                    index += 1
                case UInt8(ascii: "-") where byte(index + 1) == UInt8(ascii: ">"):
                    if let problem = lengthen(\.arrows, at: index, "'->' in one type") { return problem }
                    punctuation()
                    index += 2
                case UInt8(ascii: "\n"), UInt8(ascii: ";"), UInt8(ascii: ","), UInt8(ascii: "="):
                    // A function type ends with its line, its statement, its element or at '='.
                    levels[levels.count - 1].arrows = 0
                    if c != UInt8(ascii: "\n") { punctuation() }
                    index += 1
                case _ where Self.isWordByte(c):
                    let start = index
                    while let next = byte(index), Self.isWordByte(next) { index += 1 }
                    // A member's name (`x.try`) is no keyword.
                    var before = start - 1
                    while let b = byte(before), Self.isSpace(b) { before -= 1 }
                    let isMember = byte(before) == UInt8(ascii: ".")
                    let word = isMember ? "" : String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                    if let problem = read(word, at: start) { return problem }
                default:
                    if !Self.isSpace(c) { punctuation() }
                    index += 1
                }
            }
            return nil
        }

        /// Counts a word into the chains of the innermost level.
        mutating func read(_ word: String, at offset: Int) -> Problem? {
            let isPrefix = ParserGuard.prefixKeywords.contains(word)
            if isPrefix {
                if let problem = lengthen(\.prefixKeywords, at: offset, "'try', 'await', 'let' and the like in a row") { return problem }
            } else {
                levels[levels.count - 1].prefixKeywords = 0
            }
            if word == "if" {
                if levels[levels.count - 1].lastWordWasElse {
                    if let problem = lengthen(\.elseIfs, at: offset, "'else if' in one chain") { return problem }
                } else {
                    levels[levels.count - 1].elseIfs = 0
                }
            }
            levels[levels.count - 1].lastWordWasElse = word == "else"
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
                        push()
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
                // A line break ends a one-line string (an unterminated one, which Swift's lexer
                // ends there): `\r` as well as `\n`, or the code after it — `[[[[…` on the
                // next line — would be skipped as text and never measured.
                if c == UInt8(ascii: "\n") || c == UInt8(ascii: "\r"), !kind.multiline { return true }
                index += 1
            }
            return false
        }
    }
}
