import LayoutDrawCore

/// SwiftUI's `GraphicsContext`, the `context` a `Canvas { context, size in … }` renderer
/// receives: it records the drawing operations the closure asks for (a display list), each
/// with the context's transform, opacity and clip at that moment; LayoutDrawCompile turns the
/// shadings (`.color(.red)`, a `Color`, `.linearGradient(…)`) into the engine's styles and the
/// list into a drawing.
///
/// Methods: `fill(_:with:)`, `stroke(_:with:lineWidth:)`, `stroke(_:with:style:)`,
/// `draw(_:at:anchor:)` and `draw(_:in:)` of an image or a text (or what `resolve(_:)` gave),
/// `clip(to:)`, `drawLayer { context in … }`, `translateBy(x:y:)`, `scaleBy(x:y:)`,
/// `rotate(by:)`, `concatenate(_:)`; `opacity` is read and set, `blendMode` set.
///
/// The rules (Apple's `GraphicsContext` documentation): the transform, opacity and clip apply
/// to what is drawn after they are set; `drawLayer` draws its closure's operations with a copy
/// of the context, whose changes end with the closure; `draw(_:at:)` places the image or text's
/// `anchor` (the centre by default) at the point; `clip(to:)` intersects the clip with the path.
///
/// Bounded: the list holds at most `maximumOperations`; the closure itself is bounded by the
/// step budget, as every closure is.
///
/// One difference from Swift: `GraphicsContext` is a value in Swift and a shared object here,
/// so `var copy = context` then `copy.translateBy(…)` moves `context` too (`drawLayer`'s
/// context is its own).
public final class GraphicsContextValue: HostObject, @unchecked Sendable {
    /// One recorded operation, in the closure's coordinates mapped by `transform`.
    public struct Operation: Sendable {
        public enum Kind: Sendable {
            case fill(path: [PathValue.Element], evenOdd: Bool)
            /// The arguments of `lineWidth:` or `style: StrokeStyle(…)` as written.
            case stroke(path: [PathValue.Element], [LabeledValue])
            /// An image or a text (`Image(…)`, `Text(…)`, as written) with its anchor placed at a
            /// point (`anchor` as written, nil for the centre).
            case drawAt(Value, Point, anchor: Value?)
            /// An image or a text fitted in a rectangle.
            case drawIn(Value, Rect)
        }

        public var kind: Kind
        /// The shading as written (`.color(.red)`, `Color.blue`, `.red`); nil for a drawing.
        public var shading: Value?
        public var transform: AffineTransform
        public var opacity: Double
        /// The paths the drawing is clipped to, each with the transform it was set under.
        public var clips: [Clip]
        /// The operation's offset in the source (for a message about its shading).
        public var offset: Int
    }

    /// A path the context was clipped to (`clip(to:)`).
    public struct Clip: Sendable {
        public var path: [PathValue.Element]
        public var transform: AffineTransform
        public var evenOdd: Bool
    }

    /// What a context and the contexts of its `drawLayer`s record into.
    final class Recorder: @unchecked Sendable {
        var operations: [Operation] = []
        /// Where a blend mode other than `.normal` was set (not drawn yet).
        var blendModeOffset: Int?
    }

    /// The most operations one canvas may record.
    public static let maximumOperations = 100_000

    private let recorder: Recorder
    public var operations: [Operation] { recorder.operations }
    /// Where the closure set a blend mode, which is not drawn yet; nil when it set none.
    public var blendModeOffset: Int? { recorder.blendModeOffset }
    public private(set) var transform: AffineTransform
    public private(set) var opacity: Double
    public private(set) var clips: [Clip]

    public init() {
        recorder = Recorder()
        transform = .identity
        opacity = 1
        clips = []
    }

    /// `drawLayer`'s context: a copy of `parent`'s state, recording into the same list.
    private init(copying parent: GraphicsContextValue) {
        recorder = parent.recorder
        transform = parent.transform
        opacity = parent.opacity
        clips = parent.clips
    }

    public var typeName: String { "GraphicsContext" }

    public func member(_ name: String, at offset: Int) throws(ExpressionError) -> Value? {
        switch name {
        case "opacity": .double(opacity)
        case "blendMode": .symbol(Symbol(type: "GraphicsContext.BlendMode", path: [.init("normal")]))
        default: nil
        }
    }

    public func setting(_ name: String, to new: Value, at offset: Int) throws(ExpressionError) -> (any HostObject)? {
        switch name {
        case "opacity":
            guard let value = new.number, value.isFinite else {
                throw ExpressionError("a GraphicsContext's opacity is a number from 0 to 1", at: offset)
            }
            opacity = value
            return self
        case "blendMode":
            if case .symbol(let symbol) = new, symbol.path.count == 1, symbol.path[0].name == "normal" { return self }
            if recorder.blendModeOffset == nil { recorder.blendModeOffset = offset }
            return self
        default:
            return nil
        }
    }

    static let methods: Set<String> = ["fill", "stroke", "draw", "clip", "drawLayer", "resolve", "translateBy", "scaleBy", "rotate", "concatenate"]

    public func hasMethod(_ name: String) -> Bool { Self.methods.contains(name) }

    public func isEqual(to other: any HostObject) -> Bool { (other as? GraphicsContextValue) === self }

    public func method(_ name: String, _ arguments: [LabeledValue], scope: EvaluationScope, at offset: Int) throws(ExpressionError) -> Value? {
        guard name == "drawLayer" else { return try method(name, arguments, at: offset) }
        // `drawLayer { context in … }`: the closure draws with a copy of this context.
        guard arguments.count == 1, case .function(let body) = arguments[0].value else {
            throw ExpressionError("'drawLayer' takes a closure of a context: context.drawLayer { layer in … }", at: offset)
        }
        let layer = GraphicsContextValue(copying: self)
        _ = try Interpreter.call(body, arguments: [LabeledValue(.host(HostValue(layer)))], scope: scope, at: offset)
        return .tuple([])
    }

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
            try record(.fill(path: path, evenOdd: evenOdd), shading: shading, at: offset)
            return .tuple([])
        case "stroke":
            let (path, shading) = try pathAndShading(arguments, of: "stroke", at: offset)
            let line = arguments.dropFirst(2).filter { $0.label == "lineWidth" || $0.label == "style" }
            try record(.stroke(path: path, Array(line)), shading: shading, at: offset)
            return .tuple([])
        case "draw":
            guard let first = arguments.first, first.label == nil, arguments.count >= 2 else {
                throw ExpressionError("'draw' takes an image or a text and where: context.draw(Text(\"a\"), at: point)", at: offset)
            }
            switch (arguments[1].label, arguments.count) {
            case ("at", 2), ("at", 3):
                guard let point = arguments[1].value.pointValue else { throw ExpressionError("'draw(_:at:)' takes a CGPoint", at: offset) }
                var anchor: Value?
                if arguments.count == 3 {
                    guard arguments[2].label == "anchor" else { throw ExpressionError("'draw(_:at:anchor:)' takes a UnitPoint anchor", at: offset) }
                    anchor = arguments[2].value
                }
                try record(.drawAt(first.value, point, anchor: anchor), shading: nil, at: offset)
            case ("in", 2):
                guard case .rect(let rect) = arguments[1].value else { throw ExpressionError("'draw(_:in:)' takes a CGRect", at: offset) }
                try record(.drawIn(first.value, rect), shading: nil, at: offset)
            default:
                throw ExpressionError("'draw' takes an image or a text, then at: a point or in: a rectangle", at: offset)
            }
            return .tuple([])
        case "resolve":
            // A resolved image or text is the image or text, drawn as it would be.
            guard arguments.count == 1, arguments[0].label == nil else {
                throw ExpressionError("'resolve' takes an image or a text: context.resolve(Text(\"a\"))", at: offset)
            }
            return arguments[0].value
        case "clip":
            guard let first = arguments.first, first.label == "to", case .host(let host) = first.value, let path = host.object as? PathValue else {
                throw ExpressionError("'clip' takes a path: context.clip(to: Path(ellipseIn: rect))", at: offset)
            }
            var evenOdd = false
            if let style = arguments.first(where: { $0.label == "style" }), case .symbol(let s) = style.value, s.description.contains("eoFill: true") {
                evenOdd = true
            }
            clips.append(Clip(path: path.elements, transform: transform, evenOdd: evenOdd))
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
        case "concatenate":
            guard arguments.count == 1, arguments[0].label == nil, let step = arguments[0].value.affineTransform else {
                throw ExpressionError("'concatenate' takes a CGAffineTransform", at: offset)
            }
            transform = step.concatenating(transform)
            return .tuple([])
        default:
            return nil
        }
    }

    private func record(_ kind: Operation.Kind, shading: Value?, at offset: Int) throws(ExpressionError) {
        guard recorder.operations.count < Self.maximumOperations else {
            throw ExpressionError(
                "this Canvas draws more than \(Self.maximumOperations) operations, the most one canvas's display list may hold", at: offset)
        }
        recorder.operations.append(Operation(kind: kind, shading: shading, transform: transform, opacity: opacity, clips: clips, offset: offset))
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
