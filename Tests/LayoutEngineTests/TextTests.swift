import LayoutDrawCore
import LayoutDrawFrames
import LayoutDrawTestSupport
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

@Suite struct TextPixelRoundingTests {
    /// Lays out `root` with the given display scale on a 400 × 400 canvas.
    func lay(_ root: ViewNode, displayScale: Double) throws -> FrameTree {
        var canvas = CanvasSpec(sizing: .fixed(Size(width: 400, height: 400)))
        canvas.displayScale = displayScale
        return try layoutForTesting(root, canvas: canvas)
    }

    @Test func sizesRoundUpToTheDisplaysPixelGrid() throws {
        // At 11 points a character is 6.6 wide and a line 13.2 high: "Hi" measures 13.2 × 13.2.
        // On a 2x display both round up to 13.5; on a 3x display to 40/3 = 13.333….
        let twoX = try lay(text("Hi", id: "t", size: 11), displayScale: 2)
        #expect(twoX.frame("t").size == Size(width: 13.5, height: 13.5))
        let threeX = try lay(text("Hi", id: "t", size: 11), displayScale: 3)
        #expect(threeX.frame("t").size == Size(width: 40.0 / 3, height: 40.0 / 3))
    }

    @Test func lengthsOnTheGridStayPut() throws {
        // At 10 points "Hello" is exactly 30 × 12: already whole pixels at any scale.
        let tree = try lay(text("Hello", id: "t"), displayScale: 3)
        #expect(tree.frame("t").size == Size(width: 30, height: 12))
    }

    @Test func emptyTextIsZeroWideNotNegativeZero() throws {
        let tree = try lay(text("", id: "t"), displayScale: 2)
        #expect(tree.frame("t").width.sign == .plus)
    }
}

/// A measurer that reports every text as wide as it was offered plus a hair (0.0005 point, half
/// a Pango unit), 10 high: what Pango returns for a text cut to its width.
private struct HairWiderMeasurer: TextMeasuring {
    func measure(_ request: TextRequest) -> TextMeasurement {
        TextMeasurement(size: Size(width: (request.width ?? 300) + 0.0005, height: 10), firstBaseline: 8, lastBaseline: 8, isTruncated: request.width != nil)
    }
}

@Suite struct TextWidthTolerance {
    @Test func aTextCutToItsWidthStaysWithinIt() throws {
        // Offered 100 wide, measured 100.0005: rounded up to the 2× grid it would be 100.5 and
        // overflow its frame; it stays 100. Offered nothing, it is its measured width rounded
        // up: 300.0005 → 300.5.
        let framed = try layoutForTesting(ViewNode(Text("cut"), id: "t").frame(width: 100), measurer: HairWiderMeasurer())
        #expect(framed.frame("t").width == 100)
        let free = try layoutForTesting(ViewNode(Text("free"), id: "t").fixedSize(), measurer: HairWiderMeasurer())
        #expect(free.frame("t").width == 300.5)
    }
}
