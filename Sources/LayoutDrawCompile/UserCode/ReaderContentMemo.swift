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
        var names = scopeNames.filter { name in name != proxyName && mentions.names.contains(name) }
        // A Swift closure reads `self`'s properties without naming `self`.
        if !mentions.names.isEmpty, scopeNames.contains("self"), !names.contains("self") { names.append("self") }
        self.names = names.sorted()
        mentionsProxy = mentions.proxyReads(proxyName) != nil
        readsOnlyProxySize = mentions.proxyReads(proxyName) ?? true
        isPure = !mentions.names.contains("random") && !mentions.names.contains("randomElement") && !mentions.names.contains("shuffled")
    }
}
