import LayoutDrawCore
import LayoutEngine
import Synchronization

/// What decoding knows at one point of the file: the names expressions see and how deep the
/// views nest. A value, passed down the tree.
struct DecodingContext: Sendable {
    var scope: EvaluationScope
    /// How many nodes (views and the modifiers around them) enclose the view being decoded.
    var depth = 0
    /// Inside the decode-time trial run of a `GeometryReader`'s content (with a placeholder
    /// proxy): problems that depend only on values (division by zero, a negative frame) are
    /// not reported, since layout will compute other values; unknown names still are.
    var isTrialRun = false
    /// Whether a `GeometryReader` met while decoding runs its content once with a placeholder
    /// proxy to report its problems with the rest of the file. Off at layout time, where the
    /// content has already been checked.
    var checksReaders = true
    /// Inside a `ForEach`'s content (for the duplicate-id hint).
    var inForEach = false
    /// Where `Image` paths start and how image files are measured.
    var images = ImageLookup()
    /// How much the scene may ask for.
    var limits = SceneLimits.standard
    /// The views and modifiers the scene may still make, shared with the `GeometryReader`
    /// contents built during layout.
    var budget = NodeBudget(limit: SceneLimits.standard.maximumNodes)
    /// The decoded contents of `GeometryReader`s, shared by every decoding pass of one scene.
    var readerContents = ReaderContentMemo()

    init(scope: EvaluationScope, limits: SceneLimits = .standard) {
        self.scope = scope
        self.limits = limits
        self.budget = NodeBudget(limit: limits.maximumNodes)
    }
}

/// How many views and modifiers a scene may still make (`ForEach` inside `ForEach`, YAML aliases
/// and `GeometryReader`s that build their content during layout multiply quickly). Shared by
/// every decoding pass of one scene.
final class NodeBudget: Sendable {
    let limit: Int
    private let used = Atomic<Int>(0)

    init(limit: Int) {
        self.limit = limit
    }

    /// Takes `count` nodes; false when that crosses the limit (the first crossing is reported
    /// by the caller, later ones are not).
    func take(_ count: Int) -> (allowed: Bool, firstRefusal: Bool) {
        let before = used.add(count, ordering: .relaxed).oldValue
        if before + count <= limit { return (true, false) }
        return (false, before <= limit)
    }

    /// The nodes taken so far.
    var taken: Int { used.load(ordering: .relaxed) }

    /// Takes `count` nodes if that does not cross the limit; false (taking none) if it would.
    func takeIfAvailable(_ count: Int) -> Bool {
        var current = used.load(ordering: .relaxed)
        while current + count <= limit {
            let (exchanged, original) = used.compareExchange(expected: current, desired: current + count, ordering: .relaxed)
            if exchanged { return true }
            current = original
        }
        return false
    }

    /// Whether the limit has been crossed.
    var isExhausted: Bool { used.load(ordering: .relaxed) > limit }
}

/// One decoding pass: where diagnostics collect and ids are checked for uniqueness.
final class SceneDecoding {
    let file: String
    let source: String
    /// The source's lines, split only when a hint needs one: a `GeometryReader` starts a pass
    /// for its content at every layout, and splitting the whole file each time made layout
    /// quadratic in the number of readers.
    private(set) lazy var sourceLines: [Substring] = source.split(separator: "\n", omittingEmptySubsequences: false)
    private(set) var diagnostics: [Diagnostic] = []
    private var ids: [String: SourceLocation] = [:]
    let limits: SceneLimits
    /// The keys `anchorPreference` has published so far, for checking the readers' keys.
    var anchorPreferenceKeys: Set<String> = []

    init(file: String, source: String, limits: SceneLimits = .standard) {
        self.file = file
        self.source = source
        self.limits = limits
    }

    // MARK: Diagnostics

    func error(_ message: String, at location: SourceLocation) {
        diagnostics.append(.error(message, at: location))
    }

    /// A warning; not reported in a reader's trial run, where values are placeholders.
    func warning(_ message: String, at location: SourceLocation, _ context: DecodingContext) {
        guard !context.isTrialRun else { return }
        diagnostics.append(.warning(message, at: location))
    }

    /// An error that depends only on values (a negative count): not reported in a reader's
    /// trial run.
    func valueError(_ message: String, at location: SourceLocation, _ context: DecodingContext) {
        guard !context.isTrialRun else { return }
        error(message, at: location)
    }

    /// Rewrites the message of the last diagnostic recorded (to add a hint the reporter could
    /// not know).
    func amendLastMessage(_ transform: (String) -> String) {
        guard !diagnostics.isEmpty else { return }
        diagnostics[diagnostics.count - 1].message = transform(diagnostics[diagnostics.count - 1].message)
    }

    func append(_ diagnostics: [Diagnostic]) {
        self.diagnostics += diagnostics
    }

    var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// The diagnostics once each, in file order.
    var sortedDiagnostics: [Diagnostic] {
        var seen = Set<Diagnostic>()
        let unique = diagnostics.filter { seen.insert($0).inserted }
        return unique.enumerated().sorted { a, b in
            switch (a.element.location, b.element.location) {
            case let (x?, y?): return x != y ? x < y : a.offset < b.offset
            case (nil, _?): return true
            case (_?, nil): return false
            case (nil, nil): return a.offset < b.offset
            }
        }.map(\.element)
    }

    // MARK: Positions

    func location(_ node: YAMLNode) -> SourceLocation {
        let mark = node.position
        return SourceLocation(file: file, line: mark.line, column: mark.column)
    }

    /// Where a value is, or its key when the value is empty (an empty scalar's mark is not
    /// useful).
    func location(of value: YAMLNode?, key: SourceLocation) -> SourceLocation {
        guard let value, !value.isNull else { return key }
        return location(value)
    }

    /// Where offset `offset` of a scalar's text is in the file: plain scalars start at their
    /// mark, quoted ones one column later (escapes inside quotes are not accounted for).
    func location(in scalar: YAMLNode, offset: Int) -> SourceLocation {
        var location = location(scalar)
        guard case .scalar(let s) = scalar else { return location }
        switch s.style {
        case .plain: location.column += offset
        case .singleQuoted, .doubleQuoted: location.column += 1 + offset
        case .literal, .folded: break
        }
        return location
    }

    // MARK: Ids

    func register(id: String, at location: SourceLocation, _ context: DecodingContext) {
        if let first = ids[id] {
            if first == location {
                let reason = context.inForEach
                    ? "every view of this ForEach gets it; interpolate \\(index) or \\(item) to make it unique"
                    : "written on a Group or ForEach, it tags each of their views"
                error("duplicate id '\(id)': \(reason)", at: location)
            } else {
                error("duplicate id '\(id)' (first used at line \(first.line), column \(first.column))", at: location)
            }
        } else {
            ids[id] = location
        }
    }

    /// The source line `line` (1-based), for hints.
    func sourceLine(_ line: Int) -> Substring? {
        line >= 1 && line <= sourceLines.count ? sourceLines[line - 1] : nil
    }
}

// MARK: - Mappings

/// One key of a mapping, with its value.
struct Field {
    let name: String
    let key: YAMLNode
    let value: YAMLNode
}

extension SceneDecoding {
    /// The fields of a mapping in order. Reports keys that are not scalars and skips repeated
    /// keys (already reported when parsing).
    func fields(of mapping: YAMLMapping) -> [Field] {
        var result: [Field] = []
        for (key, value) in mapping {
            guard case .scalar(let scalar) = key else {
                error("a key must be a name, not \(describeKind(key))", at: location(key))
                continue
            }
            if YAMLSource.isRenamedDuplicate(scalar.string) { continue }
            result.append(Field(name: scalar.string, key: key, value: value))
        }
        return result
    }

    /// The fields of a parameter mapping such as `frame: {width: 10}`: reports a value that is
    /// not a mapping (returns nil) and unknown keys (skipped), with a suggestion.
    func parameters(
        _ node: YAMLNode, of owner: String, allowed: [String], keyLocation: SourceLocation
    ) -> Parameters? {
        guard case .mapping(let mapping) = node else {
            error("expected a mapping of parameters for '\(owner)', found \(describeKind(node))", at: location(of: node, key: keyLocation))
            return nil
        }
        var result = Parameters()
        for field in fields(of: mapping) {
            guard allowed.contains(field.name) else {
                error(
                    "unknown parameter '\(field.name)' for '\(owner)'\(Suggestions.didYouMean(field.name, in: allowed))",
                    at: location(field.key))
                continue
            }
            result.append(field)
        }
        return result
    }
}

/// The fields of a parameter mapping by name, for the last field of each name (as a dictionary
/// assigned in order would keep). A parameter mapping has a handful of keys: comparing short
/// strings in a line beats hashing each name.
struct Parameters: ExpressibleByDictionaryLiteral, Sequence {
    private var fields: [Field] = []

    init() {}

    init(dictionaryLiteral elements: (String, Field)...) {
        fields = elements.map { $0.1 }
    }

    mutating func append(_ field: Field) {
        fields.append(field)
    }

    /// Each name with its field, in the order written (a name written twice, where it is
    /// written last).
    func makeIterator() -> some IteratorProtocol<(name: String, field: Field)> {
        fields.indices.lazy
            .filter { index in !fields[(index + 1)...].contains { $0.name == fields[index].name } }
            .map { (fields[$0].name, fields[$0]) }
            .makeIterator()
    }

    subscript(name: String) -> Field? {
        var index = fields.endIndex
        while index > fields.startIndex {
            index -= 1
            if fields[index].name == name { return fields[index] }
        }
        return nil
    }
}
