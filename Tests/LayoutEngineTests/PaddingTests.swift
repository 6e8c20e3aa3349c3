import LayoutDrawCore
import LayoutEngine
import Testing

/// layout-rules §3.6. Canvas 400 × 400; "Hello" is 30 × 12.
@Suite struct PaddingTests {
    @Test func defaultPaddingIsSixteen() throws {
        let tree = try lay(text("Hello", id: "t").padding().tagged("p"))
        // Size 30 + 32 = 62 by 12 + 32 = 44, centred at (169, 178); the text is proposed
        // 400 − 32 = 368 each way and sits at (leading, top) = (169 + 16, 178 + 16).
        #expect(tree.frame("p") == rect(169, 178, 62, 44))
        #expect(tree.proposal("t") == proposal(368, 368))
        #expect(tree.frame("t") == rect(185, 194, 30, 12))
    }

    @Test func perEdgeInsets() throws {
        let tree = try lay(text("Hello", id: "t").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)).tagged("p"))
        // 30 + 2 + 4 = 36 by 12 + 1 + 3 = 16 at (182, 192); text at (182 + 2, 192 + 1).
        #expect(tree.frame("p") == rect(182, 192, 36, 16))
        #expect(tree.proposal("t") == proposal(394, 396))
        #expect(tree.frame("t") == rect(184, 193, 30, 12))
    }

    @Test func chosenEdgesOnly() throws {
        let tree = try lay(text("Hello", id: "t").padding(.horizontal, 10).tagged("p"))
        // Only leading/trailing: 50 × 12 at (175, 194); text at (185, 194).
        #expect(tree.frame("p") == rect(175, 194, 50, 12))
        #expect(tree.frame("t") == rect(185, 194, 30, 12))
    }

    @Test func paddingLargerThanTheProposalProposesZero() throws {
        let tree = try lay(color("c").padding(EdgeInsets(all: 300)).tagged("p"))
        // 400 − 600 < 0 → the Color is proposed 0 × 0 (never negative) and is 0 × 0;
        // padding 600 × 600 centred at (−100, −100); the Color at (−100 + 300, −100 + 300).
        #expect(tree.proposal("c") == proposal(0, 0))
        #expect(tree.frame("p") == rect(-100, -100, 600, 600))
        #expect(tree.frame("c") == rect(200, 200, 0, 0))
    }

    @Test func clampingIsPerAxis() throws {
        let tree = try lay(color("c").padding(.horizontal, 250).tagged("p"))
        // Width 400 − 500 → 0; height 400 − 0 = 400. Padding 500 × 400 at (−50, 0).
        #expect(tree.proposal("c") == proposal(0, 400))
        #expect(tree.frame("p") == rect(-50, 0, 500, 400))
        #expect(tree.frame("c") == rect(200, 0, 0, 400))
    }

    @Test func nilProposalStaysNil() throws {
        let tree = try lay(color("c").padding(.all, 10).tagged("p").fixedSize())
        // nil stays nil: the Color is 10 × 10, the padding 30 × 30 at (185, 185).
        #expect(tree.proposal("c") == proposal(nil, nil))
        #expect(tree.frame("p") == rect(185, 185, 30, 30))
        #expect(tree.frame("c") == rect(195, 195, 10, 10))
    }
}
