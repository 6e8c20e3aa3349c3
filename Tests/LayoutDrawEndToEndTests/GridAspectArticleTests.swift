import LayoutDraw
import Testing

/// The aspect-ratio examples of article 001_24efc4c9f93bd6af.txt in a LazyVGrid, over the
/// layout dump. Canvas: iPhone 11 Pro Max (the root proposed 414 × 818 at y 44); four
/// `.flexible(minimum: 50, maximum: 100)` columns of (414 − 3 × 8) / 4 = 97.5.
@Suite struct GridAspectArticleTests {
    func frame(_ tree: FrameTree, _ id: String) throws -> Rect {
        try #require(tree.node(id: id), "no node '\(id)'").frame
    }

    @Test func fillCirclesAreAsWideAsTheirColumn() throws {
        let tree = try layOutFixture("001-grid-circles-aspect-fill.yaml")
        // A cell is proposed (97.5, nil); only the width decides: 97.5 × 97.5, rows 8 apart.
        #expect(try frame(tree, "circle0") == Rect(x: 0, y: 44, width: 97.5, height: 97.5))
        #expect(try frame(tree, "circle5") == Rect(x: 105.5, y: 44 + 97.5 + 8, width: 97.5, height: 97.5))
    }

    @Test func paddingTheGridShrinksTheCircles() throws {
        let tree = try layOutFixture("001-grid-padding.yaml")
        // 414 − 32 = 382 for the grid: columns (382 − 24) / 4 = 89.5, starting 16 in.
        #expect(try frame(tree, "circle0") == Rect(x: 16, y: 44 + 16, width: 89.5, height: 89.5))
        #expect(try frame(tree, "circle3") == Rect(x: 16 + 3 * (89.5 + 8), y: 60, width: 89.5, height: 89.5))
    }

    @Test func twoThirdsRatioGivesTallCards() throws {
        let tree = try layOutFixture("001-grid-nyamo-aspect-2-3.yaml")
        // Box (2/3, 1) scaled to 97.5 wide: 97.5 × 146.25; rows 146.25 + 8 apart.
        #expect(try frame(tree, "user0") == Rect(x: 0, y: 44, width: 97.5, height: 146.25))
        #expect(try frame(tree, "user4") == Rect(x: 0, y: 44 + 146.25 + 8, width: 97.5, height: 146.25))
    }

    @Test func squareReaderWithATallCardOverlapsTheNextRow() throws {
        let tree = try layOutFixture("001-grid-nyamo-geometry-3-2.yaml")
        // The reader is fitted 1:1 (its ideal 10 × 10): 97.5 × 97.5, so rows are 105.5 apart,
        // while the card inside is 97.5 × 146.25 from the reader's top: 48.75 into the next row.
        #expect(try frame(tree, "user0") == Rect(x: 0, y: 44, width: 97.5, height: 97.5))
        let cards = tree.nodes.filter { $0.kind == "frame" }
        #expect(cards.first?.frame == Rect(x: 0, y: 44, width: 97.5, height: 146.25))
    }

    @Test func aSpacerTopAlignsTheCells() throws {
        let centred = try layOutFixture("001-grid-cells-text-fit.yaml")
        let topAligned = try layOutFixture("001-grid-cells-text-spacer.yaml")
        // Cell 0 has two lines of text (10 "A"s), cell 1 one (5): without a Spacer cell 1 is
        // centred in the taller row, lower than cell 0; with one, every cell fills its slot and
        // starts at the top.
        #expect(try frame(centred, "cell1").minY > frame(centred, "cell0").minY)
        #expect(try frame(topAligned, "cell0").minY == frame(topAligned, "cell1").minY)
    }
}
