import LayoutDrawCore
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
    public static func parse(_ source: String, file: String, limits: SceneLimits = .standard) -> SwiftDocumentSyntax {
        let sourceFile = SourceFile(name: file, text: source)
        if let offset = SquareBracketNesting.firstTooDeep(in: source) {
            var document = SwiftDocumentSyntax(file: sourceFile)
            let limit = SquareBracketNesting.maximumSquareBracketNesting
            document.diagnostics = [
                .error(
                    "more than \(limit) '[' nested inside each other: Swift's parser takes time exponential in this "
                        + "nesting; give the inner collections names with 'let'",
                    at: sourceFile.location(ofUTF8: offset))
            ]
            return document
        }
        // swift-syntax's parser counts `(`, `[` and `{` as it descends and stops at the limit,
        // which keeps its recursion (and ours, which follows the tree) off the end of the stack.
        let nesting = min(limits.maximumDepth, maximumNesting)
        var text = source
        let tree = text.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: nesting) }
        var lowering = SwiftLowering(file: sourceFile, limits: limits)
        if tree.hasError {
            if let trap = FixItTrap.firstTrappingEqual(in: tree) {
                var document = SwiftDocumentSyntax(file: sourceFile)
                document.diagnostics = [.error(trap.message, at: sourceFile.location(ofUTF8: trap.offset))]
                return document
            }
            let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: tree)
            var document = SwiftDocumentSyntax(file: sourceFile)
            document.diagnostics = diagnostics.prefix(20).map { diagnostic in
                let severity: LayoutDrawCore.Diagnostic.Severity = diagnostic.diagMessage.severity == .error ? .error : .warning
                var message = diagnostic.message
                if message.contains("nesting level") || message.contains("too deeply") {
                    message = "the source nests more than \(nesting) levels of brackets (--max-depth)"
                }
                return LayoutDrawCore.Diagnostic(severity, at: sourceFile.location(ofUTF8: diagnostic.position.utf8Offset), message)
            }
            if !document.diagnostics.contains(where: { $0.severity == .error }) {
                document.diagnostics.append(.error("the source could not be parsed", at: sourceFile.location(ofUTF8: 0)))
            }
            return document
        }
        let document = lowering.document(tree)
        if lowering.reportedTooDeep {
            // What was lowered past the limit reads as `nil`: compiling it would only add
            // messages about those `nil`s.
            var bare = SwiftDocumentSyntax(file: sourceFile)
            bare.diagnostics = document.diagnostics
            return bare
        }
        return document
    }

    /// The deepest bracket nesting the parser is allowed (swift-syntax's own default for
    /// release builds). A debug build of the parser uses more stack per level: the debug
    /// build's tests run on threads with stacks large enough for it.
    public static let maximumNesting = 256
}
