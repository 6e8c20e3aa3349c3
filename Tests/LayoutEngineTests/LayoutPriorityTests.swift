import LayoutDrawCore
import LayoutEngine
import Testing

/// layout-rules §3.12 and the priority groups of §3.2 step 3.
@Suite struct LayoutPriorityTests {
    @Test func higherPriorityTakesWhatItNeedsFirst() throws {
        let tree = try lay(hstack(spacing: 0, [color().frame(minWidth: 50).tagged("a"), color("b").layoutPriority(1)]))
        // Group 1 (b): available = 400 − a's minimum 50 = 350 → b takes 350.
        // Group 0 (a): 0 + its own minimum 50 → a offered 50 → 50.
        #expect(tree.frame("a") == rect(0, 0, 50, 400))
        #expect(tree.frame("b") == rect(50, 0, 350, 400))
    }

    @Test func lowerPriorityMinimaAreReservedForEveryLaterGroup() throws {
        let tree = try lay(
            hstack(spacing: 0, [
                text("Hello", id: "a"),
                color("b").layoutPriority(2),
                color().frame(minWidth: 40).tagged("c").layoutPriority(1),
            ]), 300, 300)
        // Minima: "Hello" proposed width 0 wraps to one char a line → 6; c → 40.
        // Group 2: 300 − (40 + 6) = 254 → b takes 254; available 0.
        #expect(tree.frame("b") == rect(6, 0, 254, 300))
        // Group 1: 0 + 40 → c offered 40 → 40, at 6 + 254 = 260.
        #expect(tree.frame("c") == rect(260, 0, 40, 300))
        // Group 0: 0 + 6 → the text is offered 6: five lines of one char = 6 × 60,
        // centred vertically: (300 − 60)/2 = 120.
        #expect(tree.frame("a") == rect(0, 120, 6, 60))
    }

    @Test func priorityInAVStack() throws {
        let tree = try lay(vstack(spacing: 0, [color("a"), color("b").layoutPriority(1)]))
        // b first with 400 − a's minimum 0 = 400; a gets 0.
        #expect(tree.frame("a") == rect(0, 0, 400, 0))
        #expect(tree.frame("b") == rect(0, 0, 400, 400))
    }

    @Test func priorityPassesThroughPadding() throws {
        let tree = try lay(hstack(spacing: 0, [color("a"), color("b").layoutPriority(1).padding(.all, 10).tagged("p")]))
        // The padding reports its content's priority 1: it is offered 400 and takes it
        // (the Color inside is proposed 380 × 380); a gets 0.
        #expect(tree.frame("a") == rect(0, 0, 0, 400))
        #expect(tree.frame("p") == rect(0, 0, 400, 400))
        #expect(tree.frame("b") == rect(10, 10, 380, 380))
    }

    @Test func priorityDoesNotChangeSize() throws {
        let tree = try lay(square(50, 50, id: "c").layoutPriority(5).tagged("lp"))
        // Same as without the modifier: 50 × 50 centred.
        #expect(tree.frame("lp") == rect(175, 175, 50, 50))
        #expect(tree.frame("c") == rect(175, 175, 50, 50))
    }
}
