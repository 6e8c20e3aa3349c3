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

        public init(label: String?, name: String, type: TypeName? = nil, defaultValue: Expression? = nil, isViewBuilder: Bool = false) {
            self.label = label
            self.name = name
            self.type = type
            self.defaultValue = defaultValue
            self.isViewBuilder = isViewBuilder
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

    public init(
        name: String, parameters: [Parameter] = [], returnType: TypeName? = nil, body: [Statement], offset: Int,
        isViewBuilder: Bool = false, isStatic: Bool = false
    ) {
        self.name = name
        self.parameters = parameters
        self.returnType = returnType
        self.body = body
        self.offset = offset
        self.isViewBuilder = isViewBuilder
        self.isStatic = isStatic
    }

    /// Whether the function returns views (`some View`, `@ViewBuilder`, `Text`, `Image`: a
    /// `var title: Text { Text("a") + Text("b").bold() }` is a view).
    public var returnsViews: Bool {
        isViewBuilder
            || returnType.map {
                $0.text.hasPrefix("some View") || $0.text == "AnyView" || $0.text == "Text" || $0.text == "Image"
                    || $0.text.hasSuffix("View") && $0.text.hasPrefix("some ")
            } ?? false
    }
}

/// A `struct` (or `enum`) as written: stored properties with their defaults, computed
/// properties, methods and static members.
public struct TypeDefinition: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case `struct`, `enum`
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
        public var isVariable: Bool
        public var offset: Int

        public init(name: String, type: TypeName?, defaultValue: Expression?, wrapper: String? = nil, isVariable: Bool, offset: Int) {
            self.name = name
            self.type = type
            self.defaultValue = defaultValue
            self.wrapper = wrapper
            self.isVariable = isVariable
            self.offset = offset
        }

        /// Whether the memberwise initializer takes it (a `let` with a default does not; a
        /// `@State` does, as `_name`, which we accept under its own name).
        public var isInitialized: Bool { isVariable || defaultValue == nil }
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
    public var offset: Int

    public init(
        name: String, kind: Kind = .struct, conformances: [String] = [], storedProperties: [StoredProperty] = [],
        computedProperties: [FunctionDefinition] = [], methods: [FunctionDefinition] = [],
        staticProperties: [StoredProperty] = [], cases: [String] = [], offset: Int
    ) {
        self.name = name
        self.kind = kind
        self.conformances = conformances
        self.storedProperties = storedProperties
        self.computedProperties = computedProperties
        self.methods = methods
        self.staticProperties = staticProperties
        self.cases = cases
        self.offset = offset
    }

    public var isView: Bool { conformances.contains("View") }

    public func computedProperty(_ name: String) -> FunctionDefinition? {
        computedProperties.first { $0.name == name }
    }

    public func method(_ name: String) -> FunctionDefinition? {
        methods.first { $0.name == name }
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

/// A value of a declared struct: its type and stored properties in declaration order.
public struct Instance: Hashable, Sendable, CustomStringConvertible {
    public var type: TypeValue
    public var names: [String]
    public var values: [Value]

    public init(type: TypeValue, names: [String], values: [Value]) {
        self.type = type
        self.names = names
        self.values = values
    }

    public subscript(name: String) -> Value? {
        get { names.firstIndex(of: name).map { values[$0] } }
        set {
            guard let newValue else { return }
            if let index = names.firstIndex(of: name) { values[index] = newValue } else { names.append(name); values.append(newValue) }
        }
    }

    /// As Swift prints a struct: `SimpleFrameData(anchor: …)`.
    public var description: String {
        type.name + "(" + zip(names, values).map { "\($0): \($1.debugDescription)" }.joined(separator: ", ") + ")"
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

    public init(name: String, body: Body, captured: EvaluationScope) {
        self.name = name
        self.body = body
        self.captured = captured
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

    public init(
        types: [String: TypeValue] = [:], functions: [String: FunctionDefinition] = [:], seed: UInt64 = 0,
        stepLimit: Int = 2_000_000, maximumCallDepth: Int = 64, maximumCollectionCount: Int = 100_000,
        environment: [String: Value] = [:]
    ) {
        self.environment = environment
        self.types = types
        self.functions = functions
        self.random = SeededRandom(seed: seed)
        self.steps = Atomic(stepLimit)
        self.stepLimit = stepLimit
        self.maximumCallDepth = maximumCallDepth
        self.maximumCollectionCount = maximumCollectionCount
    }

    public static func == (a: EvaluationContext, b: EvaluationContext) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// Takes one step; false once the budget is spent.
    func takeStep() -> Bool {
        steps.subtract(1, ordering: .relaxed).newValue >= 0
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
