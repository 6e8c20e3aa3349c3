import LayoutDrawCore
import LayoutEngine
import Testing

/// The lazy stacks (LazyStackArrangement.swift): across their axis they take the whole
/// proposal; along it every child is asked for its ideal length. Canvas 400 × 400.
@Suite struct LazyStackTests {
    @Test func lazyVStackTakesTheFullProposedWidth() throws {
        let tree = try lay(lazyVStack(id: "s", [color("a"), square(50, 20, id: "b")]))
        // Children proposed (400, nil): the colour is 400 × 10, the square 50 × 20; gap 8 →
        // 38 high, 400 wide (a VStack would be 400 wide here too, but only because of the
        // colour); centred: y = 181. The square is centred across: x = 175.
        #expect(tree.frame("s") == rect(0, 181, 400, 38))
        #expect(tree.proposal("a") == proposal(400, nil))
        #expect(tree.frame("a") == rect(0, 181, 400, 10))
        #expect(tree.frame("b") == rect(175, 199, 50, 20))
    }

    @Test func lazyVStackIsWiderThanItsChildren() throws {
        let tree = try lay(lazyVStack(id: "s", [square(50, 20, id: "a"), square(80, 10, id: "b")]))
        // A VStack would be 80 wide; the lazy one takes the proposed 400.
        #expect(tree.frame("s") == rect(0, 181, 400, 38))
        #expect(tree.frame("a") == rect(175, 181, 50, 20))
        #expect(tree.frame("b") == rect(160, 209, 80, 10))
    }

    @Test func alignmentIsWithinTheFullWidth() throws {
        let leading = try lay(lazyVStack(alignment: .leading, [square(50, 20, id: "a")]))
        let trailing = try lay(lazyVStack(alignment: .trailing, [square(50, 20, id: "a")]))
        // The stack is 400 × 20 at y = 190; the square at its leading / trailing edge.
        #expect(leading.frame("a") == rect(0, 190, 50, 20))
        #expect(trailing.frame("a") == rect(350, 190, 50, 20))
    }

    @Test func idealWidthIsTheWidestChild() throws {
        let stack = lazyVStack(id: "s", [square(50, 20, id: "a"), square(80, 10, id: "b")])
        let tree = try lay(stack.fixedSize(horizontal: true, vertical: false))
        // Proposed (nil, 400): 80 wide (the widest child), 38 high, centred: (160, 181).
        #expect(tree.frame("s") == rect(160, 181, 80, 38))
        #expect(tree.frame("a") == rect(175, 181, 50, 20))
    }

    @Test func proposedNoWidthALazyVStackIsTheUnionOfItsAlignedChildren() throws {
        // b's leading guide is −50: aligned on the leading guides, b sits 50 right of a. Across,
        // the children reach max(0, −50) = 0 before the guide and max(100, 50 + 100) = 150 after
        // it: 150 wide, as a VStack is (it used to take the widest child, 100, and let b hang
        // 50 outside). 20 + 8 + 20 = 48 high; fixed horizontally it is proposed (nil, 400) and
        // centred: (125, 176). The union starts at the stack's edge: a at 125, b at 175.
        let children = [square(100, 20, id: "a"), square(100, 20, id: "b").alignmentGuide(.leading) { _ in -50 }]
        let lazy = try lay(lazyVStack(alignment: .leading, id: "s", children).fixedSize(horizontal: true, vertical: false))
        #expect(lazy.frame("s") == rect(125, 176, 150, 48))
        #expect(lazy.frame("a") == rect(125, 176, 100, 20))
        #expect(lazy.frame("b") == rect(175, 204, 100, 20))
        let eager = try lay(vstack(alignment: .leading, id: "s", children))
        #expect(eager.frame("s") == lazy.frame("s"))
        #expect(eager.frame("b") == lazy.frame("b"))
        // Proposed a width, it still takes all of it and aligns in it: 400 wide, a at 0, b at 50.
        let wide = try lay(lazyVStack(alignment: .leading, id: "s", children))
        #expect(wide.frame("s") == rect(0, 176, 400, 48))
        #expect(wide.frame("b") == rect(50, 204, 100, 20))
    }

    @Test func proposedNoHeightALazyHStackIsTheUnionOfItsAlignedChildren() throws {
        // b's top guide is 10: b sits 10 above a. The children reach max(0, 10) = 10 above the
        // guide and max(20, 20 − 10) = 20 below it: 30 high; 20 + 8 + 20 = 48 wide; fixed
        // vertically, centred: (176, 185). The guide is 10 below the top: a at 195, b at 185.
        let stack = lazyHStack(alignment: .top, id: "s", [square(20, 20, id: "a"), square(20, 20, id: "b").alignmentGuide(.top) { _ in 10 }])
        let tree = try lay(stack.fixedSize(horizontal: false, vertical: true))
        #expect(tree.frame("s") == rect(176, 185, 48, 30))
        #expect(tree.frame("a") == rect(176, 195, 20, 20))
        #expect(tree.frame("b") == rect(204, 185, 20, 20))
    }

    @Test func childrenGetTheirIdealLengthSoSpacersDoNotGrow() throws {
        let stack = lazyVStack(id: "s", [square(10, 10, id: "a"), spacer(id: "sp"), square(10, 10, id: "b")])
        let tree = try lay(stack.frame(height: 300))
        // Each child is proposed a nil height: the Spacer is its minimum length, 8, and no gap
        // is put beside it: 10 + 8 + 10 = 28 high (a VStack would give the spacer 280). The
        // frame (400 × 300 at y = 50) centres it: y = 50 + (300 − 28)/2 = 186.
        #expect(tree.frame("s") == rect(0, 186, 400, 28))
        #expect(tree.frame("sp").height == 8)
        #expect(tree.frame("a") == rect(195, 186, 10, 10))
        #expect(tree.frame("b") == rect(195, 204, 10, 10))
    }

    @Test func lazyHStackTakesTheFullProposedHeight() throws {
        let tree = try lay(lazyHStack(id: "s", [reader(id: "r"), square(20, 20, id: "q")]))
        // Children proposed (nil, 400): the reader is 10 × 400; 10 + 8 + 20 = 38 wide, 400
        // high, centred: x = 181. The square is centred across: y = 190.
        #expect(tree.frame("s") == rect(181, 0, 38, 400))
        #expect(tree.proposal("r") == proposal(nil, 400))
        #expect(tree.frame("r") == rect(181, 0, 10, 400))
        #expect(tree.frame("q") == rect(199, 190, 20, 20))
    }
}
