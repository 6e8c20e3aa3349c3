import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

// `ForEach` and `GeometryReader`: the views whose content is a function (of an element, of a
// proxy). YAML names the function's parameters `index`/`item` and `proxy` (or `{proxy: g}`);
// Swift names them in the closure (`ForEach(0..<12) { i in … }`, `GeometryReader { g in … }`).

extension Views {
    // MARK: ForEach

    /// `{count: N, content}`, `{range: [a, b], content}`, `{items: […], content}` (YAML), or
    /// `ForEach(data, id: \.self) { element in … }` (Swift: data is a range or an array).
    static func forEach(_ input: ViewInput) -> Chain? {
        let d = input.session
        let context = input.context
        guard let value = input.value else {
            d.error("'ForEach' needs {count: N, content: …}, {range: [a, b], content: …} or {items: […], content: …}", at: input.location)
            return nil
        }
        guard let fields = d.parameters(value, of: "ForEach", allowed: ["count", "range", "items", "data", "id", "content"], keyLocation: input.location)
        else { return nil }
        let sources = ["count", "range", "items", "data"].compactMap { fields[$0] }
        guard sources.count == 1, let source = sources.first else {
            if sources.isEmpty {
                d.error("'ForEach' needs one of 'count', 'range' or 'items'", at: d.location(value))
            } else {
                d.error("'ForEach' takes only one of 'count', 'range' or 'items'", at: sources[1].key)
            }
            return nil
        }
        guard let content = fields["content"] else {
            d.error("'ForEach' needs 'content': the view or views made for each element", at: d.location(value))
            return nil
        }
        // (index, item) pairs. For count and range both names are the element, as the
        // closure parameter of `ForEach(0..<n) { i in … }` is; for items `index` is the position.
        var elements: [(Int, Value)] = []
        let sourceKey = source.key
        switch source.name {
        case "count":
            guard let count = d.integer(source.value, for: "count", keyLocation: sourceKey, context) else { return nil }
            guard count >= 0 else {
                d.valueError("'count' must not be negative, found \(count)", at: d.location(source.value), context)
                return nil
            }
            guard count <= maximumForEachCount else {
                d.valueError("'ForEach' makes at most \(maximumForEachCount) views, not \(count)", at: d.location(source.value), context)
                return nil
            }
            elements = (0..<count).map { ($0, .int($0)) }
        case "range":
            guard let bounds = d.items(source.value, context), bounds.count == 2 else {
                d.error("expected [first, last] for 'range', found \(source.value.kindDescription)", at: d.location(source.value))
                return nil
            }
            guard let lower = d.integer(bounds[0], for: "range", keyLocation: sourceKey, context),
                let upper = d.integer(bounds[1], for: "range", keyLocation: sourceKey, context)
            else { return nil }
            guard lower <= upper else {
                d.valueError("'range' [\(lower), \(upper)] is empty: the first bound is above the last", at: d.location(source.value), context)
                return nil
            }
            guard upper - lower < maximumForEachCount else {
                d.valueError("'ForEach' makes at most \(maximumForEachCount) views, not \(upper - lower + 1)", at: d.location(source.value), context)
                return nil
            }
            elements = (lower...upper).map { ($0, .int($0)) }
        case "items":
            guard let items = d.items(source.value, context) else {
                d.error("expected a list for 'items', found \(source.value.kindDescription)", at: d.location(source.value))
                return nil
            }
            for (position, item) in items.enumerated() {
                guard case .expression(let syntax) = item, let value = d.evaluate(syntax, context) else { return nil }
                switch value {
                case .int, .double, .string, .bool: elements.append((position, value))
                default:
                    d.error("an item must be a string or a number, not \(item.kindDescription)", at: d.location(item))
                    return nil
                }
            }
        default:
            guard let items = d.sequence(source.value, for: "ForEach", context) else { return nil }
            guard items.count <= maximumForEachCount else {
                d.valueError("'ForEach' makes at most \(maximumForEachCount) views, not \(items.count)", at: d.location(source.value), context)
                return nil
            }
            elements = items.enumerated().map { ($0, $1) }
        }
        var nodes: [ViewNode] = []
        if case .closure(let closure) = content.value, let parameters = closure.closure.parameters, parameters.count == 2, source.name != "data" {
            // `{ index, item in … }` with `count:`, `range:` or `items:` (the scene format's forms):
            // the element's position and the element (for a count or a range, both the number).
            for (index, item) in elements where !context.budget.isExhausted {
                var inner = context
                if parameters[0] != "_" { inner.scope.bind(parameters[0], to: .int(index)) }
                if parameters[1] != "_" { inner.scope.bind(parameters[1], to: item) }
                inner.inForEach = true
                nodes += d.builder(closure.closure.body, origin: closure.origin, inner)
            }
        } else if case .closure(let closure) = content.value {
            // `{ element in … }`, `{ _ in … }` or `{ … $0 … }`.
            // `{ key, value in … }` takes a pair apart (a dictionary's elements), as Swift does.
            let parameters = closure.closure.parameters
            if let parameters, parameters.count > 1,
                !elements.allSatisfy({ if case .tuple(let parts) = $0.1 { parts.count == parameters.count } else { false } })
            {
                d.error("a ForEach closure takes one parameter, the element; found \(parameters.count)", at: closure.location)
                return nil
            }
            for (_, item) in elements where !context.budget.isExhausted {
                var inner = context
                if let parameters, parameters.count > 1, case .tuple(let parts) = item {
                    for (name, part) in zip(parameters, parts) where name != "_" { inner.scope.bind(name, to: part.value) }
                } else {
                    let name = parameters?.first ?? "$0"
                    if name != "_" { inner.scope.bind(name, to: item) }
                }
                inner.inForEach = true
                let made = d.builder(closure.closure.body, origin: closure.origin, inner)
                nodes += context.collectsTags ? d.implicitlyTagged(made, item, id: fields["id"], context) : made
            }
        } else {
            for (index, item) in elements where !context.budget.isExhausted {
                var inner = context
                inner.scope = context.scope.binding("index", to: .int(index)).binding("item", to: item)
                inner.inForEach = true
                nodes += d.views(content.value, inner)
            }
        }
        return Chain(nodes, shape: .notShape("'ForEach' is not a shape"))
    }

    // MARK: GeometryReader

    /// `GeometryReader: [views]`, `{proxy: NAME, content}` (YAML), or
    /// `GeometryReader { proxy in … }` (Swift). The content is compiled when the reader is
    /// placed, with the proxy layout computes.
    static func geometryReader(_ input: ViewInput) -> Chain? {
        let d = input.session
        var proxyName = "proxy"
        let content: ReaderContent
        if let value = input.value, case .closure(let closure) = value {
            guard let parameters = closure.closure.parameters ?? Optional(["$0"]), parameters.count <= 1 else {
                d.error("a GeometryReader closure takes one parameter, the proxy", at: closure.location)
                return nil
            }
            proxyName = parameters.first ?? "_"
            content = .builder(closure)
        } else {
            guard let (fields, value) = containerArgument(input, parameters: ["proxy"]) else { return nil }
            if let field = fields["proxy"] {
                guard let name = d.string(field.value, for: "proxy", keyLocation: field.key) else { return nil }
                guard let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic,
                    name.unicodeScalars.allSatisfy({ $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) })
                else {
                    d.error("'\(name)' is not a valid proxy name: use letters, digits and '_'", at: d.location(field.value))
                    return nil
                }
                proxyName = name
            }
            if case .closure(let closure)? = value {
                content = .builder(closure)
                if let parameter = closure.closure.parameters?.first { proxyName = parameter }
            } else {
                var items: [ValueSyntax] = []
                if let value, !value.isNull {
                    if case .list(let list) = value { items = list.items } else { items = [value] }
                }
                content = .views(items)
            }
        }
        let context = input.context
        if context.checksReaders {
            // Run the content once now, with a placeholder proxy, so that its unknown names,
            // members and modifiers are reported with the rest of the file.
            var trial = context
            trial.isTrialRun = true
            if proxyName != "_" { trial.scope = context.scope.binding(proxyName, to: .proxy(placeholderProxy)) }
            _ = content.compile(d, trial)
        }
        let capture = ReaderCapture(
            file: d.file, source: d.source, content: content,
            context: context, proxyName: proxyName, location: input.location,
            references: context.readerContents.references(
                at: input.location, proxyName: proxyName, scopeNames: Set(context.scope.names.keys)) { content.values })
        let reader = GeometryReader(content: { proxy throws(Diagnostic) in try capture.content(for: proxy) })
        return Chain([ViewNode(reader, source: input.location)], shape: .notShape("'GeometryReader' is not a shape"))
    }
}

/// A `GeometryReader`'s content as written: views (YAML), or a view builder (Swift).
enum ReaderContent: Sendable {
    case views([ValueSyntax])
    case builder(ClosureSyntax)

    func compile(_ session: CompileSession, _ context: CompileContext) -> [ViewNode] {
        switch self {
        case .views(let items): items.flatMap { session.views($0, context) }
        case .builder(let closure): session.builder(closure.closure.body, origin: closure.origin, context)
        }
    }

    /// The content's values, for finding what it mentions.
    var values: [ValueSyntax] {
        switch self {
        case .views(let items): items
        case .builder(let closure): [.closure(closure)]
        }
    }
}

/// What a `GeometryReader`'s content closure needs to compile its views at layout time.
struct ReaderCapture: Sendable {
    let file: String
    let source: String
    let content: ReaderContent
    let context: CompileContext
    let proxyName: String
    /// Where the reader is written: with `references`, what its content depends on.
    let location: SourceLocation
    let references: ReaderContentReferences

    /// The content views for `proxy`; the first error (positioned) if any.
    func content(for proxy: GeometryProxy) throws(Diagnostic) -> [ViewNode] {
        let key = references.isPure ? memoKey(for: proxy) : nil
        if let key, let known = context.readerContents.entry(for: key), context.budget.takeIfAvailable(known.budget) {
            return known.views
        }
        let session = CompileSession(file: file, source: source, limits: context.limits)
        var inner = context
        inner.checksReaders = false
        inner.isTrialRun = false
        if key != nil {
            // Views the memo keeps must not hold the memo: a reader (or any content built at
            // layout time) inside them would keep the memo that keeps it, a cycle never freed.
            // They get a memo of their own, owned through them.
            inner.readerContents = ReaderContentMemo()
        }
        if proxyName != "_" { inner.scope = context.scope.binding(proxyName, to: .proxy(proxy)) }
        let budgetBefore = context.budget.taken
        let views = content.compile(session, inner)
        if let error = session.sortedDiagnostics.first(where: { $0.severity == .error }) { throw error }
        if let key {
            context.readerContents.record(.init(views: views, budget: context.budget.taken - budgetBefore), for: key)
        }
        return views
    }

    private func memoKey(for proxy: GeometryProxy) -> ReaderContentMemo.Key {
        let dependency: ReaderContentMemo.ProxyDependency =
            if !references.mentionsProxy { .none } else if references.readsOnlyProxySize { .size(proxy.size) } else { .whole(proxy) }
        return ReaderContentMemo.Key(
            line: location.line, column: location.column, proxyName: proxyName, proxy: dependency,
            names: references.names.map { context.scope.names[$0] ?? .string("") },
            integerLiteralsAreDoubles: context.scope.integerLiteralsAreDoubles, depth: context.depth,
            inForEach: context.inForEach)
    }
}
