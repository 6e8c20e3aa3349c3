import LayoutDrawCore

/// SwiftUI's `GraphicsContext`, the `context` a `Canvas { context, size in … }` renderer
/// receives: it records the drawing operations the closure asks for (a display list), each
/// with the context's transform and opacity at that moment; LayoutDrawCompile turns the
/// shadings (`.color(.red)`, a `Color`) into the engine's styles and the list into a drawing.
///
/// Methods: `fill(_:with:)`, `stroke(_:with:lineWidth:)`, `stroke(_:with:style:)`,
/// `translateBy(x:y:)`, `scaleBy(x:y:)`, `rotate(by:)`; `opacity` is read.
///
/// Bounded: the list holds at most `maximumOperations`; the closure itself is bounded by the
/// step budget, as every closure is.
///
/// One difference from Swift: `GraphicsContext` is a value in Swift and a shared object here,
/// so `var copy = context` then `copy.translateBy(…)` moves `context` too.
public final class GraphicsContextValue: HostObject, @unchecked Sendable {
    /// One recorded operation: a path in the closure's coordinates, mapped by `transform`.
    public struct Operation: Sendable {
        public enum Kind: Sendable {
            case fill(evenOdd: Bool)
            /// The arguments of `lineWidth:` or `style: StrokeStyle(…)` as written.
            case stroke([LabeledValue])
        }

        public var kind: Kind
        public var path: [PathValue.Element]
        /// The shading as written (`.color(.red)`, `Color.blue`, `.red`).
        public var shading: Value
        public var transform: AffineTransform
        public var opacity: Double
        /// The operation's offset in the source (for a message about its shading).
        public var offset: Int
    }

    /// The most operations one canvas may record.
    public static let maximumOperations = 100_000

    public private(set) var operations: [Operation] = []
    public private(set) var transform: AffineTransform = .identity
    public private(set) var opacity: Double = 1

    public init() {}

    public var typeName: String { "GraphicsContext" }

    public func member(_ name: String, at offset: Int) throws(ExpressionError) -> Value? {
        switch name {
        case "opacity": .double(opacity)
        default: nil
        }
    }

    public func hasMethod(_ name: String) -> Bool {
        ["fill", "stroke", "translateBy", "scaleBy", "rotate"].contains(name)
    }

    public func isEqual(to other: any HostObject) -> Bool { (other as? GraphicsContextValue) === self }

    public func method(_ name: String, _ arguments: [LabeledValue], at offset: Int) throws(ExpressionError) -> Value? {
        switch name {
        case "fill":
            let (path, shading) = try pathAndShading(arguments, of: "fill", at: offset)
            var evenOdd = false
            if let style = arguments.first(where: { $0.label == "style" }),
                case .symbol(let s) = style.value, s.description.contains("eoFill: true")
            {
                evenOdd = true
            }
            try record(Operation(kind: .fill(evenOdd: evenOdd), path: path, shading: shading, transform: transform, opacity: opacity, offset: offset), at: offset)
            return .tuple([])
        case "stroke":
            let (path, shading) = try pathAndShading(arguments, of: "stroke", at: offset)
            let line = arguments.dropFirst(2).filter { $0.label == "lineWidth" || $0.label == "style" }
            try record(Operation(kind: .stroke(Array(line)), path: path, shading: shading, transform: transform, opacity: opacity, offset: offset), at: offset)
            return .tuple([])
        case "translateBy", "scaleBy":
            guard arguments.count == 2, arguments[0].label == "x", arguments[1].label == "y",
                let x = arguments[0].value.number, let y = arguments[1].value.number
            else {
                throw ExpressionError("'\(name)' takes x: and y: numbers: context.\(name)(x: 10, y: 20)", at: offset)
            }
            let step = name == "translateBy" ? AffineTransform(translationX: x, y: y) : AffineTransform(scaleX: x, y: y)
            // The new transform applies first, then the ones set before it (CoreGraphics's CTM).
            transform = step.concatenating(transform)
            return .tuple([])
        case "rotate":
            guard arguments.count == 1, arguments[0].label == "by", let radians = Self.radians(arguments[0].value) else {
                throw ExpressionError("'rotate' takes an angle: context.rotate(by: .degrees(30))", at: offset)
            }
            transform = AffineTransform(rotation: radians).concatenating(transform)
            return .tuple([])
        default:
            return nil
        }
    }

    private func record(_ operation: Operation, at offset: Int) throws(ExpressionError) {
        guard operations.count < Self.maximumOperations else {
            throw ExpressionError(
                "this Canvas draws more than \(Self.maximumOperations) operations, the most one canvas's display list may hold", at: offset)
        }
        operations.append(operation)
    }

    private func pathAndShading(_ arguments: [LabeledValue], of name: String, at offset: Int) throws(ExpressionError) -> ([PathValue.Element], Value) {
        guard arguments.count >= 2, arguments[0].label == nil, arguments[1].label == "with" else {
            throw ExpressionError("'\(name)' takes a path and a shading: context.\(name)(path, with: .color(.blue))", at: offset)
        }
        guard case .host(let host) = arguments[0].value, let path = host.object as? PathValue else {
            throw ExpressionError("'\(name)' draws a Path, not a value of type \(arguments[0].value.typeName)", at: offset)
        }
        return (path.elements, arguments[1].value)
    }

    /// An `Angle` as written: `.degrees(30)`, `.radians(1)`, `Angle(degrees: 30)`.
    static func radians(_ value: Value) -> Double? {
        guard case .symbol(let s) = value, s.path.count == 1, let first = s.path.first,
            let arguments = first.arguments, arguments.count == 1, let n = arguments[0].value.number
        else { return nil }
        switch (first.name, arguments[0].label) {
        case ("degrees", nil), ("init", "degrees"): return n * Double.pi / 180
        case ("radians", nil), ("init", "radians"): return n
        default: return nil
        }
    }
}
