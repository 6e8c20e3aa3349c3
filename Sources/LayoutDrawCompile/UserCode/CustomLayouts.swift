import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

// Layouts as containers (SwiftUI's `Layout` protocol, WWDC22 "Compose custom layouts with
// SwiftUI"): a `struct X: Layout` the source declares, called with its views in a trailing
// closure (`EqualWidthHStack(spacing: 4) { … }`, SwiftUI's `callAsFunction`), SwiftUI's own
// `HStackLayout`, `VStackLayout`, `ZStackLayout`, and `AnyLayout` around any of them, also
// through a name (`let layout = AnyLayout(HStackLayout())` … `layout { … }`). A declared
// layout becomes a `CustomLayout` whose methods the interpreter runs at layout time; SwiftUI's
// are the stacks they stand for. Swift sources only: a YAML scene cannot declare code.

extension TypeDefinition {
    /// Whether the type conforms to SwiftUI's `Layout`.
    var isLayout: Bool { conformances.contains("Layout") }
}

extension CompileSession {
    /// SwiftUI's layouts that are values (`Layout`s) rather than views.
    static let builtinLayoutNames: Set<String> = ["AnyLayout", "HStackLayout", "VStackLayout", "ZStackLayout"]

    /// Whether `value` is a layout: an instance of a declared `Layout`, or one of SwiftUI's.
    static func isLayout(_ value: Value) -> Bool {
        switch value {
        case .instance(let instance): instance.type.definition?.isLayout == true
        case .symbol(let symbol): symbol.type.map { builtinLayoutNames.contains($0) } ?? false
        default: false
        }
    }

    /// `Layout(arguments) { views }`: the layout made by the call without its trailing closure,
    /// laying out the closure's views.
    func layoutCall(_ call: CallSyntax, _ context: CompileContext) -> Chain? {
        guard let content = trailingContent(call) else { return nil }
        guard let syntax = call.expression, case .call(let callee, let arguments, let offset) = syntax.expression else {
            error("'\(call.name)' is a Layout: write it as \(call.name)(…) { … }", at: call.location)
            return nil
        }
        let value: Value
        do throws(ExpressionError) {
            value = try Expression.call(callee, Array(arguments.dropLast()), offset: offset).evaluate(in: context.scope)
        } catch {
            report(error, origin: syntax.origin, context)
            return nil
        }
        return layoutContainer(value, content: content, call, context)
    }

    /// `layout { views }`, where `layout` holds a layout value.
    func namedLayout(_ value: Value, _ call: CallSyntax, _ context: CompileContext) -> Chain? {
        guard let content = trailingContent(call) else { return nil }
        if call.arguments.count > 1 {
            error("a layout takes only its views, in a trailing closure: \(call.name) { … }", at: call.location)
            return nil
        }
        return layoutContainer(value, content: content, call, context)
    }

    /// The views a layout is called with: its trailing closure; nil (reported) without one.
    private func trailingContent(_ call: CallSyntax) -> ClosureSyntax? {
        guard let last = call.arguments.last, last.label == nil, case .closure(let content) = last.value else {
            error("'\(call.name)' is a Layout, not a view: it lays out the views of a trailing closure, \(call.name)(…) { … }", at: call.location)
            return nil
        }
        return content
    }

    /// The container `value` (a layout) makes of `content`'s views.
    private func layoutContainer(_ value: Value, content: ClosureSyntax, _ call: CallSyntax, _ context: CompileContext) -> Chain? {
        var value = value
        // `AnyLayout(HStackLayout())`: the layout it wraps.
        while case .symbol(let symbol) = value, symbol.type == "AnyLayout" {
            guard symbol.path.count == 1, let arguments = symbol.path[0].arguments, arguments.count == 1, arguments[0].label == nil,
                Self.isLayout(arguments[0].value)
            else {
                error("AnyLayout wraps one layout: AnyLayout(HStackLayout())", at: call.location)
                return nil
            }
            value = arguments[0].value
        }
        guard Self.isLayout(value) else {
            error("'\(call.name)' is a value of type \(value.typeName), not a layout or a view", at: call.location)
            return nil
        }
        let children = views(.closure(content), context)
        let made: (any ViewLayout)? =
            switch value {
            case .instance(let instance): declaredLayout(instance, subviews: children, call, context)
            case .symbol(let symbol): stackLayout(symbol, at: call.location)
            default: nil
            }
        guard let made else { return nil }
        return Chain([ViewNode(made, subviews: children, source: call.location)], shape: .notShape("a layout is not a shape"))
    }

    /// `HStackLayout(alignment: .top, spacing: 4)` and the others: the stack they are the layout of.
    private func stackLayout(_ symbol: Symbol, at location: SourceLocation) -> (any ViewLayout)? {
        let type = symbol.type ?? ""
        let arguments = symbol.path.first?.arguments ?? []
        guard symbol.path.count == 1, symbol.path[0].name == "init" else {
            error("write \(type)(…) to make the layout", at: location)
            return nil
        }
        var alignmentName: String?
        var spacing: Double?
        for argument in arguments {
            switch (argument.label, argument.value) {
            case ("alignment", .symbol(let alignment)) where alignment.path.count == 1 && alignment.path[0].arguments == nil:
                alignmentName = alignment.path[0].name
            case ("spacing", .none) where type != "ZStackLayout":
                spacing = nil
            case ("spacing", let value) where type != "ZStackLayout" && value.number?.isFinite == true:
                spacing = value.number
            default:
                let parameters = type == "ZStackLayout" ? "(alignment:)" : "(alignment:spacing:)"
                error("\(type) takes \(parameters), not '\(argument.label ?? "_"): \(argument.value.debugDescription)'", at: location)
                return nil
            }
        }
        switch type {
        case "HStackLayout":
            guard let alignment = VerticalAlignment(rawValue: alignmentName ?? "center") else {
                error("an HStackLayout aligns its views vertically: use top, center, bottom, firstTextBaseline or lastTextBaseline", at: location)
                return nil
            }
            return HStack(alignment: alignment, spacing: spacing)
        case "VStackLayout":
            guard let alignment = HorizontalAlignment(rawValue: alignmentName ?? "center") else {
                error("a VStackLayout aligns its views horizontally: use leading, center or trailing", at: location)
                return nil
            }
            return VStack(alignment: alignment, spacing: spacing)
        default:
            guard let alignment = Alignment.named[alignmentName ?? "center"] else {
                error("unknown alignment '\(alignmentName ?? "")'\(Suggestions.didYouMean(alignmentName ?? "", in: Alignment.named.keys))", at: location)
                return nil
            }
            return ZStack(alignment: alignment)
        }
    }

    /// A `Layout` the source declares, with its stored properties as the call set them (and
    /// `--set` overrides them).
    private func declaredLayout(_ instance: Instance, subviews: [ViewNode], _ call: CallSyntax, _ context: CompileContext) -> (any ViewLayout)? {
        guard let definition = instance.type.definition, let evaluation = context.scope.context else { return nil }
        let origin = context.program.swiftFile.map { ExpressionOrigin.file($0) } ?? swiftOrigin(call, context)
        let methods: InterpretedLayout.Methods
        switch InterpretedLayout.Methods.of(definition) {
        case .success(let found): methods = found
        case .failure(let problem):
            error(problem.message, at: origin.location(of: definition.offset))
            return nil
        }
        for (method, message) in InterpretedLayout.Methods.unread(definition) {
            warning(message, at: origin.location(of: method.offset), context)
        }
        var instance = instance
        for property in definition.storedProperties {
            if let override = context.program.overrides[property.name] {
                instance[property.name] = override.converted(to: property.type)
            }
        }
        let rule = InterpretedLayout(
            name: instance.type.name, source: call.location, instance: .instance(instance), methods: methods, evaluation: evaluation,
            origin: origin, subviewSources: subviews.map(\.source))
        return CustomLayout(rule: rule)
    }
}

/// A `Layout` the source declares, run by the interpreter: each of the engine's calls runs the
/// method of the same name with `self` the layout value, `subviews` the engine's subviews (see
/// LayoutProxies.swift) and `cache` the value the last call left.
struct InterpretedLayout: CustomLayoutRule {
    /// The methods of a declared `Layout`, found by their argument labels as Swift finds them.
    struct Methods: Sendable {
        var sizeThatFits: FunctionDefinition
        var placeSubviews: FunctionDefinition
        var makeCache: FunctionDefinition?
        var horizontalAlignment: FunctionDefinition?
        var verticalAlignment: FunctionDefinition?

        struct Problem: Error {
            var message: String
        }

        static func of(_ definition: TypeDefinition) -> Result<Methods, Problem> {
            func method(_ name: String, _ labels: [String?], guide: String? = nil) -> FunctionDefinition? {
                definition.methods.first { method in
                    method.name == name && !method.isStatic && method.parameters.map(\.label) == labels
                        && (guide == nil || method.parameters.first?.type?.text == guide)
                }
            }
            let size = method("sizeThatFits", ["proposal", "subviews", "cache"])
            let place = method("placeSubviews", ["in", "proposal", "subviews", "cache"])
            guard let size, let place else {
                let missing = size == nil ? "func sizeThatFits(proposal:subviews:cache:) -> CGSize" : "func placeSubviews(in:proposal:subviews:cache:)"
                return .failure(Problem(message: "type '\(definition.name)' does not conform to protocol 'Layout': it needs \(missing)"))
            }
            return .success(
                Methods(
                    sizeThatFits: size, placeSubviews: place, makeCache: method("makeCache", ["subviews"]),
                    horizontalAlignment: method("explicitAlignment", ["of", "in", "proposal", "subviews", "cache"], guide: "HorizontalAlignment"),
                    verticalAlignment: method("explicitAlignment", ["of", "in", "proposal", "subviews", "cache"], guide: "VerticalAlignment")))
        }

        /// The members of `Layout` a declaration may have that layoutdraw does not read, each
        /// with what it means for the picture.
        static func unread(_ definition: TypeDefinition) -> [(FunctionDefinition, String)] {
            var found: [(FunctionDefinition, String)] = []
            for method in definition.methods where method.name == "spacing" && method.parameters.map(\.label) == ["subviews", "cache"] {
                found.append(
                    (method, "layoutdraw does not read spacing(subviews:cache:) yet: \(definition.name) is spaced from its neighbours as an ordinary view (8 points)"))
            }
            for property in definition.computedProperties where property.name == "layoutProperties" && property.isStatic {
                found.append(
                    (property, "layoutdraw does not read layoutProperties yet: a Spacer in \(definition.name) does not know the layout's orientation"))
            }
            return found
        }
    }

    /// What one container's calls share: the value the layout's code keeps as its cache.
    struct Cache: Sendable {
        var value: Value
        let session: LayoutSession
    }

    let name: String
    let source: SourceLocation?
    let instance: Value
    let methods: Methods
    let evaluation: EvaluationContext
    /// Where the offsets of the layout's code point (the source file).
    let origin: ExpressionOrigin
    /// Where each subview is written, for the warning about one that is not placed.
    let subviewSources: [SourceLocation?]

    func makeCache(subviews: LayoutSubviews) throws(Diagnostic) -> any Sendable {
        var cache = Cache(value: .tuple([]), session: LayoutSession(subviews: subviews, name: name, origin: origin))
        if let makeCache = methods.makeCache {
            cache.value = try call(makeCache, [LabeledValue(label: "subviews", cache.session.subviewsValue)], &cache)
        }
        return cache
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout any Sendable) throws(Diagnostic) -> Size {
        var state = try Self.cache(cache)
        let result = try call(methods.sizeThatFits, arguments(proposal: proposal, state), &state)
        cache = state
        guard let size = result.sizeValue else {
            throw problem("\(name).sizeThatFits returns a CGSize, not a value of type \(result.typeName)", at: methods.sizeThatFits)
        }
        guard !size.width.isNaN, !size.height.isNaN, size.width >= 0, size.height >= 0 else {
            throw problem(
                "\(name).sizeThatFits returned \(SwiftFormat.double(size.width)) × \(SwiftFormat.double(size.height)) for \(proposal): a size cannot be negative or NaN",
                at: methods.sizeThatFits)
        }
        return size
    }

    func placeSubviews(
        in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout any Sendable
    ) throws(Diagnostic) -> [Diagnostic] {
        var state = try Self.cache(cache)
        state.session.beginPlacing()
        let placement: (placed: Set<Int>, warnings: [Diagnostic])
        do throws(Diagnostic) {
            _ = try call(methods.placeSubviews, [LabeledValue(label: "in", .rect(bounds))] + arguments(proposal: proposal, state), &state)
            placement = state.session.endPlacing()
        } catch {
            _ = state.session.endPlacing()
            throw error
        }
        cache = state
        var warnings = placement.warnings
        let unplaced = subviews.indices.filter { !placement.placed.contains($0) }
        if let first = unplaced.first {
            let others = unplaced.count > 1 ? " (nor \(unplaced.count - 1) other\(unplaced.count == 2 ? "" : "s") of its \(subviews.count) subviews)" : ""
            warnings.append(
                .warning(
                    "\(name).placeSubviews does not place this view, its subview \(first)\(others): SwiftUI shows it at the centre of the layout, proposed the layout's proposal",
                    at: subviewSources.indices.contains(first) ? subviewSources[first] ?? source : source))
        }
        return warnings
    }

    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout any Sendable
    ) throws(Diagnostic) -> Double? {
        guard let method = methods.horizontalAlignment else { return nil }
        return try alignment(method, guide: Symbol(type: "HorizontalAlignment", path: [.init(guide.rawValue)]), bounds, proposal, &cache)
    }

    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout any Sendable
    ) throws(Diagnostic) -> Double? {
        guard let method = methods.verticalAlignment else { return nil }
        return try alignment(method, guide: Symbol(type: "VerticalAlignment", path: [.init(guide.rawValue)]), bounds, proposal, &cache)
    }

    private func alignment(
        _ method: FunctionDefinition, guide: Symbol, _ bounds: Rect, _ proposal: ProposedViewSize, _ cache: inout any Sendable
    ) throws(Diagnostic) -> Double? {
        var state = try Self.cache(cache)
        let arguments = [LabeledValue(label: "of", .symbol(guide)), LabeledValue(label: "in", .rect(bounds))] + arguments(proposal: proposal, state)
        let result = try call(method, arguments, &state)
        cache = state
        switch result {
        case .none: return nil
        case let value:
            guard let number = value.number, !number.isNaN else {
                throw problem("\(name).explicitAlignment returns a CGFloat or nil, not \(value.debugDescription)", at: method)
            }
            return number
        }
    }

    // MARK: Running the layout's code

    private func arguments(proposal: ProposedViewSize, _ state: Cache) -> [LabeledValue] {
        [
            LabeledValue(label: "proposal", .proposal(proposal)), LabeledValue(label: "subviews", state.session.subviewsValue),
            LabeledValue(label: "cache", state.value),
        ]
    }

    /// Runs `method`; keeps the value its `cache` parameter ends with.
    private func call(_ method: FunctionDefinition, _ arguments: [LabeledValue], _ cache: inout Cache) throws(Diagnostic) -> Value {
        do throws(ExpressionError) {
            let (result, parameters) = try Interpreter.callMethod(method, of: instance, arguments: arguments, context: evaluation, at: method.offset)
            if let name = method.parameters.first(where: { $0.label == "cache" })?.name, let final = parameters[name] {
                cache.value = final
            }
            return result
        } catch {
            throw Diagnostic.error(CompileSession.explained(error, EvaluationScope()), at: origin.location(of: error.offset))
        }
    }

    private func problem(_ message: String, at method: FunctionDefinition) -> Diagnostic {
        .error(message, at: origin.location(of: method.offset))
    }

    private static func cache(_ cache: any Sendable) throws(Diagnostic) -> Cache {
        guard let cache = cache as? Cache else {
            throw Diagnostic.error("internal error: a custom layout was given another layout's cache", at: nil)
        }
        return cache
    }
}
