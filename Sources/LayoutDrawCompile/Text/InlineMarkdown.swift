import LayoutDrawInterpreter

/// The inline Markdown SwiftUI's `Text` renders in a string literal (a `LocalizedStringKey`):
/// `**bold**` and `__bold__`, `*italic*` and `_italic_`, `***both***`, `` `code` ``,
/// `~~strikethrough~~`, `[label](url)` and `<scheme:address>` (links); `![alt](src)` shows its
/// alt text. Everything else — headings, lists, quotes, line breaks — stays as written, and so
/// do backslash-escaped characters (`\*`) and markers that find no partner.
///
/// Rule: the rules of CommonMark 0.30 for inline content (§6: backslash escapes, code spans,
/// emphasis by delimiter runs with the left- and right-flanking conditions and the rule of 3,
/// inline links with their destination and title, autolinks) and of GitHub Flavored Markdown
/// for strikethrough (one or two tildes, closed by as many), with whitespace kept as written.
/// Evidence: Foundation parses a `LocalizedStringKey`'s Markdown with Apple's swift-cmark (a
/// fork of cmark-gfm) and SwiftUI asks for inline syntax only, whitespace preserved
/// (`AttributedString.MarkdownParsingOptions.InterpretedSyntax.inlineOnlyPreservingWhitespace`);
/// Hacking with Swift's "How to render Markdown content in text" shows `Text("* This is **bold**
/// text, this is *italic* text, and this is ***bold, italic*** text.")`, `~~A strikethrough
/// example~~`, `` `Monospaced works too` `` and `[click here](https://apple.com)` rendered, the
/// list marker left as written.
///
/// An interpolation (`Text("**\(name)**")`) is one opaque piece: its characters are never read
/// as Markdown, and it takes the styles of the markers around it. In the key SwiftUI looks up
/// it is a format specifier — `%@` for a string or a `Text`, `%lld` or `%lf` for a number — so
/// for the flanking rules it begins with punctuation and ends with punctuation, or a letter for
/// a number. Evidence: Apple's `LocalizedStringKey` documentation (a literal with
/// interpolations is a key with format specifiers, its values are the format's arguments).
public enum InlineMarkdown {
    /// The styles Markdown gives a run.
    public struct Style: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        /// `**strong emphasis**`: the bold weight.
        public static let bold = Style(rawValue: 1)
        /// `*emphasis*`: italic.
        public static let italic = Style(rawValue: 2)
        /// `` `code` ``: the monospaced design.
        public static let code = Style(rawValue: 4)
        /// `~~strikethrough~~`.
        public static let strikethrough = Style(rawValue: 8)
        /// `[label](url)`: the link colour.
        public static let link = Style(rawValue: 16)

        static let all: [Style] = [.bold, .italic, .code, .strikethrough, .link]
    }

    /// What a literal is made of, in order: text written in it (Markdown source), or an
    /// interpolation.
    public enum Piece: Hashable, Sendable {
        case text(String)
        /// The `index`th interpolation; `isNumber` when its value is a number (its specifier
        /// ends with a letter).
        case interpolation(index: Int, isNumber: Bool)
    }

    /// A run of the rendered text.
    public struct Run: Hashable, Sendable {
        public enum Content: Hashable, Sendable {
            case text(String)
            case interpolation(Int)
        }

        public var content: Content
        public var style: Style

        public init(_ content: Content, style: Style = []) {
            self.content = content
            self.style = style
        }
    }

    /// The runs `pieces` render as: the text without its markers, each run with its styles,
    /// adjacent texts of one style joined.
    public static func runs(_ pieces: [Piece]) -> [Run] {
        let hasMarkup = pieces.contains { if case .text(let text) = $0 { mayHaveMarkup(text) } else { false } }
        guard hasMarkup else {
            return joined(pieces.map { piece in
                switch piece {
                case .text(let text): Run(.text(text))
                case .interpolation(let index, _): Run(.interpolation(index))
                }
            })
        }
        var parser = Parser(pieces)
        return joined(parser.parse())
    }

    /// Whether `text` holds a character that may start Markdown (the rest is always plain).
    public static func mayHaveMarkup(_ text: String) -> Bool {
        text.utf8.contains { markupBytes.contains($0) }
    }

    private static let markupBytes: Set<UInt8> = Set("*_`~[]<\\".utf8)

    /// Joins adjacent texts of one style; drops empty texts (also for a caller that has put
    /// interpolations' strings in their runs' places).
    public static func joined(_ runs: [Run]) -> [Run] {
        var result: [Run] = []
        for run in runs {
            if case .text(let text) = run.content {
                if text.isEmpty { continue }
                if let last = result.last, last.style == run.style, case .text(let before) = last.content {
                    result[result.count - 1].content = .text(before + text)
                    continue
                }
            }
            result.append(run)
        }
        return result
    }
}

// MARK: - The parser

extension InlineMarkdown {
    /// One character of the source, or an interpolation.
    fileprivate enum Atom: Equatable {
        case character(Character)
        case slot(index: Int, isNumber: Bool)

        var character: Character? {
            if case .character(let c) = self { c } else { nil }
        }
    }

    /// What a character counts as for the flanking rules (CommonMark §6.2).
    fileprivate enum CharacterClass {
        case whitespace, punctuation, other
    }

    /// A piece of the output: literal atoms, a code span, an autolink, a delimiter run (its
    /// characters not yet used) or a bracket that may open a link.
    fileprivate struct Item {
        enum Kind { case text, code, autolink, delimiter, bracket }
        var kind: Kind
        var atoms: [Atom]
    }

    /// A run of `*`, `_` or `~` that may open or close emphasis; the active ones form a list in
    /// document order (`previous`, `next`), as CommonMark's delimiter stack.
    fileprivate struct Delimiter {
        var character: Character
        var item: Int
        var count: Int
        var original: Int
        var canOpen: Bool
        var canClose: Bool
        var previous: Int?
        var next: Int?
    }

    /// A `[` or `![` that may open a link's or an image's text.
    fileprivate struct Bracket {
        var item: Int
        var isImage: Bool
        var isActive = true
        /// The last delimiter before it, below which emphasis inside the link is not matched.
        var delimiterBottom: Int?
    }

    fileprivate struct Parser {
        let atoms: [Atom]
        var items: [Item] = []
        var delimiters: [Delimiter] = []
        /// The last active delimiter.
        var top: Int?
        var brackets: [Bracket] = []
        /// Item ranges and the style each is given.
        var marks: [(range: Range<Int>, style: Style)] = []
        /// Backtick run lengths with no closing run after some point (so none after any later one).
        var unclosedBackticks: Set<Int> = []
        /// Whether text may join the last item (not after a link's end, which a mark holds).
        var mayJoinLast = true

        init(_ pieces: [Piece]) {
            var atoms: [Atom] = []
            for piece in pieces {
                switch piece {
                case .text(let text): atoms += text.map(Atom.character)
                case .interpolation(let index, let isNumber): atoms.append(.slot(index: index, isNumber: isNumber))
                }
            }
            self.atoms = atoms
        }

        mutating func parse() -> [Run] {
            var i = 0
            while i < atoms.count {
                guard let c = atoms[i].character else {
                    appendText([atoms[i]])
                    i += 1
                    continue
                }
                switch c {
                case "\\": i = escape(at: i)
                case "`": i = codeSpan(at: i)
                case "*", "_", "~": i = delimiterRun(at: i, of: c)
                case "[":
                    brackets.append(Bracket(item: items.count, isImage: false, delimiterBottom: top))
                    items.append(Item(kind: .bracket, atoms: [atoms[i]]))
                    i += 1
                case "!" where i + 1 < atoms.count && atoms[i + 1] == .character("["):
                    brackets.append(Bracket(item: items.count, isImage: true, delimiterBottom: top))
                    items.append(Item(kind: .bracket, atoms: [atoms[i], atoms[i + 1]]))
                    i += 2
                case "]": i = closeBracket(at: i)
                case "<": i = autolink(at: i)
                default:
                    appendText([atoms[i]])
                    i += 1
                }
            }
            processEmphasis(above: nil)
            return output()
        }

        // MARK: Items

        private mutating func appendText(_ text: [Atom]) {
            if mayJoinLast, let last = items.last, last.kind == .text {
                items[items.count - 1].atoms += text
            } else {
                items.append(Item(kind: .text, atoms: text))
                mayJoinLast = true
            }
        }

        /// A backslash before ASCII punctuation makes it literal (§6.1); before a line break it
        /// is a hard line break, drawn as the line break; otherwise it is a backslash.
        private mutating func escape(at i: Int) -> Int {
            if i + 1 < atoms.count, let next = atoms[i + 1].character, next.isASCII, next.isPunctuation || next.isSymbol || next == "\n" {
                appendText([atoms[i + 1]])
                return i + 2
            }
            appendText([atoms[i]])
            return i + 1
        }

        private func runLength(at i: Int, of c: Character) -> Int {
            var j = i
            while j < atoms.count, atoms[j] == .character(c) { j += 1 }
            return j - i
        }

        /// A run of backticks opens a code span closed by the next run of as many (§6.3): its
        /// content is literal, line breaks become spaces, and one space is stripped from each
        /// end when both have one and the content is not all spaces. Without a closing run the
        /// backticks are literal.
        private mutating func codeSpan(at i: Int) -> Int {
            let length = runLength(at: i, of: "`")
            if !unclosedBackticks.contains(length) {
                var j = i + length
                while j < atoms.count {
                    guard atoms[j] == .character("`") else {
                        j += 1
                        continue
                    }
                    let run = runLength(at: j, of: "`")
                    if run == length {
                        var content = atoms[(i + length)..<j].map { $0 == .character("\n") ? Atom.character(" ") : $0 }
                        if content.count >= 2, content.first == .character(" "), content.last == .character(" "),
                            content.contains(where: { $0 != .character(" ") })
                        {
                            content = Array(content.dropFirst().dropLast())
                        }
                        items.append(Item(kind: .code, atoms: content))
                        return j + run
                    }
                    j += run
                }
                unclosedBackticks.insert(length)
            }
            appendText(Array(atoms[i..<(i + length)]))
            return i + length
        }

        /// A run of `*`, `_` or `~` (§6.2): whether it may open or close emphasis depends on
        /// what is on either side. `*` opens when left-flanking and closes when right-flanking;
        /// `_` also needs, to open, not to be right-flanking or to follow punctuation, and to
        /// close, not to be left-flanking or to precede punctuation (so `snake_case_name` stays
        /// as written). Tildes flank as `*` does; a run of three or more is literal (GFM).
        private mutating func delimiterRun(at i: Int, of c: Character) -> Int {
            let length = runLength(at: i, of: c)
            let run = Array(atoms[i..<(i + length)])
            if c == "~" && length > 2 {
                appendText(run)
                return i + length
            }
            let before = i == 0 ? .whitespace : Self.trailingClass(atoms[i - 1])
            let after = i + length == atoms.count ? .whitespace : Self.leadingClass(atoms[i + length])
            let left = after != .whitespace && (after != .punctuation || before != .other)
            let right = before != .whitespace && (before != .punctuation || after != .other)
            let canOpen = c == "_" ? left && (!right || before == .punctuation) : left
            let canClose = c == "_" ? right && (!left || after == .punctuation) : right
            items.append(Item(kind: .delimiter, atoms: run))
            guard canOpen || canClose else {
                items[items.count - 1].kind = .text
                return i + length
            }
            delimiters.append(
                Delimiter(character: c, item: items.count - 1, count: length, original: length, canOpen: canOpen, canClose: canClose, previous: top))
            let index = delimiters.count - 1
            if let top { delimiters[top].next = index }
            top = index
            return i + length
        }

        private static func leadingClass(_ atom: Atom) -> CharacterClass {
            switch atom {
            case .character(let c): characterClass(c)
            case .slot: .punctuation  // `%`
            }
        }

        private static func trailingClass(_ atom: Atom) -> CharacterClass {
            switch atom {
            case .character(let c): characterClass(c)
            case .slot(_, let isNumber): isNumber ? .other : .punctuation  // `%lld`, `%@`
            }
        }

        private static func characterClass(_ c: Character) -> CharacterClass {
            if c.isWhitespace { return .whitespace }
            if c.isPunctuation || c.isSymbol { return .punctuation }
            return .other
        }

        /// `<scheme:address>` is a link showing the address (§6.5): a scheme of 2 to 32
        /// letters, digits, `+`, `.` or `-` starting with a letter, then anything but spaces,
        /// controls and angle brackets.
        private mutating func autolink(at i: Int) -> Int {
            var j = i + 1
            var scheme = 0
            while j < atoms.count, let c = atoms[j].character, c.isASCII, c.isLetter || (scheme > 0 && (c.isNumber || "+.-".contains(c))) {
                scheme += 1
                j += 1
            }
            if (2...32).contains(scheme), j < atoms.count, atoms[j] == .character(":") {
                j += 1
                while j < atoms.count, let c = atoms[j].character, c != ">", c != "<", !c.isWhitespace,
                    !(c.asciiValue.map { $0 < 0x20 || $0 == 0x7F } ?? false)
                {
                    j += 1
                }
                if j < atoms.count, atoms[j] == .character(">") {
                    items.append(Item(kind: .autolink, atoms: Array(atoms[(i + 1)..<j])))
                    return j + 1
                }
            }
            appendText([atoms[i]])
            return i + 1
        }

        // MARK: Links

        /// A `]` closes the latest `[` as a link's text when an inline link's `(destination
        /// "title")` follows (§6.4): the emphasis inside is matched first, the brackets and the
        /// destination vanish, and no link may hold another (the `[`s before it stop opening
        /// links). `![alt](src)` shows its alt text. Anything else leaves the brackets as
        /// written (there are no reference definitions in a `Text`).
        private mutating func closeBracket(at i: Int) -> Int {
            guard let opener = brackets.popLast(), opener.isActive, let end = linkTail(at: i + 1) else {
                appendText([atoms[i]])
                return i + 1
            }
            processEmphasis(above: opener.delimiterBottom)
            items[opener.item].kind = .text
            items[opener.item].atoms = []
            if !opener.isImage {
                marks.append((opener.item..<items.count, .link))
                mayJoinLast = false
                for k in brackets.indices where !brackets[k].isImage { brackets[k].isActive = false }
            }
            return end
        }

        /// Where an inline link's `(destination "title")` starting at `i` ends (just after its
        /// `)`), or nil when there is none.
        private func linkTail(at i: Int) -> Int? {
            guard i < atoms.count, atoms[i] == .character("(") else { return nil }
            var j = skipWhitespace(i + 1)
            guard j < atoms.count else { return nil }
            if atoms[j] == .character(")") { return j + 1 }
            // The destination: `<…>`, or characters without spaces and with balanced parentheses.
            let destinationStart = j
            if atoms[j] == .character("<") {
                j += 1
                while j < atoms.count, atoms[j] != .character(">") {
                    if atoms[j] == .character("\n") || atoms[j] == .character("<") { return nil }
                    j += atoms[j] == .character("\\") ? 2 : 1
                }
                guard j < atoms.count else { return nil }
                j += 1
            } else {
                var depth = 0
                while j < atoms.count {
                    let atom = atoms[j]
                    if let c = atom.character {
                        if c.isWhitespace || c.asciiValue.map({ $0 < 0x20 }) == true { break }
                        if c == "\\" {
                            j += 2
                            continue
                        }
                        if c == "(" { depth += 1 }
                        if c == ")" {
                            if depth == 0 { break }
                            depth -= 1
                        }
                    }
                    j += 1
                }
                guard depth == 0, j > destinationStart else { return nil }
            }
            // An optional title after whitespace: "…", '…' or (…).
            let beforeTitle = j
            j = skipWhitespace(j)
            guard j < atoms.count else { return nil }
            if j > beforeTitle, let open = atoms[j].character, open == "\"" || open == "'" || open == "(" {
                let close: Character = open == "(" ? ")" : open
                j += 1
                while j < atoms.count, atoms[j] != .character(close) {
                    if open == "(" && atoms[j] == .character("(") { return nil }
                    j += atoms[j] == .character("\\") ? 2 : 1
                }
                guard j < atoms.count else { return nil }
                j = skipWhitespace(j + 1)
            }
            guard j < atoms.count, atoms[j] == .character(")") else { return nil }
            return j + 1
        }

        private func skipWhitespace(_ i: Int) -> Int {
            var j = i
            while j < atoms.count, let c = atoms[j].character, c.isWhitespace { j += 1 }
            return j
        }

        // MARK: Emphasis

        /// CommonMark's "process emphasis" (§6.2, appendix): each closer, left to right, is
        /// matched with the nearest earlier opener of its character that it may pair with
        /// (for `*` and `_`, not when either can both open and close and their runs' lengths
        /// add up to a multiple of 3 unless both are; for `~`, a run as long). Two characters
        /// from each make strong emphasis when both have two, else one makes emphasis; the
        /// delimiters between them are literal from then on. `openersBottom` remembers where a
        /// search found nothing, so the work stays linear. Delimiters above `bottom` only; they
        /// are all removed afterwards.
        private mutating func processEmphasis(above bottom: Int?) {
            var first = top == bottom ? nil : top
            while let index = first, let previous = delimiters[index].previous, previous != bottom { first = previous }
            var openersBottom: [String: Int] = [:]
            var closer = first
            while let c = closer {
                let closing = delimiters[c]
                guard closing.canClose else {
                    closer = closing.next
                    continue
                }
                let key = "\(closing.character)\(closing.canOpen)\(closing.original % 3)"
                let floor = max(openersBottom[key] ?? -1, bottom ?? -1)
                var candidate = closing.previous
                var opener: Int?
                while let o = candidate, o > floor {
                    if matches(delimiters[o], closing) {
                        opener = o
                        break
                    }
                    candidate = delimiters[o].previous
                }
                guard let o = opener else {
                    openersBottom[key] = closing.previous ?? -1
                    let next = closing.next
                    if !closing.canOpen { remove(c) }
                    closer = next
                    continue
                }
                let use = closing.character == "~" ? closing.count : (closing.count >= 2 && delimiters[o].count >= 2 ? 2 : 1)
                let style: Style = closing.character == "~" ? .strikethrough : use == 2 ? .bold : .italic
                delimiters[o].count -= use
                delimiters[c].count -= use
                items[delimiters[o].item].atoms.removeLast(use)
                items[delimiters[c].item].atoms.removeLast(use)
                marks.append((delimiters[o].item + 1..<delimiters[c].item, style))
                // The delimiters between are literal now.
                delimiters[o].next = c
                delimiters[c].previous = o
                if delimiters[o].count == 0 { remove(o) }
                if delimiters[c].count == 0 {
                    let next = delimiters[c].next
                    remove(c)
                    closer = next
                }
            }
            // Every delimiter above the bottom is done.
            while let index = top, index != bottom, bottom.map({ index > $0 }) ?? true {
                remove(index)
            }
        }

        private func matches(_ opener: Delimiter, _ closer: Delimiter) -> Bool {
            guard opener.character == closer.character, opener.canOpen else { return false }
            if closer.character == "~" { return opener.count == closer.count }
            if opener.canClose || closer.canOpen, (opener.original + closer.original) % 3 == 0,
                !(opener.original % 3 == 0 && closer.original % 3 == 0)
            {
                return false
            }
            return true
        }

        private mutating func remove(_ index: Int) {
            let previous = delimiters[index].previous, next = delimiters[index].next
            if let previous { delimiters[previous].next = next }
            if let next { delimiters[next].previous = previous }
            if top == index { top = previous }
            delimiters[index].previous = nil
            delimiters[index].next = nil
        }

        // MARK: Output

        /// Each item's atoms with its style: its own (code, link) and every mark over it.
        private func output() -> [Run] {
            var styles = Array(repeating: Style(), count: items.count)
            for style in Style.all {
                var depth = Array(repeating: 0, count: items.count + 1)
                for mark in marks where mark.style == style && !mark.range.isEmpty {
                    depth[mark.range.lowerBound] += 1
                    depth[mark.range.upperBound] -= 1
                }
                var open = 0
                for index in items.indices {
                    open += depth[index]
                    if open > 0 { styles[index].insert(style) }
                }
            }
            var runs: [Run] = []
            for (index, item) in items.enumerated() {
                var style = styles[index]
                if item.kind == .code { style.insert(.code) }
                if item.kind == .autolink { style.insert(.link) }
                var text = ""
                for atom in item.atoms {
                    switch atom {
                    case .character(let c): text.append(c)
                    case .slot(let slot, _):
                        runs.append(Run(.text(text), style: style))
                        text = ""
                        runs.append(Run(.interpolation(slot), style: style))
                    }
                }
                runs.append(Run(.text(text), style: style))
            }
            return runs
        }
    }
}
