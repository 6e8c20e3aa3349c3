import LayoutDrawInterpreter
import SwiftParserDiagnostics
import SwiftSyntax

/// A guard against a trap in swift-syntax 603's diagnostics: for an `=` the lexer reports as
/// "'=' must have consistent whitespace on both sides" whose neighbours both have a space in
/// their trivia (`a /* */= b`, where the comment makes the `=` bound on its left),
/// `TokenDiagnostic.fixIts(in:)` makes a Fix-It of no change, and `FixIt.init` stops the process
/// ("A Fix-It must have at least one change associated with it"). `ParseDiagnosticsGenerator`
/// builds every token's Fix-Its, so the front end looks for that token first and reports it
/// itself, without asking for Fix-Its. Found by `Fuzz/run.sh --swift`; the condition is the one
/// in swift-syntax's `LexerDiagnosticMessages.swift` (`case .equalMustHaveConsistentWhitespaceOnBothSides`).
enum FixItTrap {
    /// The position and message of the first `=` that would trap, if any.
    static func firstTrappingEqual(in tree: SourceFileSyntax) -> (offset: Int, message: String)? {
        for token in tree.tokens(viewMode: .all) {
            guard let diagnostic = token.tokenDiagnostic, diagnostic.kind == .equalMustHaveConsistentWhitespaceOnBothSides
            else { continue }
            let spaceBefore = token.previousToken(viewMode: .all)?.trailingTrivia.contains(where: isSpaceOrTab) ?? false
            let spaceAfter = token.trailingTrivia.contains(where: isSpaceOrTab)
            if spaceBefore && spaceAfter {
                // swift-syntax's own words (its message type is not public API).
                return (diagnostic.position(in: token).utf8Offset, "'=' must have consistent whitespace on both sides")
            }
        }
        return nil
    }

    private static func isSpaceOrTab(_ piece: TriviaPiece) -> Bool {
        switch piece {
        case .spaces, .tabs: true
        default: false
        }
    }
}
