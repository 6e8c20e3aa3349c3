import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawFrames
import LayoutDrawSyntax
import LayoutEngine

/// Decoders for the graphical effects, which never change layout: `shadow`, `blur`, `mask`,
/// `compositingGroup` (and `drawingGroup`, which flattens its content the same way); and the
/// style layer a `background` or `overlay` of a shape style draws.
extension Modifiers {
    /// `shadow: 5` (a radius) or `{color, radius, x, y}`; Swift `.shadow(radius: 5)`,
    /// `.shadow(color: .black.opacity(0.2), radius: 10, x: 0, y: 5)`.
    static func shadow(_ i: ModifierInput) -> Modification? {
        let d = i.session
        guard let value = i.value else {
            d.error("'shadow' needs a radius: shadow: 5, or {color: black, radius: 5, x: 0, y: 2}", at: i.location)
            return nil
        }
        guard case .record = value else {
            guard let radius = number(i) else { return nil }
            warnIfNegative(radius, "shadow", at: d.location(of: value, key: i.location), i)
            return .modifier(Shadow(radius: radius))
        }
        guard let fields = d.parameters(value, of: "shadow", allowed: ["color", "radius", "x", "y"], keyLocation: i.location) else { return nil }
        guard let radiusField = fields["radius"] else {
            d.error("'shadow' needs 'radius'", at: d.location(value))
            return nil
        }
        var color = Shadow.defaultColor
        if let field = fields["color"] {
            guard let c = d.color(field.value, for: "color", keyLocation: field.key, i.context) else { return nil }
            color = c
        }
        guard let radius = d.number(radiusField.value, for: "radius", keyLocation: radiusField.key, i.context) else { return nil }
        var offset = [0.0, 0.0]
        for (index, name) in ["x", "y"].enumerated() {
            guard let field = fields[name] else { continue }
            guard let n = d.number(field.value, for: name, keyLocation: field.key, i.context) else { return nil }
            offset[index] = n
        }
        warnIfNegative(radius, "shadow", at: d.location(of: radiusField.value, key: radiusField.key), i)
        return .modifier(Shadow(color: color, radius: radius, x: offset[0], y: offset[1]))
    }

    /// `blur: 3` or `{radius: 3, opaque: true}`; Swift `.blur(radius: 3, opaque: true)`.
    static func blur(_ i: ModifierInput) -> Modification? {
        let d = i.session
        guard let value = i.value else {
            d.error("'blur' needs a radius: blur: 3, or {radius: 3, opaque: true}", at: i.location)
            return nil
        }
        guard case .record = value else {
            guard let radius = number(i) else { return nil }
            warnIfNegative(radius, "blur", at: d.location(of: value, key: i.location), i)
            return .modifier(Blur(radius: radius))
        }
        guard let fields = d.parameters(value, of: "blur", allowed: ["radius", "opaque"], keyLocation: i.location) else { return nil }
        guard let radiusField = fields["radius"] else {
            d.error("'blur' needs 'radius'", at: d.location(value))
            return nil
        }
        guard let radius = d.number(radiusField.value, for: "radius", keyLocation: radiusField.key, i.context) else { return nil }
        var opaque = false
        if let field = fields["opaque"] {
            guard let b = d.bool(field.value, for: "opaque", keyLocation: field.key, i.context) else { return nil }
            opaque = b
        }
        warnIfNegative(radius, "blur", at: d.location(of: radiusField.value, key: radiusField.key), i)
        return .modifier(Blur(radius: radius, opaque: opaque))
    }

    /// A negative radius is accepted as SwiftUI accepts it, and draws as 0 (no blur): said where
    /// it is written, since it is likely a slip.
    private static func warnIfNegative(_ radius: Double, _ name: String, at location: SourceLocation, _ i: ModifierInput) {
        guard radius < 0 else { return }
        i.session.warning("a negative \(name) radius draws as 0", at: location, i.context)
    }

    /// `mask: Circle`, `mask: [views]` or `{alignment, content}`; Swift `.mask { Circle() }`,
    /// `.mask(alignment: .top) { … }`, `.mask(Circle())`.
    static func mask(_ i: ModifierInput) -> Modification? {
        let d = i.session
        guard let value = i.value, !value.isNull else {
            d.error("'mask' needs a view: mask: Circle, or {alignment: top, content: [views]}", at: i.location)
            return nil
        }
        var alignment = Alignment.center
        var content = value
        if case .record = value {
            guard let fields = d.parameters(value, of: "mask", allowed: ["alignment", "content"], keyLocation: i.location) else { return nil }
            if let field = fields["alignment"] {
                guard let a = d.alignment(field.value, for: "alignment", keyLocation: field.key, i.context) else { return nil }
                alignment = a
            }
            guard let field = fields["content"], !field.value.isNull else {
                d.error("'mask' needs 'content': a view or a list of views", at: d.location(value))
                return nil
            }
            content = field.value
        }
        let view = d.singleView(content, i.context) { views, at in
            ViewNode(ZStack(alignment: alignment), subviews: views, source: at)
        }
        return .modifier(Mask(alignment: alignment), secondary: [view])
    }

    /// `compositingGroup` (no arguments; YAML `compositingGroup: true` too) and `drawingGroup`
    /// (`drawingGroup: {opaque: false, colorMode: linear}`; Swift `.drawingGroup(opaque:colorMode:)`,
    /// whose arguments are checked but change nothing a picture of sRGB colours shows).
    static func compositingGroup(_ i: ModifierInput) -> Modification? {
        let d = i.session
        guard let value = i.value, !value.isNull else { return .modifier(CompositingGroup()) }
        if i.name == "drawingGroup", case .record = value {
            guard let fields = d.parameters(value, of: i.name, allowed: ["opaque", "colorMode"], keyLocation: i.location) else { return nil }
            if let field = fields["opaque"], d.bool(field.value, for: "opaque", keyLocation: field.key, i.context) == nil { return nil }
            if let field = fields["colorMode"] {
                let modes = ["nonLinear": 0, "linear": 1, "extendedLinear": 2]
                guard d.named(field.value, modes, kind: "colour rendering mode", for: "colorMode", keyLocation: field.key, context: i.context) != nil
                else { return nil }
            }
            return .modifier(CompositingGroup())
        }
        guard let on = d.bool(value, for: i.name, keyLocation: i.location, i.context, default: true) else { return nil }
        guard on else {
            d.error("'\(i.name): false' is not a modifier; remove it", at: d.location(value))
            return nil
        }
        return .modifier(CompositingGroup())
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
