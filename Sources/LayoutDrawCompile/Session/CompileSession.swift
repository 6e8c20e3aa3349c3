import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine
import Synchronization

/// What compiling knows at one point of the tree: the names expressions see and how deep the
/// views nest. A value, passed down the tree.
struct CompileContext: Sendable {
    var scope: EvaluationScope
    /// How many nodes (views and the modifiers around them) enclose the view being compiled.
    var depth = 0
    /// Inside the compile-time trial run of a `GeometryReader`'s content (with a placeholder
    /// proxy): problems that depend only on values (division by zero, a negative frame) are
    /// not reported, since layout will compute other values; unknown names still are.
    var isTrialRun = false
    /// Whether a `GeometryReader` met while compiling runs its content once with a placeholder
    /// proxy to report its problems with the rest of the file. Off at layout time, where the
    /// content has already been checked.
    var checksReaders = true
    /// Inside a `ForEach`'s content (for the duplicate-id hint).
    var inForEach = false
    /// Compiling a `Picker`'s options: a `ForEach` tags each element's views with its id
    /// (`SelectionTag`), as SwiftUI does.
    var collectsTags = false
    /// Where `Image` paths start and how image files are measured.
    var images = ImageLookup()
    /// How much the scene may ask for.
    var limits = SceneLimits.standard
    /// The views and modifiers the scene may still make, shared with the `GeometryReader`
    /// contents built during layout.
    var budget = NodeBudget(limit: SceneLimits.standard.maximumNodes)
    /// The compiled contents of `GeometryReader`s, shared by every pass of one scene.
    var readerContents = ReaderContentMemo()
    /// Views held in names (a custom view's `content`), shared by every pass of one scene.
    var views = ViewReferences()
    /// How many user functions and custom views enclose this point (recursion is bounded).
    var callDepth = 0
    /// What every pass of the scene knows of its source.
    var program = Program()

    init(scope: EvaluationScope, limits: SceneLimits = .standard) {
        self.scope = scope
        self.limits = limits
        self.budget = NodeBudget(limit: limits.maximumNodes)
    }
}

/// What every compiling pass of one scene shares about its source.
final class Program: Sendable {
    /// The Swift source, whose offsets every statement and expression counts in.
    let swiftFile: SourceFile?
    /// `--set NAME=VALUE`: values for stored properties (and YAML `params`).
    let overrides: [String: Value]
    /// The functions of `extension View { … }`: modifiers the source declares.
    let viewExtensions: [FunctionDefinition]
    /// The custom alignments the scene declares.
    let alignments: CustomAlignments
    /// What `.preference(key:value:)` publishes and which `onPreferenceChange` closures read it.
    let preferences = ValuePreferences()
    /// The `.onAppear` and `.task` actions of the views compiled (`AppearActions`).
    let appearing = AppearActions()

    init(
        swiftFile: SourceFile? = nil, overrides: [String: Value] = [:], viewExtensions: [FunctionDefinition] = [],
        alignments: CustomAlignments = CustomAlignments()
    ) {
        self.swiftFile = swiftFile
        self.overrides = overrides
        self.viewExtensions = viewExtensions
        self.alignments = alignments
    }
}

/// How many views and modifiers a scene may still make (`ForEach` inside `ForEach`, YAML aliases
/// and `GeometryReader`s that build their content during layout multiply quickly). Shared by
/// every pass of one scene.
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

/// One compiling pass: where diagnostics collect and ids are checked for uniqueness.
final class CompileSession {
    let file: String
    let source: String
    /// The source's lines, split only when a hint needs one: a `GeometryReader` starts a pass
    /// for its content at every layout, and splitting the whole file each time made layout
    /// quadratic in the number of readers.
    private(set) lazy var sourceLines: [Substring] = source.split(separator: "\n", omittingEmptySubsequences: false)
    private(set) var diagnostics: [Diagnostic] = []
    /// The first error message at each place (a `ForEach` of 10,000 meets one problem 10,000
    /// times: it is reported once, in constant time).
    private var errorsByLocation: [SourceLocation: String] = [:]
    /// The warnings given at each place, each given once (a `Text` part compiled both as a part
    /// and as the whole it is in meets its image's warning twice).
    private var warningsByLocation: [SourceLocation: Set<String>] = [:]
    private var ids: [String: SourceLocation] = [:]
    /// Where a `.id("…")` name was found taken, each warned about once.
    private var takenNames: Set<SourceLocation> = []
    let limits: SceneLimits
    /// The keys `anchorPreference` has published so far, for checking the readers' keys.
    var anchorPreferenceKeys: Set<String> = []
    /// The `anchorPreference` transforms written so far, by key, in the order the engine
    /// collects their anchors (Swift sources: what `preferences` is in a preference reader).
    var anchorTransforms: [String: [Value?]] = [:]
    /// What `preferredColorScheme` / `previewDevice` asked of the canvas.
    var canvasRequests = CanvasRequests()
    /// Where images and asset catalogues are (named colours read them).
    var images = ImageLookup()
    /// The modules the source imports and the protocols it declares, for where a name comes
    /// from (`FrameworkOfName`).
    var imports: [String] = []
    /// The modules the project's other files the view reaches import (`SceneSyntax.projectImports`).
    var projectImports: [String] = []
    var declaredProtocols: Set<String> = []
    /// Asset problems met where no position was at hand, reported at the next expression that
    /// holds them (`NamedColours.swift`).
    var pendingAssetWarnings: [String] = []

    init(file: String, source: String, limits: SceneLimits = .standard) {
        self.file = file
        self.source = source
        self.limits = limits
    }

    // MARK: Diagnostics

    func error(_ message: String, at location: SourceLocation) {
        // An `.invalid` expression's problem was reported by its front end.
        if message.isEmpty { return }
        // The same error here again (a ForEach's next element), or after the name check said
        // "cannot find 'X' in scope" here: once is enough.
        if let earlier = errorsByLocation[location], earlier == message || earlier.hasPrefix("cannot find '") {
            return
        }
        if errorsByLocation[location] == nil { errorsByLocation[location] = message }
        diagnostics.append(.error(message, at: location))
    }

    /// Whether an error was reported at `location` already (a message that costs something to
    /// write, such as a did-you-mean over every view's name, is then not written again).
    func hasError(at location: SourceLocation) -> Bool {
        errorsByLocation[location] != nil
    }

    /// A warning; not reported in a reader's trial run, where values are placeholders.
    func warning(_ message: String, at location: SourceLocation, _ context: CompileContext) {
        guard !context.isTrialRun else { return }
        warning(message, at: location)
    }

    /// A warning about the source as written (a declaration checked once, never in a trial run).
    func warning(_ message: String, at location: SourceLocation) {
        guard warningsByLocation[location, default: []].insert(message).inserted else { return }
        diagnostics.append(.warning(message, at: location))
    }

    /// Takes back the warnings with `message` at `locations`, which a later modifier made moot
    /// (a page-style tab view has no bar, so its tabs need no `tabItem`).
    func withdrawWarnings(_ message: String, at locations: Set<SourceLocation>) {
        diagnostics.removeAll { $0.severity == .warning && $0.message == message && $0.location.map(locations.contains) == true }
        for location in locations { warningsByLocation[location]?.remove(message) }
    }

    /// The tabs without a `tabItem` of each tab view, by the tab view's position (`pageTabs`).
    var tabsWithoutItems: [SourceLocation: Set<SourceLocation>] = [:]

    /// An error that depends only on values (a negative count): not reported in a reader's
    /// trial run.
    func valueError(_ message: String, at location: SourceLocation, _ context: CompileContext) {
        guard !context.isTrialRun else { return }
        error(message, at: location)
    }

    /// Rewrites the message of the last diagnostic recorded (to add a hint the reporter could
    /// not know).
    func amendLastMessage(_ transform: (String) -> String) {
        guard !diagnostics.isEmpty else { return }
        diagnostics[diagnostics.count - 1].message = transform(diagnostics[diagnostics.count - 1].message)
    }

    /// Runs `attempt`, keeping what it reported only when it reported no error: otherwise the
    /// session's diagnostics are as before it ran, and the result is nil. (A package's container
    /// is drawn as its content when that content compiles on its own, else as a placeholder.)
    func speculatively<T>(_ attempt: () -> T?) -> T? {
        let (count, errors, warnings) = (diagnostics.count, errorsByLocation, warningsByLocation)
        let result = attempt()
        if result != nil, !diagnostics[count...].contains(where: { $0.severity == .error }) { return result }
        diagnostics.removeSubrange(count...)
        (errorsByLocation, warningsByLocation) = (errors, warnings)
        return nil
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

    func location(_ value: ValueSyntax) -> SourceLocation { value.location }

    /// Where a value is, or its key when the value is empty (an empty scalar's mark is not
    /// useful).
    func location(of value: ValueSyntax?, key: SourceLocation) -> SourceLocation {
        guard let value, !value.isNull else { return key }
        return value.location
    }

    // MARK: Ids

    func register(id: String, at location: SourceLocation, _ context: CompileContext) {
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

    /// Takes `id` from Swift's `.id("…")` as a view's name, when no view has it yet. Unlike an
    /// `id:` or `.accessibilityIdentifier`, a name taken is no error: SwiftUI lets an identity
    /// repeat (the same `.id` on every view of a `ForEach`). It is a warning, once per place:
    /// the first view keeps the name, the others stay unnamed.
    func registerName(_ id: String, at location: SourceLocation, _ context: CompileContext) -> Bool {
        guard let first = ids[id] else {
            ids[id] = location
            return true
        }
        if !context.isTrialRun, takenNames.insert(location).inserted {
            let which = first == location
                ? (context.inForEach ? "every view of this ForEach gets it; interpolate \\(index) or \\(item) to tell them apart"
                    : "written on a Group or ForEach, it goes to each of their views")
                : "the view at line \(first.line), column \(first.column) has it"
            warning(
                "'.id(\"\(id)\")' names only one view in the SVG and the layout dump: \(which); this view stays unnamed",
                at: location, context)
        }
        return false
    }

    /// The source line `line` (1-based), for hints.
    func sourceLine(_ line: Int) -> Substring? {
        line >= 1 && line <= sourceLines.count ? sourceLines[line - 1] : nil
    }
}

/// What the code asked of the canvas through modifiers (`.preferredColorScheme(.dark)`,
/// `.previewDevice("iPhone 15 Pro")`), applied when the scene has no other say.
struct CanvasRequests {
    var colorScheme: ColorScheme?
    var device: (preset: DevicePreset, location: SourceLocation)?
    /// `.previewLayout(…)`: the canvas's sizing, or (`.device`) none of its own.
    var layout: CanvasSpec.Sizing??
}

// MARK: - Parameters

/// One labelled argument: its label, where the label is, and its value.
struct Field {
    let name: String
    let key: SourceLocation
    let value: ValueSyntax

    init(_ argument: ArgumentSyntax) {
        name = argument.label ?? ""
        key = argument.labelLocation
        value = argument.value
    }
}

extension CompileSession {
    /// The fields of a record value such as `frame: {width: 10}` or a call's labelled
    /// arguments: reports a value that is not a mapping (returns nil) and unknown names
    /// (skipped), with a suggestion.
    func parameters(
        _ value: ValueSyntax, of owner: String, allowed: [String], keyLocation: SourceLocation
    ) -> Parameters? {
        guard case .record(let record) = value else {
            error("expected a mapping of parameters for '\(owner)', found \(value.kindDescription)", at: location(of: value, key: keyLocation))
            return nil
        }
        var result = Parameters()
        for argument in record.fields {
            let field = Field(argument)
            guard allowed.contains(field.name) else {
                error(
                    "unknown parameter '\(field.name)' for '\(owner)'\(Suggestions.didYouMean(field.name, in: allowed))",
                    at: field.key)
                continue
            }
            result.append(field)
        }
        return result
    }

    /// The fields of a record, in order.
    func fields(of record: RecordSyntax) -> [Field] {
        record.fields.map(Field.init)
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

    /// `title` renamed `content` when it holds a closure and there is no `content`: a view's
    /// trailing closure arrives as its first unlabelled argument, named `title` by the view's
    /// positional names (`Picker(selection: $x, label: Text("T")) { options }`,
    /// `LabeledContent { content } label: { … }`).
    mutating func takeTrailingClosureAsContent() {
        guard let title = self["title"], case .closure = title.value, self["content"] == nil else { return }
        fields = fields.filter { $0.name != "title" } + [Field(name: "content", key: title.key, value: title.value)]
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
