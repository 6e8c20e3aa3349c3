import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawFrames
import LayoutDrawSyntax
import LayoutEngine

/// Decoders for the graphical effects, which never change layout: `shadow`, `blur`, `mask`,
/// `compositingGroup` (and `drawingGroup`, which flattens its content the same way); and the
/// style layer a `background` or `overlay` of a shape style draws.
extension Modifiers {

    /// A negative radius is accepted as SwiftUI accepts it, and draws as 0 (no blur): said where
    /// it is written, since it is likely a slip.
    static func warnIfNegative(_ radius: Double, _ name: String, at location: SourceLocation, _ i: ModifierInput) {
        guard radius < 0 else { return }
        i.session.warning("a negative \(name) radius draws as 0", at: location, i.context)
    }

    /// The shape view of an outline (`background(_:in:)`).
    /// (`outline(_:…)` never decodes an expanded rectangle: that is a scroll view's or a list's
    /// clip, made at layout time.)
    static func shapeView(_ outline: ShapeOutline) -> any Shape {
        switch outline {
        case .rectangle, .expandedRectangle: Rectangle()
        case .roundedRectangle(let radius): RoundedRectangle(cornerRadius: radius)
        case .circle: Circle()
        case .ellipse: Ellipse()
        case .capsule: Capsule()
        case .path(let commands): PathShape(commands: commands)
        }
    }

    /// The view a style `background` or `overlay` draws: a colour is a `Color` view; a gradient
    /// or a material fills a `Rectangle` (SwiftUI's `background(_:ignoresSafeAreaEdges:)` fills
    /// a rectangle with the style).
    static func styleLayer(_ style: ShapeStyle, source: SourceLocation) -> ViewNode {
        if case .color(let color) = style { return ViewNode(Color(color), source: source) }
        return ViewNode(Rectangle().fill(style), source: source)
    }
}

extension CompileSession {
    /// Whether a Swift expression is a shape style (a colour, a gradient, a material) rather than
    /// a view: `.blue`, `.ultraThinMaterial`, `Color.red.gradient`, `LinearGradient(…)`.
    func isStyle(_ syntax: ExpressionSyntax, _ context: CompileContext) -> Bool {
        if let view = ViewSyntax(expression: syntax.expression, origin: syntax.origin), view.modifiers.isEmpty,
            Self.gradientTypes.contains(view.base.name)
        {
            return true
        }
        if isColor(syntax, context) { return true }
        guard !isView(syntax.expression, context), let value = evaluate(syntax, context, reportingErrors: false) else { return false }
        if case .symbol(let symbol) = value { return symbol.type == "Material" || symbol.type == "Gradient" }
        return false
    }
}
