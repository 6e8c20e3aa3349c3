import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine
import Synchronization

/// The views a `GeometryReader`'s content decoded to, reused for every reader whose content
/// would decode the same: the same place in the file, and the same values of everything the
/// content can read.
///
/// A reader's content is compiled at layout, once per reader, with its proxy bound; in a grid
/// of readouts every cell compiles the same call trees (from YAML or Swift alike) and usually
/// reads only `proxy.size`, which is the same for every cell. Compiling is a pure function of
/// the call trees, the names in scope and the proxy, so its result is a function of the values
/// it can read. What it can read is found once from the call trees, conservatively
/// (`SyntaxMentions`): a name counts when an expression uses it or it appears as a word in a
/// YAML scalar, and the proxy counts only through its size when every use of it is
/// `proxy.size`, else as a whole. Only successes are kept (errors are reported where
/// they happen), and a reuse takes from the scene's node budget what the decoding took.
final class ReaderContentMemo: Sendable {
    /// What the content's decoding depends on besides the file.
    struct Key: Hashable {
        var line: Int
        var column: Int
        var proxyName: String
        var proxy: ProxyDependency
        /// The values of the names in scope that the content mentions, in name order.
        var names: [Value]
        var integerLiteralsAreDoubles: Bool
        var depth: Int
        var inForEach: Bool
    }

    enum ProxyDependency: Hashable {
        case none
        case size(Size)
        case whole(GeometryProxy)
    }

    struct Entry {
        var views: [ViewNode]
        /// What the decoding took from the node budget.
        var budget: Int
    }

    private let entries = Mutex<[Key: Entry]>([:])
    /// What each reader's content mentions, by where the reader is written and its proxy's name.
    private let mentions = Mutex<[ReferencesKey: ReaderContentReferences]>([:])

    private struct ReferencesKey: Hashable {
        var line: Int
        var column: Int
        var proxyName: String
        var scopeNames: Set<String>
    }
    /// At most this many distinct contents are kept (a scene whose readers all differ keeps
    /// decoding, as without the memo).
    private static var capacity: Int { 4096 }

    /// What the content of the reader at `location` mentions, found once per reader (a
    /// `ForEach` decodes its reader once per element).
    func references(
        at location: SourceLocation, proxyName: String, scopeNames: Set<String>, content: () -> [ValueSyntax]
    ) -> ReaderContentReferences {
        let key = ReferencesKey(line: location.line, column: location.column, proxyName: proxyName, scopeNames: scopeNames)
        if let known = mentions.withLock({ $0[key] }) { return known }
        let found = ReaderContentReferences(content: content(), proxyName: proxyName, scopeNames: scopeNames)
        mentions.withLock { $0[key] = found }
        return found
    }

    func entry(for key: Key) -> Entry? {
        entries.withLock { $0[key] }
    }

    func record(_ entry: Entry, for key: Key) {
        entries.withLock { entries in
            if entries.count < Self.capacity { entries[key] = entry }
        }
    }
}

/// What a reader's content mentions: found once per reader from its text and expressions.
struct ReaderContentReferences: Sendable {
    /// The names in scope (other than the proxy) that the content mentions, sorted.
    var names: [String]
    /// Whether the content mentions the proxy, and whether only as `proxy.size`.
    var mentionsProxy: Bool
    var readsOnlyProxySize: Bool

    /// Whether the content compiles to the same views for the same key: not when it draws
    /// random numbers (each reader draws its own).
    var isPure = true

    init(content: [ValueSyntax], proxyName: String, scopeNames: some Sequence<String>) {
        var mentions = SyntaxMentions()
        for value in content { mentions.add(value) }
        let scalars = mentions.texts
        var names = scopeNames.filter { name in
            name != proxyName && (mentions.names.contains(name) || scalars.contains { Self.mentions(name, in: $0) != nil })
        }
        // A Swift closure reads `self`'s properties without naming `self`.
        if !mentions.names.isEmpty, scopeNames.contains("self"), !names.contains("self") { names.append("self") }
        self.names = names.sorted()
        var mentionsProxy = mentions.proxyReads(proxyName) != nil
        var onlySize = mentions.proxyReads(proxyName) ?? true
        for text in scalars {
            for end in Self.mentions(proxyName, in: text) ?? [] {
                mentionsProxy = true
                if !Self.isSizeMember(text.utf8[end...]) { onlySize = false }
            }
        }
        self.mentionsProxy = mentionsProxy
        self.readsOnlyProxySize = onlySize
        self.isPure = !mentions.names.contains("random") && !mentions.names.contains("randomElement") && !mentions.names.contains("shuffled")
    }

    /// The end of each place `name` appears in `text` as a word (ASCII letters, digits and `_`
    /// on neither side), or nil when it does not. Any other character ends a word here, so a
    /// mention the expression parser sees is always found (and some it does not see are too).
    static func mentions(_ name: String, in text: String) -> [String.UTF8View.Index]? {
        let word = Array(name.utf8), bytes = text.utf8
        guard !word.isEmpty else { return nil }
        var found: [String.UTF8View.Index] = []
        var i = bytes.startIndex
        while let start = bytes[i...].firstIndex(of: word[0]) {
            let end = bytes.index(start, offsetBy: word.count, limitedBy: bytes.endIndex) ?? bytes.endIndex
            if bytes[start..<end].elementsEqual(word),
                start == bytes.startIndex || !isWordByte(bytes[bytes.index(before: start)]),
                end == bytes.endIndex || !isWordByte(bytes[end])
            {
                found.append(end)
            }
            i = bytes.index(after: start)
        }
        return found.isEmpty ? nil : found
    }

    /// Whether `rest` (what follows a mention of the proxy) starts with `.size` as a word.
    private static func isSizeMember(_ rest: Substring.UTF8View) -> Bool {
        var rest = rest.drop { $0 == UInt8(ascii: " ") }
        guard rest.first == UInt8(ascii: ".") else { return false }
        rest = rest.dropFirst().drop { $0 == UInt8(ascii: " ") }
        let size = Array("size".utf8)
        guard rest.starts(with: size) else { return false }
        let after = rest.dropFirst(size.count)
        return after.first.map { !isWordByte($0) } ?? true
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"):
            true
        default: false
        }
    }
}
