import Foundation
import SwiftParser
import SwiftSyntax
import Testing

@testable import LayoutDrawCore
@testable import LayoutDrawSwift
@testable import LayoutDrawSyntax

/// `SwiftLowering.offset(_:)` skips a node's leading trivia in the text (`TokenStart`) instead of
/// asking swift-syntax, which recurses down the node's left edge: both must agree, for every
/// node of every tree that parses without errors (a string's segments, which may start with a
/// space that is no trivia, included).
@Suite struct TokenStartTests {
    /// Every node's start, trivia skipped in the text, against swift-syntax's
    /// `positionAfterSkippingLeadingTrivia`; the number of nodes compared.
    static func compareEveryNode(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Int {
        let tree = Parser.parse(source: source)
        guard !tree.hasError else { return 0 }
        let lowering = SwiftLowering(file: SourceFile(name: "S.swift", text: source), limits: .standard)
        var compared = 0, wrong: [String] = []
        var stack: [Syntax] = [Syntax(tree)]
        while let node = stack.popLast() {
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate))
            // A node without text (an empty list) has no token to start at.
            guard node.firstToken(viewMode: .sourceAccurate) != nil else { continue }
            compared += 1
            let expected = node.positionAfterSkippingLeadingTrivia.utf8Offset
            let found = lowering.offset(node)
            if found != expected, wrong.count < 5 { wrong.append("\(node.kind) at \(expected): \(found)") }
        }
        #expect(wrong.isEmpty, "\(wrong)", sourceLocation: sourceLocation)
        return compared
    }

    /// Every trivia Swift has in a valid file: spaces, tabs, CRLF and lone CR line breaks, vertical
    /// tab and form feed, line and block comments (nested, with a `*/` inside a line comment's
    /// text, a `//` inside a block comment), documentation comments, non-ASCII text in
    /// comments and names, an empty block comment.
    @Test func everyKindOfTrivia() {
        let source = """
            import SwiftUI\r
            /// A view.\r
            struct Café: View {\r
                /** The body. */ var body: some View {
            \t\tVStack /* a /* nested */ comment // not a line comment */ {
                        Text("naïve") // a line comment with */ in it
                            /**/ .padding(/* before */ 10)\u{0B}\u{0C}
                            // between modifiers
                            .frame(width: 1 + /* 2 */ 3 * (4 - 5), height: nil)\r  .offset(x: -1)
                        Text("日本語").font(.title) /* trailing */
                    }
                }
            }
            """
        #expect(Self.compareEveryNode(source) > 100)
    }

    /// A string's text may start with a space, which is no trivia: single-line, multiline
    /// (indentation and all) and raw strings, with interpolations.
    @Test func stringsStartingWithSpaces() {
        let source = #"""
            let a = Text(" \(1 + 2) leading space  ")
            let b = Text("""
                  indented
                \(3) multiline
                """)
            let c = Text(#"  raw \#(4)"#)
            """#
        #expect(Self.compareEveryNode(source) > 40)
    }

    /// The fixtures' listings.
    @Test func everyFixtureListing() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        #expect(names.count > 30)
        var compared = 0
        for name in names {
            compared += Self.compareEveryNode(try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))
        }
        #expect(compared > 10_000)
    }

    /// A block comment left open runs to the end of the text; a start past the end is the end.
    @Test func unterminatedAndOutOfRange() {
        let text = Array("  /* open".utf8)
        #expect(TokenStart.skippingTrivia(in: text, from: 0) == text.count)
        #expect(TokenStart.skippingTrivia(in: text, from: 40) == text.count)
        #expect(TokenStart.skippingTrivia(in: Array("a".utf8), from: 0) == 0)
    }
}
