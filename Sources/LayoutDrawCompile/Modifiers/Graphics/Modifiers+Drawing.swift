import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawFrames
import LayoutDrawSyntax
import LayoutEngine

/// Decoders for modifiers that change how a view is drawn or how its text is set, never its
/// layout (scene-format §2.2): `clipShape`, `clipped`, `lineLimit`, `multilineTextAlignment`.
extension Modifiers {
    /// The shapes `clipShape` takes, by SwiftUI type name and by `Shape` static member.
    static let clipShapes: [String: ShapeOutline] = [
        "Rectangle": .rectangle, "Circle": .circle, "Ellipse": .ellipse, "Capsule": .capsule,
        "rect": .rectangle, "circle": .circle, "ellipse": .ellipse, "capsule": .capsule,
    ]

    /// A shape's outline, as `clipShape` and `background(_:in:)` take it: `Circle`,
    /// `{RoundedRectangle: 8}`; Swift `Circle()`, `RoundedRectangle(cornerRadius: 8)`,
    /// `.rect(cornerRadius: 8)`, `.circle`.
    static func outline(_ value: ValueSyntax, for name: String, at location: SourceLocation, _ context: CompileContext, _ d: CompileSession) -> ShapeOutline? {
        guard case .expression(let syntax) = value else {
            d.error("expected a shape for '\(name)', such as Circle() or .rect(cornerRadius: 8)", at: d.location(value))
            return nil
        }
        if let view = ViewSyntax(expression: syntax.expression, origin: syntax.origin), view.modifiers.isEmpty,
            clipShapes[view.base.name] != nil || view.base.name == "RoundedRectangle"
        {
            return outline(of: view.base, for: name, context, d)
        }
        if let view = ViewSyntax(expression: syntax.expression, origin: syntax.origin), view.modifiers.isEmpty,
            view.base.arguments.isEmpty, !view.base.isBare, context.scope.context?.types[view.base.name] == nil,
            context.scope.context?.functions[view.base.name] == nil, view.base.name.first?.isUppercase == true
        {
            // `Circel()`: a shape's name, misspelt.
            d.error("unknown shape '\(view.base.name)'\(Suggestions.didYouMean(view.base.name, in: clipShapes.keys.filter { $0.first!.isUppercase } + ["RoundedRectangle"]))", at: view.base.location)
            return nil
        }
        guard let evaluated = d.evaluate(syntax, context) else { return nil }
        // `let iconShape = RoundedRectangle(cornerRadius: 4)` in a view builder, then
        // `.background(in: iconShape)` (Apple's Food Truck): the shape the name keeps.
        if case .symbol(let token) = evaluated, case .syntax(let kept, let keptContext)? = context.views.entry(token) {
            return outline(kept, for: name, at: location, keptContext, d)
        }
        // `.clipShape(Path(…))`: the path where its points are, from the view's corner.
        if case .host(let host) = evaluated, let path = host.object as? PathValue {
            let commands = Paths.commands(path.elements)
            guard Paths.areFinite(commands) else {
                d.error("a path's points must be finite numbers", at: syntax.location)
                return nil
            }
            return .path(commands)
        }
        if case .symbol(let symbol) = evaluated, symbol.type == nil, symbol.path.count == 1 {
            if symbol.name == "rect", let arguments = symbol.path[0].arguments {
                guard arguments.count == 1, arguments[0].label == "cornerRadius", let r = arguments[0].value.number else {
                    d.error("write .rect(cornerRadius: 8)", at: syntax.location)
                    return nil
                }
                return .roundedRectangle(cornerRadius: r)
            }
            if symbol.path[0].arguments == nil, let outline = clipShapes[symbol.name] { return outline }
        }
        d.error("expected a shape for '\(name)', such as Circle() or .rect(cornerRadius: 8)", at: syntax.location)
        return nil
    }

    /// The outline of a shape written as its view: `Circle()`, `RoundedRectangle(cornerRadius: 8)`.
    static func outline(of call: CallSyntax, for name: String, _ context: CompileContext, _ d: CompileSession) -> ShapeOutline? {
        if call.name != "RoundedRectangle" {
            guard call.arguments.isEmpty, let outline = clipShapes[call.name] else {
                d.error("expected a shape for '\(name)', such as Circle or {RoundedRectangle: 8}", at: call.location)
                return nil
            }
            return outline
        }
        guard let argument = call.argumentValue(positional: [], d) else {
            d.error("'RoundedRectangle' needs 'cornerRadius'", at: call.location)
            return nil
        }
        var radius = argument
        var radiusKey = call.location
        if case .record = argument {
            guard let fields = d.parameters(argument, of: "RoundedRectangle", allowed: ["cornerRadius", "style"], keyLocation: radiusKey)
            else { return nil }
            guard let field = fields["cornerRadius"] else {
                d.error("'RoundedRectangle' needs 'cornerRadius'", at: d.location(argument))
                return nil
            }
            radius = field.value
            radiusKey = field.key
        }
        return d.number(radius, for: "cornerRadius", keyLocation: radiusKey, context).map { .roundedRectangle(cornerRadius: $0) }
    }

}
