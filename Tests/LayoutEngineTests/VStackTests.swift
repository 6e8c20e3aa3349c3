import LayoutDrawCore
import LayoutEngine
import Testing

/// layout-rules §3.2 along the vertical axis. Canvas 400 × 400 unless told.
@Suite struct VStackTests {
    @Test func equalSplitOfFlexibleViews() throws {
        let tree = try lay(vstack([color("a"), color("b")]))
        // available = 400 − 8 = 392 → 196 each; widths take the minor proposal 400.
        #expect(tree.frame("a") == rect(0, 0, 400, 196))
        // b at 196 + 8 = 204.
        #expect(tree.frame("b") == rect(0, 204, 400, 196))
        #expect(tree.proposal("a") == proposal(400, 196))
    }

    @Test(arguments: [
        // Stack 100 × 48 at (150, 176). b (50 wide) sits at its leading edge (150),
        // centred ((100 − 50)/2 = 25 → 175) or trailing (150 + 50 = 200).
        (HorizontalAlignment.leading, 150.0), (.center, 175.0), (.trailing, 200.0),
    ])
    func horizontalAlignment(alignment: HorizontalAlignment, bX: Double) throws {
        let tree = try lay(vstack(alignment: alignment, id: "s", [square(100, 20, id: "a"), square(50, 20, id: "b")]))
        // Height 20 + 8 + 20 = 48 → y = (400 − 48)/2 = 176; the widest child sets the width.
        #expect(tree.frame("s") == rect(150, 176, 100, 48))
        #expect(tree.frame("a") == rect(150, 176, 100, 20))
        // b at y 176 + 20 + 8 = 204.
        #expect(tree.frame("b") == rect(bX, 204, 50, 20))
    }

    @Test func fixedSizeStackGivesFlexibleColorItsOwnWidth() throws {
        let tree = try lay(vstack(id: "s", [text("Hello", id: "t"), color("c")]).fixedSize())
        // Sizing with nil × nil: Text 30 × 12, Color 10 × 10 → stack 30 wide (the Text),
        // 12 + 8 + 10 = 30 high; centred at (185, 185).
        #expect(tree.frame("s") == rect(185, 185, 30, 30))
        // Placing (§3.2 step 6): the nil minor width becomes the stack's 30, so the Color is
        // proposed 30 × nil → 30 × 10, at y 185 + 12 + 8 = 205.
        #expect(tree.proposal("c") == proposal(30, nil))
        #expect(tree.frame("c") == rect(185, 205, 30, 10))
        #expect(tree.frame("t") == rect(185, 185, 30, 12))
    }

    @Test func spacerBetweenTextsTakesTheRest() throws {
        let tree = try lay(vstack(id: "s", [text("Hello", id: "a"), spacer(id: "sp"), text("Hello", id: "b")]))
        // Gaps beside the Spacer are 0. Texts are 12 high whatever the height (min = max = 12).
        // Spacer min 8 is reserved: available = 400 − 8 = 392; texts take 12 + 12 → 368 left,
        // plus the Spacer's 8 back → the Spacer gets 376.
        #expect(tree.frame("a") == rect(185, 0, 30, 12))
        // Spacer is 0 wide in a VStack, centred on the 30-wide stack: x = 185 + 15 = 200.
        #expect(tree.frame("sp") == rect(200, 12, 0, 376))
        #expect(tree.frame("b") == rect(185, 388, 30, 12))
    }

    @Test func explicitSpacingAndOverflow() throws {
        let tree = try lay(
            vstack(spacing: 20, id: "s", [color().frame(height: 300).tagged("a"), color().frame(height: 200).tagged("b")]))
        // 300 + 20 + 200 = 520 > 400 → y = (400 − 520)/2 = −60; widths are the proposal 400.
        #expect(tree.frame("s") == rect(0, -60, 400, 520))
        #expect(tree.frame("a") == rect(0, -60, 400, 300))
        // −60 + 300 + 20 = 260.
        #expect(tree.frame("b") == rect(0, 260, 400, 200))
    }

    @Test func fixedSizeStackWithCustomSpacer() throws {
        let tree = try lay(
            vstack(id: "s", [square(10, 10, id: "a"), spacer(minLength: 20, id: "sp"), square(10, 10, id: "b")]).fixedSize())
        // Ideal sizing: the Spacer proposed nil on its axis is max(−∞, 20) = 20 high, 0 wide.
        // Stack 10 × (10 + 20 + 10) = 10 × 40 (gaps 0 beside the Spacer) at (195, 180).
        #expect(tree.frame("s") == rect(195, 180, 10, 40))
        #expect(tree.frame("sp") == rect(200, 190, 0, 20))
        #expect(tree.frame("b") == rect(195, 210, 10, 10))
    }

    @Test func nestedHStackCompetesWithAColor() throws {
        let tree = try lay(vstack([hstack(id: "h", [color("a"), text("Hello", id: "t")]), color("b")]))
        // VStack: the HStack's height range is 12 (the text's one line at height 0) … ∞, b's is
        // 0 … ∞: both infinitely flexible, the larger minimum (HStack) first: offered
        // (400 − 8)/2 = 196 → 196; b gets 392 − 196 = 196 at y 204.
        #expect(tree.frame("h") == rect(0, 0, 400, 196))
        #expect(tree.frame("b") == rect(0, 204, 400, 196))
        // Inside the HStack (400 × 196): the text (6…30) goes first, offered (400 − 8)/2 → 30;
        // a gets 362; the text is centred: y (196 − 12)/2 = 92, x 362 + 8 = 370.
        #expect(tree.frame("a") == rect(0, 0, 362, 196))
        #expect(tree.frame("t") == rect(370, 92, 30, 12))
    }
}

