import LayoutDrawCore
import LayoutEngine
import Testing

/// layout-rules §3.1 (Text), with the fixed-advance measurer: 10 pt → 6 per character,
/// 12 per line.
@Suite struct TextTests {
    @Test func nilProposalGivesTheOneLineIdealSize() throws {
        let tree = try lay(text("Hello world", id: "t").fixedSize())
        // 11 characters × 6 = 66, one line 12 high; centred at (167, 194).
        #expect(tree.frame("t") == rect(167, 194, 66, 12))
        #expect(tree.proposal("t") == proposal(nil, nil))
    }

    @Test func wrapsToTheProposedWidth() throws {
        let tree = try lay(text("Hello brave new world", id: "t").frame(width: 70).tagged("f"))
        // 70 / 6 → 11 characters a line: "Hello brave" (11) / "new world" (9) → 66 × 24.
        // Frame 70 × 24 at (165, 188); the text centred in it: x = 165 + 2 = 167.
        #expect(tree.frame("f") == rect(165, 188, 70, 24))
        #expect(tree.frame("t") == rect(167, 188, 66, 24))
    }

    @Test func widthNeverExceedsTheProposal() throws {
        let tree = try lay(text("Hello", id: "t").frame(width: 20))
        // 20 / 6 → 3 characters a line: "Hel" / "lo" → 18 × 24 ≤ 20; centred: x = 190 + 1.
        #expect(tree.frame("t") == rect(191, 188, 18, 24))
    }

    @Test func rootTextFitsOnOneLine() throws {
        let tree = try lay(text("Hello world", id: "t"))
        // Proposed 400 wide: one line, 66 × 12, centred.
        #expect(tree.frame("t") == rect(167, 194, 66, 12))
        #expect(tree.node(id: "t")?.text == "Hello world")
    }

    @Test func fontSizeScalesTheMetrics() throws {
        let tree = try lay(text("Hi", id: "t", size: 20).fixedSize())
        // 20 pt: 12 per character, 24 per line → 24 × 24.
        #expect(tree.frame("t") == rect(188, 188, 24, 24))
    }
}
