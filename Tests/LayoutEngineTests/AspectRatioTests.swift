import LayoutDrawCore
import LayoutEngine
import Testing

/// layout-rules §3.10 (`_AspectRatioLayout`). Canvas 400 × 400 unless told.
@Suite struct AspectRatioTests {
    @Test func fitScalesTheRatioBoxToTheSmallerAxis() throws {
        let tree = try lay(color("c").aspectRatio(2, contentMode: .fit).tagged("a"))
        // Box (2, 1) in 400 × 400: scales 200 (x) and 400 (y); fit takes 200 → 400 × 200. The
        // Color takes it; centred vertically: y = (400 − 200) / 2 = 100.
        #expect(tree.proposal("c") == proposal(400, 200))
        #expect(tree.frame("a") == rect(0, 100, 400, 200))
        #expect(tree.frame("c") == rect(0, 100, 400, 200))
    }

    @Test func fillScalesTheRatioBoxToTheLargerAxis() throws {
        let tree = try lay(color("c").aspectRatio(2, contentMode: .fill).tagged("a"))
        // Fill takes max(200, 400) = 400 → 800 × 400, overflowing the canvas; the root is
        // centred: x = (400 − 800) / 2 = −200.
        #expect(tree.proposal("c") == proposal(800, 400))
        #expect(tree.frame("a") == rect(-200, 0, 800, 400))
    }

    @Test(arguments: [ContentMode.fit, .fill])
    func anUnspecifiedAxisTakesNoPartInFitOrFill(_ mode: ContentMode) throws {
        // Proposed 400 × nil (the height left unspecified by fixedSize), as a grid cell is
        // proposed (column, nil): only the width decides, scale 400, for fit and fill alike —
        // article 001's `.fill` circles are as wide as their column, not infinite.
        let tree = try lay(color("c").aspectRatio(contentMode: mode).tagged("a").fixedSize(horizontal: false, vertical: true))
        #expect(tree.proposal("c") == proposal(400, 400))
        #expect(tree.frame("a") == rect(0, 0, 400, 400))
    }

    @Test func nilRatioUsesTheContentIdealSize() throws {
        let content = color().frame(idealWidth: 40, idealHeight: 10).tagged("f")
        let tree = try lay(content.aspectRatio(contentMode: .fit))
        // The content's ideal size (proposed nil × nil) is 40 × 10: scales 400/40 = 10 and
        // 400/10 = 40; fit takes 10 → 400 × 100, centred at y 150.
        #expect(tree.proposal("f") == proposal(400, 100))
        #expect(tree.frame("f") == rect(0, 150, 400, 100))
    }

    @Test func equalSidesCountAsOneToOne() throws {
        let tree = try lay(color("c").aspectRatio(contentMode: .fit), 400, 300)
        // A Color's ideal size is 10 × 10 → box 1 × 1; fit in 400 × 300 → 300 × 300 at x 50.
        #expect(tree.frame("c") == rect(50, 0, 300, 300))
    }

    @Test func unspecifiedProposalPassesThrough() throws {
        let tree = try lay(color("c").aspectRatio(2, contentMode: .fit).tagged("a").fixedSize())
        // fixedSize proposes nil × nil: no box is made, the Color answers its ideal 10 × 10
        // (not 20 × 10), centred at (195, 195).
        #expect(tree.proposal("c") == .unspecified)
        #expect(tree.frame("a") == rect(195, 195, 10, 10))
    }

    @Test func unspecifiedAxisCountsAsInfiniteScale() throws {
        // As in the 001 grid: a cell proposes (97.5, nil) to `Circle().aspectRatio(contentMode: .fit)`.
        let cell = circle("c").aspectRatio(contentMode: .fit).frame(width: 97.5).fixedSize(horizontal: false, vertical: true)
        let tree = try lay(cell)
        // Box 1 × 1 (10 × 10 ideal); scales 97.5 (x) and ∞ (y): fit → 97.5 × 97.5, so the
        // circle is 97.5 across instead of the 10 it is without aspectRatio.
        #expect(tree.proposal("c") == proposal(97.5, 97.5))
        #expect(tree.frame("c").size == Size(width: 97.5, height: 97.5))
    }

    @Test func theSizeIsTheContentsAnswerCentred() throws {
        let tree = try lay(square(50, 20, id: "s").aspectRatio(1, contentMode: .fit).tagged("a"))
        // The box is 400 × 400, but the fixed frame answers 50 × 20: that is the size, and
        // the content sits centred at ((400 − 50)/2, (400 − 20)/2).
        #expect(tree.frame("a") == rect(175, 190, 50, 20))
        #expect(tree.frame("s") == rect(175, 190, 50, 20))
    }

    @Test func twoThirdsFitInAWideProposal() throws {
        // `.aspectRatio(2/3, contentMode: .fit)` (article 001), proposed 97.5 × 300.
        let tree = try lay(color("c").aspectRatio(2.0 / 3.0, contentMode: .fit).frame(width: 97.5, height: 300))
        // Box (0.666…, 1): scales 97.5 / (2/3) = 146.25 and 300; fit takes 146.25 →
        // 97.5 × 146.25 (2/3 is not exact in binary, so compare closely).
        let frame = tree.frame("c")
        #expect(abs(frame.width - 97.5) < 1e-9)
        #expect(abs(frame.height - 146.25) < 1e-9)
    }
}
