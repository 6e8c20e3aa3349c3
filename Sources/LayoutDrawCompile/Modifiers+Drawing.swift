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

    /// `trim: {from: 0, to: 0.6}`; Swift `.trim(from: 0, to: 0.6)` (both default: 0 and 1).
    static func trim(_ i: ModifierInput) -> Modification? {
        let d = i.session
        guard let value = i.value else {
            d.error("'trim' needs a part of the path: trim(from: 0, to: 0.5)", at: i.location)
            return nil
        }
        guard let fields = d.parameters(value, of: "trim", allowed: ["from", "to"], keyLocation: i.location) else { return nil }
        var bounds = (from: 0.0, to: 1.0)
        for (label, field) in fields {
            guard let n = d.number(field.value, for: label, keyLocation: field.key, i.context) else { return nil }
            if label == "from" { bounds.from = n } else { bounds.to = n }
        }
        return .trim(from: bounds.from, to: bounds.to)
    }

    /// `clipShape: Circle`, or `{RoundedRectangle: 8}` / `{RoundedRectangle: {cornerRadius: 8}}`;
    /// Swift `.clipShape(Circle())`, `.clipShape(RoundedRectangle(cornerRadius: 8))`,
    /// `.clipShape(.rect(cornerRadius: 8))`, `.clipShape(.circle)`.
    static func clipShape(_ i: ModifierInput) -> Modification? {
        let d = i.session
        guard var value = i.value else {
            d.error("'clipShape' needs a shape: Circle, Capsule, Ellipse, Rectangle or {RoundedRectangle: 8}", at: i.location)
            return nil
        }
        if case .record = value {
            // `.clipShape(Circle(), style: FillStyle())`: the style does not change the outline.
            guard let fields = d.parameters(value, of: "clipShape", allowed: ["shape", "style"], keyLocation: i.location),
                let shape = fields["shape"]
            else { return nil }
            value = shape.value
        }
        return outline(value, for: "clipShape", at: i.location, i.context, d).map { .modifier(ClipShape($0)) }
    }

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
    private static func outline(of call: CallSyntax, for name: String, _ context: CompileContext, _ d: CompileSession) -> ShapeOutline? {
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

    static func clipped(_ i: ModifierInput) -> Modification? {
        guard let on = i.session.bool(i.value, for: "clipped", keyLocation: i.location, i.context, default: true) else { return nil }
        guard on else {
            i.session.error("'clipped: false' is not a modifier; remove it", at: i.session.location(of: i.value, key: i.location))
            return nil
        }
        return .modifier(Clipped())
    }

    /// `lineLimit: 2`; `lineLimit: nil` removes a limit set above.
    static func lineLimit(_ i: ModifierInput) -> Modification? {
        let d = i.session
        if let value = i.value, d.isNil(value, i.context) { return .modifier(LineLimit(nil)) }
        // `.lineLimit(3, reservesSpace: true)` / `{limit: 3, reservesSpace: true}`.
        var limitValue = i.value
        var reservesSpace = false
        if case .record? = i.value, let value = i.value {
            guard let fields = d.parameters(value, of: "lineLimit", allowed: ["limit", "reservesSpace"], keyLocation: i.location) else { return nil }
            guard let limit = fields["limit"] else {
                d.error("'lineLimit' needs a number of lines: lineLimit(3, reservesSpace: true)", at: d.location(value))
                return nil
            }
            if let field = fields["reservesSpace"] {
                guard let flag = d.bool(field.value, for: "reservesSpace", keyLocation: field.key, i.context, default: false) else { return nil }
                reservesSpace = flag
            }
            limitValue = limit.value
        }
        func atLeastOne(_ lines: Int) -> Bool {
            guard lines >= 1 else {
                d.valueError("'lineLimit' must be at least 1, found \(lines)", at: d.location(of: limitValue, key: i.location), i.context)
                return false
            }
            return true
        }
        // `.lineLimit(2...4)`, `2...`, `...4`: at most the upper bound, at least the lower
        // bound's height.
        // YAML writes the range as a list of its two bounds: `lineLimit: [2, 4]`.
        if case .list(let list)? = limitValue {
            guard !reservesSpace, list.items.count == 2,
                let lower = d.integer(list.items[0], for: "lineLimit", keyLocation: i.location, i.context),
                let upper = d.integer(list.items[1], for: "lineLimit", keyLocation: i.location, i.context)
            else {
                d.error("'lineLimit' takes a number of lines, or a range of lines as [lowest, highest]: [2, 4]", at: list.location)
                return nil
            }
            guard atLeastOne(lower), atLeastOne(upper) else { return nil }
            guard lower <= upper else {
                d.error("the range of lines is empty: \(lower) is more than \(upper)", at: list.location)
                return nil
            }
            return .modifier(LineLimit(upper, reserved: lower))
        }
        if case .expression(let syntax)? = limitValue, case .binary(let op, _, _, _) = syntax.expression, op == .closedRange || op == .halfOpenRange {
            guard case .range(let range)? = d.evaluate(syntax, i.context) else { return nil }
            guard !reservesSpace else {
                d.error("'reservesSpace' goes with a number of lines, not a range", at: syntax.location)
                return nil
            }
            let lower: Int, upper: Int?
            switch (range.lower, range.upper) {
            case (.int(let a), .int(let b)): (lower, upper) = (a, range.isClosed ? b : b - 1)
            case (.int(let a), .none): (lower, upper) = (a, nil)
            case (.none, .int(let b)): (lower, upper) = (1, range.isClosed ? b : b - 1)
            default:
                d.error("'lineLimit' takes a range of whole numbers of lines, such as 2...4", at: syntax.location)
                return nil
            }
            guard atLeastOne(lower), upper.map(atLeastOne) ?? true else { return nil }
            guard upper.map({ lower <= $0 }) ?? true else {
                d.error("the range of lines is empty: \(lower) is more than \(upper!)", at: syntax.location)
                return nil
            }
            return .modifier(LineLimit(upper, reserved: lower))
        }
        guard let lines = d.integer(limitValue, for: "lineLimit", keyLocation: i.location, i.context), atLeastOne(lines) else { return nil }
        return .modifier(LineLimit(lines, reserved: reservesSpace ? lines : 0))
    }

    static func multilineTextAlignment(_ i: ModifierInput) -> Modification? {
        let alignments = Dictionary(uniqueKeysWithValues: TextAlignment.allCases.map { ($0.rawValue, $0) })
        return i.session.named(i.value, alignments, kind: "text alignment", for: "multilineTextAlignment", keyLocation: i.location, context: i.context)
            .map { .modifier(MultilineTextAlignment($0)) }
    }

    /// `.fontWeight(.semibold)` / `fontWeight: semibold`; `nil` leaves the font's weight.
    static func fontWeight(_ i: ModifierInput) -> Modification? {
        if let value = i.value, i.session.isNil(value, i.context) { return .modifier(FontWeight(nil)) }
        return i.session.named(i.value, CompileSession.weights, kind: "font weight", for: "fontWeight", keyLocation: i.location, context: i.context)
            .map { .modifier(FontWeight($0)) }
    }
}
