/// The scenes of a Markdown file: its fenced ` ```swift layoutdraw ` and ` ```yaml layoutdraw `
/// blocks, and the image link under each, which `layoutdraw markdown` keeps pointing at the
/// block's picture.
///
/// Fences are read as CommonMark reads them: a line of at least three backticks or tildes,
/// indented by at most three spaces, opens a block that a line of the same character, at least
/// as long and with nothing after it, closes. So a ```` ```` ```` block can show a ```` ``` ````
/// block as an example without it being drawn. The info string's first word is the language
/// (`swift`, `yaml` or `yml`), its second `layoutdraw`; `name=NAME` names the picture's file
/// (else `FILE-N`, the Markdown file's name and the block's number among its scene blocks)
/// and `alt="TEXT"` its alternative text; `vary=NAME=VALUES` makes it a moving picture.
///
/// A block's image link is the first non-blank line after its closing fence when that line is
/// an image alone (`![alt](path)`) whose path is inside the images folder, or whose file is the
/// block's picture (`NAME.png`) in another folder (the pictures were drawn with another
/// `--images`); `updatingLinks` rewrites it, or inserts one (a blank line, then the image)
/// where there is none, so running it again on its own result changes nothing.
public struct MarkdownScenes: Sendable {
    /// One scene block.
    public struct Block: Hashable, Sendable {
        /// The language of the fence's info string.
        public var language: SourceLanguage
        /// The block's text, without the fences (and without the fence's indentation).
        public var source: String
        /// 1-based line of the opening fence.
        public var fenceLine: Int
        /// 1-based line of the closing fence (the last line of the file for a block left open).
        public var closingLine: Int
        /// Whether the block was closed; an open block runs to the end of the file.
        public var isClosed: Bool
        /// 1-based number among the file's scene blocks.
        public var number: Int
        /// `name=` of the info string.
        public var name: String?
        /// `alt=` of the info string.
        public var alt: String?
        /// `vary=` of the info string (`vary=width=200...400`): the block is drawn as a moving
        /// picture stepping through those values, as `--vary` draws one.
        public var vary: String?
        /// Attributes of the info string that are not understood (`key=value` or a bare word).
        public var unknownAttributes: [String]
        /// The image link under the block, if there is one.
        public var link: ImageLink?
    }

    /// `![alt](target)` alone on a line.
    public struct ImageLink: Hashable, Sendable {
        public var alt: String
        public var target: String
        /// 1-based line.
        public var line: Int

        public init(alt: String, target: String, line: Int) {
            self.alt = alt
            self.target = target
            self.line = line
        }
    }

    /// The scene blocks, in file order.
    public private(set) var blocks: [Block] = []
    /// The file's lines, each with its line ending.
    private var lines: [Substring]
    /// The line ending new lines get: the file's first one, else `\n`.
    private var newline: String

    /// Reads the blocks of `text`; `isImagePath` says whether a link's target is one of ours
    /// (inside the images folder), so that an unrelated image after a block is left alone.
    /// `pictureName` gives a block's picture's name (`card` for `card.png`): a link to a file of
    /// that name is the block's link wherever the file is (a folder given by an earlier
    /// `--images`), so it is moved rather than a second link added.
    public init(_ text: String, isImagePath: (String) -> Bool, pictureName: ((Block) -> String)? = nil) {
        lines = Self.splitLines(text)
        newline = lines.first.map { $0.hasSuffix("\r\n") ? "\r\n" : "\n" } ?? "\n"
        var index = 0
        var number = 0
        while index < lines.count {
            guard let fence = Self.openingFence(Self.content(lines[index])) else {
                index += 1
                continue
            }
            var end = index + 1
            var closed = false
            while end < lines.count {
                if Self.closes(Self.content(lines[end]), fence) {
                    closed = true
                    break
                }
                end += 1
            }
            let closingIndex = closed ? end : lines.count - 1
            defer { index = closed ? end + 1 : lines.count }
            guard let info = Self.sceneInfo(fence.info) else { continue }
            number += 1
            let body = lines[(index + 1)..<(closed ? end : lines.count)].map { Self.dropIndent(Self.content($0), fence.indent) }
            var block = Block(
                language: info.language, source: body.map { $0 + "\n" }.joined(), fenceLine: index + 1,
                closingLine: closingIndex + 1, isClosed: closed, number: number, name: info.attributes["name"],
                alt: info.attributes["alt"], vary: info.attributes["vary"], unknownAttributes: info.unknown, link: nil)
            if closed {
                var next = end + 1
                while next < lines.count, Self.content(lines[next]).allSatisfy({ $0 == " " || $0 == "\t" }) { next += 1 }
                if next < lines.count, let link = Self.imageLink(Self.content(lines[next])),
                    isImagePath(link.target) || pictureName.map({ Self.fileName(of: link.target) == $0(block) + ".png" }) == true
                {
                    block.link = ImageLink(alt: link.alt, target: link.target, line: next + 1)
                }
            }
            blocks.append(block)
        }
    }

    /// The text with each block's image link set to `links[i]` (alt text and target), in the
    /// order of `blocks`: an existing link is rewritten in place, a missing one is inserted
    /// after the closing fence with a blank line before it. A nil entry, and a block left
    /// open, leave the text as it is.
    public func updatingLinks(_ links: [(alt: String, target: String)?]) -> String {
        var replacements: [Int: String] = [:]  // line index → new line
        var insertions: [Int: String] = [:]  // after line index → new lines
        for (block, link) in zip(blocks, links) where block.isClosed {
            guard let link else { continue }
            let line = "![\(Self.escapeAlt(link.alt))](\(Self.escapeTarget(link.target)))"
            if let existing = block.link {
                let old = lines[existing.line - 1]
                let ending = old.hasSuffix("\r\n") ? "\r\n" : old.hasSuffix("\n") ? "\n" : ""
                let indent = old.prefix { $0 == " " }
                replacements[existing.line - 1] = indent + line + ending
            } else {
                insertions[block.closingLine - 1] = newline + line + newline
            }
        }
        var result = ""
        for (index, text) in lines.enumerated() {
            let current = replacements[index] ?? String(text)
            if let inserted = insertions[index] {
                result += current
                if !current.hasSuffix("\n") { result += newline }
                result += inserted
            } else {
                result += current
            }
        }
        return result
    }

    /// `a/b/c.png` → `c.png`.
    private static func fileName(of target: String) -> Substring {
        target.split(separator: "/", omittingEmptySubsequences: false).last ?? Substring(target)
    }

    // MARK: Reading lines

    private static func splitLines(_ text: String) -> [Substring] {
        var lines: [Substring] = []
        var start = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(after: index)
            if text[index] == "\n" || text[index] == "\r\n" {
                lines.append(text[start..<next])
                start = next
            }
            index = next
        }
        if start < text.endIndex { lines.append(text[start...]) }
        return lines
    }

    /// A line without its line ending.
    private static func content(_ line: Substring) -> Substring {
        var line = line
        while let last = line.last, last == "\n" || last == "\r\n" || last == "\r" { line = line.dropLast() }
        return line
    }

    private struct Fence {
        var character: Character
        var length: Int
        var indent: Int
        var info: Substring
    }

    /// ```` ```info ```` or `~~~info`, indented by at most three spaces.
    private static func openingFence(_ line: Substring) -> Fence? {
        let indent = line.prefix { $0 == " " }.count
        guard indent <= 3 else { return nil }
        let rest = line.dropFirst(indent)
        guard let character = rest.first, character == "`" || character == "~" else { return nil }
        let length = rest.prefix { $0 == character }.count
        guard length >= 3 else { return nil }
        let info = rest.dropFirst(length)
        // A backtick fence's info string cannot contain a backtick (CommonMark 4.5).
        if character == "`" && info.contains("`") { return nil }
        return Fence(character: character, length: length, indent: indent, info: info)
    }

    private static func closes(_ line: Substring, _ fence: Fence) -> Bool {
        let indent = line.prefix { $0 == " " }.count
        guard indent <= 3 else { return false }
        let rest = line.dropFirst(indent)
        let length = rest.prefix { $0 == fence.character }.count
        return length >= fence.length && rest.dropFirst(length).allSatisfy { $0 == " " || $0 == "\t" }
    }

    /// Removes up to `indent` leading spaces, as CommonMark does for a fence's content.
    private static func dropIndent(_ line: Substring, _ indent: Int) -> Substring {
        var line = line
        var removed = 0
        while removed < indent, line.first == " " {
            line = line.dropFirst()
            removed += 1
        }
        return line
    }

    /// The info string of a scene block: `swift layoutdraw name=card alt="A card"`.
    private static func sceneInfo(_ info: Substring) -> (language: SourceLanguage, attributes: [String: String], unknown: [String])? {
        guard let words = attributeWords(info), words.count >= 2, words[1] == "layoutdraw" else { return nil }
        let language: SourceLanguage
        switch words[0].lowercased() {
        case "swift": language = .swift
        case "yaml", "yml": language = .yaml
        default: return nil
        }
        var attributes: [String: String] = [:]
        var unknown: [String] = []
        for word in words.dropFirst(2) {
            if let equals = word.firstIndex(of: "="), ["name", "alt", "vary"].contains(String(word[..<equals])) {
                attributes[String(word[..<equals])] = String(word[word.index(after: equals)...])
            } else {
                unknown.append(word)
            }
        }
        return (language, attributes, unknown)
    }

    /// Words separated by spaces; `key="a b"` keeps its spaces (quotes removed, `\"` is `"`).
    /// Nil for an unterminated quote.
    private static func attributeWords(_ text: Substring) -> [String]? {
        var words: [String] = []
        var current = ""
        var inWord = false
        var quoted = false
        var escaped = false
        for character in text {
            if quoted {
                if escaped {
                    current.append(character)
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    quoted = false
                } else {
                    current.append(character)
                }
            } else if character == " " || character == "\t" {
                if inWord { words.append(current) }
                current = ""
                inWord = false
            } else if character == "\"" {
                quoted = true
                inWord = true
            } else {
                current.append(character)
                inWord = true
            }
        }
        if quoted { return nil }
        if inWord { words.append(current) }
        return words
    }

    /// `![alt](target)` with nothing else on the line but spaces.
    private static func imageLink(_ line: Substring) -> (alt: String, target: String)? {
        let trimmed = line.drop { $0 == " " }.reversed().drop { $0 == " " || $0 == "\t" }.reversed()
        let text = String(trimmed)
        guard text.hasPrefix("!["), text.hasSuffix(")") else { return nil }
        var alt = ""
        var index = text.index(text.startIndex, offsetBy: 2)
        var depth = 0
        while index < text.endIndex {
            let character = text[index]
            if character == "\\", text.index(after: index) < text.endIndex {
                index = text.index(after: index)
                alt.append(text[index])
            } else if character == "[" {
                depth += 1
                alt.append(character)
            } else if character == "]" {
                if depth == 0 { break }
                depth -= 1
                alt.append(character)
            } else {
                alt.append(character)
            }
            index = text.index(after: index)
        }
        guard index < text.endIndex else { return nil }
        let afterBracket = text.index(after: index)
        guard afterBracket < text.endIndex, text[afterBracket] == "(" else { return nil }
        var target = String(text[text.index(after: afterBracket)..<text.index(before: text.endIndex)])
        if target.hasPrefix("<"), let close = target.firstIndex(of: ">") {
            target = String(target[target.index(after: target.startIndex)..<close])
        } else if let space = target.firstIndex(of: " ") {
            target = String(target[..<space])  // `path "title"`: the title is not kept
        }
        guard !target.isEmpty else { return nil }
        return (alt, target)
    }

    private static func escapeAlt(_ text: String) -> String {
        var result = ""
        for character in text {
            if character == "[" || character == "]" || character == "\\" { result.append("\\") }
            if character == "\n" || character == "\r\n" {
                result.append(" ")
                continue
            }
            result.append(character)
        }
        return result
    }

    private static func escapeTarget(_ path: String) -> String {
        path.contains(" ") || path.contains("(") || path.contains(")") ? "<\(path)>" : path
    }
}
