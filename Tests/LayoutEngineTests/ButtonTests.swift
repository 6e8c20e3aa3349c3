import LayoutDrawCore
import LayoutDrawFrames
import LayoutEngine
import Testing

/// `Button` lays out exactly as its label and tints it with the accent colour. Canvas 400 × 400;
/// a 10-point character is 6 × 12.
@Suite struct ButtonTests {
    @Test func laysOutAsItsLabel() throws {
        let tree = try lay(button(id: "b", text("Login", id: "t").padding(.all, 10).tagged("p")))
        // The label is 30 × 12 + 2 × 10 = 50 × 32, centred: (175, 184). The button has the same
        // frame and passes its proposal through.
        #expect(tree.frame("b") == rect(175, 184, 50, 32))
        #expect(tree.frame("p") == tree.frame("b"))
        #expect(tree.proposal("p") == proposal(400, 400))
        #expect(tree.frame("t") == rect(185, 194, 30, 12))
    }

    @Test func passesItsLabelsFlexibilityToAStack() throws {
        let tree = try lay(hstack([button(id: "b", color("c")), square(100, 100, id: "q")]))
        // The colour label is infinitely flexible, so the button is: 400 − 8 − 100 = 292.
        #expect(tree.frame("b") == rect(0, 0, 292, 400))
        #expect(tree.frame("q") == rect(300, 150, 100, 100))
    }

    @Test func drawsItsLabelInTheAccentColourUnlessStyled() throws {
        func textColor(_ tree: FrameTree) -> ColorStyle? {
            guard case .text(let paint)? = tree.node(id: "t")?.paint else { return nil }
            return paint.color
        }
        let plain = try lay(button(text("Login", id: "t")))
        #expect(textColor(plain) == .blue)
        let red = ColorStyle.named["red"]!
        let styled = try lay(button(text("Login", id: "t")).modified(by: ForegroundStyle(red)))
        #expect(textColor(styled) == red)
    }
}
