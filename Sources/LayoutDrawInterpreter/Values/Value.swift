import LayoutDrawCore

/// A value an expression evaluates to.
public enum Value: Hashable, Sendable {
    case double(Double)
    case int(Int)
    case string(String)
    case point(Point)
    case size(Size)
    case rect(Rect)
    case insets(EdgeInsets)
    case proxy(GeometryProxy)
    case coordinateSpace(CoordinateSpace)
    /// A bag of named values, such as `params`.
    case namespace([String: Value])
    case array([Value])
    case bool(Bool)
    /// `nil`: an optional without a value (optionals are otherwise their wrapped value).
    case none
    /// `a..<b`, `a...b`.
    indirect case range(RangeValue)
    /// A member of a SwiftUI type that the evaluator does not model itself (`.red`,
    /// `.degrees(30)`, `Color.blue.opacity(0.3)`, `GridItem(.flexible())`): the code that
    /// receives it, knowing the type it expects, reads it.
    case symbol(Symbol)
    /// An instance of a struct declared in the source (`SimpleFrameData(anchor: …)`, a custom view).
    case instance(Instance)
    /// A closure, a declared function, or a method bound to its instance.
    case function(FunctionValue)
    /// A type used as a value: `Int` in `Int.random(in:)`, a declared struct, `Key.self`.
    case type(TypeValue)
    /// `Anchor<CGRect>` or `Anchor<CGPoint>`: the `index`th anchor published under `key`,
    /// resolved by a `GeometryProxy` subscript.
    case anchor(key: String, index: Int)
    /// `(a, b)`, `(offset: 0, element: x)`.
    case tuple([LabeledValue])
    /// SwiftUI's `ProposedViewSize` (`proposal` in a custom `Layout`, `.unspecified`,
    /// `ProposedViewSize(width: 100, height: nil)`).
    case proposal(ProposedViewSize)
    /// A value the program running the interpreter defines (a custom `Layout`'s subviews).
    case host(HostValue)

    /// The value as a number, if it is one.
    public var number: Double? {
        switch self {
        case .double(let d): d
        case .int(let i): Double(i)
        default: nil
        }
    }

    /// The name of the value's type as Swift would print it in a message.
    public var typeName: String {
        switch self {
        case .double: "Double"
        case .int: "Int"
        case .string: "String"
        case .point: "CGPoint"
        case .size: "CGSize"
        case .rect: "CGRect"
        case .insets: "EdgeInsets"
        case .proxy: "GeometryProxy"
        case .coordinateSpace: "CoordinateSpace"
        case .namespace: "namespace"
        case .array: "Array"
        case .bool: "Bool"
        case .none: "Optional"
        case .range(let r):
            if case .none = r.upper { "PartialRangeFrom" }
            else if case .none = r.lower { r.isClosed ? "PartialRangeThrough" : "PartialRangeUpTo" }
            else { r.isClosed ? "ClosedRange" : "Range" }
        case .symbol(let s): s.type ?? "'.\(s.path.map(\.name).joined(separator: "."))'"
        case .instance(let i): i.type.name
        case .function: "function"
        case .type(let t): "\(t.name).Type"
        case .anchor: "Anchor"
        case .tuple: "tuple"
        case .proposal: "ProposedViewSize"
        case .host(let h): h.object.typeName
        }
    }

    /// What Swift's string interpolation `"\(value)"` prints.
    public var interpolationDescription: String {
        switch self {
        case .double(let d): SwiftFormat.double(d)
        case .int(let i): String(i)
        case .string(let s): s
        case .point(let p): "(\(SwiftFormat.double(p.x)), \(SwiftFormat.double(p.y)))"
        case .size(let s): "(\(SwiftFormat.double(s.width)), \(SwiftFormat.double(s.height)))"
        case .rect(let r):
            "(\(SwiftFormat.double(r.minX)), \(SwiftFormat.double(r.minY)), \(SwiftFormat.double(r.width)), \(SwiftFormat.double(r.height)))"
        case .insets(let i):
            "EdgeInsets(top: \(SwiftFormat.double(i.top)), leading: \(SwiftFormat.double(i.leading)), bottom: \(SwiftFormat.double(i.bottom)), trailing: \(SwiftFormat.double(i.trailing)))"
        case .proxy: "GeometryProxy"
        case .coordinateSpace(let space): space.description
        case .namespace: "namespace"
        case .array(let values): "[" + values.map(\.debugDescription).joined(separator: ", ") + "]"
        case .bool(let b): b ? "true" : "false"
        case .none: "nil"
        case .range(let r): r.description
        case .symbol(let s): s.description
        case .instance(let i): i.description
        case .function: "(Function)"
        case .type(let t): t.name
        case .anchor: "Anchor<CGRect>"
        case .tuple(let items):
            "(" + items.map { ($0.label.map { "\($0): " } ?? "") + $0.value.debugDescription }.joined(separator: ", ") + ")"
        case .proposal(let p):
            "ProposedViewSize(width: \(p.width.map(SwiftFormat.double) ?? "nil"), height: \(p.height.map(SwiftFormat.double) ?? "nil"))"
        case .host(let h): h.object.description
        }
    }

    /// How the value prints inside a collection (`["a", "b"]`: strings are quoted).
    public var debugDescription: String {
        if case .string(let s) = self { return "\"\(s)\"" }
        return interpolationDescription
    }
}

/// A value with its argument label, as a call or a tuple has it.
public struct LabeledValue: Hashable, Sendable {
    public var label: String?
    public var value: Value

    public init(label: String? = nil, _ value: Value) {
        self.label = label
        self.value = value
    }
}

/// `a..<b` or `a...b` over integers or floating-point numbers.
public struct RangeValue: Hashable, Sendable, CustomStringConvertible {
    public var lower: Value
    public var upper: Value
    public var isClosed: Bool

    public init(lower: Value, upper: Value, isClosed: Bool) {
        self.lower = lower
        self.upper = upper
        self.isClosed = isClosed
    }

    /// The integers of the range, when its bounds are integers.
    public var integers: ClosedRange<Int>? {
        guard case .int(let a) = lower, case .int(let b) = upper else { return nil }
        if isClosed { return a <= b ? a...b : nil }
        return a < b ? a...(b - 1) : nil
    }

    /// How many integers the range holds (0 when it is empty or not of integers).
    public var count: Int {
        guard case .int(let a) = lower, case .int(let b) = upper else { return 0 }
        let (difference, overflow) = b.subtractingReportingOverflow(a)
        guard !overflow else { return .max }
        return max(0, isClosed ? (difference == .max ? .max : difference + 1) : difference)
    }

    public var description: String {
        "\(lower.interpolationDescription)\(isClosed ? "..." : "..<")\(upper.interpolationDescription)"
    }
}

/// A member of a SwiftUI type, kept as written: `.red.opacity(0.3)` is the type `nil` and the
/// path `red`, `opacity(0.3)`; `GridItem(.flexible(minimum: 50))` is the type `GridItem` and the
/// path `init(.flexible(minimum: 50))`.
public struct Symbol: Hashable, Sendable, CustomStringConvertible {
    /// The name of a path's step that subscripts the value before it (`.sampleData[0]`, kept
    /// until the type the chain starts from is known): no member can be named so.
    public static let subscriptMember = "[]"

    public struct Member: Hashable, Sendable {
        public var name: String
        /// The call's arguments; nil when the member is not called.
        public var arguments: [LabeledValue]?

        public init(_ name: String, arguments: [LabeledValue]? = nil) {
            self.name = name
            self.arguments = arguments
        }
    }

    public var type: String?
    public var path: [Member]

    public init(type: String? = nil, path: [Member]) {
        self.type = type
        self.path = path
    }

    /// The first member's name (`red` for `.red.opacity(0.3)`, `init` for `GridItem(…)`).
    public var name: String { path.first?.name ?? "" }

    /// The symbol with one more member.
    public func appending(_ member: Member) -> Symbol {
        Symbol(type: type, path: path + [member])
    }

    public var description: String {
        var text = type ?? ""
        for member in path {
            if member.name == Self.subscriptMember, let arguments = member.arguments {
                // `.sampleData[0]`
                text += "[" + arguments.map { ($0.label.map { "\($0): " } ?? "") + $0.value.debugDescription }.joined(separator: ", ") + "]"
                continue
            }
            if member.name == "init" && text == type && member == path.first {
                // `GridItem(…)`
            } else {
                text += "." + member.name
            }
            if let arguments = member.arguments {
                text += "(" + arguments.map { ($0.label.map { "\($0): " } ?? "") + $0.value.debugDescription }.joined(separator: ", ") + ")"
            }
        }
        return text
    }
}

extension Value {
    /// A resolved anchor as the value `proxy[K]` reads: a `CGRect` or a `CGPoint`.
    public init(_ anchor: ResolvedAnchor) {
        switch anchor {
        case .rect(let rect): self = .rect(rect)
        case .point(let point): self = .point(point)
        }
    }
}
