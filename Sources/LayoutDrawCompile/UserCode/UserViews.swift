import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

/// Views the source declares: a `struct X: View` (its stored properties filled by the
/// memberwise initializer, then its `body`), a function or method returning views
/// (`self.contents(geometry: $0)`), a name holding a view (`content`), and the `View`
/// extensions and `ViewModifier`s a chain applies.
extension CompileSession {
    /// What a call of a declared view resolved to.
    enum Resolution {
        /// The name is not declared (the caller reports it).
        case notDeclared
        /// The declared view, compiled; nil after a reported problem.
        case compiled(Chain?)
    }

    /// The declared view `call` names, compiled.
    func userView(_ call: CallSyntax, _ context: CompileContext) -> Resolution {
        guard let evaluation = context.scope.context else { return .notDeclared }
        let name = call.name
        if var bound = context.scope.names[name] ?? selfMember(name, context) ?? globalValue(name, context) {
            // `image(thatFits: size)` beside `let image: ImageMessage`: a call names the method
            // of that name, as Swift tells a method from a property by the call.
            if !call.isBare, Self.isPlainValue(bound) || selfHasProperty(name, context), let method = selfMethod(name, context) { bound = method }
            // `layout { … }` with `private var layout: AnyLayout { … }`: the layout the computed
            // property gives, laying out the closure's views.
            if !call.isBare, case .function(let function) = bound, case .function(let definition) = function.body,
                definition.parameters.isEmpty, !definition.returnsViews, selfHasProperty(name, context),
                let value = try? Interpreter.call(function, arguments: [], scope: context.scope, at: 0), Self.isLayout(value)
            {
                bound = value
            }
            if Self.isLayout(bound) { return .compiled(namedLayout(bound, call, context)) }
            return .compiled(namedView(bound, call, context))
        }
        if Self.builtinLayoutNames.contains(name) && evaluation.types[name] == nil {
            return .compiled(layoutCall(call, context))
        }
        if let type = evaluation.types[name] {
            if type.definition?.isLayout == true { return .compiled(layoutCall(call, context)) }
            if let definition = type.definition, !definition.isView,
                definition.conformances.contains(where: { $0 == "Shape" || $0 == "InsettableShape" })
            {
                return .compiled(declaredShape(call, definition, context))
            }
            if let definition = type.definition, let framework = Self.representedFramework(definition) {
                return .compiled(representable(call, framework: framework, context))
            }
            // `URLImage(url, empty: …)` in a file that imports the URLImage package, beside the
            // project's `Message.Image.URLImage`: a nested type is not seen outside the type it
            // is nested in, so the name is the package's view, as Swift looks it up.
            if let definition = type.definition, !definition.isView, definition.enclosingType != nil,
                !isVisibleNestedType(definition, context),
                FrameworkOfName.isForeignType(name, imports: imports + selfFileImports(context), projectImports: projectImports)
            {
                return .compiled(Views.ForeignViewMapping.packageView(call, context, session: self))
            }
            guard let definition = type.definition, definition.isView else {
                // `struct DialogsList: ConnectedView`: a protocol of a module layoutdraw does not
                // read makes it a view, whose `body` that module's extension declares: drawn as
                // that module's view is, a placeholder labelled with its type.
                let foreign = type.definition?.conformances.first { !declaredProtocols.contains($0) && !TypeCheck.known.contains($0) }
                if let foreign, let definition = type.definition,
                    FrameworkOfName.isForeignType(foreign, imports: imports + definition.fileImports, projectImports: projectImports)
                {
                    return .compiled(Views.ForeignViewMapping.conformingView(definition, to: foreign, call.location, context, session: self))
                }
                let why = foreign.map { conformance in
                    let whose = FrameworkOfName.explanation(for: conformance, imports: imports, projectImports: projectImports, suggestion: "")
                    return "; it conforms to '\(conformance)', "
                        + (whose.isEmpty
                            ? "which the project does not declare (a protocol of a package layoutdraw does not read?)"
                            : whose.replacingOccurrences(of: "; it probably", with: "which probably"))
                } ?? ""
                error("'\(name)' is not a View; a view builder needs views\(why)", at: call.location)
                return .compiled(nil)
            }
            return .compiled(instantiate(type, definition, call, context))
        }
        if let definition = evaluation.functions[name] {
            let function = FunctionValue(name: name, body: .function(definition), captured: context.scope.declarationScope)
            return .compiled(callView(function, call, context))
        }
        // `compactIndicator(proxy: proxy)` in a preview provider's `previews`: a static method of
        // the type whose static code this is, called unqualified (Apple's Food Truck).
        if let type = context.scope.staticType, let definition = type.definition,
            let method = definition.methods.first(where: { $0.name == name && $0.isStatic && $0.returnsViews })
        {
            var captured = context.scope.declarationScope
            captured.staticType = type
            let function = FunctionValue(name: name, body: .function(method), captured: captured)
            return .compiled(callView(function, call, context))
        }
        return .notDeclared
    }

    /// The file's global variable `name` (`let accent = Color.blue` at the top level), if it
    /// declares one; nil after reporting a problem in its value.
    func globalValue(_ name: String, _ context: CompileContext) -> Value? {
        guard let file = context.program.swiftFile, context.scope.context?.hasGlobal(name) == true else { return nil }
        do throws(ExpressionError) {
            return try Expression.name(name, offset: 0).evaluate(in: context.scope)
        } catch {
            report(error, origin: .file(file), context)
            return nil
        }
    }

    /// A method or property of `self` named `name`, if `self` is an instance that has one, or
    /// a case of an enum the source declares (`icon` in `enum Tag { var label: some View {
    /// Label { … } icon: { icon } } }`).
    /// Whether `value` is a value a call cannot call (not a function, a view-builder closure
    /// an `init` kept, or a type).
    static func isPlainValue(_ value: Value) -> Bool {
        switch value {
        case .function, .type: return false
        case .host(let host): return !(host.object is ViewBuilderContent)
        default: return true
        }
    }

    /// Whether a nested type is seen, unqualified, where `context` compiles: inside a type it
    /// is nested in (or one nested in those), as Swift's lookup goes outwards from there.
    func isVisibleNestedType(_ nested: TypeDefinition, _ context: CompileContext) -> Bool {
        guard let evaluation = context.scope.context else { return true }
        var outers: Set<String> = [nested.name]
        var outer = nested.enclosingType
        while let name = outer, outers.insert(name).inserted { outer = evaluation.types[name]?.definition?.enclosingType }
        var current: String?
        switch context.scope.names["self"] {
        case .instance(let instance)?: current = instance.type.name
        case .symbol(let symbol)?: current = symbol.type
        default: current = context.scope.staticType?.name
        }
        guard var name = current else { return false }
        var seen: Set<String> = []
        while seen.insert(name).inserted {
            if outers.contains(name) { return true }
            guard let next = evaluation.types[name]?.definition?.enclosingType else { return false }
            name = next
        }
        return false
    }

    /// The modules the file declaring `self`'s type imports (another file's than the view's).
    func selfFileImports(_ context: CompileContext) -> [String] {
        guard case .instance(let instance)? = context.scope.names["self"] else { return [] }
        return instance.type.definition?.fileImports ?? []
    }

    /// Whether `self`'s type declares a property named `name`, stored or computed.
    func selfHasProperty(_ name: String, _ context: CompileContext) -> Bool {
        guard case .instance(let instance)? = context.scope.names["self"], let definition = instance.type.definition else { return false }
        return definition.computedProperty(name) != nil || definition.storedProperties.contains { $0.name == name }
    }

    /// The method of `self`'s type named `name`, bound to `self`.
    func selfMethod(_ name: String, _ context: CompileContext) -> Value? {
        guard case .instance(let instance)? = context.scope.names["self"], let definition = instance.type.definition,
            let method = definition.method(name)
        else { return nil }
        let selfScope = context.scope.declarationScope.binding("self", to: .instance(instance))
        return .function(FunctionValue(name: name, body: .function(method), captured: selfScope))
    }

    func selfMember(_ name: String, _ context: CompileContext) -> Value? {
        let definition: TypeDefinition
        switch context.scope.names["self"] {
        case .instance(let instance)?:
            guard let declared = instance.type.definition else { return nil }
            if let value = instance[name] { return value }
            definition = declared
        case .symbol(let symbol)?:
            guard let type = symbol.type, let declared = context.scope.context?.types[type]?.definition, declared.kind == .enum else { return nil }
            definition = declared
        default:
            return nil
        }
        let selfScope = context.scope.declarationScope.binding("self", to: context.scope.names["self"]!)
        if let method = definition.method(name) {
            return .function(FunctionValue(name: name, body: .function(method), captured: selfScope))
        }
        if let property = definition.computedProperty(name) {
            return .function(FunctionValue(name: name, body: .function(property), captured: selfScope))
        }
        return nil
    }

    /// Whether `expression` calls or names a function or computed property of the source's
    /// that returns views (`title` for `var title: Text { … }`, `label("a")`).
    func callsDeclaredView(_ expression: Expression, _ context: CompileContext) -> Bool {
        guard let view = ViewSyntax(expression: expression, origin: .scalar(start: SourceLocation(file: "", line: 0, column: 0), shift: nil)),
            let evaluation = context.scope.context
        else { return false }
        let name = view.base.name
        if let bound = context.scope.names[name] ?? selfMember(name, context) {
            guard case .function(let function) = bound, case .function(let definition) = function.body else { return false }
            return definition.returnsViews
        }
        return evaluation.functions[name]?.returnsViews ?? false
    }

    /// Where a chain's views start: at its base (`Text("a")`, `title`) — every chain but three —
    /// or at its first call, which is then not a modifier but part of the view it makes: a
    /// method of a value's declared type returning views, a static method an extension adds to
    /// one of SwiftUI's types, an optional value mapped to views (each below).
    enum ChainStart {
        case base
        /// The view the base and its first call make; nil after reporting a problem.
        case firstCall(Chain?)
    }

    /// Where `syntax`'s views start (see ``ChainStart``).
    func chainStart(_ syntax: ViewSyntax, _ context: CompileContext) -> ChainStart {
        if let (method, call) = valueMethodStartingChain(syntax, context) {
            return .firstCall(callView(method, call, context))
        }
        if let started = extensionStaticMethodStartingChain(syntax, context) { return started }
        if let started = optionalMapStartingChain(syntax, context) { return started }
        return .base
    }

    /// `donut.dough.image(thumbnail: true).resizable()`: a chain that starts at a value
    /// (`donut.dough` or `glaze`, a bare name or value path) whose first call is a method of the value's
    /// declared type returning views (`func image(thumbnail: Bool) -> Image` of the project's
    /// `Ingredient`), not one of SwiftUI's modifiers: that method, and the call that names it,
    /// which start the chain. Nil for any other chain (`item.color.frame(width: 40)`).
    func valueMethodStartingChain(_ syntax: ViewSyntax, _ context: CompileContext) -> (FunctionValue, CallSyntax)? {
        guard syntax.base.isBare, let base = syntax.base.expression, Self.readsWithoutCalls(base.expression), let first = syntax.modifiers.first,
            MappingTable.modifiers[first.name] == nil, context.scope.context != nil,
            let value = try? base.expression.evaluate(in: context.scope)
        else { return nil }
        switch value {
        case .instance, .symbol: break
        default: return nil
        }
        guard case .function(let method)? = try? Expression.memberOfValue(first.name, of: value, scope: context.scope, at: 0),
            case .function(let definition) = method.body, definition.returnsViews
        else { return nil }
        return (method, first)
    }

    /// Whether an expression only reads names and members (`donut.dough`, `self.title`), so
    /// that reading it to decide how a chain starts calls nothing — no random number is drawn
    /// twice when the chain is then read as usual.
    static func readsWithoutCalls(_ expression: Expression) -> Bool {
        switch expression {
        case .name: true
        case .member(let base, _, _): readsWithoutCalls(base)
        default: false
        }
    }

    /// `Image.flavorSymbol(.salty)` with `extension Image { static func flavorSymbol(_:) ->
    /// Image }` (Apple's Food Truck): a static method an extension adds to one of SwiftUI's
    /// types, whose value is the view — not `Image` with a modifier `flavorSymbol`. Nil for any
    /// other chain.
    func extensionStaticMethodStartingChain(_ syntax: ViewSyntax, _ context: CompileContext) -> ChainStart? {
        guard syntax.base.isBare, let base = syntax.base.expression, case .name(let type, _) = base.expression,
            let first = syntax.modifiers.first, let expression = first.expression,
            let extended = context.scope.context?.extensions[type]?.definition,
            extended.methods.contains(where: { $0.name == first.name && $0.isStatic })
        else { return nil }
        guard let value = evaluate(expression, context) else { return .firstCall(nil) }
        return .firstCall(viewMadeByExtensionInitializer(value, first, context))
    }

    /// `country.flag.map { url in ImageView(url: url) }`: an optional value mapped to views,
    /// which is an optional view (`Optional<V>` is a `View`): an empty view (which its modifiers
    /// still wrap, as SwiftUI's) when the value is nil,
    /// else the closure's views with its parameter bound to the value. Nil for any other chain,
    /// among them an array's `map` and the `map` a value's own declared type has.
    func optionalMapStartingChain(_ syntax: ViewSyntax, _ context: CompileContext) -> ChainStart? {
        guard syntax.base.isBare, let base = syntax.base.expression, Self.readsWithoutCalls(base.expression), let first = syntax.modifiers.first,
            first.name == "map",
            first.arguments.count == 1, first.arguments[0].label == nil, case .closure(let closure) = first.arguments[0].value,
            context.scope.context != nil, let value = try? base.expression.evaluate(in: context.scope)
        else { return nil }
        let parameters = closure.closure.parameters ?? ["$0"]
        guard parameters.count == 1 else { return nil }
        switch value {
        case .array, .function: return nil
        case .none: return .firstCall(Chain([ViewNode(EmptyView(), source: first.location)], shape: .notShape("an optional view is not a shape")))
        case .instance, .symbol:
            if (try? Expression.memberOfValue("map", of: value, scope: context.scope, at: 0)) != nil { return nil }
        default: break
        }
        guard var inner = enter(first, context) else { return .firstCall(nil) }
        if parameters[0] != "_" { inner.scope.bind(parameters[0], to: value) }
        return .firstCall(Chain(builder(closure.closure.body, origin: closure.origin, inner), shape: .notShape("an optional view is not a shape")))
    }

    /// A name bound to a view (a kept view, a view-builder closure, a view-returning method).
    func namedView(_ value: Value, _ call: CallSyntax, _ context: CompileContext) -> Chain? {
        switch value {
        case .symbol(let symbol) where symbol.type == ViewReferences.typeName:
            guard call.isBare || call.arguments.isEmpty, let entry = context.views.entry(symbol) else {
                error("'\(call.name)' is a view, not a function", at: call.location)
                return nil
            }
            switch entry {
            case .nodes(let nodes):
                return Chain(nodes, shape: .notShape("'\(call.name)' is not a shape"))
            case .syntax(let syntax, var stored):
                stored.depth = context.depth
                stored.isTrialRun = context.isTrialRun
                stored.checksReaders = context.checksReaders
                // `let iconShape = RoundedRectangle(cornerRadius: 4)` … `iconShape.strokeBorder(…)`:
                // a view kept as one call without modifiers is that call, a shape when it names one.
                if case .expression(let expression) = syntax,
                    let kept = ViewSyntax(expression: expression.expression, origin: expression.origin), kept.modifiers.isEmpty
                {
                    return chain(kept.base, stored)
                }
                return Chain(views(syntax, stored), shape: .notShape("'\(call.name)' is not a shape"))
            }
        case .function(let function):
            return callView(function, call, context)
        case .host(let host) where host.object is ViewBuilderContent:
            // `content()` or `content` for a view-builder closure an `init` kept.
            guard let content = host.object as? ViewBuilderContent else { return nil }
            return namedView(content.token, call, context)
        case .symbol(let symbol) where call.isBare && color(value) == nil && symbol.type.map({ MappingTable.views[$0] != nil }) == true:
            // `var image = Image(systemName: "star")` … `image`: a view a property holds,
            // made again from its value.
            return storedView(symbol, call, context)
        case .instance(let instance) where call.isBare && instance.type.definition?.computedProperty("body") != nil:
            // `rows[i]` of `let rows = items.map(Row.init)`: a view the source declares, made
            // earlier and kept as a value — its body, with `self` that value.
            return keptInstance(instance, call, context)
        case .symbol where color(value) != nil && call.isBare:
            // `let tint = Color.red` … `tint.frame(…)`: a colour is a view (Color) in a view
            // builder, as in SwiftUI — SwiftUI's colour of that name (`.orange` is #FF9500),
            // not UIKit's, whatever type the name was declared with.
            guard let style = color(value) else { return nil }
            return Chain([ViewNode(Color(style), source: call.location)], shape: .notShape("'\(call.name)' is not a shape"))
        default:
            let written = call.expression.map { $0.expression.sourceText } ?? call.name
            error("'\(written)' is a value of type \(value.typeName), not a view", at: call.location)
            return nil
        }
    }

    /// `Image(.forward)`, `Color(hex: 0x3366FF)` with an `init` an extension of the type
    /// declares: the view the value it makes describes (a colour is a `Color`).
    func viewMadeByExtensionInitializer(_ value: Value, _ call: CallSyntax, _ context: CompileContext) -> Chain? {
        if let style = color(value) {
            return Chain([ViewNode(Color(style), source: call.location)], shape: .notShape("'Color' is not a shape"))
        }
        guard case .symbol(let symbol) = value, symbol.type.map({ MappingTable.views[$0] != nil }) == true else {
            let written = call.expression.map { $0.expression.sourceText } ?? call.name
            error("'\(written)' is a value of type \(value.typeName), not a view", at: call.location)
            return nil
        }
        return storedView(symbol, call, context)
    }

    /// The view a value of one of SwiftUI's view types describes (`Image(systemName: "star")
    /// .resizable()` held in a property): its calls compiled again where `call` uses it, each
    /// argument the value it had.
    private func storedView(_ symbol: Symbol, _ call: CallSyntax, _ context: CompileContext) -> Chain? {
        // Only a view made by a call of its type and calls of modifiers (`Image(systemName: …)
        // .resizable()`): any other value of a view type (`Text("a").x`) would be read again
        // as itself.
        guard let type = symbol.type, let origin = call.expression?.origin, symbol.path.first?.name == "init",
            symbol.path.allSatisfy({ $0.arguments != nil })
        else {
            let written = call.expression.map { $0.expression.sourceText } ?? call.name
            error("'\(written)' is a value of type \(symbol.type ?? "?"), not a view", at: call.location)
            return nil
        }
        guard var context = enter(call, context) else { return nil }
        let at = call.expression?.expression.offset ?? 0
        var expression = Expression.name(type, offset: at)
        var count = 0
        for (index, member) in symbol.path.enumerated() {
            if !(index == 0 && member.name == "init") { expression = .member(expression, member.name, offset: at) }
            guard let arguments = member.arguments else { continue }
            var quoted: [Expression.Argument] = []
            for argument in arguments {
                let name = "$stored\(count)"
                count += 1
                context.scope.bind(name, to: argument.value)
                // A closure without parameters (`self.init(action: action) { Label(…) }` in an
                // extension's init): a closure that calls it, so a label or content builder
                // reads the views it makes.
                if case .function(let function) = argument.value, case .closure(let closure) = function.body, closure.parameters?.isEmpty ?? true {
                    let call = Expression.call(.name(name, offset: at), [], offset: at)
                    quoted.append(Expression.Argument(label: argument.label, .closure(Closure(parameters: nil, body: [.expression(call)]), offset: at)))
                    continue
                }
                quoted.append(Expression.Argument(label: argument.label, .name(name, offset: at)))
            }
            expression = .call(expression, quoted, offset: at)
        }
        guard let view = ViewSyntax(expression: expression, origin: origin, valuePaths: true), var built = chain(view.base, context) else {
            return nil
        }
        for modifier in view.modifiers { applyModifier(modifier, to: &built, context) }
        return built
    }

    /// Calls a function whose body is a view builder, with the call's arguments.
    func callView(_ function: FunctionValue, _ call: CallSyntax, _ context: CompileContext) -> Chain? {
        guard let inner = enter(call, context) else { return nil }
        var scope = function.captured
        scope.context = scope.context ?? context.scope.context
        let origin = swiftOrigin(call, context)
        switch function.body {
        case .closure(let closure):
            // `row(item)` for a `@ViewBuilder let row: (Item) -> Row`: the closure's parameters
            // take the call's arguments.
            let parameters = closure.parameters ?? (0..<call.arguments.count).map { "$\($0)" }
            let arguments = call.isBare ? [] : call.arguments
            guard arguments.count == parameters.count || (arguments.isEmpty && parameters == ["_"]) else {
                error("this closure takes \(parameters.count) argument\(parameters.count == 1 ? "" : "s"), not \(arguments.count)", at: call.location)
                return nil
            }
            if !arguments.isEmpty {
                guard let values = evaluateArguments(call, context) else { return nil }
                for (name, value) in zip(parameters, values) where name != "_" { scope.bind(name, to: value.value) }
            }
            var closureContext = inner
            closureContext.scope = scope
            return Chain(builder(closure.body, origin: origin, closureContext), shape: .notShape("'\(call.name)' is not a shape"))
        case .function(let definition):
            guard definition.returnsViews || definition.parameters.isEmpty && function.name == "body" else {
                error("'\(call.name)' returns a value, not a view", at: call.location)
                return nil
            }
            guard let arguments = evaluateArguments(call, context) else { return nil }
            do throws(ExpressionError) {
                try Interpreter.bindParameters(definition, arguments, into: &scope, at: 0)
            } catch {
                self.error(error.message, at: call.location)
                return nil
            }
            var bodyContext = inner
            bodyContext.scope = scope
            var body = definition.body
            if let type = definition.returnType?.text, type == "Text" || type == "Image" {
                body = body.map { $0.qualifyingImplicitMember(with: type) }
            }
            return Chain(builder(body, origin: origin, bodyContext), shape: .notShape("'\(call.name)' is not a shape"))
        }
    }

    /// `UserView(title: "A")`: its `init` (one written in the struct, chosen by the call's
    /// labels, else the memberwise initializer; closures kept as functions, views as kept
    /// views), `--set` overrides, then `body`.
    private func instantiate(_ type: TypeValue, _ definition: TypeDefinition, _ call: CallSyntax, _ context: CompileContext) -> Chain? {
        guard let inner = enter(call, context), let evaluated = evaluateArguments(call, context) else { return nil }
        guard let body = definition.computedProperty("body") else {
            error("'\(type.name)' has no 'body'", at: call.location)
            return nil
        }
        let arguments = viewBuilderArguments(evaluated, call, definition, context)
        if !checkViewBuilderProperties(definition, evaluated, call) { return nil }
        let origin = swiftOrigin(call, context)
        let offset = call.expression?.expression.offset ?? 0
        var instance: Instance
        do throws(ExpressionError) {
            let made = try Expression.initialize(type, arguments, scope: context.scope, at: offset)
            guard case .instance(let value) = made else {
                error("the initializer of '\(type.name)' returned nil: there is no view to draw", at: call.location)
                return nil
            }
            instance = value
        } catch {
            if error.offset == offset || call.expression == nil {
                self.error(Self.explained(error, context.scope), at: call.location)
            } else {
                report(error, origin: origin, context)
            }
            return nil
        }
        for property in definition.storedProperties {
            if let override = context.program.overrides[property.name] {
                instance[property.name] = property.type?.isFloatingPoint == true ? override.promotedToDouble : override
            }
        }
        return self.body(of: instance, body, origin: origin, inner: inner, context)
    }

    /// A declared view's value (made by its initializer in an expression, not in the view
    /// builder) drawn where the builder names it: its body.
    private func keptInstance(_ instance: Instance, _ call: CallSyntax, _ context: CompileContext) -> Chain? {
        guard let inner = enter(call, context), let body = instance.type.definition?.computedProperty("body") else { return nil }
        return self.body(of: instance, body, origin: swiftOrigin(call, context), inner: inner, context)
    }

    /// The views `body` builds with `self` the instance (`inner`: the context entered for the call).
    private func body(
        of instance: Instance, _ body: FunctionDefinition, origin: ExpressionOrigin, inner: CompileContext, _ context: CompileContext
    ) -> Chain {
        var bodyContext = inner
        bodyContext.scope = context.scope.declarationScope.binding("self", to: .instance(instance))
        return Chain(builder(body.body, origin: origin, bodyContext), shape: .notShape("'\(instance.type.name)' is not a shape"))
    }

    /// `Card(content: 3)` for `@ViewBuilder let content: Content`: a property that holds views
    /// is given a value that is none (a number, a string, an array…), reported at the argument,
    /// as Swift reports that `Int` does not conform to `View`. False when one is.
    private func checkViewBuilderProperties(_ definition: TypeDefinition, _ values: [LabeledValue], _ call: CallSyntax) -> Bool {
        guard definition.hasMemberwiseInitializer else { return true }
        var valid = true
        for property in definition.storedProperties where property.isViewBuilder {
            guard let index = call.arguments.firstIndex(where: { $0.label == property.name }), index < values.count else { continue }
            let value = values[index].value
            switch value {
            case .int, .double, .string, .bool, .array, .tuple, .size, .point, .rect, .none:
                error(
                    "'\(property.name)' holds views (a view, or a closure of views), not a value of type \(value.typeName)",
                    at: location(call.arguments[index].value))
                valid = false
            default:
                continue
            }
        }
        return valid
    }

    /// The arguments with each closure an `init` takes as `@ViewBuilder content: () -> Content`
    /// kept as views: calling it in the `init` (`self.content = content()`) gives its views, as
    /// SwiftUI's result builder does.
    private func viewBuilderArguments(_ arguments: [LabeledValue], _ call: CallSyntax, _ definition: TypeDefinition, _ context: CompileContext) -> [LabeledValue] {
        let builders = definition.allInitializers.flatMap(\.parameters).filter(\.isViewBuilder)
        guard !builders.isEmpty else { return arguments }
        var result = arguments
        for (index, argument) in call.arguments.enumerated() where index < result.count {
            guard case .closure(let closure) = argument.value, (closure.closure.parameters ?? []).isEmpty,
                builders.contains(where: { $0.label == argument.label || argument.label == nil })
            else { continue }
            let token = context.views.keep(argument.value, context)
            result[index] = LabeledValue(label: argument.label, .host(HostValue(ViewBuilderContent(token: token))))
        }
        return result
    }

    /// The context inside a declared view or function, or nil (reported) when they nest too deep.
    private func enter(_ call: CallSyntax, _ context: CompileContext) -> CompileContext? {
        var inner = context
        inner.callDepth += 1
        let limit = context.scope.context?.maximumCallDepth ?? 64
        guard inner.callDepth <= limit else {
            error("custom views and view functions nest more than \(limit) deep here (a view that contains itself?)", at: call.location)
            return nil
        }
        return inner
    }

    /// The call's arguments as values: closures become functions, views are kept for later.
    func evaluateArguments(_ call: CallSyntax, _ context: CompileContext) -> [LabeledValue]? {
        var values: [LabeledValue] = []
        for argument in call.arguments {
            switch argument.value {
            case .closure(let closure):
                values.append(LabeledValue(label: argument.label, .function(FunctionValue(name: "closure", body: .closure(closure.closure), captured: context.scope))))
            case .expression(let syntax):
                if isView(syntax.expression, context) {
                    values.append(LabeledValue(label: argument.label, context.views.keep(argument.value, context)))
                    continue
                }
                do throws(ExpressionError) {
                    values.append(LabeledValue(label: argument.label, try syntax.expression.evaluate(in: context.scope)))
                } catch {
                    report(error, origin: syntax.origin, context)
                    return nil
                }
            default:
                values.append(LabeledValue(label: argument.label, context.views.keep(argument.value, context)))
            }
        }
        return values
    }

    /// Where the offsets of a Swift call's statements point.
    func swiftOrigin(_ call: CallSyntax, _ context: CompileContext) -> ExpressionOrigin {
        call.expression?.origin ?? context.program.swiftFile.map { .file($0) } ?? .scalar(start: call.location, shift: nil)
    }

    // MARK: Modifiers

    /// A modifier the source declares: a function of `extension View`, applied with the chain
    /// as `self`. False when `call` names none.
    func applyUserModifier(_ call: CallSyntax, to chain: inout Chain, _ context: CompileContext) -> Bool {
        guard let definition = context.program.viewExtensions.first(where: { $0.name == call.name }) else { return false }
        guard let inner = enter(call, context), let arguments = evaluateArguments(call, context) else {
            chain.nodes = []
            return true
        }
        var scope = context.scope.declarationScope
        scope.bind("self", to: context.views.keep(chain.nodes))
        do throws(ExpressionError) {
            try Interpreter.bindParameters(definition, arguments, into: &scope, at: 0)
        } catch {
            self.error(error.message, at: call.location)
            chain.nodes = []
            return true
        }
        var bodyContext = inner
        bodyContext.scope = scope
        chain.nodes = builder(definition.body, origin: swiftOrigin(call, context), bodyContext)
        chain.shape = .notShape("here it follows '\(call.name)'")
        return true
    }

    /// `.modifier(M())` for a declared `ViewModifier`: its `body(content:)` with the chain as
    /// `content`.
    func applyViewModifier(_ instance: Instance, _ call: CallSyntax, to chain: inout Chain, _ context: CompileContext) {
        // An `EnvironmentalModifier`: the modifier its `resolve(in:)` gives for the environment
        // the picture is drawn in (`EnvironmentValues()`), applied in its place.
        if let definition = instance.type.definition, definition.method("body") == nil, let resolve = definition.method("resolve"),
            resolve.parameters.count == 1, resolve.parameters[0].label == "in"
        {
            let function = FunctionValue(name: "resolve", body: .function(resolve), captured: context.scope.declarationScope.binding("self", to: .instance(instance)))
            do throws(ExpressionError) {
                let environment = try Expression.call(.name("EnvironmentValues", offset: 0), [], offset: 0).evaluate(in: context.scope)
                // (Resolved once: a modifier whose `resolve` gives another environmental one is
                // not read further.)
                guard case .instance(let resolved) = try Interpreter.call(function, arguments: [LabeledValue(label: "in", environment)], scope: context.scope, at: 0),
                    resolved.type.definition?.method("body") != nil
                else {
                    error("'\(instance.type.name).resolve(in:)' gives no ViewModifier of the source's", at: call.location)
                    return
                }
                applyViewModifier(resolved, call, to: &chain, context)
            } catch {
                self.error(error.message, at: call.location)
            }
            return
        }
        guard let definition = instance.type.definition, let body = definition.method("body") else {
            error("'\(instance.type.name)' is not a ViewModifier: it has no 'body(content:)'", at: call.location)
            return
        }
        guard let inner = enter(call, context) else { return }
        var scope = context.scope.declarationScope.binding("self", to: .instance(instance))
        let content = context.views.keep(chain.nodes)
        for parameter in body.parameters { scope.bind(parameter.name, to: content) }
        var bodyContext = inner
        bodyContext.scope = scope
        chain.nodes = builder(body.body, origin: swiftOrigin(call, context), bodyContext)
        chain.shape = .notShape("here it follows 'modifier'")
    }

    /// The declared views, for suggestions.
    func userViewNames(_ context: CompileContext) -> [String] {
        guard let evaluation = context.scope.context else { return [] }
        return evaluation.types.values.filter { $0.definition?.isView == true }.map(\.name)
    }

    /// The declared modifiers, for suggestions.
    func userModifierNames(_ context: CompileContext) -> [String] {
        context.program.viewExtensions.map(\.name)
    }
}

/// A view-builder closure an `init` took (`init(@ViewBuilder content: () -> Content)`): calling
/// it (`content()`) gives its views, kept under `token` until a view builder reads them.
struct ViewBuilderContent: HostObject, Hashable {
    /// The kept views (a `ViewReferences` token).
    let token: Value

    var typeName: String { "() -> some View" }
    var isCallable: Bool { true }

    func call(_ arguments: [LabeledValue], at offset: Int) throws(ExpressionError) -> Value? {
        guard arguments.isEmpty else { throw ExpressionError("a view-builder closure takes no arguments here", at: offset) }
        return token
    }

    func isEqual(to other: any HostObject) -> Bool { (other as? ViewBuilderContent) == self }
}

extension Statement {
    /// `var image: Image { .init(name, bundle: .module) }`: a view a function returns, written
    /// as an implicit member of its declared type, is that type's (`Image(name, bundle:
    /// .module)`), as Swift infers it from the return type.
    func qualifyingImplicitMember(with type: String) -> Statement {
        switch self {
        case .expression(let e): .expression(e.qualifyingImplicitRoot(with: type))
        case .return(let e?, let offset): .return(e.qualifyingImplicitRoot(with: type), offset: offset)
        default: self
        }
    }
}

extension Expression {
    /// The expression with its innermost base, when an implicit member, written on `type`.
    func qualifyingImplicitRoot(with type: String) -> Expression {
        switch self {
        case .implicitMember(let name, let offset):
            return .member(.name(type, offset: offset), name, offset: offset)
        case .call(.implicitMember("init", let offset), let arguments, let callOffset):
            return .call(.name(type, offset: offset), arguments, offset: callOffset)
        case .call(let callee, let arguments, let offset):
            return .call(callee.qualifyingImplicitRoot(with: type), arguments, offset: offset)
        case .member(let base, let name, let offset):
            return .member(base.qualifyingImplicitRoot(with: type), name, offset: offset)
        default:
            return self
        }
    }
}
