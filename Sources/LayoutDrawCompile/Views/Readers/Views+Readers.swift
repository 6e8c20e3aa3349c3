import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

// `ForEach` and `GeometryReader`: the views whose content is a function (of an element, of a
// proxy). YAML names the function's parameters `index`/`item` and `proxy` (or `{proxy: g}`);
// Swift names them in the closure (`ForEach(0..<12) { i in … }`, `GeometryReader { g in … }`).

extension Views {
    // MARK: ForEach

    // MARK: GeometryReader

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

extension CompileSession {
    /// What content built from a proxy at layout time (a `GeometryReader`'s, a `visualEffect`'s)
    /// needs then. The content is run once now, with a placeholder proxy, so that its unknown
    /// names, members and modifiers are reported with the rest of the file.
    func readerCapture(_ content: ReaderContent, proxyName: String, at location: SourceLocation, _ context: CompileContext) -> ReaderCapture {
        if context.checksReaders {
            var trial = context
            trial.isTrialRun = true
            if proxyName != "_" { trial.scope = context.scope.binding(proxyName, to: .proxy(Views.placeholderProxy)) }
            _ = content.compile(self, trial)
        }
        return ReaderCapture(
            file: file, source: source, content: content, context: context, proxyName: proxyName, location: location,
            references: context.readerContents.references(at: location, proxyName: proxyName, scopeNames: Set(context.scope.names.keys)) {
                content.values
            })
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
        session.images = context.images
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

    func memoKey(for proxy: GeometryProxy) -> ReaderContentMemo.Key {
        let dependency: ReaderContentMemo.ProxyDependency =
            if !references.mentionsProxy { .none } else if references.readsOnlyProxySize { .size(proxy.size) } else { .whole(proxy) }
        return ReaderContentMemo.Key(
            line: location.line, column: location.column, proxyName: proxyName, proxy: dependency,
            names: references.names.map { context.scope.names[$0] ?? .string("") },
            integerLiteralsAreDoubles: context.scope.integerLiteralsAreDoubles, depth: context.depth,
            inForEach: context.inForEach)
    }
}
