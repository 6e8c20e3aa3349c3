import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Views {
    /// `Canvas { context, size in … }`, `Canvas(opaque:colorMode:rendersAsynchronously:)
    /// { … }` and `symbols: { … }`: a `Canvas` that takes its proposal. Its renderer closure is
    /// run at layout with a `GraphicsContext` (LayoutDrawInterpreter's `GraphicsContextValue`)
    /// and the canvas's size; the operations it records become the canvas's picture
    /// (Views+Canvas.swift).
    enum CanvasViewMapping: ViewMapping {
        static let names = ["Canvas"]
        static let positional = ["renderer", "symbols"]

        static func compile(_ input: ViewInput) -> Chain? {
            let d = input.session
            let example = "Canvas { context, size in context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.green)) }"
            guard let value = input.value else {
                d.error("'Canvas' needs its renderer: \(example)", at: input.location)
                return nil
            }
            var fields: Parameters = ["renderer": Field(name: "renderer", key: input.location, value: value)]
            if case .record = value {
                guard let parsed = d.parameters(
                    value, of: "Canvas", allowed: ["opaque", "colorMode", "rendersAsynchronously", "renderer", "symbols"],
                    keyLocation: input.location)
                else { return nil }
                fields = parsed
            }
            guard let renderer = fields["renderer"], case .closure(let closure) = renderer.value else {
                d.error("'Canvas' needs its renderer, a closure of the context and the size: \(example)", at: input.location)
                return nil
            }
            if let parameters = closure.closure.parameters, parameters.count != 2 {
                d.error("a Canvas renderer takes two parameters, the context and the size; found \(parameters.count)", at: closure.location)
                return nil
            }
            var opaque = false
            if let field = fields["opaque"] {
                guard case .expression(let syntax) = field.value, case .bool(let flag)? = d.evaluate(syntax, input.context) else {
                    d.error("expected true or false for 'opaque' of 'Canvas'", at: d.location(of: field.value, key: field.key))
                    return nil
                }
                opaque = flag
            }
            let picture = canvasRenderer(closure, input)
            return Chain([ViewNode(LayoutEngine.Canvas(isOpaque: opaque, renderer: picture), source: input.location)], shape: .notShape("'Canvas' is not a shape"))
        }
    }
}
