import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import SwiftParser
import SwiftSyntax

/// `--view 'TagRowView(tag: .sample)'`: the view to draw written as an expression, evaluated with
/// the file's and its project's declarations in scope, as a `#Preview` whose body it is.
///
/// The text is a file of its own, `<--view>`, appended to the document's (combined) text, so a
/// message about it is positioned in it (`<--view>:1:12: error: …`). A plain name
/// (`--view CardView`) or the name of one of the file's previews (`--view "Dark mode"`) keeps
/// its meaning: the view or the preview of that name.
extension SwiftFrontEnd {
    /// The file name messages give the `--view` expression.
    public static let viewExpressionFile = "<--view>"

    /// Whether `--view TEXT` is an expression rather than a name: not an identifier.
    public static func isViewExpression(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first else { return false }
        let identifier =
            (first == "_" || first.properties.isXIDStart)
            && text.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isXIDContinue }
        return !identifier
    }

    /// The expression's syntax, or the parser's first problem in it (its UTF-8 offset).
    static func parseViewExpression(_ text: String) -> Result<ExprSyntax, ViewExpressionProblem> {
        if text.utf8.count > 4_096 { return .failure(ViewExpressionProblem(offset: 0, message: "the --view expression is longer than 4096 bytes")) }
        if let problem = ParserGuard.firstProblem(in: text, chains: 64) {
            return .failure(ViewExpressionProblem(offset: problem.offset, message: problem.message))
        }
        var source = text
        let tree = source.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: 64) }
        if tree.hasError {
            let first = parseDiagnostics(tree).first
            return .failure(
                ViewExpressionProblem(offset: first?.position.utf8Offset ?? firstError(tree), message: first?.message ?? "the expression could not be parsed"))
        }
        let items = Array(tree.statements)
        guard !items.isEmpty else { return .failure(ViewExpressionProblem(offset: 0, message: "expected an expression after --view")) }
        guard items.count == 1, case .expr(let expression) = items[0].item else {
            let at = items.count > 1 ? items[1].positionAfterSkippingLeadingTrivia.utf8Offset : 0
            return .failure(
                ViewExpressionProblem(offset: at, message: "--view takes one view expression, such as --view 'TagRowView(tag: .sample)'"))
        }
        return .success(expression)
    }

    struct ViewExpressionProblem: Error {
        let offset: Int
        let message: String
    }

    /// The identifiers an expression writes: what it reaches in the project.
    static func identifiers(of node: some SyntaxProtocol) -> Set<String> {
        var names = Set<String>()
        for token in node.tokens(viewMode: .sourceAccurate) {
            if case .identifier(let name) = token.tokenKind { names.insert(name) }
        }
        return names
    }

    /// `document` with the expression appended as its first preview (named by its text, so
    /// `--view` chooses it), its text as the file `<--view>` after the document's.
    static func attachingViewExpression(
        _ text: String, parsed: Result<ExprSyntax, ViewExpressionProblem>, to document: SceneSyntax, configuration: BuildConfiguration,
        limits: SceneLimits, declaredTypes: [String: String]
    ) -> SceneSyntax {
        var document = document
        let (combined, start) = document.file.appending(name: viewExpressionFile, text: text)
        document.file = combined
        switch parsed {
        case .failure(let problem):
            document.diagnostics.append(.error(problem.message, at: combined.location(ofUTF8: start + problem.offset)))
            // Still the view `--view` chooses: nothing else is drawn, or reported missing.
            document.previews.insert(PreviewSyntax(name: text, traits: [], body: [], offset: start), at: 0)
        case .success(let expression):
            var lowering = SwiftLowering(file: SourceFile(name: viewExpressionFile, text: text), limits: limits)
            lowering.configuration = configuration
            lowering.shift = start
            lowering.declaredTypes = declaredTypes
            let lowered = lowering.expression(expression)
            document.diagnostics += lowering.diagnostics
            let preview = PreviewSyntax(name: text, traits: [], body: [.expression(lowered)], offset: lowered.offset)
            document.previews.insert(preview, at: 0)
        }
        return document
    }
}

/// The views a preview builds: what its statements' expressions are made of — the type a chain
/// of calls and modifiers starts with (`TagRowView(tag: .sample).padding()` builds `TagRowView`),
/// looking into the content of a container that only holds the view (`NavigationStack { … }`,
/// `Group { … }`), at most three deep. A view a preview holds inside another view of the
/// project (a row in its screen) is not one it builds: that preview draws the screen.
extension SwiftFrontEnd {
    static let previewContainers: Set<String> = [
        "Group", "NavigationStack", "NavigationView", "VStack", "HStack", "ZStack", "ScrollView", "List", "Form",
    ]

    /// Each view built, with how many containers it is in.
    static func builtViews(_ statements: CodeBlockItemListSyntax, depth: Int) -> [String: Int] {
        var views: [String: Int] = [:]
        for statement in statements {
            var expression: ExprSyntax?
            switch statement.item {
            case .expr(let node): expression = node
            case .stmt(let node):
                expression = node.as(ExpressionStmtSyntax.self)?.expression ?? node.as(ReturnStmtSyntax.self)?.expression
            case .decl: break
            }
            guard var node = expression else { continue }
            // Down the chain to the call it starts with.
            var innermostCall: FunctionCallExprSyntax?
            var name: String?
            while name == nil {
                if let call = node.as(FunctionCallExprSyntax.self) {
                    innermostCall = call
                    node = call.calledExpression
                } else if let member = node.as(MemberAccessExprSyntax.self), let base = member.base {
                    innermostCall = nil
                    node = base
                } else if let reference = node.as(DeclReferenceExprSyntax.self) {
                    name = reference.baseName.text
                } else {
                    break
                }
            }
            guard let name else { continue }
            if previewContainers.contains(name) {
                if depth < 3, let content = innermostCall?.trailingClosure?.statements {
                    views.merge(builtViews(content, depth: depth + 1)) { min($0, $1) }
                }
            } else {
                views[name] = min(views[name] ?? depth, depth)
            }
        }
        return views
    }
}
