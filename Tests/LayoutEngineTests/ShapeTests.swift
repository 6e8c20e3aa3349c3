import LayoutDrawCore
import LayoutEngine
import Testing

/// layout-rules §3.1 (shapes and Color).
@Suite struct ShapeTests {
    @Test func shapeTakesTheProposal() throws {
        let root = try lay(ViewNode(Rectangle(), id: "r"))
        #expect(root.frame("r") == rect(0, 0, 400, 400))
        let framed = try lay(ViewNode(RoundedRectangle(cornerRadius: 8), id: "r").frame(width: 120, height: 80))
        // Proposed 120 × 80 → exactly that, centred at (140, 160).
        #expect(framed.frame("r") == rect(140, 160, 120, 80))
    }

    @Test func nilDimensionsBecomeTen() throws {
        let circle = try lay(ViewNode(Circle(), id: "c").fixedSize())
        #expect(circle.frame("c") == rect(195, 195, 10, 10))
        let tinted = try lay(color("c").fixedSize(horizontal: true, vertical: false))
        // (nil, 400) → 10 × 400.
        #expect(tinted.frame("c") == rect(195, 0, 10, 400))
    }

    @Test func zeroProposalGivesZero() throws {
        let tree = try lay(ViewNode(Capsule(), id: "c").frame(width: 0, height: 0))
        #expect(tree.frame("c") == rect(200, 200, 0, 0))
    }

    @Test func shapesShareAStackEqually() throws {
        let tree = try lay(hstack([ViewNode(Ellipse(), id: "a"), ViewNode(Capsule(), id: "b")]))
        // (400 − 8)/2 = 196 each.
        #expect(tree.frame("a") == rect(0, 0, 196, 400))
        #expect(tree.frame("b") == rect(204, 0, 196, 400))
    }
}
