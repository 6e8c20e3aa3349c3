import LayoutDrawCore
import LayoutDrawFrames
import LayoutDrawTestSupport
import LayoutEngine
import Testing

/// layout-rules §3.15. Canvas 400 × 400 unless told; the root is centred.
@Suite struct ScrollViewTests {
    @Test func verticalProposesNilHeightToItsContent() throws {
        let tree = try lay(scrollView(id: "s", reader(id: "r")))
        // The content is proposed (400, nil): a reader is then 400 × 10, at the top. The scroll
        // view takes the proposed height (400) and its content's width (400).
        #expect(tree.proposal("r") == proposal(400, nil))
        #expect(tree.frame("r") == rect(0, 0, 400, 10))
        #expect(tree.frame("s") == rect(0, 0, 400, 400))
    }

    @Test func isAsWideAsItsContent() throws {
        let tree = try lay(scrollView(id: "s", square(100, 50, id: "c")))
        // Width = the content's 100, height = the proposed 400; centred by the root at x = 150;
        // the content sits at the top.
        #expect(tree.frame("s") == rect(150, 0, 100, 400))
        #expect(tree.frame("c") == rect(150, 0, 100, 50))
    }

    @Test func tallContentStartsAtTheTopAndOverflows() throws {
        let tree = try lay(scrollView(id: "s", square(50, 1000, id: "c")))
        #expect(tree.frame("s") == rect(175, 0, 50, 400))
        #expect(tree.frame("c") == rect(175, 0, 50, 1000))
    }

    @Test func horizontalProposesNilWidth() throws {
        let tree = try lay(scrollView([.horizontal], id: "s", reader(id: "r")))
        // Content proposed (nil, 400): a reader is 10 × 400 at the leading edge; the scroll view
        // takes the proposed width and the content's height.
        #expect(tree.proposal("r") == proposal(nil, 400))
        #expect(tree.frame("r") == rect(0, 0, 10, 400))
        #expect(tree.frame("s") == rect(0, 0, 400, 400))
    }

    @Test func horizontalIsAsTallAsItsContent() throws {
        let tree = try lay(scrollView([.horizontal], id: "s", square(50, 60, id: "c")))
        // 400 × 60, centred vertically (y = 170); the content at the leading edge.
        #expect(tree.frame("s") == rect(0, 170, 400, 60))
        #expect(tree.frame("c") == rect(0, 170, 50, 60))
    }

    @Test func bothAxesProposeNilBothWays() throws {
        let tree = try lay(scrollView([.horizontal, .vertical], id: "s", reader(id: "r")))
        // The reader answers its ideal 10 × 10 and sits top-leading; the scroll view takes the
        // whole proposal.
        #expect(tree.proposal("r") == proposal(nil, nil))
        #expect(tree.frame("r") == rect(0, 0, 10, 10))
        #expect(tree.frame("s") == rect(0, 0, 400, 400))
    }

    @Test func idealSizeIsTheContents() throws {
        let tree = try lay(scrollView(id: "s", square(100, 50, id: "c")).fixedSize())
        // Proposed nil × nil, the scroll view is its content's 100 × 50, centred.
        #expect(tree.frame("s") == rect(150, 175, 100, 50))
        #expect(tree.frame("c") == rect(150, 175, 100, 50))
    }

    @Test func isFullyFlexibleAlongItsAxisInAStack() throws {
        let tree = try lay(vstack([scrollView(id: "s", text("Hello", id: "t")), square(100, 100, id: "q")]))
        // Heights: the scroll view takes any proposal (min 0, max ∞), the square is fixed, so
        // the square goes first: 100; the scroll view gets 400 − 8 − 100 = 292. Its width is the
        // text's 30 (5 × 6); the stack is 100 wide at x = 150, the scroll view centred in it.
        #expect(tree.frame("s") == rect(185, 0, 30, 292))
        #expect(tree.frame("t") == rect(185, 0, 30, 12))
        #expect(tree.frame("q") == rect(150, 300, 100, 100))
    }

    @Test func contentInTheSafeAreaStartsAtTheScrollViewsTop() throws {
        let canvas = fixedCanvas(414, 896, safeArea: EdgeInsets(top: 44, bottom: 34))
        let root = scrollView(id: "s", lazyVGrid(items(4, .flexible(minimum: 50, maximum: 100)), id: "g", [reader(id: "r")]))
        let tree = try layoutForTestingOn(canvas, root)
        // The root is proposed the safe area (414 × 818 at y = 44); the grid (414 × 10) sits at
        // the scroll view's top, below the status bar.
        #expect(tree.frame("s") == rect(0, 44, 414, 818))
        #expect(tree.frame("g") == rect(0, 44, 414, 10))
        #expect(tree.frame("r") == rect(0, 44, 97.5, 10))
    }

    @Test func isClippedToItsFrame() throws {
        let tree = try lay(scrollView(id: "s", square(50, 1000)))
        #expect(tree.node(id: "s")?.clip == .rectangle)
    }
}

/// Lays `root` out on `canvas` with the test measurer.
func layoutForTestingOn(_ canvas: CanvasSpec, _ root: ViewNode) throws -> FrameTree {
    try layoutForTesting(root, canvas: canvas)
}
