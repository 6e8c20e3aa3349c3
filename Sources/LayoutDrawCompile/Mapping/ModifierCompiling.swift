import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawFrames
import LayoutDrawSyntax
import LayoutEngine

/// Applying a modifier to a chain: its mapping's modification, a modifier the source declares
/// (`extension View`, a `ViewModifier`), and what is applied where in the chain.
extension CompileSession {
    /// Applies modifier `call` to `chain`.
    func applyModifier(_ call: CallSyntax, to chain: inout Chain, _ context: CompileContext) {
        let call = StyleTypes.members(of: call) { context.scope.context?.types[$0] != nil }
        let name = call.name
        let at = call.location
        if name == "modifier", let instance = declaredViewModifier(call, context) {
            guard takeNodes(max(1, chain.nodes.count), at: at, context) else { return }
            applyViewModifier(instance, call, to: &chain, context)
            return
        }
        // `func cornerRadius(_ radius: CGFloat, corners: UIRectCorner)` in `extension View`:
        // the source's own overload of a SwiftUI modifier, taken when the call's labels are its.
        if MappingTable.modifiers[name] != nil,
            context.program.viewExtensions.contains(where: { $0.name == name && Self.labelsFit(call, $0) }),
            applyUserModifier(call, to: &chain, context)
        {
            return
        }
        guard let entry = MappingTable.modifiers[name] else {
            if applyUserModifier(call, to: &chain, context) { return }
            if NotSupportedYet.modifiers.contains(name) {
                error("'\(name)' is not supported yet", at: at)
            } else if MappingTable.views[name] != nil || NotSupportedYet.views.contains(name) {
                error("'\(name)' is a view, not a modifier; start another list item ('- \(name): …') for a second view", at: at)
            } else {
                let suggestion = Suggestions.didYouMean(name, in: Modifiers.allNames + userModifierNames(context))
                let whose = suggestion.isEmpty ? FrameworkOfName.explanation(for: name, imports: imports, suggestion: "") : ""
                if !whose.isEmpty, Self.isModifierName(name) {
                    // `.attachEnvironmentOverrides()` of a package the source imports and
                    // layoutdraw does not read: the view draws without it, as a view of such a
                    // package draws as a placeholder, and the warning says whose it is.
                    warning("unknown modifier '\(name)'\(whose); the view is drawn without it", at: at, context)
                    return
                }
                error("unknown modifier '\(name)'\(suggestion)", at: at)
            }
            return
        }
        if let spelling = Modifiers.swiftSpellingWithoutUnlabelledArgument[name],
            let argument = call.arguments.first(where: { $0.label == nil }), case .expression = argument.value
        {
            error(
                "'\(name)' takes no unlabelled argument in SwiftUI; write '\(spelling)'",
                at: argument.labelLocation)
            return
        }
        let value = entry.acceptsAnyArguments ? nil : call.argumentValue(positional: entry.positional, self)
        guard takeNodes(max(1, chain.nodes.count), at: at, context),
            let modification = entry.compile(ModifierInput(call: call, value: value, context: context, session: self))
        else {
            return
        }
        apply(modification, named: name, at: at, to: &chain, context)
    }

    /// Whether a name is spelled as a modifier is (lowerCamelCase), not as a type.
    static func isModifierName(_ name: String) -> Bool { name.first?.isLowercase == true }

    /// The argument of `.modifier(Card())` when it is an instance of a type the source declares
    /// (a `ViewModifier`; the geometry effects are built-in values).
    private func declaredViewModifier(_ call: CallSyntax, _ context: CompileContext) -> Instance? {
        guard call.arguments.count == 1, case .expression(let syntax) = call.arguments[0].value,
            case .instance(let instance)? = evaluate(syntax, context, reportingErrors: false)
        else { return nil }
        return instance
    }

    private func apply(_ modification: Modification, named name: String, at: SourceLocation, to chain: inout Chain, _ context: CompileContext) {
        switch modification {
        case .modifier(let modifier, let secondary):
            chain.nodes = chain.nodes.map { $0.modified(by: modifier, secondary: secondary, source: at) }
            chain.shape = .notShape("here it follows '\(name)'")
        case .border(let color, let width):
            chain.nodes = chain.nodes.map { $0.bordered(color, width: width, source: at) }
            chain.shape = .notShape("here it follows '\(name)'")
        case .shapeStyle(let paint):
            switch chain.shape {
            case .bare:
                if case .strokeBorder = paint, let shape = chain.nodes.lazy.compactMap({ $0.view as? any Shape }).first(where: { !$0.isInsettable }) {
                    // `strokeBorder` insets the shape by half the line: SwiftUI offers it on an
                    // `InsettableShape` only, which a `Path` is not.
                    error(
                        shape is PathShape
                            ? "'strokeBorder' needs an InsettableShape, and a Path is not one; use stroke(_:lineWidth:)"
                            : shape is TrimmedShape
                                ? "'strokeBorder' needs an InsettableShape, and a trimmed shape is not one; use stroke(_:lineWidth:)"
                                : "'strokeBorder' needs an InsettableShape: declare 'func inset(by amount: CGFloat) -> some InsettableShape' in '\(shape.kind)', or use stroke(_:lineWidth:)",
                        at: at)
                    return
                }
                chain.nodes = chain.nodes.map { node in
                    guard let shape = node.view as? any Shape else { return node }
                    var node = node
                    node.view = paint.applied(to: shape)
                    return node
                }
                if case .fill = paint { chain.shape = .filled } else { chain.shape = .notShape("here it follows '\(name)'") }
            case .filled:
                switch paint {
                case .fill:
                    warning("'\(name)' applies to a shape; here it follows 'fill', so it is ignored", at: at, context)
                case .stroke, .strokeBorder:
                    if case .strokeBorder = paint, chain.nodes.contains(where: { ($0.view as? any Shape)?.isInsettable == false }) {
                        error("'strokeBorder' needs an InsettableShape; use stroke(_:lineWidth:)", at: at)
                        return
                    }
                    // iOS 17: the stroke is drawn over the fill, along the same outline.
                    chain.nodes = chain.nodes.map { node in
                        guard let shape = node.view as? any Shape else { return node }
                        var node = node
                        node.view = StrokeShapeView(shape, stroke: paint.applied(to: shape).style ?? .fill(.foreground))
                        return node
                    }
                    chain.shape = .notShape("here it follows '\(name)'")
                }
            case .notShape(let reason):
                // SwiftUI would not compile it; a scene still draws, without the style.
                warning("'\(name)' applies to a shape; \(reason), so it is ignored", at: at, context)
            case .unknown:
                break
            }
        case .customStyle(let instance, let role):
            chain.nodes = chain.nodes.map { style($0, with: instance, role: role, at: at, context) }
            chain.shape = .notShape("here it follows '\(name)'")
        case .trim, .shapeRotation:
            switch chain.shape {
            case .bare:
                // Still a bare shape: `fill` and `stroke` may follow (`strokeBorder` may not).
                chain.nodes = chain.nodes.map { node in
                    guard let shape = node.view as? any Shape else { return node }
                    var node = node
                    switch modification {
                    case .trim(let from, let to): node.view = TrimmedShape(shape, from: from, to: to)
                    case .shapeRotation(let radians, let anchor): node.view = RotatedShape(shape, radians: radians, anchor: anchor)
                    default: break
                    }
                    return node
                }
            case .notShape(let reason):
                warning("'\(name)' applies to a shape; \(reason), so it is ignored", at: at, context)
            case .filled:
                warning("'\(name)' applies to a shape; here it follows 'fill', so it is ignored", at: at, context)
            case .unknown:
                break
            }
        case .pageTabs:
            // A page style reaches the tab views below through the environment, as a style does.
            func paged(_ node: ViewNode) -> ViewNode {
                var node = node
                if node.view is TabView, let page = node.subviews.first {
                    node.view = TabView(isBarHidden: true)
                    node.subviews = [page]
                    // No bar: a page needs no `tabItem`.
                    if let source = node.source, let tabs = tabsWithoutItems[source] { withdrawWarnings(Views.noItemMessage, at: tabs) }
                }
                node.subviews = node.subviews.map(paged)
                return node
            }
            chain.nodes = chain.nodes.map(paged)
        case .resizable(let on):
            if case .unknown = chain.shape { break }
            guard !chain.nodes.isEmpty,
                chain.nodes.allSatisfy({ $0.view is Image || $0.view is SymbolImage || ($0.view as? ForeignView)?.isImageLike == true })
            else {
                error("'resizable' applies to an Image, written right after it (before any other modifier)", at: at)
                break
            }
            if on {
                chain.nodes = chain.nodes.map { node in
                    var node = node
                    if let image = node.view as? Image { node.view = image.resizable() }
                    if let symbol = node.view as? SymbolImage { node.view = symbol.resizable() }
                    if let foreign = node.view as? ForeignView { node.view = foreign.resizable() }
                    return node
                }
            }
        case .tag(let id):
            chain.nodes = chain.nodes.map { node in
                var node = node
                node.id = id
                return node
            }
            for _ in chain.nodes { register(id: id, at: at, context) }
        case .name(let id):
            guard chain.nodes.contains(where: { $0.id == nil }), registerName(id, at: at, context) else { break }
            chain.nodes = chain.nodes.map { node in
                var node = node
                if node.id == nil { node.id = id }
                return node
            }
        case .annotate(let items):
            chain.nodes = chain.nodes.map { node in
                var node = node
                node.annotations += items
                return node
            }
        case .none:
            break
        case .modifiers(let list):
            for item in list { apply(item, named: name, at: at, to: &chain, context) }
        case .contentClosure(let closure, let values):
            var inner = context
            let parameters = closure.closure.parameters ?? (0...values.count).map { "$\($0)" }
            let content = context.views.keep(chain.nodes)
            for (parameter, value) in zip(parameters, [content] + values) where parameter != "_" { inner.scope.bind(parameter, to: value) }
            chain.nodes = builder(closure.closure.body, origin: closure.origin, inner)
            chain.shape = .notShape("here it follows '\(name)'")
        case .visualEffect(let closure):
            chain.nodes = Modifiers.VisualEffectMapping.wrap(chain.nodes, in: closure, at: at, self, context)
            chain.shape = .notShape("here it follows '\(name)'")
        }
    }
}

extension CompileSession {
    /// Whether `call`'s argument labels are `function`'s, in order, its defaulted parameters
    /// allowed to be left out.
    static func labelsFit(_ call: CallSyntax, _ function: FunctionDefinition) -> Bool {
        let labels = call.arguments.map(\.label)
        var next = 0
        for parameter in function.parameters {
            if next < labels.count, labels[next] == parameter.label {
                next += 1
            } else if parameter.defaultValue == nil {
                return false
            }
        }
        return next == labels.count
    }
}
