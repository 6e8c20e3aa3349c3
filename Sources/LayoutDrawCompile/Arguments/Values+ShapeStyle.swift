import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

/// Reading shape styles — what `fill`, `stroke`, `foregroundStyle`, `background`, `border` and
/// the gradient views take: a colour, a gradient, a material, `COLOR.gradient` — in both
/// spellings:
///
/// | | YAML | Swift |
/// |---|---|---|
/// | colour | `red`, `'#FF0000'`, `{color: red, opacity: 0.3}`, `systemGray6` | `.red`, `Color(.systemGray6)` |
/// | material | `ultraThinMaterial` … `ultraThickMaterial`, `bar` | `.ultraThinMaterial`, `Material.thin` |
/// | standard gradient | `blue.gradient` | `Color.blue.gradient`, `.blue.gradient` |
/// | gradient | `{LinearGradient: {colors: [red, blue], startPoint: top, endPoint: bottom}}` | `LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)`, `.linearGradient(…)` |
extension CompileSession {
    /// The gradient types, which are views and shape styles.
    static let gradientTypes: Set<String> = ["LinearGradient", "RadialGradient", "EllipticalGradient", "AngularGradient"]

    /// The static members of `ShapeStyle` that make gradients, by the type they make.
    static let gradientMembers: [String: String] = [
        "linearGradient": "LinearGradient", "radialGradient": "RadialGradient",
        "ellipticalGradient": "EllipticalGradient", "angularGradient": "AngularGradient", "conicGradient": "AngularGradient",
    ]

    /// A shape style; nil after reporting a problem.
    func shapeStyle(_ node: ValueSyntax?, for name: String, keyLocation: SourceLocation, _ context: CompileContext) -> ShapeStyle? {
        guard let node, !node.isNull else {
            return color(node, for: name, keyLocation: keyLocation, context).map(ShapeStyle.color)
        }
        // `Color(red: 1, green: 0, blue: 0)`, `Color(color: .red, opacity: 0.3)`: a colour, read
        // argument by argument.
        if node.labelledCall(of: ["Color"]) != nil || colourOfOwnInit(node, context) != nil {
            return color(node, for: name, keyLocation: keyLocation, context).map(ShapeStyle.color)
        }
        switch node {
        case .expression(let syntax):
            if let view = ViewSyntax(expression: syntax.expression, origin: syntax.origin), view.modifiers.isEmpty,
                Self.gradientTypes.contains(view.base.name)
            {
                return gradient(view.base.argumentValue(positional: [], self), kind: view.base.name, at: view.base.location, context)
                    .map(ShapeStyle.gradient)
            }
            guard let value = evaluate(syntax, context) else { return nil }
            return shapeStyle(value, for: name, at: syntax.location, spelling: syntax.spelling, context)
        default:
            return color(node, for: name, keyLocation: keyLocation, context).map(ShapeStyle.color)
        }
    }

    /// Every name a style may have, for suggestions.
    static let styleNames = colorNames + Array(Material.named.keys)

    /// A Swift shape style value.
    /// A `ShapeStyle` the source declares (`struct Stripes: ShapeStyle { func resolve(in
    /// environment: EnvironmentValues) -> some ShapeStyle { … } }`, iOS 17): the style its
    /// `resolve(in:)` returns for the picture's environment (Apple: "Evaluate to a resolved shape
    /// style given the current environment"); nil for any other value, or after reporting.
    private func declaredShapeStyle(_ value: Value, for name: String, at location: SourceLocation, _ context: CompileContext) -> ShapeStyle?? {
        guard case .instance(let instance) = value, let evaluation = context.scope.context,
            let resolve = instance.type.definition?.methods.first(where: { $0.name == "resolve" && !$0.isStatic && $0.parameters.map(\.label) == ["in"] })
        else { return nil }
        let resolved: Value
        do throws(ExpressionError) {
            resolved = try Interpreter.callMethod(
                resolve, of: value, arguments: [LabeledValue(label: "in", .namespace(evaluation.environment))], context: evaluation, at: resolve.offset
            ).result
        } catch {
            report(error, origin: context.program.swiftFile.map { ExpressionOrigin.file($0) } ?? .scalar(start: location, shift: nil), context)
            return .some(nil)
        }
        return .some(shapeStyle(resolved, for: name, at: location, context))
    }

    func shapeStyle(_ value: Value, for name: String, at location: SourceLocation, spelling: Spelling = .member, _ context: CompileContext) -> ShapeStyle? {
        defer { reportAssetWarnings(at: location, context) }
        if case .symbol(let symbol) = value {
            let first = symbol.path[0]
            // `.ultraThinMaterial`, `Material.ultraThin`, `.bar`.
            if symbol.path.count == 1, first.arguments == nil {
                // `.foreground` (`ShapeStyle.foreground`, `HierarchicalShapeStyle`'s): the view's foreground style.
                if first.name == "foreground", symbol.type == nil || symbol.type == "ShapeStyle" { return .foreground }
                // `.tint` (`TintShapeStyle`): the environment's tint, the accent colour by default.
                if first.name == "tint", symbol.type == nil || symbol.type == "ShapeStyle" { return .tint }
                // `.background` (`BackgroundStyle`): what `.backgroundStyle(_:)` set above the
                // view, the system background by default.
                if first.name == "background", symbol.type == nil || symbol.type == "ShapeStyle" { return .background }
                if symbol.type == nil || symbol.type == "Material", let material = Material.named[first.name] {
                    return .material(material)
                }
                if symbol.type == "Material", let thickness = Material.Thickness(rawValue: first.name) {
                    return .material(Material(thickness))
                }
            }
            // `Color.blue.gradient`, `.red.opacity(0.5).gradient`.
            if symbol.path.count >= 2, symbol.path.last!.name == "gradient", symbol.path.last!.arguments == nil {
                let base = Value.symbol(Symbol(type: symbol.type, path: Array(symbol.path.dropLast())))
                guard let color = color(base) else {
                    error("expected a colour before '.gradient', found \(base.interpolationDescription)", at: location)
                    return nil
                }
                return .gradient(.standard(for: color))
            }
            // `.linearGradient(colors: …)`, `LinearGradient(colors: …)`.
            if symbol.path.count == 1, let arguments = first.arguments {
                let kind: String? =
                    symbol.type == nil ? Self.gradientMembers[first.name]
                    : (Self.gradientTypes.contains(symbol.type!) && first.name == "init" ? symbol.type : nil)
                if let kind {
                    var list = arguments.map { (label: $0.label, argument: StyleArgument.value($0.value)) }
                    if first.name == "conicGradient", !list.contains(where: { $0.label == "angle" }) {
                        list.append((label: "angle", argument: .fullTurn))
                    }
                    return gradient(list, kind: kind, at: location, context).map(ShapeStyle.gradient)
                }
            }
        }
        if let color = color(value) { return .color(color) }
        // `.overlay(Gradient(colors: [.clear, .black.opacity(0.5)]))`: a `Gradient` is a shape
        // style since iOS 16, drawn as `AnyGradient` is — "a linear gradient with start-point
        // [0.5, 0] and end-point [0.5, 1]" (Apple's AnyGradient documentation), top to bottom.
        // (Only `Gradient(colors:)` and `Gradient(stops:)`, whose stops `gradientStops` reads
        // without asking for the style again: any other would come back here without end.)
        if case .symbol(let symbol) = value, symbol.type == "Gradient", symbol.path.count == 1, symbol.path[0].name == "init",
            let arguments = symbol.path[0].arguments, arguments.count == 1, arguments[0].label == "colors" || arguments[0].label == "stops"
        {
            let list: [(label: String?, argument: StyleArgument)] = [
                ("gradient", .value(value)), ("startPoint", .value(.symbol(Symbol(path: [.init("top")])))),
                ("endPoint", .value(.symbol(Symbol(path: [.init("bottom")])))),
            ]
            return gradient(list, kind: "LinearGradient", at: location, context).map(ShapeStyle.gradient)
        }
        if let resolved = declaredShapeStyle(value, for: name, at: location, context) { return resolved }
        // `.teal.gradient.opacity(0.5)`: a style's opacity; `.regularMaterial.shadow(.drop(…))`:
        // the style, its shadow not drawn yet (a warning).
        if case .symbol(let symbol) = value, symbol.path.count >= 2, let last = symbol.path.last, let arguments = last.arguments {
            let base = Value.symbol(Symbol(type: symbol.type, path: Array(symbol.path.dropLast())))
            if last.name == "opacity", arguments.count == 1, let amount = arguments[0].value.number {
                return shapeStyle(base, for: name, at: location, spelling: spelling, context).map { $0.opacity(amount) }
            }
            if last.name == "shadow" {
                warning("a style's shadow is not drawn yet: '\(name)' is drawn with the style alone", at: location, context)
                return shapeStyle(base, for: name, at: location, spelling: spelling, context)
            }
        }
        if case .symbol(let symbol) = value, symbol.path.count == 1, symbol.path[0].arguments == nil,
            symbol.type == nil || symbol.type == "Color" || symbol.type == "Material"
        {
            let match = Suggestions.closest(to: symbol.name, in: Self.styleNames)
            let kind = match.map { Material.named[$0] != nil } == true ? "style" : "colour"
            error("unknown \(kind) '\(spelling.name(symbol.name))'\(match.map { "; did you mean '\($0)'?" } ?? "")", at: location)
        } else {
            error("expected a colour, a gradient or a material for '\(name)', found \(value.interpolationDescription)", at: location)
        }
        return nil
    }
}
