import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawFrames
import LayoutDrawSyntax
import LayoutEngine

/// What one view entry has built so far: the nodes it stands for (a `Group` or `ForEach`
/// stands for several, `EmptyView` for none) and whether shape styles still apply.
struct Chain {
    enum ShapeState {
        /// A bare shape: `fill`, `stroke` and `strokeBorder` change the shape itself.
        case bare
        /// A shape just filled: iOS 17's `ShapeView`, which a `stroke` or `strokeBorder` may
        /// still follow, drawn over the fill (`StrokeShapeView`).
        case filled
        /// Not (or no longer) a shape; the text completes "'fill' applies to a shape; …".
        case notShape(String)
        /// The view could not be compiled; shape modifiers are not checked.
        case unknown
    }

    var nodes: [ViewNode]
    var shape: ShapeState

    init(_ nodes: [ViewNode], shape: ShapeState) {
        self.nodes = nodes
        self.shape = shape
    }
}

/// What a view's argument mapping gets: the call and its argument as one value.
struct ViewInput {
    /// The view type as written (`HStack`).
    var name: String { call.name }
    let call: CallSyntax
    /// The argument as the scene format writes it: nil for none, the one unlabelled argument,
    /// or a record of the labelled ones (unlabelled Swift arguments named by the view's
    /// positional names: `HStack(spacing: 12) { … }` is `{spacing: 12, content: { … }}`).
    let value: ValueSyntax?
    /// The position of the view's name.
    var location: SourceLocation { call.location }
    /// The context for the view's arguments and content; its depth counts this view.
    let context: CompileContext
    let session: CompileSession
}

/// What a modifier's argument mapping gets.
struct ModifierInput {
    var name: String { call.name }
    let call: CallSyntax
    /// The argument as one value (see `ViewInput.value`).
    let value: ValueSyntax?
    /// The position of the modifier's name.
    var location: SourceLocation { call.location }
    let context: CompileContext
    let session: CompileSession
}

/// How a modifier changes the chain.
enum Modification {
    /// Wraps each node in a modifier node, with secondary views (`background`).
    case modifier(any ViewModifierLayout, secondary: [ViewNode] = [])
    /// `.border(_:width:)`, through `ViewNode.bordered`.
    case border(ColorStyle, width: Double)
    /// `fill`, `stroke`, `strokeBorder`: changes a bare shape itself.
    case shapeStyle(ShapeStyling)
    /// `trim(from:to:)`: a bare shape becomes the part of its path between two fractions.
    case trim(from: Double, to: Double)
    /// `tabViewStyle(.page)`: each tab view below shows its selected page alone, filling it.
    case pageTabs
    /// `rotation(_:anchor:)`: a bare shape's path turns inside its frame.
    case shapeRotation(radians: Double, anchor: UnitPoint)
    /// `.buttonStyle(X())` (`toggleStyle`, `labelStyle`, `progressViewStyle`, `groupBoxStyle`)
    /// with a style the source declares: the controls below draw its `makeBody(configuration:)`.
    case customStyle(Instance, CustomStyleRole)
    /// `id:` tags the nodes built so far.
    case tag(String)
    /// Swift's `.id("name")` with a string: names the nodes built so far that have no name
    /// (`.accessibilityIdentifier` wins whatever the order), unless another view has it.
    case name(String)
    /// `annotate:` adds diagram items to the nodes built so far.
    case annotate([AnnotationRequest])
    /// `resizable` (true) makes a bare `Image` take its proposal.
    case resizable(Bool)
    /// A modifier that changes nothing a picture shows (`onTapGesture`, `.id(_:)`).
    case none
    /// A modifier that stands for another (`.modifier(_OffsetEffect(…))` is `offset`).
    case modifiers([Modification])
    /// `.phaseAnimator(phases) { content, phase in … }`: the chain becomes the closure's views,
    /// its first parameter the chain so far and the others the values given.
    case contentClosure(ClosureSyntax, [Value])
    /// `.visualEffect { content, proxy in … }`: each node in effects made from its geometry
    /// when it is placed (`Modifiers.VisualEffectMapping.wrap`).
    case visualEffect(ClosureSyntax)
}

/// How `fill`, `stroke` or `strokeBorder` paints a shape: with a colour, a gradient or a
/// material, a stroke with its line.
enum ShapeStyling {
    case fill(ShapeStyle)
    case stroke(ShapeStyle, StrokeStyle)
    case strokeBorder(ShapeStyle, StrokeStyle)

    static func fill(_ color: ColorStyle) -> ShapeStyling { .fill(.color(color)) }
    static func stroke(_ color: ColorStyle, lineWidth: Double) -> ShapeStyling { .stroke(.color(color), StrokeStyle(lineWidth: lineWidth)) }
    static func strokeBorder(_ color: ColorStyle, lineWidth: Double) -> ShapeStyling {
        .strokeBorder(.color(color), StrokeStyle(lineWidth: lineWidth))
    }

    func applied(to shape: any Shape) -> any Shape {
        switch self {
        case .fill(let style): shape.fill(style)
        case .stroke(let style, let line): shape.stroke(style, style: line)
        case .strokeBorder(let style, let line): shape.strokeBorder(style, style: line)
        }
    }
}

extension CallSyntax {
    /// The call's argument as one value (see `ViewInput.value`); reports Swift arguments beyond
    /// the positional names.
    func argumentValue(positional: [String], _ session: CompileSession) -> ValueSyntax? {
        if arguments.isEmpty { return nil }
        if arguments.count == 1, arguments[0].label == nil { return arguments[0].value }
        var fields: [ArgumentSyntax] = []
        var index = 0
        var extra = false
        for argument in arguments {
            guard argument.label == nil else {
                fields.append(argument)
                continue
            }
            guard index < positional.count else {
                session.error("extra argument in call to '\(name)'", at: argument.value.location)
                extra = true
                continue
            }
            // A view builder written after labelled arguments alone (`ScrollView(showsIndicators:
            // false) { … }`) is the content, as Swift matches a trailing closure past the
            // parameters before it that take no closure.
            if case .closure = argument.value, positional[index] != "content", let content = positional[index...].firstIndex(of: "content") {
                index = content
            }
            fields.append(ArgumentSyntax(label: positional[index], labelLocation: argument.value.location, value: argument.value))
            index += 1
        }
        // The call is wrong as written: what the rest would make of it would only confuse.
        if extra { return nil }
        return .record(RecordSyntax(fields, location: argumentsLocation ?? arguments[0].value.location))
    }
}

extension CompileSession {
    // MARK: Lists of views

    /// The views a content argument stands for: a list of views, a single view, or a view
    /// builder (a Swift closure). `Group` and `ForEach` entries expand in place; `EmptyView`
    /// entries vanish, as in a ViewBuilder.
    func views(_ value: ValueSyntax?, _ context: CompileContext) -> [ViewNode] {
        guard let value, !value.isNull else { return [] }
        switch value {
        case .list(let list):
            return list.items.flatMap { item -> [ViewNode] in
                if case .list = item {
                    error("expected a view, found a list inside a list", at: location(item))
                    return []
                }
                return view(item, context)
            }
        case .closure(let closure):
            if let parameters = closure.closure.parameters, !parameters.isEmpty, parameters != ["_"] {
                error("this closure takes no parameters: it is a view builder", at: closure.location)
                return []
            }
            return builder(closure.closure.body, origin: closure.origin, context)
        default:
            return view(value, context)
        }
    }

    /// A slot that holds one view (the root, `background`): several views are combined by
    /// `combine` (an implicit stack); none is an `EmptyView`.
    func singleView(
        _ value: ValueSyntax, _ context: CompileContext, combine: ([ViewNode], SourceLocation) -> ViewNode
    ) -> ViewNode {
        let list = views(value, context)
        switch list.count {
        case 0: return ViewNode(EmptyView(), source: location(value))
        case 1: return list[0]
        default: return combine(list, location(value))
        }
    }

    // MARK: One view entry

    /// One view: a Swift expression that is a view.
    func view(_ value: ValueSyntax, _ context: CompileContext) -> [ViewNode] {
        switch value {
        case .record:
            error("expected a view, found \(value.kindDescription)", at: location(value))
            return []
        case .expression(let expression):
            return self.view(expression: expression, context)
        case .closure(let closure):
            error("expected a view, found a closure: call it, or write its views here", at: closure.location)
            return []
        case .list:
            error("expected a view, found a list", at: location(value))
            return []
        }
    }

    /// A Swift expression in a view builder: a call chain (`Text("a").padding()`), or a
    /// conditional (`flag ? a : b`).
    func view(expression syntax: ExpressionSyntax, _ context: CompileContext) -> [ViewNode] {
        let expression = syntax.expression
        if case .ternary(let condition, let then, let otherwise, _) = expression {
            do throws(ExpressionError) {
                let value = try condition.evaluate(in: context.scope)
                guard case .bool(let b) = value else {
                    error("the condition of '? :' must be a Bool, not a value of type \(value.typeName)", at: syntax.location(of: condition.offset))
                    return []
                }
                // `flag ? nil : RoundedRectangle(…)`: an optional view, nothing when nil.
                if case .nil = b ? then : otherwise { return [] }
                return view(expression: ExpressionSyntax(b ? then : otherwise, origin: syntax.origin), context)
            } catch {
                report(error, origin: syntax.origin, context)
                return []
            }
        }
        if case .invalid = expression { return [] }
        // `return IfContent?.none` (an optional view's `none`, which reads as `nil`): nothing.
        if case .nil = expression { return [] }
        // `image?.resizable()`: an optional view, nothing when the value is nil (a view
        // builder's `Optional<View>`); `image!.resizable()` is the view.
        if let (unwrapped, optional, forced) = Self.unwrappingChain(expression) {
            guard let value = evaluate(ExpressionSyntax(optional, origin: syntax.origin), context) else { return [] }
            if case .none = value {
                if let forced { error("unexpectedly found nil while unwrapping an optional value", at: syntax.location(of: forced)) }
                return []
            }
            return view(expression: ExpressionSyntax(unwrapped, origin: syntax.origin), context)
        }
        // `(flag ? a : b)`: the expression in the parentheses (a call chain in parentheses is
        // peeled whole, and written where the parentheses are).
        if case .tuple(let items, _) = expression, items.count == 1, items[0].label == nil,
            ViewSyntax(expression: expression, origin: syntax.origin, valuePaths: true) == nil
        {
            return view(expression: ExpressionSyntax(items[0].value, origin: syntax.origin), context)
        }
        guard let view = ViewSyntax(expression: expression, origin: syntax.origin, valuePaths: true) else {
            switch expression {
            case .string, .interpolation:
                error("a string is not a view: write Text(\(expression.sourceText))", at: syntax.location)
            default:
                error("expected a view, found '\(expression.sourceText)'", at: syntax.location)
            }
            return []
        }
        return self.view(view, context)
    }

    /// A call chain whose base is unwrapped (`image?.resizable()`, `image!.resizable()`): the
    /// chain with the unwrapping taken off, the optional value it unwraps, and where the `!` is
    /// (nil for `?`). Nil when the chain unwraps nothing.
    static func unwrappingChain(_ expression: Expression) -> (Expression, optional: Expression, forced: Int?)? {
        switch expression {
        case .optionalChain(let base, _): return (base, base, nil)
        case .forceUnwrap(let base, let offset): return (base, base, offset)
        case .member(let base, let name, let offset):
            guard let (inner, optional, forced) = unwrappingChain(base) else { return nil }
            return (.member(inner, name, offset: offset), optional, forced)
        case .call(let callee, let arguments, let offset):
            guard let (inner, optional, forced) = unwrappingChain(callee) else { return nil }
            return (.call(inner, arguments, offset: offset), optional, forced)
        default: return nil
        }
    }

    /// One view with its modifiers.
    func view(_ syntax: ViewSyntax, _ context: CompileContext) -> [ViewNode] {
        var context = context
        // The view's content is wrapped by the view and by each of its modifiers: count them
        // all now, before the content is compiled.
        context.depth += 1 + syntax.modifiers.count
        if context.depth > limits.maximumDepth {
            error(
                "views and modifiers are nested more than \(limits.maximumDepth) levels deep (limit --max-depth)",
                at: syntax.location)
            return []
        }
        guard takeNodes(1, at: syntax.location, context) else { return [] }
        providingEnvironmentObjects(syntax, &context)
        // When the view itself is invalid, its modifiers are still checked, on a stand-in.
        var modifiers = syntax.modifiers[...]
        let initial: Chain?
        switch chainStart(syntax, context) {
        case .firstCall(let made):
            modifiers = modifiers.dropFirst()
            initial = made
        case .base:
            initial = chain(syntax.base, context)
        }
        var built = initial ?? Chain([ViewNode(EmptyView())], shape: .unknown)
        for modifier in modifiers {
            applyModifier(modifier, to: &built, context)
        }
        return initial == nil ? [] : built.nodes
    }

    /// Takes `count` nodes from the scene's budget; reports the first refusal.
    func takeNodes(_ count: Int, at location: SourceLocation, _ context: CompileContext) -> Bool {
        let taken = context.budget.take(count)
        if taken.firstRefusal {
            error(
                "the scene makes more than \(context.budget.limit) views and modifiers (ForEach repeats its content; limit --max-nodes)",
                at: location)
        }
        return taken.allowed
    }

    /// The view `call` names, or nil after reporting a problem.
    func chain(_ call: CallSyntax, _ context: CompileContext) -> Chain? {
        if case .invalid? = call.expression?.expression { return nil }
        let name = call.name
        // `item.color`, `colors[i]`: a value reached through members or a subscript.
        if call.isBare, let expression = call.expression, expression.expression.isValuePath {
            guard let value = evaluate(expression, context) else { return nil }
            return namedView(value, call, context)
        }
        // `Image(.forward)` with an `init(_ symbol: Symbol)` an extension of Image declares: the
        // view its `self.init(systemName: …)` makes.
        if let expression = call.expression, Expression.callsExtensionInitializer(expression.expression, in: context.scope.context) {
            guard let value = evaluate(expression, context) else { return nil }
            return viewMadeByExtensionInitializer(value, call, context)
        }
        if let entry = MappingTable.views[name], !isShadowed(call, context) {
            let value = call.argumentValue(positional: entry.positional, self)
            return entry.compile(ViewInput(call: call, value: value, context: context, session: self))
        }
        if case .compiled(let chain) = userView(call, context) { return chain }
        if let chain = modifierOfSelf(call, context) { return chain }
        if hasError(at: call.location) { return nil }
        if NotSupportedYet.views.contains(name) {
            error("'\(name)' is not supported yet", at: call.location)
        } else if MappingTable.modifiers[name] != nil || NotSupportedYet.modifiers.contains(name) || name == "modifiers" {
            error("a view starts with its type (Text, HStack, …); '\(name)' is a modifier", at: call.location)
        } else {
            let candidates = Views.allNames + userViewNames(context)
            if FrameworkOfName.isPackageType(name, imports: imports, projectImports: projectImports, typeNames: candidates) {
                return Views.ForeignViewMapping.packageView(call, context, session: self)
            }
            error("unknown view '\(name)'\(Suggestions.didYouMean(name, in: candidates))", at: call.location)
        }
        return nil
    }

    /// Inside a modifier of the source's own (`extension View { func card() -> some View { … } }`)
    /// `self` is the view it modifies, and a modifier called on nothing applies to it, as in
    /// Swift: `padding(4)` and `self.padding(4)` are `self.padding(4)`, `modifier(Card())` is
    /// `self.modifier(Card())`. Nil when `call` is not such a call.
    private func modifierOfSelf(_ call: CallSyntax, _ context: CompileContext) -> Chain? {
        guard !call.isBare, MappingTable.modifiers[call.name] != nil || userModifierNames(context).contains(call.name),
            case .symbol(let symbol)? = context.scope.names["self"], symbol.type == ViewReferences.typeName,
            case .compiled(let base?) = userView(CallSyntax(name: "self", location: call.location, isBare: true), context)
        else { return nil }
        var chain = base
        applyModifier(call, to: &chain, context)
        return chain
    }

    /// Whether a bare name is a local name rather than the view of that name.
    private func isShadowed(_ call: CallSyntax, _ context: CompileContext) -> Bool {
        if call.isBare && call.expression != nil && context.scope.names[call.name] != nil { return true }
        // An app's own `Map`, `WebView` or `CameraView` is its own, not the framework's; so is
        // its own view of a SwiftUI view's name (`struct Slider: View`): a module's type hides
        // an imported one of its name, as Swift looks names up.
        guard let declared = context.scope.context?.types[call.name] else { return false }
        return ForeignFrameworks.views[call.name] != nil || declared.definition?.isView == true
    }
}
