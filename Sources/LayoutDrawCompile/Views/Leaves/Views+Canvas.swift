import LayoutDrawCore
import LayoutDrawFrames
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Views {
    /// A `Canvas`'s renderer closure as the engine runs it: called with a fresh
    /// `GraphicsContext` and the canvas's size, its recorded operations turned into a picture
    /// (paths mapped by the context's transform; `.color(…)` or a `Color` filled or stroked,
    /// with the context's opacity). Errors (the step budget, the display list's limit, a
    /// shading not drawn) are positioned in the closure.
    static func canvasRenderer(_ closure: ClosureSyntax, _ input: ViewInput) -> (@Sendable (Size) throws(Diagnostic) -> VectorPaint) {
        let d = input.session
        let scope = input.context.scope
        let function = FunctionValue(name: "renderer", body: .closure(closure.closure), captured: scope)
        let origin = closure.origin
        let offset = closure.offset
        let file = d.file, source = d.source, limits = input.context.limits, images = d.images
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
            var elements: [VectorElement] = []
            elements.reserveCapacity(context.operations.count)
            for operation in context.operations {
                let location = origin.location(of: operation.offset)
                guard let color = canvasColor(operation.shading, session) else {
                    throw Diagnostic.error(
                        "a Canvas draws with a colour here (.color(.blue) or a Color); \(operation.shading.debugDescription) is not drawn yet",
                        at: location)
                }
                let style = ShapeStyle.color(color.opacity(min(max(operation.opacity, 0), 1)))
                let path = VectorPath.commands(Paths.commands(operation.path), transform: operation.transform, roundCaps: false)
                switch operation.kind {
                case .fill(let evenOdd):
                    elements.append(VectorElement(path, .fill(style), evenOdd: evenOdd))
                case .stroke(let arguments):
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
                    elements.append(VectorElement(path, .stroke(style, line)))
                }
            }
            return VectorPaint(elements)
        }
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
