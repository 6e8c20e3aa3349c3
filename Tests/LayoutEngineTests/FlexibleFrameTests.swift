import LayoutDrawCore
import LayoutEngine
import Testing

/// layout-rules §3.5, `frame(min/ideal/max…)`. Canvas 400 × 400: proposal 400 × 400.
/// "Hello" is 30 × 12.
@Suite struct FlexibleFrameTests {
    @Test func onlyMinWidthWidensToTheMinimum() throws {
        let tree = try lay(text("Hello", id: "t").frame(minWidth: 100).tagged("f"))
        // Width: c = clamp(400, min 100) = 400, s = 30 → max(min(400, 30), 100) = 100.
        // Height: no bounds → the child's 12. Frame 100 × 12 centred at (150, 194).
        #expect(tree.frame("f") == rect(150, 194, 100, 12))
        // The child is proposed the frame's size and centred in it: x = 150 + 35 = 185.
        #expect(tree.proposal("t") == proposal(100, 12))
        #expect(tree.frame("t") == rect(185, 194, 30, 12))
    }

    @Test func onlyMinWidthHugsAChildWiderThanTheMinimum() throws {
        let tree = try lay(text("Hello").frame(minWidth: 20).tagged("f"))
        // max(min(400, 30), 20) = 30: the child's width, not the proposal.
        #expect(tree.frame("f") == rect(185, 194, 30, 12))
    }

    @Test func onlyMaxWidthTakesTheProposalUpToTheMaximum() throws {
        let tree = try lay(text("Hello", id: "t").frame(maxWidth: 100).tagged("f"))
        // c = min(400, 100) = 100, s = 30 → min(max(100, 30), 100) = 100. Height 12.
        #expect(tree.frame("f") == rect(150, 194, 100, 12))
        #expect(tree.frame("t") == rect(185, 194, 30, 12))
    }

    @Test func onlyMaxWidthBelowTheMaximumTakesTheProposal() throws {
        let tree = try lay(text("Hello").frame(maxWidth: 100).tagged("f").frame(width: 60))
        // Proposed 60 (from the fixed frame): c = 60, s = 30 → min(max(60, 30), 100) = 60.
        #expect(tree.frame("f") == rect(170, 194, 60, 12))
    }

    @Test func minAndMaxClampTheProposalIgnoringTheChild() throws {
        let tree = try lay(text("Hello", id: "t").frame(minWidth: 50, maxWidth: 200).tagged("f"))
        // Both bounds set and p concrete: clamp(400, 50, 200) = 200. Height: no bounds → 12.
        #expect(tree.frame("f") == rect(100, 194, 200, 12))
        #expect(tree.proposal("t") == proposal(200, 12))
        #expect(tree.frame("t") == rect(185, 194, 30, 12))
    }

    @Test func minAndMaxOverflowASmallerProposal() throws {
        let tree = try lay(color().frame(minWidth: 50, maxWidth: 200).tagged("f").frame(width: 20).tagged("o"))
        // The fixed frame is 20 × 400 at x 190; it proposes 20 → clamp(20, 50, 200) = 50,
        // which overflows and is centred: x = 190 + 10 − 25 = 175.
        #expect(tree.frame("o") == rect(190, 0, 20, 400))
        #expect(tree.frame("f") == rect(175, 0, 50, 400))
    }

    @Test func idealWidthIsIgnoredForAConcreteProposal() throws {
        let tree = try lay(text("Hello").frame(idealWidth: 100).tagged("f"))
        // p concrete, no min/max: the child proposed clamp(400) = 400 answers 30 → size s = 30.
        #expect(tree.frame("f") == rect(185, 194, 30, 12))
    }

    @Test func idealWidthIsUsedForANilProposal() throws {
        let tree = try lay(text("Hello", id: "t").frame(idealWidth: 100).tagged("f").fixedSize())
        // fixedSize proposes nil × nil: width = ideal 100; height has no ideal → the child,
        // proposed (100, nil), answers 12. Frame 100 × 12 at (150, 194).
        #expect(tree.frame("f") == rect(150, 194, 100, 12))
        // Placement: width has an ideal → proposed 100; height has no ideal, nil was proposed
        // and 12 is strictly inside (−∞, ∞) → nil (FlexFrameIdealSizing).
        #expect(tree.proposal("t") == proposal(100, nil))
        #expect(tree.frame("t") == rect(185, 194, 30, 12))
    }

    @Test func maxWidthInfinityTakesTheWholeProposal() throws {
        let tree = try lay(text("Hello", id: "t").frame(maxWidth: .infinity).tagged("f"))
        // c = min(400, ∞) = 400, s = 30 → min(max(400, 30), ∞) = 400; the text is centred.
        #expect(tree.frame("f") == rect(0, 194, 400, 12))
        #expect(tree.frame("t") == rect(185, 194, 30, 12))
    }

    @Test func maxWidthInfinityWithLeadingAlignment() throws {
        let tree = try lay(text("Hello", id: "t").frame(maxWidth: .infinity, alignment: .leading).tagged("f"))
        // Same 400-wide frame; the text's leading edge meets the frame's: x 0.
        #expect(tree.frame("f") == rect(0, 194, 400, 12))
        #expect(tree.frame("t") == rect(0, 194, 30, 12))
    }

    @Test func maxWidthInfinityGrowsWithAWiderChild() throws {
        let tree = try lay(color().frame(width: 500).tagged("c").frame(maxWidth: .infinity).tagged("f"))
        // s = 500 > c = 400 → min(max(400, 500), ∞) = 500, centred at x = −50.
        #expect(tree.frame("f") == rect(-50, 0, 500, 400))
        #expect(tree.frame("c") == rect(-50, 0, 500, 400))
    }

    @Test func nilProposalWithoutIdealClampsTheChildsIdeal() throws {
        let tree = try lay(color("c").frame(minWidth: 20, maxWidth: 200).tagged("f").fixedSize())
        // nil × nil, no ideals: the Color proposed nil answers 10 × 10 → width clamp(10, 20, 200)
        // = 20, height 10 → 20 × 10 at (190, 195).
        #expect(tree.frame("f") == rect(190, 195, 20, 10))
        // Placement: width 20 is not strictly inside (20, 200) → proposed 20; height 10 is
        // inside (−∞, ∞) with a nil proposal → nil. The Color is 20 × 10.
        #expect(tree.proposal("c") == proposal(20, nil))
        #expect(tree.frame("c") == rect(190, 195, 20, 10))
    }

    @Test func flexFrameIdealSizingProposesNilInsideTheBounds() throws {
        let tree = try lay(color("c").frame(minWidth: 5, maxWidth: 200).tagged("f").fixedSize())
        // Width clamp(10, 5, 200) = 10, strictly inside (5, 200) and proposed nil → the child
        // is proposed nil on both axes.
        #expect(tree.frame("f") == rect(195, 195, 10, 10))
        #expect(tree.proposal("c") == proposal(nil, nil))
    }

    @Test func nilProposalWithIdealSizes() throws {
        let tree = try lay(color("c").frame(idealWidth: 80, idealHeight: 40).tagged("f").fixedSize())
        // Both axes nil with an ideal → 80 × 40 at (160, 180); placement proposes the frame's
        // size because both axes have an ideal.
        #expect(tree.frame("f") == rect(160, 180, 80, 40))
        #expect(tree.proposal("c") == proposal(80, 40))
        #expect(tree.frame("c") == rect(160, 180, 80, 40))
    }

    @Test func idealInsideBoundsWithNilProposal() throws {
        let tree = try lay(color("c").frame(minWidth: 5, idealWidth: 60, maxWidth: 200).tagged("f").fixedSize())
        // Width nil with ideal → 60. Height: no bounds; the child proposed (clamp(60) = 60, nil)
        // answers 10. 60 × 10 at (170, 195). Placement: ideal set → width 60; height → nil.
        #expect(tree.frame("f") == rect(170, 195, 60, 10))
        #expect(tree.proposal("c") == proposal(60, nil))
    }

    @Test func alignmentInsideAFlexibleFrame() throws {
        let tree = try lay(
            text("Hello", id: "t").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomTrailing).tagged("f"))
        // 400 × 400; the text's bottom-trailing corner at (400, 400) → (370, 388).
        #expect(tree.frame("f") == rect(0, 0, 400, 400))
        #expect(tree.frame("t") == rect(370, 388, 30, 12))
    }

    @Test func boundsAreNormalised() throws {
        let tree = try lay(
            vstack(spacing: 0, [
                // max 50 < min 100 → max = 100; both set → clamp(400, 100, 100) = 100.
                color().frame(minWidth: 100, maxWidth: 50, minHeight: 10, maxHeight: 10).tagged("a"),
                // ideal 20 < min 50 → ideal = 50, used for the nil width under fixedSize.
                color().frame(minWidth: 50, idealWidth: 20).tagged("b").fixedSize(),
            ]))
        // a: 100 × 10; b: 50 × 10 (height nil → the Color's 10). VStack 100 × 20 at (150, 190).
        #expect(tree.frame("a") == rect(150, 190, 100, 10))
        #expect(tree.frame("b") == rect(175, 200, 50, 10))
    }
}
