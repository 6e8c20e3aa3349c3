import LayoutDrawCore
import LayoutEngine
import Testing

/// layout-rules §3.7. Canvas 400 × 400; "Hello".padding(10) is 50 × 32.
@Suite struct BackgroundOverlayTests {
    @Test func backgroundIsProposedThePrimarySize() throws {
        let tree = try lay(text("Hello").padding(EdgeInsets(all: 10)).tagged("p").background(color("bg")).tagged("b"))
        // Size = the primary's, 50 × 32, centred at (175, 184); the background is proposed
        // exactly 50 × 32 and fills it.
        #expect(tree.frame("b") == rect(175, 184, 50, 32))
        #expect(tree.frame("p") == rect(175, 184, 50, 32))
        #expect(tree.proposal("bg") == proposal(50, 32))
        #expect(tree.frame("bg") == rect(175, 184, 50, 32))
    }

    @Test func overlayAlignedBottomTrailing() throws {
        let tree = try lay(square(100, 100, id: "c").overlay(alignment: .bottomTrailing, square(20, 20, id: "o")).tagged("v"))
        // 100 × 100 at (150, 150); the overlay's bottom-trailing corner meets (250, 250).
        #expect(tree.frame("v") == rect(150, 150, 100, 100))
        #expect(tree.proposal("o") == proposal(100, 100))
        #expect(tree.frame("o") == rect(230, 230, 20, 20))
    }

    @Test func largerSecondaryDoesNotChangeTheSize() throws {
        let tree = try lay(square(50, 50).background(square(200, 10, id: "bg")).tagged("v"))
        // 50 × 50 at (175, 175); the 200 × 10 background is centred on (200, 200).
        #expect(tree.frame("v") == rect(175, 175, 50, 50))
        #expect(tree.frame("bg") == rect(100, 195, 200, 10))
    }

    @Test func severalSecondaryViewsInAnImplicitZStack() throws {
        let secondary = zstack(id: "z", [square(20, 20, id: "x"), text("Hello", id: "y")])
        let tree = try lay(square(100, 60).overlay(secondary).tagged("v"))
        // Primary 100 × 60 at (150, 170). The ZStack is proposed 100 × 60: "Hello" 30 × 12 and
        // the square 20 × 20 → 30 × 20, centred on (200, 200): (185, 190).
        #expect(tree.frame("v") == rect(150, 170, 100, 60))
        #expect(tree.frame("z") == rect(185, 190, 30, 20))
        // Inside it, both centred on (200, 200).
        #expect(tree.frame("x") == rect(190, 190, 20, 20))
        #expect(tree.frame("y") == rect(185, 194, 30, 12))
    }

    @Test(arguments: ["background", "overlay", "border"])
    func primaryBaselinePassesThrough(layer: String) throws {
        let small = text("small")
        let layered =
            switch layer {
            case "background": small.background(color())
            case "overlay": small.overlay(color())
            default: small.bordered(.blue)
            }
        let tree = try lay(
            hstack(alignment: .firstTextBaseline, spacing: 10, [text("Big", id: "big", size: 20), layered.tagged("bg")]))
        // The layer reports its primary's baseline 9 (not its bottom 12). Origins −18 and
        // −9 → union [−18, 6] = 24 high; width 36 + 10 + 30 = 76 → at (162, 188).
        // "small" is shifted by 18 − 9 = 9: y 197 (both baselines at 206).
        #expect(tree.frame("big") == rect(162, 188, 36, 24))
        #expect(tree.frame("bg") == rect(208, 197, 30, 12))
    }

    @Test func primaryPriorityPassesThrough() throws {
        let tree = try lay(hstack(spacing: 0, [color("a"), color().layoutPriority(1).overlay(color()).tagged("o")]))
        // The overlay has its primary's priority 1: it takes 400 − 0; a gets 0.
        #expect(tree.frame("o") == rect(0, 0, 400, 400))
        #expect(tree.frame("a") == rect(0, 0, 0, 400))
    }
}
