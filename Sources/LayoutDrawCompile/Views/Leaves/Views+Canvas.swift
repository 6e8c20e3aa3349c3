import LayoutDrawCore
import LayoutDrawFrames
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Views {
    /// A `Canvas`'s renderer closure as the engine runs it: called with a fresh
    /// `GraphicsContext` and the canvas's size, its recorded operations turned into the
    /// canvas's content, in the order drawn: each run of filled and stroked paths one
    /// `CanvasDrawing` (paths mapped by the context's transform; `.color(…)`, a `Color` or a
    /// gradient shading, with the context's opacity), each image or text drawn with
    /// `draw(_:at:)` or `draw(_:in:)` a `CanvasPlacement` of the view it is (laid out and
    /// measured as any `Image` or `Text`). Errors (the step budget, the display list's limit, a
    /// shading not drawn) are positioned in the closure; a blend mode or a clip, not drawn yet,
    /// is a warning.
    static func canvasRenderer(_ closure: ClosureSyntax, _ input: ViewInput) -> (@Sendable (Size) throws(Diagnostic) -> [ViewNode]) {
        let d = input.session
        let scope = input.context.scope
        let compileContext = input.context
        let function = FunctionValue(name: "renderer", body: .closure(closure.closure), captured: scope)
        let origin = closure.origin
        let offset = closure.offset
        let file = d.file, source = d.source, limits = input.context.limits, images = d.images, imports = d.imports
        return { size throws(Diagnostic) in
            let context = GraphicsContextValue()
            do throws(ExpressionError) {
                _ = try Interpreter.call(
                    function, arguments: [LabeledValue(.host(HostValue(context))), LabeledValue(.size(size))], scope: scope, at: offset)
            } catch {
                throw Diagnostic.error(CompileSession.explained(error, scope), at: origin.location(of: error.offset))
            }
            let session = CompileSession(file: file, source: source, limits: limits)
            session.images = images
            session.imports = imports
            if let blend = context.blendModeOffset {
                throw Diagnostic.error(
                    "a Canvas's blendMode is not drawn yet: draw without it, or with opacity", at: origin.location(of: blend))
            }
            var nodes: [ViewNode] = []
            var elements: [VectorElement] = []
            func flush() {
                if !elements.isEmpty { nodes.append(ViewNode(CanvasDrawing(VectorPaint(elements)))) }
                elements = []
            }
            for operation in context.operations {
                let location = origin.location(of: operation.offset)
                if !operation.clips.isEmpty {
                    throw Diagnostic.error(
                        "a Canvas's clip(to:) is not drawn yet: draw the shapes inside the clip, or clip the Canvas with .clipShape", at: location)
                }
                switch operation.kind {
                case .fill(let path, let evenOdd):
                    let style = try canvasStyle(operation, size: size, session, compileContext, at: location)
                    elements.append(VectorElement(vectorPath(path, operation), .fill(style), evenOdd: evenOdd))
                case .stroke(let path, let arguments):
                    let style = try canvasStyle(operation, size: size, session, compileContext, at: location)
                    var line = StrokeStyle(lineWidth: 1)
                    for argument in arguments {
                        if argument.label == "lineWidth" {
                            guard let width = argument.value.number, width.isFinite, width >= 0 else {
                                throw Diagnostic.error("a stroke's lineWidth is a finite number, 0 or more", at: location)
                            }
                            line.lineWidth = width
                        } else if let parsed = session.strokeStyle(argument.value, for: "style", at: location) {
                            line = parsed
                        } else {
                            throw session.sortedDiagnostics.first(where: { $0.severity == .error })
                                ?? Diagnostic.error("expected a StrokeStyle for 'style'", at: location)
                        }
                    }
                    elements.append(VectorElement(vectorPath(path, operation), .stroke(style, line)))
                case .drawAt(let value, let point, let anchorValue):
                    var anchor = UnitPoint.center
                    if let anchorValue {
                        guard let given = session.unitPoint(anchorValue) else {
                            throw Diagnostic.error("a drawing's anchor is a UnitPoint such as .topLeading", at: location)
                        }
                        anchor = given
                    }
                    flush()
                    nodes.append(try placed(value, .at(point, anchor: anchor), operation, session, compileContext, origin: origin, at: location))
                case .drawIn(let value, let rect):
                    flush()
                    nodes.append(try placed(value, .inRect(rect), operation, session, compileContext, origin: origin, at: location))
                }
            }
            flush()
            return nodes
        }
    }

    private static func vectorPath(_ path: [PathValue.Element], _ operation: GraphicsContextValue.Operation) -> VectorPath {
        VectorPath.commands(Paths.commands(path), transform: operation.transform, roundCaps: false)
    }

    /// The image or text `value` drawn at a place: its view, compiled as where it was made
    /// (`Image(systemName:)`, an asset, `Text("a").font(.title)`), in a `CanvasPlacement` with
    /// the context's transform, faded by the context's opacity.
    private static func placed(
        _ value: Value, _ place: CanvasPlacement.Place, _ operation: GraphicsContextValue.Operation, _ session: CompileSession,
        _ context: CompileContext, origin: ExpressionOrigin, at location: SourceLocation
    ) throws(Diagnostic) -> ViewNode {
        guard case .symbol(let symbol) = value, symbol.type == "Text" || symbol.type == "Image" else {
            throw Diagnostic.error("a Canvas draws an Image or a Text here, not a value of type \(value.typeName)", at: location)
        }
        let call = CallSyntax(
            name: symbol.type!, location: location, isBare: true,
            expression: ExpressionSyntax(.name(symbol.type!, offset: operation.offset), origin: origin))
        guard let chain = session.viewMadeByExtensionInitializer(value, call, context), chain.nodes.count == 1 else {
            throw session.sortedDiagnostics.first(where: { $0.severity == .error })
                ?? Diagnostic.error("a Canvas cannot draw this \(symbol.type!) yet", at: location)
        }
        var node = ViewNode(CanvasPlacement(place, transform: operation.transform), subviews: chain.nodes, source: location)
        let opacity = min(max(operation.opacity, 0), 1)
        if opacity < 1 { node = ViewNode(Opacity(opacity), subviews: [node], source: location) }
        return node
    }

    /// The style an operation's shading paints with, faded by the context's opacity: a colour
    /// (`.color(x)` or the colour itself), or a gradient (`.linearGradient(g, startPoint:
    /// endPoint:)`, `.radialGradient(g, center:startRadius:endRadius:)`, …) whose points, in the
    /// context's coordinates under its transform, become unit points of the canvas, and whose
    /// radii are scaled as the transform scales.
    private static func canvasStyle(
        _ operation: GraphicsContextValue.Operation, size: Size, _ session: CompileSession, _ context: CompileContext,
        at location: SourceLocation
    ) throws(Diagnostic) -> ShapeStyle {
        let shading = operation.shading ?? .none
        let opacity = min(max(operation.opacity, 0), 1)
        if let color = canvasColor(shading, session) { return .color(color.opacity(opacity)) }
        if case .symbol(let symbol) = shading, symbol.type == nil || symbol.type == "GraphicsContext.Shading", symbol.path.count == 1,
            let arguments = symbol.path[0].arguments, CompileSession.gradientMembers[symbol.path[0].name] != nil,
            size.width > 0, size.height > 0
        {
            // A radius is a length in the context's coordinates: scaled as the transform scales
            // areas (√|det|: exact for a uniform scale and a rotation; a non-uniform scale, which
            // would make an ellipse, draws the circle of the same area).
            let t = operation.transform
            let lengthScale = abs(t.a * t.d - t.b * t.c).squareRoot()
            let converted = arguments.filter { $0.label != "options" }.map { argument -> LabeledValue in
                if ["startRadius", "endRadius"].contains(argument.label ?? ""), let radius = argument.value.number {
                    return LabeledValue(label: argument.label, .double(radius * lengthScale))
                }
                guard let point = argument.value.pointValue, ["startPoint", "endPoint", "center"].contains(argument.label ?? "") else {
                    return argument
                }
                let mapped = operation.transform.apply(to: point)
                let unit = Value.symbol(Symbol(
                    type: "UnitPoint",
                    path: [.init("init", arguments: [LabeledValue(label: "x", .double(mapped.x / size.width)), LabeledValue(label: "y", .double(mapped.y / size.height))])]))
                return LabeledValue(label: argument.label, unit)
            }
            let gradient = Value.symbol(Symbol(type: nil, path: [.init(symbol.path[0].name, arguments: converted)]))
            if let style = session.shapeStyle(gradient, for: "shading", at: location, context) { return style.opacity(opacity) }
            throw session.sortedDiagnostics.first(where: { $0.severity == .error })
                ?? Diagnostic.error("a Canvas's gradient shading could not be read", at: location)
        }
        throw Diagnostic.error(
            "a Canvas draws with a colour or a gradient here (.color(.blue), a Color, .linearGradient(…)); \(shading.debugDescription) is not drawn yet",
            at: location)
    }

    /// A canvas shading that is a colour: `.color(x)` or the colour `x` itself.
    private static func canvasColor(_ shading: Value, _ session: CompileSession) -> ColorStyle? {
        if case .symbol(let symbol) = shading, symbol.type == nil || symbol.type == "GraphicsContext.Shading",
            symbol.path.count == 1, symbol.path[0].name == "color", let arguments = symbol.path[0].arguments, arguments.count == 1
        {
            return session.color(arguments[0].value)
        }
        return session.color(shading)
    }
}
