import LayoutDrawCore
import LayoutEngine
import Testing

/// layout-rules §3.4, `frame(width:height:alignment:)`. Canvas 400 × 400.
@Suite struct FixedFrameTests {
    @Test func bothDimensionsGiven() throws {
        let tree = try lay(color("c").frame(width: 100, height: 50).tagged("f"))
        // 100 × 50 whatever the child; centred at (150, 175); the Color is proposed 100 × 50.
        #expect(tree.frame("f") == rect(150, 175, 100, 50))
        #expect(tree.proposal("c") == proposal(100, 50))
        #expect(tree.frame("c") == rect(150, 175, 100, 50))
    }

    @Test func onlyWidthTakesHeightFromTheChild() throws {
        let tree = try lay(text("Hello world", id: "t").frame(width: 40).tagged("f"))
        // The text is proposed (40, 400): 6 chars a line → "Hello"/"world" = 30 × 24.
        // Frame 40 × 24 at (180, 188); the text centred: x = 180 + 5 = 185.
        #expect(tree.proposal("t") == proposal(40, 400))
        #expect(tree.frame("f") == rect(180, 188, 40, 24))
        #expect(tree.frame("t") == rect(185, 188, 30, 24))
    }

    @Test func onlyHeightTakesWidthFromTheChild() throws {
        let tree = try lay(color("c").frame(height: 30).tagged("f"))
        // The Color is proposed (400, 30) → frame 400 × 30 at y (400 − 30)/2 = 185.
        #expect(tree.frame("f") == rect(0, 185, 400, 30))
        #expect(tree.proposal("c") == proposal(400, 30))
    }

    @Test func childOverflowingASmallerFrameIsCentred() throws {
        let tree = try lay(square(100, 100, id: "c").frame(width: 50, height: 50).tagged("o"))
        // Outer 50 × 50 at (175, 175); the 100 × 100 child overflows, centred: (150, 150).
        #expect(tree.frame("o") == rect(175, 175, 50, 50))
        #expect(tree.frame("c") == rect(150, 150, 100, 100))
    }

    @Test(arguments: [
        // Frame 100 × 100 at (150, 150); a 20 × 20 child at its top-leading corner,
        // its centre (190, 190) or its bottom-trailing corner (250 − 20 = 230).
        (Alignment.topLeading, 150.0, 150.0), (.center, 190.0, 190.0), (.bottomTrailing, 230.0, 230.0),
        (.topTrailing, 230.0, 150.0),
    ])
    func alignment(alignment: Alignment, x: Double, y: Double) throws {
        let tree = try lay(square(20, 20, id: "c").frame(width: 100, height: 100, alignment: alignment))
        #expect(tree.frame("c") == rect(x, y, 20, 20))
    }

    @Test func nilProposalOnTheMissingDimension() throws {
        let tree = try lay(color("c").frame(width: 30).tagged("f").fixedSize())
        // fixedSize proposes nil × nil; the frame proposes (30, nil) → Color 30 × 10.
        #expect(tree.frame("f") == rect(185, 195, 30, 10))
        #expect(tree.proposal("c") == proposal(30, nil))
    }
}

@Suite struct FrameAlignmentGuideTests {
    @Test func textBaselinePassesThroughFixedFrame() throws {
        let tree = try lay(
            hstack(
                alignment: .firstTextBaseline, spacing: 10,
                [text("Big", id: "big", size: 20).frame(height: 40).tagged("f"), text("small", id: "small")]))
        // "Big" at 20 pt is 36 × 24 with its baseline at 18, centred in a 40-high frame: offset
        // (40 − 24)/2 = 8, so the frame's baseline is 26. "small" is 30 × 12, baseline 9.
        // Origins −26 and −9 → union [−26, 14] = 40 high; width 36 + 10 + 30 = 76.
        // Centred on 400 × 400: x = 162, y = 180; small's baseline meets the frame's at 206.
        #expect(tree.frame("f") == rect(162, 180, 36, 40))
        #expect(tree.frame("big") == rect(162, 188, 36, 24))
        #expect(tree.frame("small") == rect(208, 197, 30, 12))
    }

    @Test func textBaselinePassesThroughFlexibleFrameWithTopAlignment() throws {
        let tree = try lay(
            hstack(
                alignment: .firstTextBaseline, spacing: 10,
                [text("Big", id: "big", size: 20).frame(minHeight: 40, alignment: .top).tagged("f"), text("small", id: "small")]))
        // minHeight only, proposed 400 high: max(min(400, 24), 40) = 40; the text sits at the
        // top, so the frame's baseline is 18. Origins −18 and −9 → union [−18, 22] = 40 high.
        // y = 180; small at 180 + 18 − 9 = 189.
        #expect(tree.frame("f") == rect(162, 180, 36, 40))
        #expect(tree.frame("big") == rect(162, 180, 36, 24))
        #expect(tree.frame("small") == rect(208, 189, 30, 12))
    }
}
