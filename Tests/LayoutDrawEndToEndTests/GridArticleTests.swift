import LayoutDraw
import Testing

/// The ScrollView / LazyVGrid examples of article 001_24efc4c9f93bd6af.txt, checked over the
/// layout dump of their fixtures. Canvas: iPhone 11 Pro Max, 414 × 896 with a safe area of
/// 44 / 34, so the root is proposed 414 × 818 at y = 44.
@Suite struct GridArticleTests {
    func node(_ tree: FrameTree, _ id: String) throws -> FrameNode {
        try #require(tree.node(id: id), "no node '\(id)'")
    }

    /// The four column origins: (414 − 3 × 8)/4 = 97.5 wide, 8 apart.
    static let columnX = [0, 105.5, 211, 316.5]

    @Test func eachReaderOfTheGridIs97Point5By10() throws {
        let tree = try layOutFixture("001-grid-reader-per-cell.yaml")
        // The ScrollView is the safe area; the grid at its top proposes (97.5, nil) to each
        // reader, which is 10 high (its ideal height); rows are 10 + 8 apart from y = 44.
        #expect(try node(tree, "scroll").frame == Rect(x: 0, y: 44, width: 414, height: 818))
        #expect(try node(tree, "grid").frame == Rect(x: 0, y: 44, width: 414, height: 46))
        for index in 0..<12 {
            let reader = try node(tree, "reader\(index)")
            let expected = Rect(x: Self.columnX[index % 4], y: 44 + Double(index / 4) * 18, width: 97.5, height: 10)
            #expect(reader.frame == expected, "reader\(index)")
        }
    }

    @Test func readersPrintTheArticlesSize() throws {
        let tree = try layOutFixture("001-grid-reader-per-cell-readout.yaml")
        let readouts = (0..<12).compactMap { tree.node(id: "readout\($0)")?.text }
        #expect(readouts == Array(repeating: "97.5 x 10.0", count: 12))
    }

    @Test func theReaderAroundTheScrollViewIsTheSafeArea() throws {
        let tree = try layOutFixture("001-grid-circles-under-reader.yaml")
        // The article's table: GeometryProxy 414.0 × 818.0.
        #expect(try node(tree, "reader").frame == Rect(x: 0, y: 44, width: 414, height: 818))
        #expect(try node(tree, "readout").text == "414.0 x 818.0")
        // Each circle is proposed (97.5, nil) and takes 97.5 × 10 (it draws 10 across).
        #expect(try node(tree, "circle0").frame == Rect(x: 0, y: 44, width: 97.5, height: 10))
        #expect(try node(tree, "circle11").frame == Rect(x: 316.5, y: 80, width: 97.5, height: 10))
    }

    @Test func aReaderInsideTheScrollViewIsOnlyTenHigh() throws {
        let tree = try layOutFixture("001-grid-reader-inside-scrollview.yaml")
        // Proposed (414, nil) by the ScrollView, the reader is 414 × 10; the grid inside it is
        // proposed 414 × 10 and is 46 high (it overflows the reader, which is why the article's
        // blue covers only the first row).
        #expect(try node(tree, "reader").frame == Rect(x: 0, y: 44, width: 414, height: 10))
        #expect(try node(tree, "grid").frame == Rect(x: 0, y: 44, width: 414, height: 46))
    }

    @Test func aspectRatioFitMakesTheCircles97Point5Across() throws {
        let tree = try layOutFixture("001-grid-circles-aspect-fit.yaml")
        // A 1:1 box fitted to (97.5, nil) is 97.5 × 97.5; rows are 97.5 + 8 apart.
        #expect(try node(tree, "circle0").frame == Rect(x: 0, y: 44, width: 97.5, height: 97.5))
        #expect(try node(tree, "circle5").frame == Rect(x: 105.5, y: 149.5, width: 97.5, height: 97.5))
        #expect(try node(tree, "grid").frame.height == 3 * 97.5 + 2 * 8)
    }

    @Test func flattenedUserViews() throws {
        let tree = try layOutFixture("001-grid-nyamo-flat.yaml")
        // The rounded rectangle (the overlay's primary) is 97.5 × 10 in each cell.
        #expect(try node(tree, "user0").frame == Rect(x: 0, y: 44, width: 97.5, height: 10))
        #expect(try node(tree, "user7").frame == Rect(x: 316.5, y: 62, width: 97.5, height: 10))
    }

    @Test func helloWorldMovesToTheTopInsideAReaderOrAScrollView() throws {
        let centred = try node(layOutFixture("001-hello-world-padding.yaml"), "text")
        let inReader = try node(layOutFixture("001-hello-world-in-reader.yaml"), "text")
        let inScroll = try layOutFixture("001-hello-world-in-scrollview.yaml")
        let size = centred.frame.size
        // On its own the padded text is centred in the safe area.
        #expect(centred.frame.origin == Point(x: (414 - size.width) / 2, y: 44 + (818 - size.height) / 2))
        // In the reader: at its top-leading corner, inside the 16-point padding.
        #expect(inReader.frame == Rect(x: 16, y: 60, width: size.width, height: size.height))
        // In the ScrollView: at the top; the ScrollView is as wide as the padded text and is
        // centred by the root.
        let scroll = try node(inScroll, "scroll")
        #expect(scroll.frame == Rect(x: (414 - size.width - 32) / 2, y: 44, width: size.width + 32, height: 818))
        #expect(try node(inScroll, "text").frame.origin == Point(x: scroll.frame.minX + 16, y: 60))
    }

    @Test func theWrongNestingScrollsOnlyTheText() throws {
        let tree = try layOutFixture("001-scrollview-in-reader-wrong.yaml")
        let text = try node(tree, "text")
        // The reader proposes its 414 × 818 to the ScrollView, at its top-leading corner; the
        // ScrollView is as wide as the padded text and the full height.
        #expect(try node(tree, "scroll").frame == Rect(x: 0, y: 44, width: text.frame.width + 32, height: 818))
        #expect(text.frame.origin == Point(x: 16, y: 60))
    }

    @Test func loginButtonIsPositionedFromTheLocalFrame() throws {
        let tree = try layOutFixture("001-login-button.yaml")
        let frame = try node(tree, "button").frame
        // 165.6 × 60 centred on (207, 44 + 818 − 80): origin (124.2, 752).
        #expect(abs(frame.minX - 124.2) < 1e-9 && frame.minY == 752)
        #expect(abs(frame.width - 165.6) < 1e-9 && frame.height == 60)
    }
}
