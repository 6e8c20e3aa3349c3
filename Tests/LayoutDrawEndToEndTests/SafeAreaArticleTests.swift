import LayoutDraw
import Testing

/// The safe-area examples of articles 001 and 003, over the layout dump of their fixtures.
/// Canvas: iPhone 11 Pro Max, 414 × 896 with a 44-point top and 34-point bottom safe area.
@Suite struct SafeAreaArticleTests {
    /// The fill of the style background in `tree` (the background's second child).
    func backgroundFill(_ tree: FrameTree) throws -> FrameNode {
        let background = try #require(tree.nodes.first { $0.kind == "background" })
        return tree.nodes[try #require(background.children.last)]
    }

    @Test func readerOnTheWholeScreenPrintsTheSafeArea() throws {
        let tree = try layOutFixture("001-reader-on-device.yaml")
        // The root is proposed the safe rect 414 × (896 − 44 − 34 = 818) and the reader takes
        // it, at y 44: the article's "414.0 x 818.0".
        let reader = try #require(tree.nodes.first { $0.kind == "GeometryReader" })
        #expect(reader.frame == Rect(x: 0, y: 44, width: 414, height: 818))
        #expect(tree.nodes.compactMap(\.text) == ["414.0 x 818.0"])
        // Its blue style background touches both safe edges and fills the whole screen.
        #expect(try backgroundFill(tree).frame == Rect(x: 0, y: 0, width: 414, height: 896))
    }

    @Test func offsetSquareSpillsIntoTheBottomSafeArea() throws {
        let tree = try layOutFixture("003-offset-background-spills.yaml")
        // The slider (31) and the square (100), 8 apart, stack to 139 centred in the safe rect
        // (44…862): from 44 + (818 − 139) / 2 = 383.5, the square at (157, 383.5 + 39 = 422.5);
        // drawn and queried 360 lower, 782.5…882.5. 882.5 is past the safe bottom 862 and short
        // of 896, so the background's bottom inset is 896 − 882.5 = 13.5: the fill is
        // 100 × 113.5, drawn at y 782.5, reaching the screen's bottom edge.
        #expect(tree.node(id: "square")?.frame == Rect(x: 157, y: 422.5, width: 100, height: 100))
        let fill = try backgroundFill(tree)
        #expect(fill.visual == Rect(x: 157, y: 782.5, width: 100, height: 113.5))
        #expect(fill.visual.maxY == 896)
    }

    @Test func ignoredByLayoutOffsetDoesNotSpill() throws {
        let tree = try layOutFixture("003-offset-ignored-by-layout.yaml")
        // Drawn at the same 782.5…882.5, but queried at 422.5…522.5, inside the safe rect: no
        // inset, the fill is the square's own 100 × 100.
        let fill = try backgroundFill(tree)
        #expect(fill.frame == Rect(x: 157, y: 422.5, width: 100, height: 100))
        #expect(fill.visual == Rect(x: 157, y: 782.5, width: 100, height: 100))
    }
}
