import LayoutDrawCore
import LayoutDrawSyntax
import Testing

/// Positions in a Swift file: lines from 1, columns in Unicode scalars from 1, whatever bytes
/// come before on the line.
@Suite struct SourceFileTests {
    // Line 1 "let a = 1\n" is bytes 0–9; line 2 "Text(\"é\")\n" starts at 10: T=10 … "(" =14,
    // "\"" = 15, "é" = 16–17 (two bytes, one scalar), "\"" = 18, ")" = 19, "\n" = 20; line 3
    // "ü😀x" starts at 21: "ü" 21–22, "😀" 23–26, "x" 27.
    let file = SourceFile(name: "F.swift", text: "let a = 1\nText(\"é\")\nü😀x")

    @Test func asciiLinesCountBytes() {
        #expect(file.location(ofUTF8: 0) == SourceLocation(file: "F.swift", line: 1, column: 1))
        #expect(file.location(ofUTF8: 8) == SourceLocation(file: "F.swift", line: 1, column: 9))
        #expect(file.location(ofUTF8: 9) == SourceLocation(file: "F.swift", line: 1, column: 10))
    }

    @Test func columnsAfterANonASCIICharacterCountScalars() {
        // Before "é" bytes and scalars agree: "\"" at 15 is column 6.
        #expect(file.location(ofUTF8: 15) == SourceLocation(file: "F.swift", line: 2, column: 6))
        #expect(file.location(ofUTF8: 16) == SourceLocation(file: "F.swift", line: 2, column: 7))
        // After it, one column fewer than bytes: the closing quote at 18 is column 8, ")" 9.
        #expect(file.location(ofUTF8: 18) == SourceLocation(file: "F.swift", line: 2, column: 8))
        #expect(file.location(ofUTF8: 19) == SourceLocation(file: "F.swift", line: 2, column: 9))
    }

    @Test func aLineThatStartsWithNonASCII() {
        #expect(file.location(ofUTF8: 21) == SourceLocation(file: "F.swift", line: 3, column: 1))
        #expect(file.location(ofUTF8: 23) == SourceLocation(file: "F.swift", line: 3, column: 2))
        #expect(file.location(ofUTF8: 27) == SourceLocation(file: "F.swift", line: 3, column: 3))
        // Clamped to the end: offset 28 is just after "x".
        #expect(file.location(ofUTF8: 99) == SourceLocation(file: "F.swift", line: 3, column: 4))
    }
}
