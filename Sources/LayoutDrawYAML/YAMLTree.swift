import LayoutDrawInterpreter

/// A scene's YAML as a tree: what the decoder reads, built by `YAMLTreeBuilder` in one pass of
/// libyaml's event parser.
///
/// A node is one word: each case holds a final class, never mutated after building, so a node
/// is copied with a single retain, and sharing it across threads (a `GeometryReader` decodes its
/// content again at layout) is safe. An alias is the node its anchor names, shared, not copied.
enum YAMLNode: Sendable {
    case scalar(YAMLScalar)
    case mapping(YAMLMapping)
    case sequence(YAMLSequence)

    /// Where the node starts (its first character, or its tag or anchor when it has one).
    var mark: YAMLMark? { position }

    /// Where the node starts, never missing (`mark` is optional only to read like Yams's).
    var position: YAMLMark {
        switch self {
        case .scalar(let scalar): scalar.mark
        case .mapping(let mapping): mapping.mark
        case .sequence(let sequence): sequence.mark
        }
    }

    /// The text of a scalar; nil for a mapping or a list.
    var string: String? {
        if case .scalar(let scalar) = self { return scalar.string }
        return nil
    }

    /// The mapping, if the node is one.
    var mapping: YAMLMapping? {
        if case .mapping(let mapping) = self { return mapping }
        return nil
    }

    /// The list, if the node is one.
    var sequence: YAMLSequence? {
        if case .sequence(let sequence) = self { return sequence }
        return nil
    }

    /// An empty or `null` plain scalar.
    var isNull: Bool {
        if case .scalar(let scalar) = self { return scalar.isNull }
        return false
    }

    /// The node, or nil when it is an empty/`null` scalar.
    var nonNull: YAMLNode? { isNull ? nil : self }
}

/// A position in the scene's text, 1-based, as libyaml counts it (columns in characters).
struct YAMLMark: Equatable, Sendable {
    var line: Int
    var column: Int
}

/// A scalar: its text (escapes and folding resolved), how it was written, and where.
final class YAMLScalar: Sendable {
    /// How a scalar is written: only plain scalars are read as null, booleans or numbers.
    enum Style: UInt8, Sendable {
        case plain
        case singleQuoted
        case doubleQuoted
        case literal
        case folded
    }

    let string: String
    let style: Style
    let mark: YAMLMark
    /// An explicit tag other than `!!str` and `!` (which every scalar resolves to here); nil
    /// for almost every scalar. Only keys compare it: `!x a` and `a` are different keys.
    let tag: String?
    /// An empty or `null` plain scalar (`~`, `null`, `Null`, `NULL`), as the core schema reads it.
    let isNull: Bool

    init(_ string: String, style: Style, mark: YAMLMark, tag: String? = nil) {
        self.string = string
        self.style = style
        self.mark = mark
        self.tag = tag
        self.isNull = style == .plain && Self.isNullText(string)
    }

    /// Whether a plain scalar's text is the core schema's null.
    static func isNullText(_ text: String) -> Bool {
        switch text.utf8.count {
        case 0: true
        case 1: text == "~"
        case 4: text == "null" || text == "Null" || text == "NULL"
        default: false
        }
    }
}

/// A mapping: its key/value pairs in the order written.
///
/// A repeated key stays in place with its first character replaced by a private-use character
/// (`YAMLSource.isRenamedDuplicate`), so that decoding skips it once it has been reported.
final class YAMLMapping: RandomAccessCollection, Sendable {
    typealias Element = (key: YAMLNode, value: YAMLNode)

    let pairs: [Element]
    let mark: YAMLMark
    /// An explicit tag other than `!!map` and `!`; nil almost always.
    let tag: String?

    init(_ pairs: [Element], mark: YAMLMark, tag: String? = nil) {
        self.pairs = pairs
        self.mark = mark
        self.tag = tag
    }

    var startIndex: Int { 0 }
    var endIndex: Int { pairs.count }
    subscript(position: Int) -> Element { pairs[position] }

    var keys: LazyMapSequence<[Element], YAMLNode> { pairs.lazy.map(\.key) }
    var values: LazyMapSequence<[Element], YAMLNode> { pairs.lazy.map(\.value) }

    /// The value of the last key that is a scalar `key` (as Yams looked keys up).
    subscript(key: String) -> YAMLNode? {
        pairs.last { pair in
            if case .scalar(let scalar) = pair.key { return scalar.tag == nil && scalar.string == key }
            return false
        }?.value
    }
}

/// A list: its items in order.
final class YAMLSequence: RandomAccessCollection, Sendable {
    let items: [YAMLNode]
    let mark: YAMLMark
    /// An explicit tag other than `!!seq` and `!`; nil almost always.
    let tag: String?

    init(_ items: [YAMLNode], mark: YAMLMark, tag: String? = nil) {
        self.items = items
        self.mark = mark
        self.tag = tag
    }

    var startIndex: Int { 0 }
    var endIndex: Int { items.count }
    subscript(position: Int) -> YAMLNode { items[position] }
}

// MARK: - Keys

extension YAMLNode {
    /// Whether two keys are the same key: YAML's node equality (same kind, same explicit tag,
    /// same text for scalars, equal items or pairs in order for collections; style and
    /// position do not count). Iterative, so a deep key cannot exhaust the stack.
    func isSameKey(as other: YAMLNode) -> Bool {
        var pending: [(YAMLNode, YAMLNode)] = [(self, other)]
        while let (a, b) = pending.popLast() {
            switch (a, b) {
            case (.scalar(let x), .scalar(let y)):
                guard x === y || (x.string == y.string && x.tag == y.tag) else { return false }
            case (.mapping(let x), .mapping(let y)):
                if x === y { continue }
                guard x.pairs.count == y.pairs.count, x.tag == y.tag else { return false }
                for (p, q) in zip(x.pairs, y.pairs) {
                    pending.append((p.key, q.key))
                    pending.append((p.value, q.value))
                }
            case (.sequence(let x), .sequence(let y)):
                if x === y { continue }
                guard x.items.count == y.items.count, x.tag == y.tag else { return false }
                pending.append(contentsOf: zip(x.items, y.items))
            default:
                return false
            }
        }
        return true
    }
}
