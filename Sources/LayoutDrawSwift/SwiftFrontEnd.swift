import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import SwiftDiagnostics
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// The Swift front end: SwiftUI source → the syntax-neutral call tree's documents.
///
/// swift-syntax parses the file (we never parse Swift by hand); this module only lowers its
/// syntax tree to Core's `Expression`/`Statement` and the declarations the compiler reads. It
/// applies no SwiftUI rule: what a call *means* is decided once, in LayoutDrawCompile, for
/// both front ends.
///
/// Offsets in the lowered tree are UTF-8 offsets into the file: an `Expression`'s offset is where
/// swiftc would point at it — a member access at its member's name, a binary operator at the
/// operator, a call at the start of the callee, an implicit member at its dot.
public enum SwiftFrontEnd {
    /// Reads `source` (named `file` in messages). Never throws: problems are the document's
    /// diagnostics, each positioned, in file order.
    ///
    /// `#if` is evaluated against `configuration` and the names the file's
    /// `// layoutdraw: --define NAME` directives define. With `project` (the other Swift files
    /// of the project the file belongs to), the declarations the file reaches in them, except
    /// those `leavingOut` names, are merged into its document (`merge`).
    ///
    /// `view` is `--view`'s text: when it is an expression rather than the name of a view or a
    /// preview, it is the document's first preview (`attachingViewExpression`).
    public static func parse(
        _ source: String, file: String, limits: SceneLimits = .standard, configuration: BuildConfiguration = .standard,
        project: SwiftProject? = nil, leavingOut: Set<ProjectPart> = [], view: String? = nil
    ) -> SceneSyntax {
        var configuration = configuration
        configuration.flags.formUnion(BuildConfiguration.definedNames(inDirectivesOf: source))
        // Parsing and lowering recurse once per level of the source: on a stack of their own,
        // so that the limits below, not the caller's thread, decide how deep a source may go.
        return LargeStack.run {
            parseOnThisThread(
                source, file: file, limits: limits, configuration: configuration, index: project?.index, leavingOut: leavingOut, view: view)
        }
    }

    private static func parseOnThisThread(
        _ source: String, file: String, limits: SceneLimits, configuration: BuildConfiguration, index: ProjectIndex?, leavingOut: Set<ProjectPart>,
        view: String?
    ) -> SceneSyntax {
        let sourceFile = SourceFile(name: file, text: source)
        // swift-syntax's parser counts `(`, `[` and `{` as it descends and stops at the limit,
        // which keeps its recursion (and ours, which follows the tree) off the end of the stack;
        // what it nests on without brackets is refused before it runs.
        let nesting = min(limits.maximumDepth, maximumNesting)
        if let problem = ParserGuard.firstProblem(in: source, chains: nesting) {
            var document = SceneSyntax(file: sourceFile)
            document.diagnostics = [.error(problem.message, at: sourceFile.location(ofUTF8: problem.offset))]
            return document
        }
        var text = source
        let tree = text.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: nesting) }
        var lowering = SwiftLowering(file: sourceFile, limits: limits)
        lowering.configuration = configuration
        lowering.leftOutMembers = Set(leavingOut.filter(\.isOwn).compactMap(\.member))
        if let index {
            lowering.projectTypes = index.typeNames
            lowering.projectExtensionTypePaths = index.extensionTypePaths + index.typePaths
            lowering.projectProtocols = index.protocolNames
        }
        lowering.moduleNames.formUnion(SwiftLowering.importedModules(of: tree.statements))
        if tree.hasError {
            if let trap = FixItTrap.firstTrappingEqual(in: tree) {
                var document = SceneSyntax(file: sourceFile)
                document.diagnostics = [.error(trap.message, at: sourceFile.location(ofUTF8: trap.offset))]
                return document
            }
            let diagnostics = parseDiagnostics(tree)
            var document = SceneSyntax(file: sourceFile)
            document.diagnostics = diagnostics.prefix(20).map { diagnostic in
                let severity: LayoutDrawCore.Diagnostic.Severity = diagnostic.diagMessage.severity == .error ? .error : .warning
                var message = diagnostic.message
                if message.contains("nesting level") || message.contains("too deeply") {
                    message = "the source nests more than \(nesting) levels of brackets (--max-depth)"
                }
                return LayoutDrawCore.Diagnostic(severity, at: sourceFile.location(ofUTF8: diagnostic.position.utf8Offset), message)
            }
            if !document.diagnostics.contains(where: { $0.severity == .error }) {
                document.diagnostics.append(.error("the source could not be parsed", at: sourceFile.location(ofUTF8: firstError(tree))))
            }
            return document
        }
        let document = lowering.document(tree)
        if lowering.reportedTooDeep {
            // What was lowered past the limit reads as `nil`: compiling it would only add
            // messages about those `nil`s.
            var bare = SceneSyntax(file: sourceFile)
            bare.diagnostics = document.diagnostics
            return bare
        }
        // `--view 'TagRowView(tag: .sample)'`.
        var expression: (text: String, parsed: Result<ExprSyntax, ViewExpressionProblem>)?
        if let view, isViewExpression(view), !document.previews.contains(where: { $0.name == view }) {
            expression = (view, parseViewExpression(view))
        }
        var merged = document
        if let index {
            var mentions = Set<String>()
            if case .success(let parsed)? = expression?.parsed { mentions = identifiers(of: parsed) }
            // The view drawn when the file has no preview: `--view NAME`, else its only view, else
            // its `ContentView` (as `SceneCompiler.chooseView` picks it).
            var previewFor: String?
            if document.previews.isEmpty, expression == nil, document.shape == .declarations {
                let views = document.types.filter(\.isView).map(\.name)
                if let view, views.contains(view) {
                    previewFor = view
                } else if view == nil {
                    previewFor = views.count == 1 ? views[0] : views.contains("ContentView") ? "ContentView" : nil
                }
            }
            merged = merge(
                document, tree: tree, foreignExtensions: lowering.foreignExtensions, index: index, leavingOut: leavingOut, configuration: configuration,
                limits: limits, alsoMentioned: mentions, previewFor: previewFor)
        }
        if let expression {
            merged = attachingViewExpression(
                expression.text, parsed: expression.parsed, to: merged, configuration: configuration, limits: limits,
                declaredTypes: lowering.declaredTypes)
        }
        return merged
    }

    /// swift-syntax's messages for the part of a tree where its first error is.
    ///
    /// `ParseDiagnosticsGenerator` is made for a file with a few mistakes: for each it looks back
    /// along the mistake's line for its indentation, and it keeps the nodes it has handled in an
    /// array it searches for every node, so a long line of mistakes (a thousand statements on
    /// one line, 27 KB) took 85 seconds in a debug build. We show the first few messages only;
    /// so it is asked about a subtree of at most `narrowed` bytes that holds the first error,
    /// and, when it finds nothing to say there, about the enclosing ones up to `widest` bytes.
    static func parseDiagnostics(_ tree: SourceFileSyntax) -> [SwiftDiagnostics.Diagnostic] {
        let narrowed = 2_048, widest = 16_384
        var node = Syntax(tree)
        while node.totalLength.utf8Length > narrowed, let child = node.children(viewMode: .all).first(where: \.hasError) {
            node = child
        }
        var candidate: Syntax? = node
        while let current = candidate, current.totalLength.utf8Length <= widest || current.parent == nil {
            let found = ParseDiagnosticsGenerator.diagnostics(for: current)
            if !found.isEmpty || current.parent == nil || current.totalLength.utf8Length > widest { return found }
            candidate = current.parent
        }
        return []
    }

    /// Where the first error of a tree is: its first missing or unexpected piece.
    static func firstError(_ tree: SourceFileSyntax) -> Int {
        var node = Syntax(tree)
        while let child = node.children(viewMode: .all).first(where: { $0.hasError || $0.is(UnexpectedNodesSyntax.self) }) {
            if child.is(UnexpectedNodesSyntax.self) { return child.positionAfterSkippingLeadingTrivia.utf8Offset }
            node = child
        }
        return node.positionAfterSkippingLeadingTrivia.utf8Offset
    }

    /// The deepest bracket nesting the parser is allowed (swift-syntax's own default for
    /// release builds). A debug build of the parser uses more stack per level: the debug
    /// build's tests run on threads with stacks large enough for it.
    public static let maximumNesting = 256
}
