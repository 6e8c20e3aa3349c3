import LayoutDrawCore
import Synchronization

/// A `func` as written: its parameters, return type and statements. Also the shape of methods,
/// computed properties (no parameters) and `static` members.
public struct FunctionDefinition: Hashable, Sendable {
    public struct Parameter: Hashable, Sendable {
        /// The argument label callers write; nil for `_`.
        public var label: String?
        /// The name inside the body.
        public var name: String
        public var type: TypeName?
        public var defaultValue: Expression?
        /// `@ViewBuilder content: () -> Content` and other closures taking views.
        public var isViewBuilder: Bool
        /// `_ x: inout Int`: the caller's variable (`&x`) takes the value the parameter has when
        /// the function returns.
        public var isInout = false
        /// `_ args: CVarArg...`: the parameter takes any number of arguments (the first with its
        /// label, the rest unlabelled), as an array.
        public var isVariadic = false

        public init(label: String?, name: String, type: TypeName? = nil, defaultValue: Expression? = nil, isViewBuilder: Bool = false) {
            self.label = label
            self.name = name
            self.type = type
            self.defaultValue = defaultValue
            self.isViewBuilder = isViewBuilder
        }

        /// Whether the parameter takes a closure (`() -> Content`, `@ViewBuilder content:`), so a
        /// trailing closure may fill it.
        public var takesClosure: Bool {
            isViewBuilder || type.map { $0.text.contains("->") } ?? false
        }
    }

    public var name: String
    public var parameters: [Parameter]
    public var returnType: TypeName?
    public var body: [Statement]
    /// Where `func` (or the property's name) is written.
    public var offset: Int
    /// `@ViewBuilder`, or a `some View` result: the body is a view builder.
    public var isViewBuilder: Bool
    public var isStatic: Bool
    /// `init?(…)`: an initializer that may `return nil`.
    public var isFailable: Bool
    /// `mutating func`: the method may change `self`, and the caller's variable takes the change.
    public var isMutating: Bool = false
    /// `func load<T: Decodable>(…) -> T`: the generic parameters' names. In the body each names
    /// a type the call does not say (`T.self`): a placeholder that a value of it takes its
    /// type from where the result is assigned (`var items: [Item] = load("items.json")`).
    public var genericParameters: [String] = []

    public init(
        name: String, parameters: [Parameter] = [], returnType: TypeName? = nil, body: [Statement], offset: Int,
        isViewBuilder: Bool = false, isStatic: Bool = false, isFailable: Bool = false
    ) {
        self.name = name
        self.parameters = parameters
        self.returnType = returnType
        self.body = body
        self.offset = offset
        self.isViewBuilder = isViewBuilder
        self.isStatic = isStatic
        self.isFailable = isFailable
    }

    /// The labels a call writes, as Swift prints a declaration's name: `init(title:start:)`.
    public var signature: String {
        name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }

    /// Whether the function returns views (`some View`, `@ViewBuilder`, `Text`, `Image`: a
    /// `var title: Text { Text("a") + Text("b").bold() }` is a view).
    public var returnsViews: Bool {
        isViewBuilder
            || returnType.map {
                $0.text.hasPrefix("some View") || $0.text == "AnyView" || $0.text == "Text" || $0.text == "Image"
                    || $0.text == "some ToolbarContent"
                    || $0.text.hasSuffix("View") && $0.text.hasPrefix("some ")
            } ?? false
    }
}

/// A `struct`, `enum` or `class` as written: stored properties with their defaults, computed
/// properties, initializers, methods and static members.
public struct TypeDefinition: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        /// A value type: an instance is copied when it is assigned.
        case `struct`, `enum`
        /// A reference type: every name that holds an instance shares it (`Instance.storage`).
        case `class`
    }

    /// A stored property: `let title: String`, `@State var degree: Double = 0`.
    public struct StoredProperty: Hashable, Sendable {
        public var name: String
        public var type: TypeName?
        public var defaultValue: Expression?
        /// `State`, `Binding`, `Environment`, … (the attribute's name), if any.
        public var wrapper: String?
        /// `colorScheme` for `@Environment(\.colorScheme)`: the environment value it reads.
        public var environmentKey: String?
        /// Where that key is written (its name after `\.`), for messages about it.
        public var environmentKeyOffset: Int?
        /// `Model` for `@Environment(Model.self)`: the object it reads from the environment.
        public var environmentType: String?
        /// The text style a `@ScaledMetric` property scales relative to (`body` by default).
        public var scaledMetricStyle: String?
        public var isVariable: Bool
        public var offset: Int
        /// `@ViewBuilder var content: Content`: the memberwise initializer takes a view-builder
        /// closure for it.
        public var isViewBuilder: Bool

        public init(
            name: String, type: TypeName?, defaultValue: Expression?, wrapper: String? = nil, isVariable: Bool, offset: Int,
            isViewBuilder: Bool = false
        ) {
            self.name = name
            self.type = type
            self.defaultValue = defaultValue
            self.wrapper = wrapper
            self.isVariable = isVariable
            self.offset = offset
            self.isViewBuilder = isViewBuilder
        }

        /// Whether the memberwise initializer takes it (a `let` with a default does not; a
        /// `@State` does, as `_name`, which we accept under its own name). An environment
        /// value is the environment's: no initializer takes it.
        public var isInitialized: Bool {
            !isEnvironment && wrapperValue == nil && (isVariable || defaultValue == nil)
        }

        /// The value a wrapper gives a property written without one, which no initializer
        /// takes: `@FocusState var focused: Bool` is false (nothing has focus in a still
        /// picture), `@Namespace var namespace` an identifier nothing reads, `@Query var birds:
        /// [Bird]` (and `@FetchRequest`, `@SectionedFetchRequest`) empty.
        public var wrapperValue: Value? {
            guard defaultValue == nil else { return nil }
            switch wrapper {
            case "FocusState", "AccessibilityFocusState":
                return type?.text.hasSuffix("?") == true ? Value.none : .bool(false)
            case "Namespace":
                return .host(HostValue(OpaqueValue(name: "@Namespace var \(name)", type: "Namespace.ID")))
            case "Query", "FetchRequest", "SectionedFetchRequest":
                // SwiftData's and Core Data's fetched results: no store, so none (a warning
                // says so where the view is compiled).
                return .array([])
            default:
                return nil
            }
        }

        /// `@Environment(\.key)`, `@Environment(Model.self)` or `@EnvironmentObject`: the value
        /// comes from the environment, not from an initializer.
        public var isEnvironment: Bool {
            environmentKey != nil || environmentType != nil || wrapper == "EnvironmentObject" || wrapper == "Environment"
        }

        /// Whether the property holds a closure (`() -> Content`, `@ViewBuilder var content`):
        /// a trailing closure may fill it.
        public var takesClosure: Bool {
            isViewBuilder || type.map { $0.text.contains("->") } ?? false
        }
    }

    public var name: String
    public var kind: Kind
    /// `View`, `PreferenceKey`, `Equatable`, `Layout`, …
    public var conformances: [String]
    public var storedProperties: [StoredProperty]
    /// Computed properties (`var body: some View { … }`) as functions without parameters.
    public var computedProperties: [FunctionDefinition]
    public var methods: [FunctionDefinition]
    /// `static var defaultValue: Value = []`, `static let shared = …`.
    public var staticProperties: [StoredProperty]
    /// `case a, b` of an `enum`.
    public var cases: [String]
    /// `case apple = "Apple"`: the raw values written in the source, by case (the others are
    /// implicit: the case's name for a `String` enum, one more than the case before for an
    /// `Int` one).
    public var rawValues: [String: Expression]
    /// `case circle(radius: CGFloat)`: the associated values of each case that has them, as
    /// parameters (a label, or none, and a type).
    public var associatedValues: [String: [FunctionDefinition.Parameter]] = [:]
    /// The `init`s written in the type's body: Swift then gives a struct no memberwise
    /// initializer.
    public var initializers: [FunctionDefinition]
    /// The `init`s written in extensions of the type: a struct keeps its memberwise
    /// initializer beside them.
    public var extensionInitializers: [FunctionDefinition]
    /// The generic parameters (`Content` in `struct Card<Content: View>`).
    public var genericParameters: [String]
    /// What each generic parameter is constrained to (`Content` → `["View"]`), from its
    /// clause and the `where` clause.
    public var genericConstraints: [String: [String]] = [:]
    /// The class of the source this class inherits from, its members merged into this one's
    /// (`ClassInheritance`); `super.init(…)` and `super.method()` run its.
    public var superclass: String?
    public var offset: Int
    /// The modules its file imports, when it is another file's of the project than the view's
    /// (a protocol of a package it conforms to is probably one of theirs: `ConnectedView`).
    public var fileImports: [String] = []
    /// The declared name of the type this one is nested in (`L10n` for `enum L10n { enum
    /// AppStartup }`), whose static members it names unqualified; nil at the top level.
    public var enclosingType: String?

    public init(
        name: String, kind: Kind = .struct, conformances: [String] = [], storedProperties: [StoredProperty] = [],
        computedProperties: [FunctionDefinition] = [], methods: [FunctionDefinition] = [],
        staticProperties: [StoredProperty] = [], cases: [String] = [], rawValues: [String: Expression] = [:],
        initializers: [FunctionDefinition] = [], extensionInitializers: [FunctionDefinition] = [], genericParameters: [String] = [],
        offset: Int
    ) {
        self.name = name
        self.kind = kind
        self.conformances = conformances
        self.storedProperties = storedProperties
        self.computedProperties = computedProperties
        self.methods = methods
        self.staticProperties = staticProperties
        self.cases = cases
        self.rawValues = rawValues
        self.initializers = initializers
        self.extensionInitializers = extensionInitializers
        self.genericParameters = genericParameters
        self.offset = offset
    }

    /// Every `init` of the type, its body's first.
    public var allInitializers: [FunctionDefinition] { initializers + extensionInitializers }

    /// Whether Swift gives the type its memberwise initializer: a struct that declares no
    /// `init` in its body (one in an extension keeps it).
    public var hasMemberwiseInitializer: Bool { kind == .struct && initializers.isEmpty }

    /// The type of an enum's raw values (`String` in `enum Fruit: String`), if it has them.
    public var rawType: String? {
        guard kind == .enum, let first = conformances.first else { return nil }
        return TypeDefinition.rawTypes.contains(first) ? first : nil
    }

    static let rawTypes: Set<String> = ["String", "Int", "Double", "Float", "CGFloat", "Character", "UInt", "Int8", "Int16", "Int32", "Int64"]

    public var isView: Bool { conformances.contains("View") }

    public var isClass: Bool { kind == .class }

    public func computedProperty(_ name: String) -> FunctionDefinition? {
        computedProperties.first { $0.name == name }
    }

    public func method(_ name: String) -> FunctionDefinition? {
        methods.first { $0.name == name }
    }

    /// Whether `name` is a static member or a case of the type: what a static context names
    /// without the type.
    public func declaresStatic(_ name: String) -> Bool {
        staticProperties.contains { $0.name == name } || cases.contains(name)
            || computedProperties.contains { $0.isStatic && $0.name == name } || methods.contains { $0.isStatic && $0.name == name }
    }
}

/// A type as a value: a declared one, or one of Swift's and SwiftUI's that the evaluator
/// knows by name (`Int`, `Color`, `GridItem`).
public final class TypeValue: Hashable, Sendable, CustomStringConvertible {
    public let name: String
    /// The declaration, for a type declared in the source.
    public let definition: TypeDefinition?

    public init(name: String, definition: TypeDefinition? = nil) {
        self.name = name
        self.definition = definition
    }

    public static func == (a: TypeValue, b: TypeValue) -> Bool { a === b || (a.name == b.name && a.definition == b.definition) }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
    public var description: String { name }
}

/// A value of a declared struct or class: its type and stored properties in declaration order.
///
/// A struct's instance is a value: a copy changes on its own. A class's instance keeps its
/// properties in `storage`, a reference every copy shares, so a change made through one name
/// is seen through every other (`model.count += 1` in a method, read by the view): the
/// instances are equal when they are the same object (`===`).
public struct Instance: Hashable, Sendable, CustomStringConvertible {
    public var type: TypeValue
    private var ownNames: [String]
    private var ownValues: [Value]
    /// The properties of a class's instance, shared by every copy of it; nil for a struct.
    public let storage: InstanceStorage?

    public init(type: TypeValue, names: [String], values: [Value]) {
        self.type = type
        if type.definition?.isClass == true {
            self.ownNames = []
            self.ownValues = []
            self.storage = InstanceStorage(names: names, values: values)
        } else {
            self.ownNames = names
            self.ownValues = values
            self.storage = nil
        }
    }

    /// The stored properties that have values, in declaration order.
    public var names: [String] {
        storage?.snapshot.names ?? ownNames
    }

    /// The stored properties' values, in the order of `names`.
    public var values: [Value] {
        storage?.snapshot.values ?? ownValues
    }

    public subscript(name: String) -> Value? {
        get {
            if let storage { return storage[name] }
            return ownNames.firstIndex(of: name).map { ownValues[$0] }
        }
        set {
            guard let newValue else { return }
            if let storage {
                storage[name] = newValue
            } else if let index = ownNames.firstIndex(of: name) {
                ownValues[index] = newValue
            } else {
                ownNames.append(name)
                ownValues.append(newValue)
            }
        }
    }

    public static func == (a: Instance, b: Instance) -> Bool {
        if let x = a.storage, let y = b.storage { return x === y }
        return a.storage == nil && b.storage == nil && a.type == b.type && a.ownNames == b.ownNames && a.ownValues == b.ownValues
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(type)
        if let storage { hasher.combine(ObjectIdentifier(storage)) } else { hasher.combine(ownValues) }
    }

    /// As Swift prints a struct: `SimpleFrameData(anchor: …)`; a class prints its name.
    public var description: String {
        if storage != nil { return type.name }
        return type.name + "(" + zip(ownNames, ownValues).map { "\($0): \($1.debugDescription)" }.joined(separator: ", ") + ")"
    }
}

/// The stored properties of one instance of a class: the object every name that holds the
/// instance refers to.
public final class InstanceStorage: Sendable {
    private let state: Mutex<(names: [String], values: [Value])>

    init(names: [String], values: [Value]) {
        state = Mutex((names, values))
    }

    var snapshot: (names: [String], values: [Value]) { state.withLock { $0 } }

    subscript(name: String) -> Value? {
        get {
            state.withLock { state in state.names.firstIndex(of: name).map { state.values[$0] } }
        }
        set {
            guard let newValue else { return }
            state.withLock { state in
                if let index = state.names.firstIndex(of: name) {
                    state.values[index] = newValue
                } else {
                    state.names.append(name)
                    state.values.append(newValue)
                }
            }
        }
    }
}

/// Something that can be called: a closure with the scope it was made in, a declared function
/// (with `self` bound for a method), or a built-in.
public final class FunctionValue: Hashable, Sendable {
    public enum Body: Sendable {
        case closure(Closure)
        case function(FunctionDefinition)
    }

    public let name: String
    public let body: Body
    /// The names the body sees besides its parameters: where the closure was written, or the
    /// declarations (and `self`) for a function.
    public let captured: EvaluationScope
    /// For a local function (`func addToRow(…)` inside a function's body): the names of the
    /// body around it that it shares with that body — read as they are when it is called,
    /// and changed there when it changes them (see `Interpreter+LocalFunctions.swift`). Nil
    /// for a closure or a declared function, which see `captured` alone.
    public let sharedNames: Set<String>?

    public init(name: String, body: Body, captured: EvaluationScope, sharedNames: Set<String>? = nil) {
        self.name = name
        self.body = body
        self.captured = captured
        self.sharedNames = sharedNames
    }

    public static func == (a: FunctionValue, b: FunctionValue) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The definition, for a declared function.
    public var definition: FunctionDefinition? {
        if case .function(let definition) = body { return definition }
        return nil
    }
}

/// What every evaluation of one scene shares: the declarations of its source, the random
/// numbers it draws (from a fixed seed), and how much work it may still do.
public final class EvaluationContext: Hashable, Sendable {
    /// Declared types and functions by name.
    public let types: [String: TypeValue]
    public let functions: [String: FunctionDefinition]
    /// Static members the source adds to Swift's and SwiftUI's types (`extension Color {
    /// static let brand = … }`), by type name.
    public let extensions: [String: TypeValue]
    /// The types whose extensions declare each static member name: `.brand` is found through
    /// it where one type declares it.
    let extensionMembers: [String: [String]]
    public let random: SeededRandom
    /// Steps of evaluation left: every call and loop iteration takes one.
    private let steps: Atomic<Int>
    public let stepLimit: Int
    /// How deep calls may nest (recursion is bounded).
    public let maximumCallDepth: Int
    /// How many elements one array, string repetition or range may make.
    public let maximumCollectionCount: Int
    /// What `@Environment(\.key) var name` reads, by key (`colorScheme` → `.light`).
    public let environment: [String: Value]
    /// `UUID()`'s random bits: a stream of its own from the same seed, so that adding an
    /// `id = UUID()` to a struct changes no other random number.
    public let uuids: SeededRandom
    /// "Now" (`Date()`, `Date.now`), in seconds since 1970 UTC: fixed, so pictures do not
    /// change from day to day.
    public let now: Double
    /// Static stored properties already computed (Swift computes one once).
    private let staticValues = Mutex<[String: Value]>([:])
    /// The environment objects made without their values (`sampleObject`), by type: the offset
    /// of the first property that reads one, and the properties left without a value (quoted,
    /// each with why when its initial value failed).
    private let sampled = Mutex<[String: (offset: Int, missing: [String])]>([:])
    /// Static properties being computed now.
    private let staticsInProgress = Mutex<Set<String>>([])

    /// The moment `Date.now` is unless a scene says otherwise: 2024-06-10 09:41:00 UTC, the
    /// day of WWDC 2024's keynote at the time Apple's product pictures show.
    public static let defaultNow = 1_718_012_460.0

    /// Notes an environment object made without the values its type cannot give itself.
    func noteSampledObject(_ type: String, missing: [String], at offset: Int) {
        sampled.withLock { if $0[type] == nil { $0[type] = (offset, missing) } }
    }

    /// The environment objects made without their values, by type name, in name order.
    public var sampledObjects: [(type: String, offset: Int, missing: [String])] {
        sampled.withLock { all in all.keys.sorted().map { ($0, all[$0]!.offset, all[$0]!.missing) } }
    }

    /// The `environment` entry holding `UIScreen.main.bounds` (a rect), when the canvas is a
    /// device or a fixed size.
    public static let screenBoundsKey = " UIScreen.main.bounds"

    /// The files an app's bundle holds (`Bundle.main.url(forResource:withExtension:)`), when
    /// the scene is read from a file; nil for a scene without one.
    public let resources: (any BundleResources)?

    /// The modules of packages the source or its project imports that layoutdraw does not read
    /// (`ComposableArchitecture`): a capitalized name nothing declares, called, is probably one
    /// of their types, made (`PackageValue`).
    public let packageModules: [String]
    /// The protocols the source and its project declare: each name is a type as a value
    /// (`Storing.self`).
    public let protocols: Set<String>

    public init(
        types: [String: TypeValue] = [:], functions: [String: FunctionDefinition] = [:], extensions: [String: TypeDefinition] = [:], seed: UInt64 = 0,
        stepLimit: Int = 2_000_000, maximumCallDepth: Int = 64, maximumCollectionCount: Int = 100_000,
        environment: [String: Value] = [:], now: Double = EvaluationContext.defaultNow, resources: (any BundleResources)? = nil,
        packageModules: [String] = [], protocols: Set<String> = []
    ) {
        self.packageModules = packageModules
        self.protocols = protocols
        self.resources = resources
        self.environment = environment
        self.now = now
        self.types = types
        self.functions = functions
        self.extensions = extensions.mapValues { TypeValue(name: $0.name, definition: $0) }
        var members: [String: [String]] = [:]
        for (type, definition) in extensions.sorted(by: { $0.key < $1.key }) where type != Self.globalsTypeName {
            let names = definition.staticProperties.map(\.name) + definition.computedProperties.filter(\.isStatic).map(\.name)
                + definition.methods.filter(\.isStatic).map(\.name)
            for name in names { members[name, default: []].append(type) }
        }
        self.extensionMembers = members
        self.random = SeededRandom(seed: seed)
        self.uuids = SeededRandom(seed: seed ^ 0x5555_4944_5555_4944)
        self.steps = Atomic(stepLimit)
        self.stepLimit = stepLimit
        self.maximumCallDepth = maximumCallDepth
        self.maximumCollectionCount = maximumCollectionCount
    }

    /// The key of `extensions` under which a front end gives the file's global variables
    /// (`let blue = Color(…)` at the top level), as static properties of a type no source can
    /// name: like Swift's globals (outside `main.swift`) each is computed when first read, once,
    /// and every function of the file sees it.
    public static let globalsTypeName = "(globals)"

    /// Whether the file declares the global variable `name`.
    public func hasGlobal(_ name: String) -> Bool { global(name) != nil }

    /// The global variable `name`, and the type holding the globals.
    func global(_ name: String) -> (property: TypeDefinition.StoredProperty, holder: TypeValue)? {
        guard let holder = extensions[Self.globalsTypeName],
            let property = holder.definition?.staticProperties.first(where: { $0.name == name })
        else { return nil }
        return (property, holder)
    }

    public static func == (a: EvaluationContext, b: EvaluationContext) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    func cachedStaticValue(_ key: String) -> Value? {
        staticValues.withLock { $0[key] }
    }

    func cacheStaticValue(_ key: String, _ value: Value) {
        staticValues.withLock { $0[key] = value }
    }

    /// Marks the static property `key` as being computed; false when it already is (its value
    /// depends on itself: `let a = b` and `let b = a`).
    func beginStaticValue(_ key: String) -> Bool {
        staticsInProgress.withLock { $0.insert(key).inserted }
    }

    func endStaticValue(_ key: String) {
        _ = staticsInProgress.withLock { $0.remove(key) }
    }

    /// Takes one step; false once the budget is spent.
    func takeStep() -> Bool {
        takeSteps(1)
    }

    /// Takes `count` steps; false once the budget is spent.
    func takeSteps(_ count: Int) -> Bool {
        steps.subtract(count, ordering: .relaxed).newValue >= 0
    }
}

/// A deterministic source of random numbers for `Int.random(in:)` and friends: the same seed
/// gives the same numbers on every machine (SplitMix64; Swift's own generator is seeded by the
/// system and cannot be reproduced).
public final class SeededRandom: Sendable {
    private let state: Mutex<UInt64>

    public init(seed: UInt64) {
        state = Mutex(seed)
    }

    /// The next 64 random bits.
    public func next() -> UInt64 {
        state.withLock { state in
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// A uniform integer in `range` (Lemire's multiply-and-reject, so every value is equally likely).
    public func integer(in range: ClosedRange<Int>) -> Int {
        let span = UInt64(bitPattern: Int64(range.upperBound &- range.lowerBound)) &+ 1
        if span == 0 { return Int(bitPattern: UInt(next())) }
        let threshold = (0 &- span) % span
        while true {
            let product = next().multipliedFullWidth(by: span)
            if product.low >= threshold {
                return range.lowerBound &+ Int(bitPattern: UInt(product.high))
            }
        }
    }

    /// A uniform `Double` in `lower ..< upper` (or `...` — the difference is one value in 2⁵³).
    public func double(from lower: Double, to upper: Double) -> Double {
        let unit = Double(next() >> 11) * 0x1.0p-53
        return lower + unit * (upper - lower)
    }
}
