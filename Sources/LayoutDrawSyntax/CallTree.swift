import LayoutDrawCore
import LayoutDrawInterpreter

// The call tree both front ends lower to, and the compiler reads: views and modifiers as calls
// with labelled arguments, whatever syntax wrote them. It knows no YAML and no swift-syntax.
//
//   YAML   `Text: Fixed` + `padding: 10` + `frame: {width: 70}`
//   Swift  `Text("Fixed").padding(10).frame(width: 70)`
//   both   ViewSyntax(base: Text(_: "Fixed"), modifiers: [padding(_: 10), frame(width: 70)])
//
// Every node is a final class or holds one, so copying the tree copies references.

/// A view and the modifiers applied to it, in the order written.
public final class ViewSyntax: Sendable {
    public let base: CallSyntax
    public let modifiers: [CallSyntax]
    /// Where the whole entry starts (a YAML list item, the first character of a Swift expression).
    public let location: SourceLocation

    public init(base: CallSyntax, modifiers: [CallSyntax], location: SourceLocation) {
        self.base = base
        self.modifiers = modifiers
        self.location = location
    }
}

/// A call of a view (`HStack(spacing: 12) { … }`) or a modifier (`.padding(10)`).
public final class CallSyntax: Sendable {
    public let name: String
    /// Where the name is written.
    public let location: SourceLocation
    public let arguments: [ArgumentSyntax]
    /// Whether the call was written without parentheses: a YAML bare name (`- Spacer`), an
    /// empty value (`padding:`), or a Swift name (`content`, `Color.red`).
    public let isBare: Bool
    /// The Swift expression the call was peeled from, when there is one.
    public let expression: ExpressionSyntax?
    /// Where the arguments start: a YAML mapping of parameters' mark (nil: the first argument's).
    public let argumentsLocation: SourceLocation?

    public init(
        name: String, location: SourceLocation, arguments: [ArgumentSyntax] = [], isBare: Bool = false,
        expression: ExpressionSyntax? = nil, argumentsLocation: SourceLocation? = nil
    ) {
        self.name = name
        self.location = location
        self.arguments = arguments
        self.isBare = isBare
        self.expression = expression
        self.argumentsLocation = argumentsLocation
    }

    /// The argument labelled `label`, the last one if written twice.
    public func argument(_ label: String) -> ArgumentSyntax? {
        arguments.last { $0.label == label }
    }

    /// The arguments without a label, in order.
    public var unlabelled: [ArgumentSyntax] { arguments.filter { $0.label == nil } }
}

/// An argument: its label (a YAML key, a Swift label; nil for none) and its value.
public struct ArgumentSyntax: Sendable {
    public var label: String?
    /// Where the label is written; where the value is when there is no label.
    public var labelLocation: SourceLocation
    public var value: ValueSyntax

    public init(label: String?, labelLocation: SourceLocation, value: ValueSyntax) {
        self.label = label
        self.labelLocation = labelLocation
        self.value = value
    }
}

/// A value as written.
public enum ValueSyntax: Sendable {
    /// A Swift expression, evaluated where the argument is read.
    case expression(ExpressionSyntax)
    /// A YAML list.
    case list(ListSyntax)
    /// A YAML mapping of parameters (`{minimum: 50, maximum: 100}`).
    case record(RecordSyntax)
    /// A Swift closure: a view builder, or code (`{ d in d.width / 2 }`).
    case closure(ClosureSyntax)

    public var location: SourceLocation {
        switch self {
        case .expression(let e): e.location
        case .list(let l): l.location
        case .record(let r): r.location
        case .closure(let c): c.location
        }
    }

    /// Whether the value is missing (never, since every value is written).
    public var isNull: Bool { false }

    /// The value.
    public var nonNull: ValueSyntax? { self }

    /// What the value is, for messages: "found a list".
    public var kindDescription: String {
        switch self {
        case .record: return "a mapping"
        case .list: return "a list"
        case .closure: return "a closure"
        case .expression(let e): return "'\(e.text.count > 40 ? String(e.text.prefix(40)) + "…" : e.text)'"
        }
    }
}

/// A Swift expression with where its offsets point.
public final class ExpressionSyntax: Sendable {
    public let expression: Expression
    public let origin: ExpressionOrigin

    public init(_ expression: Expression, origin: ExpressionOrigin) {
        self.expression = expression
        self.origin = origin
    }

    public var location: SourceLocation { origin.location(of: expression.offset) }

    /// The position of a node's offset.
    public func location(of offset: Int) -> SourceLocation { origin.location(of: offset) }

    /// A short rendering for messages.
    public var text: String { expression.sourceText }
}

public final class ListSyntax: Sendable {
    public let items: [ValueSyntax]
    public let location: SourceLocation

    public init(_ items: [ValueSyntax], location: SourceLocation) {
        self.items = items
        self.location = location
    }
}

public final class RecordSyntax: Sendable {
    public let fields: [ArgumentSyntax]
    public let location: SourceLocation

    public init(_ fields: [ArgumentSyntax], location: SourceLocation) {
        self.fields = fields
        self.location = location
    }

    /// The first field's name (a YAML mapping's first key).
    public var firstName: String? { fields.first?.label }
}

/// A Swift closure with where its offsets point.
public final class ClosureSyntax: Sendable {
    public let closure: Closure
    public let origin: ExpressionOrigin
    public let offset: Int

    public init(_ closure: Closure, origin: ExpressionOrigin, offset: Int) {
        self.closure = closure
        self.origin = origin
        self.offset = offset
    }

    public var location: SourceLocation { origin.location(of: offset) }
}
