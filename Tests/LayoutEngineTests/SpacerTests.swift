import LayoutDrawCore
import LayoutEngine
import Testing

/// layout-rules §3.3 and the Spacer cases of §3.2.
@Suite struct SpacerTests {
    @Test func spacerBesideFlexibleViewsIsSizedLast() throws {
        let tree = try lay(hstack([color("a"), spacer(id: "s"), color("b")]))
        // Gaps beside a Spacer are 0. Its priority −∞ puts it in the last group: its minimum 8
        // is reserved → 400 − 8 = 392 for a and b (196 each); the Spacer then gets 0 + 8.
        #expect(tree.frame("a") == rect(0, 0, 196, 400))
        // 0 high in an HStack, centred vertically: y 200.
        #expect(tree.frame("s") == rect(196, 200, 8, 0))
        #expect(tree.frame("b") == rect(204, 0, 196, 400))
    }

    @Test func customMinLengthIsReserved() throws {
        let tree = try lay(hstack([color("a"), spacer(minLength: 40, id: "s"), color("b")]))
        // 400 − 40 = 360 → 180 each; the Spacer gets its 40.
        #expect(tree.frame("a") == rect(0, 0, 180, 400))
        #expect(tree.frame("s") == rect(180, 200, 40, 0))
        #expect(tree.frame("b") == rect(220, 0, 180, 400))
    }

    @Test func spacerTakesTheLeftover() throws {
        let tree = try lay(hstack([text("Hello", id: "a"), spacer(id: "s"), text("Hi", id: "b")]), 200, 100)
        // 200 − 8 (Spacer minimum) = 192. "Hi" (min 6, max 12) is less flexible than "Hello"
        // (6…30): "Hi" offered 96 → 12; "Hello" offered 180 → 30; 150 left + 8 → Spacer 158.
        // Height 12 → y = (100 − 12)/2 = 44.
        #expect(tree.frame("a") == rect(0, 44, 30, 12))
        #expect(tree.frame("s") == rect(30, 50, 158, 0))
        #expect(tree.frame("b") == rect(188, 44, 12, 12))
    }

    @Test func squeezedSpacerKeepsDefaultMinLengthEight() throws {
        let tree = try lay(hstack(id: "h", [color().frame(width: 250).tagged("a"), spacer(id: "s"), color().frame(width: 250).tagged("b")]))
        // Reserve 8 → 392; a 250, b 250 → −108; + 8 → −100 → Spacer offered max(−100, 0) = 0
        // → max(0, 8) = 8. Total 508 → x = (400 − 508)/2 = −54.
        #expect(tree.frame("h") == rect(-54, 0, 508, 400))
        #expect(tree.frame("s") == rect(196, 200, 8, 0))
        #expect(tree.frame("b") == rect(204, 0, 250, 400))
    }

    @Test func squeezedSpacerKeepsCustomMinLength() throws {
        let tree = try lay(
            hstack(id: "h", [color().frame(width: 250).tagged("a"), spacer(minLength: 20, id: "s"), color().frame(width: 250).tagged("b")]))
        // As above with 20: total 520 → x = −60; Spacer at −60 + 250 = 190.
        #expect(tree.frame("h") == rect(-60, 0, 520, 400))
        #expect(tree.frame("s") == rect(190, 200, 20, 0))
    }

    @Test func minLengthZero() throws {
        let tree = try lay(hstack([color().frame(width: 200).tagged("a"), spacer(minLength: 0, id: "s"), color().frame(width: 200).tagged("b")]))
        // 200 + 0 + 200 = 400 exactly; the Spacer gets max(0, 0) = 0.
        #expect(tree.frame("s") == rect(200, 200, 0, 0))
        #expect(tree.frame("b") == rect(200, 0, 200, 400))
    }

    @Test func explicitSpacingAppliesBesideSpacers() throws {
        let tree = try lay(
            hstack(spacing: 10, [color().frame(width: 50).tagged("a"), spacer(id: "s"), color().frame(width: 50).tagged("b")]), 300, 300)
        // Gaps are 10 each, Spacer or not: 300 − 20 − 8 = 272; a, b take 50 each → 172 + 8 = 180.
        #expect(tree.frame("a") == rect(0, 0, 50, 300))
        // Spacer at 50 + 10 = 60, b at 60 + 180 + 10 = 250.
        #expect(tree.frame("s") == rect(60, 150, 180, 0))
        #expect(tree.frame("b") == rect(250, 0, 50, 300))
    }

    @Test func spacerOutsideAStackUsesTheRuleOnBothAxes() throws {
        let alone = try lay(spacer(id: "s"))
        // max(400, 8) on both axes.
        #expect(alone.frame("s") == rect(0, 0, 400, 400))
        let ideal = try lay(spacer(id: "s").fixedSize())
        // max(−∞, 8) = 8 on both axes, centred.
        #expect(ideal.frame("s") == rect(196, 196, 8, 8))
        let inZStack = try lay(zstack([spacer(minLength: 20, id: "s").fixedSize()]))
        // A ZStack is not a stack axis: 20 × 20.
        #expect(inZStack.frame("s") == rect(190, 190, 20, 20))
    }
}
