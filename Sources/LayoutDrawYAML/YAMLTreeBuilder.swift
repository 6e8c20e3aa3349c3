internal import CYaml
import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax

/// Builds a scene's `YAMLNode` tree in one pass of libyaml's event parser, checking the limits
/// on the way.
///
/// Hostile YAML hurts where the tree is built: deep nesting (a recursive builder runs out of
/// stack) and aliases (a "billion laughs" file of ten lines stands for 10⁹ nodes once its
/// aliases are expanded). This pass is iterative, keeps a stack of the collections open, shares
/// an alias's subtree instead of copying it, and counts the nodes each anchor stands for, so it
/// measures the expanded tree in time and memory linear in the text and stops at the first limit
/// crossed.
///
/// Otherwise it composes the tree as Yams's `compose(yaml:)` did, which the decoder and its
/// messages were written against: one document (a second is an error), an undefined alias is an
/// error, and the first error ends the tree while the limits are still checked to the end of the
/// text (a limit crossed anywhere is reported alone). A key repeated in a mapping is reported at
/// the repetition, renamed in place (`YAMLSource.isRenamedDuplicate`) and the rest goes on; a
/// repeated key that is not a scalar ends the tree, reported at its first occurrence.
struct YAMLTreeBuilder {
    /// What one pass found.
    struct Result {
        /// The document's root; nil for an empty text, and after an error or an abandoned tree.
        var root: YAMLNode?
        /// Repeated keys, in the order found.
        var duplicates: [Diagnostic] = []
        /// The first syntax or composition error, where Yams would have thrown it.
        var error: YAMLSyntaxError?
        /// The first limit crossed; when set, it is the only problem to report.
        var limitCrossed: Diagnostic?
    }

    /// Parses `text` into a tree.
    static func build(_ text: String, file: String, limits: SceneLimits, modifierNames: Set<String>) -> Result {
        var text = text
        text.makeContiguousUTF8()
        var builder = YAMLTreeBuilder(file: file, limits: limits, modifierNames: modifierNames)
        let built: Void? = text.utf8.withContiguousStorageIfAvailable { buffer in builder.run(buffer) }
        if built == nil {
            // Not reached for a native string; kept so that any string is read.
            Array(text.utf8).withUnsafeBufferPointer { buffer in builder.run(buffer) }
        }
        return builder.result
    }

    // MARK: State

    private let file: String
    private let limits: SceneLimits
    private let modifierNames: Set<String>
    private var result = Result()

    /// A collection being read: where its items start on `items` (a mapping's keys and values
    /// alternate), the nodes it stands for so far with aliases expanded, and what its node
    /// will carry.
    private struct Open {
        let isMapping: Bool
        let start: Int
        var nodes = 1
        let anchor: String?
        let mark: YAMLMark
        let tag: String?
        /// Where each key that is an alias is written (the shared node's mark is its anchor's).
        var aliasKeyMarks: [(index: Int, mark: YAMLMark)] = []
    }

    /// The collections open around the current event, outermost first.
    private var open: [Open] = []
    /// The items of the open collections, each collection's after its parent's: one array
    /// for all, so that a collection's items are copied once, into an array of their size.
    private var items: [YAMLNode] = []
    /// Nodes in the whole stream, aliases expanded.
    private var total = 0
    /// Every anchored node completed so far, with the nodes it stands for.
    private var anchors: [String: (node: YAMLNode, nodes: Int)] = [:]
    /// Whether the tree is no longer built (after an error, a second document or an abandoned
    /// tree): the limits are still checked.
    private var stopped = false
    private var documents = 0
    /// Repeated keys renamed so far (each gets its own private-use character).
    private var renamed: UInt32 = 0

    private init(file: String, limits: SceneLimits, modifierNames: Set<String>) {
        self.file = file
        self.limits = limits
        self.modifierNames = modifierNames
    }

    // MARK: The pass

    private mutating func run(_ buffer: UnsafeBufferPointer<UInt8>) {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            result.error = YAMLSyntaxError(kind: .memory)
            return
        }
        defer { yaml_parser_delete(&parser) }
        yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
        yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
        var event = yaml_event_t()
        while true {
            guard yaml_parser_parse(&parser, &event) == 1 else {
                failed(parser)
                return
            }
            let type = event.type
            let keepGoing = process(&event)
            yaml_event_delete(&event)
            if !keepGoing || type == YAML_STREAM_END_EVENT { return }
        }
    }

    /// libyaml stopped at a syntax error.
    private mutating func failed(_ parser: yaml_parser_t) {
        // A libyaml build with its own nesting limit (upstream's 1000; Debian's 0.2.5 has none)
        // can trip it while its scanner looks ahead through `[[[[…`, before the events reach
        // `process`: say so in our words.
        if let problem = parser.problem, String(cString: problem).hasPrefix("Maximum nesting level") {
            result.limitCrossed = tooDeep(at: parser.problem_mark)
            return
        }
        guard !stopped else { return }
        stop(with: YAMLSyntaxError(parser))
    }

    /// One event; false once a limit is crossed.
    private mutating func process(_ event: inout yaml_event_t) -> Bool {
        switch event.type {
        case YAML_SCALAR_EVENT:
            guard count(1, at: event.start_mark) else { return false }
            let data = event.data.scalar
            let anchor = Self.string(data.anchor)
            if stopped {
                if let anchor { anchors[anchor] = (Self.placeholder, 1) }
                addToParent(1)
                return true
            }
            let string = Self.text(data.value, count: data.length)
            let style: YAMLScalar.Style =
                switch data.style {
                case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
                case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
                case YAML_LITERAL_SCALAR_STYLE: .literal
                case YAML_FOLDED_SCALAR_STYLE: .folded
                default: .plain
                }
            // Yams: a quoted scalar without a tag is `!!str`; other untagged scalars resolve
            // to `!!str` (its basic resolver has no rules), and so does `!`.
            let tag = data.quoted_implicit == 1 ? nil : Self.explicitTag(data.tag, default: "tag:yaml.org,2002:str")
            let node = YAMLNode.scalar(YAMLScalar(string, style: style, mark: Self.mark(event.start_mark), tag: tag))
            if let anchor { anchors[anchor] = (node, 1) }
            add(node, nodes: 1)
        case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
            if open.count >= limits.maximumYAMLDepth {
                result.limitCrossed = tooDeep(at: event.start_mark)
                return false
            }
            guard count(1, at: event.start_mark) else { return false }
            let isMapping = event.type == YAML_MAPPING_START_EVENT
            let anchor = Self.string(isMapping ? event.data.mapping_start.anchor : event.data.sequence_start.anchor)
            var tag: String?
            if !stopped {
                tag =
                    isMapping
                    ? (event.data.mapping_start.implicit != 0
                        ? nil : Self.explicitTag(event.data.mapping_start.tag, default: "tag:yaml.org,2002:map"))
                    : (event.data.sequence_start.implicit != 0
                        ? nil : Self.explicitTag(event.data.sequence_start.tag, default: "tag:yaml.org,2002:seq"))
            }
            open.append(Open(isMapping: isMapping, start: items.count, anchor: anchor, mark: Self.mark(event.start_mark), tag: tag))
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            guard let closed = open.popLast() else { return true }
            if stopped {
                if let anchor = closed.anchor { anchors[anchor] = (Self.placeholder, closed.nodes) }
                addToParent(closed.nodes)
                return true
            }
            let node: YAMLNode
            let start = min(closed.start, items.count)
            if closed.isMapping {
                let pairs = pairs(of: closed, items: items[start...])
                items.removeSubrange(start...)
                guard let pairs else {
                    // A repeated key that is not a scalar: the tree is abandoned.
                    addToParent(closed.nodes)
                    return true
                }
                node = .mapping(YAMLMapping(pairs, mark: closed.mark, tag: closed.tag))
            } else {
                node = .sequence(YAMLSequence(Array(items[start...]), mark: closed.mark, tag: closed.tag))
                items.removeSubrange(start...)
            }
            if let anchor = closed.anchor { anchors[anchor] = (node, closed.nodes) }
            add(node, nodes: closed.nodes)
        case YAML_ALIAS_EVENT:
            let name = Self.string(event.data.alias.anchor)
            let anchored = name.flatMap { anchors[$0] }
            // An undefined alias is an error (below); it counts as one node.
            let size = anchored?.nodes ?? 1
            if total + size > limits.maximumYAMLNodes {
                result.limitCrossed = .error(
                    "this alias repeats \(size) YAML node\(size == 1 ? "" : "s"), which makes the scene more than "
                        + "\(limits.maximumYAMLNodes) nodes once aliases are expanded (limit --max-yaml-nodes)",
                    at: location(event.start_mark))
                return false
            }
            total += size
            if stopped {
                addToParent(size)
            } else if let anchored {
                if let last = open.indices.last, open[last].isMapping, (items.count - open[last].start) % 2 == 0 {
                    open[last].aliasKeyMarks.append((items.count - open[last].start, Self.mark(event.start_mark)))
                }
                add(anchored.node, nodes: size)
            } else {
                addToParent(size)
                stop(with: YAMLSyntaxError(kind: .composer, problem: "found undefined alias", mark: Self.mark(event.start_mark)))
            }
        case YAML_DOCUMENT_START_EVENT:
            documents += 1
            if documents > 1 && !stopped {
                stop(
                    with: YAMLSyntaxError(
                        kind: .composer, problem: "but found another document", mark: Self.mark(event.start_mark),
                        context: ("expected a single document in the stream", YAMLMark(line: 1, column: 1))))
            }
        default:
            break
        }
        return true
    }

    // MARK: Counting

    /// Counts `nodes` more nodes; false (and the limit recorded) past the limit.
    private mutating func count(_ nodes: Int, at mark: yaml_mark_t) -> Bool {
        total += nodes
        guard total > limits.maximumYAMLNodes else { return true }
        result.limitCrossed = .error(
            "the scene has more than \(limits.maximumYAMLNodes) YAML nodes (limit --max-yaml-nodes)", at: location(mark))
        return false
    }

    private mutating func addToParent(_ nodes: Int) {
        guard let last = open.indices.last else { return }
        open[last].nodes += nodes
    }

    /// Adds a completed node to the collection open around it, or makes it the root.
    private mutating func add(_ node: YAMLNode, nodes: Int) {
        guard let last = open.indices.last else {
            if result.root == nil { result.root = node }
            return
        }
        open[last].nodes += nodes
        items.append(node)
    }

    /// Ends the tree at the first error.
    private mutating func stop(with error: YAMLSyntaxError) {
        result.error = error
        stopped = true
        result.root = nil
    }

    private func tooDeep(at mark: yaml_mark_t) -> Diagnostic {
        .error(
            "the YAML nests more than \(limits.maximumYAMLDepth) levels deep (lists and mappings inside each other; limit --max-depth)",
            at: location(mark))
    }

    // MARK: Repeated keys

    /// A mapping's pairs with every repeated key reported and renamed; nil (and the tree
    /// abandoned) when a repeated key is not a scalar.
    private mutating func pairs(of mapping: Open, items: ArraySlice<YAMLNode>) -> [YAMLMapping.Element]? {
        var pairs: [YAMLMapping.Element] = []
        pairs.reserveCapacity(items.count / 2)
        var i = items.startIndex
        while i + 1 < items.endIndex {
            pairs.append((items[i], items[i + 1]))
            i += 2
        }
        guard pairs.count > 1 else { return pairs }
        // Scalar keys: a linear scan for small mappings, a dictionary for large ones.
        var firstIndex: [ScalarKey: Int] = [:]
        let useDictionary = pairs.count > 12
        var nonScalarKeys: [Int] = []
        for index in pairs.indices {
            guard case .scalar(let key) = pairs[index].key else {
                nonScalarKeys.append(index)
                continue
            }
            var first: Int?
            if useDictionary {
                let scalarKey = ScalarKey(string: key.string, tag: key.tag)
                if let earlier = firstIndex[scalarKey] { first = earlier } else { firstIndex[scalarKey] = index }
            } else {
                for earlier in 0..<index {
                    if case .scalar(let other) = pairs[earlier].key, other.string == key.string, other.tag == key.tag {
                        first = earlier
                        break
                    }
                }
            }
            guard let first, case .scalar(let firstKey) = pairs[first].key else { continue }
            let at = mapping.aliasKeyMarks.first { $0.index == 2 * index }?.mark ?? key.mark
            var message =
                "duplicate key '\(firstKey.string)' (first written at line \(firstKey.mark.line), column \(firstKey.mark.column))"
            if modifierNames.contains(firstKey.string) {
                message += "; to apply a modifier twice, list both under 'modifiers:'"
            }
            result.duplicates.append(.error(message, at: SourceLocation(file: file, line: at.line, column: at.column)))
            pairs[index].key = .scalar(YAMLScalar(renamedKey(key.string), style: key.style, mark: key.mark, tag: key.tag))
        }
        if nonScalarKeys.count > 1, let (first, _) = firstRepetition(among: nonScalarKeys, of: pairs) {
            // Yams could not name such a key, and the old rename-and-reparse could not skip it:
            // reported at its first occurrence, and the tree is abandoned.
            let mark = pairs[first].key.position
            result.duplicates.append(
                .error(
                    "duplicate key '<uncovertable>' (first written at line \(mark.line), column \(mark.column))",
                    at: SourceLocation(file: file, line: mark.line, column: mark.column)))
            stopped = true
            result.root = nil
            return nil
        }
        return pairs
    }

    /// `key` with its first character replaced by a private-use one, as
    /// `YAMLSource.isRenamedDuplicate` recognises.
    private mutating func renamedKey(_ key: String) -> String {
        // The range holds 4096 characters; renamed keys are skipped, so reusing one is harmless.
        let marker = Unicode.Scalar(0xE000 + renamed % 0x1000) ?? "\u{E000}"
        renamed &+= 1
        var scalars = String.UnicodeScalarView()
        scalars.append(marker)
        scalars.append(contentsOf: key.unicodeScalars.dropFirst())
        return String(scalars)
    }

    /// The first pair of equal keys among the non-scalar keys at `indices` (first occurrence,
    /// repetition), grouped by a structural hash so that many distinct keys stay linear.
    private func firstRepetition(among indices: [Int], of pairs: [YAMLMapping.Element]) -> (Int, Int)? {
        var groups: [Int: [Int]] = [:]
        for index in indices {
            let key = pairs[index].key
            let hash = Self.structuralHash(key)
            if let earlier = groups[hash]?.first(where: { pairs[$0].key.isSameKey(as: key) }) {
                return (earlier, index)
            }
            groups[hash, default: []].append(index)
        }
        return nil
    }

    /// A hash of a node's kinds, tags and texts, consistent with `isSameKey`.
    private static func structuralHash(_ node: YAMLNode) -> Int {
        var hasher = Hasher()
        var pending = [node]
        while let next = pending.popLast() {
            switch next {
            case .scalar(let scalar):
                hasher.combine(0)
                hasher.combine(scalar.string)
                hasher.combine(scalar.tag)
            case .mapping(let mapping):
                hasher.combine(1)
                hasher.combine(mapping.pairs.count)
                hasher.combine(mapping.tag)
                for pair in mapping.pairs.reversed() {
                    pending.append(pair.value)
                    pending.append(pair.key)
                }
            case .sequence(let sequence):
                hasher.combine(2)
                hasher.combine(sequence.items.count)
                hasher.combine(sequence.tag)
                pending.append(contentsOf: sequence.items.reversed())
            }
        }
        return hasher.finalize()
    }

    private struct ScalarKey: Hashable {
        let string: String
        let tag: String?
    }

    // MARK: libyaml values

    /// Stands for an anchored node once the tree is no longer built (only its size is used).
    private static let placeholder = YAMLNode.scalar(YAMLScalar("", style: .plain, mark: YAMLMark(line: 1, column: 1)))

    private func location(_ mark: yaml_mark_t) -> SourceLocation {
        SourceLocation(file: file, line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }

    private static func mark(_ mark: yaml_mark_t) -> YAMLMark {
        YAMLMark(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }

    /// A scalar's text. A byte order mark that starts it is dropped, as Yams's
    /// `String(bytes:encoding:)` dropped it (`"\u{FEFF}size"` was the key `size`).
    private static func text(_ pointer: UnsafeMutablePointer<yaml_char_t>?, count: Int) -> String {
        guard let pointer, count > 0 else { return "" }
        var bytes = UnsafeBufferPointer(start: pointer, count: count)
        if count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            bytes = UnsafeBufferPointer(rebasing: bytes[3...])
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        guard let pointer else { return nil }
        return String(cString: UnsafeRawPointer(pointer).assumingMemoryBound(to: CChar.self))
    }

    /// A tag as it counts for comparing keys: nil for none, for `!` and for the kind's own
    /// (as Yams resolved them), otherwise its full name.
    private static func explicitTag(_ pointer: UnsafeMutablePointer<yaml_char_t>?, default kindTag: String) -> String? {
        guard let tag = string(pointer), tag != "!", tag != kindTag else { return nil }
        return tag
    }
}

/// A syntax error as libyaml reports it (or a composition error as Yams reported it):
/// `YAMLSource.diagnostic(for:)` turns it into a message.
struct YAMLSyntaxError: Equatable {
    enum Kind: Equatable {
        case reader, scanner, parser, composer, memory
    }

    var kind: Kind
    var problem = ""
    /// Where the problem is (scanner, parser and composer errors).
    var mark = YAMLMark(line: 1, column: 1)
    /// What libyaml was reading when it met the problem, and where that started.
    var context: (text: String, mark: YAMLMark)?
    /// The byte offset of a reader error.
    var offset = 0

    init(kind: Kind, problem: String = "", mark: YAMLMark = YAMLMark(line: 1, column: 1), context: (text: String, mark: YAMLMark)? = nil) {
        self.kind = kind
        self.problem = problem
        self.mark = mark
        self.context = context
    }

    /// The error libyaml's parser stopped with.
    fileprivate init(_ parser: yaml_parser_t) {
        let problem = parser.problem.map { String(cString: $0) } ?? ""
        let mark = YAMLMark(line: Int(parser.problem_mark.line) + 1, column: Int(parser.problem_mark.column) + 1)
        let context = parser.context.map {
            (String(cString: $0), YAMLMark(line: Int(parser.context_mark.line) + 1, column: Int(parser.context_mark.column) + 1))
        }
        switch parser.error {
        case YAML_READER_ERROR:
            self.init(kind: .reader, problem: problem)
            offset = Int(parser.problem_offset)
        case YAML_SCANNER_ERROR: self.init(kind: .scanner, problem: problem, mark: mark, context: context)
        case YAML_PARSER_ERROR: self.init(kind: .parser, problem: problem, mark: mark, context: context)
        case YAML_COMPOSER_ERROR: self.init(kind: .composer, problem: problem, mark: mark, context: context)
        default: self.init(kind: .memory)
        }
    }

    static func == (a: YAMLSyntaxError, b: YAMLSyntaxError) -> Bool {
        a.kind == b.kind && a.problem == b.problem && a.mark == b.mark && a.offset == b.offset
            && a.context?.text == b.context?.text && a.context?.mark == b.context?.mark
    }
}
