import LayoutDrawCore
import LayoutEngine
import Testing

/// `Divider`: 1 point across its stack's axis, the proposal along the other.
@Suite struct DividerTests {
    @Test func inAnHStackItIsAVerticalLine() throws {
        let tree = try lay(hstack([square(50, 50, id: "c"), ViewNode(Divider(), id: "d")]))
        // Divider 1 wide, proposed height 400 → 1 × 400 (min = max = 1, sized first).
        // Width 50 + 8 + 1 = 59 → x = (400 − 59)/2 = 170.5; the square centred: y 175.
        #expect(tree.frame("c") == rect(170.5, 175, 50, 50))
        #expect(tree.frame("d") == rect(228.5, 0, 1, 400))
    }

    @Test func inAVStackItIsAHorizontalLine() throws {
        let tree = try lay(vstack([square(50, 50, id: "c"), ViewNode(Divider(), id: "d")]))
        // Divider 400 × 1; height 50 + 8 + 1 = 59 → y = 170.5; the square centred: x 175.
        #expect(tree.frame("c") == rect(175, 170.5, 50, 50))
        #expect(tree.frame("d") == rect(0, 228.5, 400, 1))
    }
}
