import LayoutDrawCore
import LayoutEngine
import Testing

/// layout-rules §3.2 along the horizontal axis. Canvas 400 × 400 unless told: the root is
/// proposed 400 × 400 and centred.
@Suite struct HStackTests {
    @Test func equalSplitOfFlexibleViews() throws {
        let tree = try lay(hstack([color("a"), color("b"), color("c")]))
        // internal spacing = 2 gaps × 8 = 16; available = 400 − 16 = 384.
        // All three are min 0 / max ∞ with equal minima → source order, each offered 384/3 = 128.
        #expect(tree.frame("a") == rect(0, 0, 128, 400))
        // b starts at 128 + 8 = 136, c at 136 + 128 + 8 = 272.
        #expect(tree.frame("b") == rect(136, 0, 128, 400))
        #expect(tree.frame("c") == rect(272, 0, 128, 400))
        // Each is placed with its share × the stack's height proposal.
        #expect(tree.proposal("b") == proposal(128, 400))
    }

    @Test func fixedViewBesideFlexibleOnes() throws {
        let tree = try lay(hstack(spacing: 10, [color("a"), color().frame(width: 100).tagged("f"), color("b")]))
        // available = 400 − 2×10 = 380. The frame has flexibility 0 (100 − 100): it goes first,
        // offered 380/3, takes 100 → 280 left; a and b (flexibility ∞) get 280/2 = 140 each.
        #expect(tree.frame("a") == rect(0, 0, 140, 400))
        // Positions in source order: f at 140 + 10 = 150, b at 150 + 100 + 10 = 260.
        // The frame's height comes from its Color, proposed (100, 400).
        #expect(tree.frame("f") == rect(150, 0, 100, 400))
        #expect(tree.frame("b") == rect(260, 0, 140, 400))
    }

    @Test func lessFlexibleViewIsSizedFirst() throws {
        let tree = try lay(hstack(spacing: 0, [color("a"), color().frame(maxWidth: 50).tagged("m")]))
        // m: min 0, max 50 (flexibility 50) < a's ∞, so m goes first although it is second:
        // offered 400/2 = 200, takes min(max(50, 50), 50) = 50; a then gets 400 − 50 = 350.
        // (In source order a would take 200 and the stack would be only 250 wide.)
        #expect(tree.frame("a") == rect(0, 0, 350, 400))
        #expect(tree.frame("m") == rect(350, 0, 50, 400))
    }

    @Test func wrappingTextIsLessFlexibleThanColor() throws {
        let tree = try lay(hstack(spacing: 0, [color("a"), text("Hello world", id: "t")]), 100, 100)
        // Text: min 6 (one character per line at width 0), max 66 (11 chars) → flexibility 60;
        // Color ∞. Text first: offered 100/2 = 50 → 8 chars a line → "Hello"/"world" = 30 × 24.
        // Color gets 100 − 30 = 70; the text is centred vertically: (100 − 24)/2 = 38.
        #expect(tree.frame("a") == rect(0, 0, 70, 100))
        #expect(tree.frame("t") == rect(70, 38, 30, 24))
    }

    @Test func infinitelyFlexibleViewWithLargerMinimumGoesFirst() throws {
        let tree = try lay(hstack(spacing: 0, [color("a"), color().frame(minWidth: 300).tagged("b")]))
        // Both are infinitely flexible; b's minimum (300) > a's (0) so b goes first: offered
        // 400/2 = 200, takes max(min(max(200, 300), 300), 300) = 300; a gets 100.
        // (In source order a would take 200 and the stack would overflow to 500.)
        #expect(tree.frame("a") == rect(0, 0, 100, 400))
        #expect(tree.frame("b") == rect(100, 0, 300, 400))
    }

    @Test func defaultSpacingIsEight() throws {
        let tree = try lay(hstack([square(50, 50, id: "a"), square(50, 50, id: "b"), square(50, 50, id: "c")]))
        // Width = 3 × 50 + 2 × 8 = 166, height 50; centred: x = (400 − 166)/2 = 117, y = 175.
        #expect(tree.frame("a") == rect(117, 175, 50, 50))
        // 117 + 50 + 8 = 175; 175 + 58 = 233.
        #expect(tree.frame("b") == rect(175, 175, 50, 50))
        #expect(tree.frame("c") == rect(233, 175, 50, 50))
    }

    @Test func fixedSizeStackProposesNilMajorAndItsHeightWhenPlacing() throws {
        let tree = try lay(hstack(id: "s", [text("Hello", id: "t"), color("c")]).fixedSize())
        // fixedSize proposes nil × nil: children are asked for ideal sizes: Text 30 × 12,
        // Color 10 × 10 → stack 30 + 8 + 10 = 48 wide, 12 high; centred at (176, 194).
        #expect(tree.frame("s") == rect(176, 194, 48, 12))
        #expect(tree.frame("t") == rect(176, 194, 30, 12))
        #expect(tree.proposal("t") == proposal(nil, 12))
        // Placing (§3.2 step 6): the nil height becomes the stack's 12, so the Color is
        // proposed nil × 12 and is 10 × 12, at x 176 + 30 + 8 = 214.
        #expect(tree.proposal("c") == proposal(nil, 12))
        #expect(tree.frame("c") == rect(214, 194, 10, 12))
    }

    @Test(arguments: [
        // Stack 48 × 50 at (176, 175); a (50 high) always fills it. b (30 high) sits at the
        // top (175), centred ((50 − 30)/2 = 10 → 185) or at the bottom (175 + 20 = 195).
        (VerticalAlignment.top, 175.0), (.center, 185.0), (.bottom, 195.0),
    ])
    func verticalAlignment(alignment: VerticalAlignment, bY: Double) throws {
        let tree = try lay(hstack(alignment: alignment, [square(20, 50, id: "a"), square(20, 30, id: "b")]))
        #expect(tree.frame("a") == rect(176, 175, 20, 50))
        // b at x 176 + 20 + 8 = 204.
        #expect(tree.frame("b") == rect(204, bY, 20, 30))
    }

    @Test func firstTextBaselineAlignment() throws {
        let tree = try lay(
            hstack(
                alignment: .firstTextBaseline, spacing: 10,
                [text("Big", id: "big", size: 20), text("small", id: "small"), square(10, 30, id: "c")]))
        // Guides: "Big" at 20 pt is 36 × 24, baseline 18; "small" 30 × 12, baseline 9; the
        // Color has no baseline → its bottom, 30. Origins −18, −9, −30 → union [−30, 6] = 36 high.
        // Width 36 + 10 + 30 + 10 + 10 = 96; centred: x = 152, y = (400 − 36)/2 = 182.
        // Shifted by +30: big at y 182 + 12, small at 182 + 21, c at 182 (all baselines at 212).
        #expect(tree.frame("big") == rect(152, 194, 36, 24))
        #expect(tree.frame("small") == rect(198, 203, 30, 12))
        #expect(tree.frame("c") == rect(238, 182, 10, 30))
    }

    @Test func overflowingChildrenMakeTheStackWiderAndRootStillCentres() throws {
        let tree = try lay(hstack(id: "s", [color().frame(width: 300).tagged("a"), color().frame(width: 200).tagged("b")]))
        // Fixed widths 300 + 8 + 200 = 508 > 400: the stack is 508 wide, centred at
        // x = (400 − 508)/2 = −54; heights come from the Colors proposed 400.
        #expect(tree.frame("s") == rect(-54, 0, 508, 400))
        #expect(tree.frame("a") == rect(-54, 0, 300, 400))
        // −54 + 300 + 8 = 254.
        #expect(tree.frame("b") == rect(254, 0, 200, 400))
    }

    @Test func explicitSpacingZero() throws {
        let tree = try lay(hstack(spacing: 0, [square(50, 50, id: "a"), square(50, 50, id: "b")]))
        // 50 + 0 + 50 = 100 wide: x = 150; b right after a.
        #expect(tree.frame("a") == rect(150, 175, 50, 50))
        #expect(tree.frame("b") == rect(200, 175, 50, 50))
    }
}
