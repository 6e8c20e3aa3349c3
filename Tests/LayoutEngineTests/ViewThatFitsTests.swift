import LayoutDrawCore
import LayoutEngine
import Testing

/// `ViewThatFits(in:)`: the first subview whose ideal size fits the proposal on the constrained
/// axes, else the last. Canvas 400 × 400; 10-point text is 6 per character and 12 per line.
@Suite struct ViewThatFitsTests {
    func viewThatFits(in axes: Set<Axis> = [.horizontal, .vertical], id: String? = "f", _ children: [ViewNode]) -> ViewNode {
        ViewNode(ViewThatFits(in: axes), subviews: children, id: id)
    }

    @Test func firstAlternativeThatFitsHorizontally() throws {
        // In a 50-wide frame: "Hello World" is ideally 11 × 6 = 66 wide (too wide), "Hello"
        // 30: the second is shown, proposed 50 × 400, 30 × 12. The frame is 50 × 12 at
        // (175, 194) and centres the text at x 185.
        let tree = try lay(viewThatFits(in: [.horizontal], [text("Hello World", id: "long"), text("Hello", id: "short")]).frame(width: 50))
        #expect(tree.frame("f") == rect(185, 194, 30, 12))
        #expect(tree.frame("short") == rect(185, 194, 30, 12))
        // The other alternative is not in the picture at all.
        #expect(tree.node(id: "long") == nil)
    }

    @Test func theFirstIsShownWhenItFits() throws {
        let tree = try lay(viewThatFits(in: [.horizontal], [text("Hello World", id: "long"), text("Hello", id: "short")]).frame(width: 70))
        // 66 ≤ 70: the long text, 66 × 12, centred in the 70-wide frame: x 167.
        #expect(tree.frame("long") == rect(167, 194, 66, 12))
        #expect(tree.node(id: "short") == nil)
    }

    @Test func aVerticalConstraintKeepsTheProposedWidth() throws {
        // ViewThatFits(in: .vertical) proposed 30 × 30: the text is asked with width 30 and no
        // height, wraps to 5 characters a line ("aaa" / "bbb" / "ccc"): 3 × 12 = 36 > 30, it
        // does not fit. The colour, asked 30 × nil, is 30 × 10: it fits and is shown, proposed
        // 30 × 30 (takes it). Centred: (185, 185).
        let tree = try lay(viewThatFits(in: [.vertical], [text("aaa bbb ccc", id: "t"), color("c")]).frame(width: 30, height: 30))
        #expect(tree.frame("c") == rect(185, 185, 30, 30))
        #expect(tree.node(id: "t") == nil)
    }

    @Test func theLastIsShownWhenNoneFits() throws {
        // Both too wide for 20: the last one is shown anyway, at its size for the proposal
        // 20 × 400: "Hello" wraps at 20 / 6 = 3 characters a line: "Hel" / "lo", 18 × 24.
        let tree = try lay(viewThatFits(in: [.horizontal], [text("Hello World", id: "long"), text("Hello", id: "short")]).frame(width: 20))
        #expect(tree.frame("short").size == Size(width: 18, height: 24))
        #expect(tree.node(id: "long") == nil)
    }

    @Test func bothAxesByDefault() throws {
        // 100 × 20 proposed: a 80 × 30 square is narrow enough but too tall; the 90 × 20 one fits.
        let tree = try lay(viewThatFits([square(80, 30, id: "a"), square(90, 20, id: "b"), square(10, 10, id: "c")]).frame(width: 100, height: 20))
        #expect(tree.frame("b") == rect(155, 190, 90, 20))
        #expect(tree.node(id: "a") == nil)
        #expect(tree.node(id: "c") == nil)
    }

    @Test func noConstrainedAxisShowsTheFirst() throws {
        let tree = try lay(viewThatFits(in: [], [square(500, 500, id: "a"), square(10, 10, id: "b")]))
        #expect(tree.frame("a").size == Size(width: 500, height: 500))
        #expect(tree.node(id: "b") == nil)
    }

    @Test func anUnspecifiedProposalFitsAnything() throws {
        // fixedSize proposes nil × nil: the first alternative is shown at its ideal size.
        let tree = try lay(viewThatFits([text("Hello World", id: "long"), text("Hi", id: "short")]).fixedSize())
        #expect(tree.frame("long").size == Size(width: 66, height: 12))
        #expect(tree.node(id: "short") == nil)
    }

    @Test func theChoiceFollowsTheProposalInAStack() throws {
        // An HStack of a 300-wide square and the ViewThatFits: the square is less flexible and
        // takes 300, leaving 400 − 300 − 8 = 92: "Hello World" (66) fits; proposed 0 (the
        // HStack's flexibility probe) the short one would be chosen, but the placement uses 92.
        let tree = try lay(hstack([square(300, 10), viewThatFits(in: [.horizontal], [text("Hello World", id: "long"), text("Hi", id: "short")])]))
        #expect(tree.frame("long").size == Size(width: 66, height: 12))
        #expect(tree.node(id: "short") == nil)
    }
}
