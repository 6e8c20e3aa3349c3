import LayoutDrawCore
import LayoutEngine
import Testing

/// `Grid`/`GridRow` as Grid.swift states it: columns as wide as their widest cell, rows as
/// tall as their tallest (ideal sizes), 8 apart; cells aligned in their slots. Canvas 400 × 400;
/// with the test measurer a 10-point character is 6 × 12.
@Suite struct GridTests {
    @Test func columnsAndRowsFromTheCells() throws {
        let tree = try lay(
            grid(id: "g", [
                .row([text("A", id: "a"), text("BBB", id: "b")]),
                .row([text("CC", id: "c"), text("D", id: "d")]),
            ]))
        // Columns max(6, 12) = 12 and max(18, 6) = 18, 8 apart: 38 wide; rows 12 and 12, 8
        // apart: 32 high; centred at (181, 184).
        #expect(tree.frame("g") == rect(181, 184, 38, 32))
        // Each cell centred in its slot: A in (181, 184, 12, 12) → x 184; D in (201, 204, 18, 12)
        // → x 207.
        #expect(tree.frame("a") == rect(184, 184, 6, 12))
        #expect(tree.frame("b") == rect(201, 184, 18, 12))
        #expect(tree.frame("c") == rect(181, 204, 12, 12))
        #expect(tree.frame("d") == rect(207, 204, 6, 12))
    }

    @Test func aFlexibleViewOutsideAGridRowTakesTheOfferedWidth() throws {
        // Apple's gridCellUnsizedAxes example: a Divider between rows. The columns are 30 and 50
        // (88 with the spacing); the divider spans both and is proposed 88 plus what the grid
        // has left of the 400 offered, 312: it takes 400, and the 312 it needs beyond the
        // columns is shared: 30 + 156 = 186 and 50 + 156 = 206. Rows 10 and 1 (8 apart): the
        // grid is 400 × 19 at (0, 190.5); b centred in its 206-wide slot at 194: x 272.
        let tree = try lay(grid(id: "g", [.row([square(30, 10, id: "a"), square(50, 10, id: "b")]), .spanning(divider("d"))]))
        #expect(tree.frame("g") == rect(0, 190.5, 400, 19))
        #expect(tree.frame("d") == rect(0, 208.5, 400, 1))
        #expect(tree.frame("a") == rect(78, 190.5, 30, 10))
        #expect(tree.frame("b") == rect(272, 190.5, 50, 10))
    }

    @Test func unsizedAxesKeepAFlexibleViewFromSizingTheGrid() throws {
        // With .gridCellUnsizedAxes(.horizontal) the divider takes no part in the widths: the
        // grid is 88 × 19 at (156, 190.5), and the divider is proposed its slot, 88 wide.
        let tree = try lay(
            grid(id: "g", [
                .row([square(30, 10, id: "a"), square(50, 10, id: "b")]),
                .spanning(divider("d").modified(by: GridCellUnsizedAxes([.horizontal]))),
            ]))
        #expect(tree.frame("g") == rect(156, 190.5, 88, 19))
        #expect(tree.frame("d") == rect(156, 208.5, 88, 1))
        #expect(tree.frame("b") == rect(194, 190.5, 50, 10))
    }

    @Test func gridAndRowAlignment() throws {
        let tree = try lay(
            grid(alignment: .topLeading, id: "g", [
                .row([square(10, 10, id: "a"), square(20, 30, id: "b")]),
                .row([square(30, 10, id: "c"), square(10, 5, id: "d")], alignment: .bottom),
            ]))
        // Columns 30 and 20 (58 wide), rows 30 and 10 (48 high), at (171, 176).
        #expect(tree.frame("g") == rect(171, 176, 58, 48))
        // Top-leading in their slots; the second row aligns its cells' bottoms: d in
        // (209, 214, 20, 10) → y = 214 + 10 − 5.
        #expect(tree.frame("a") == rect(171, 176, 10, 10))
        #expect(tree.frame("b") == rect(209, 176, 20, 30))
        #expect(tree.frame("c") == rect(171, 214, 30, 10))
        #expect(tree.frame("d") == rect(209, 219, 10, 5))
    }

    @Test func explicitSpacing() throws {
        let tree = try lay(
            grid(horizontalSpacing: 2, verticalSpacing: 0, id: "g", [
                .row([square(10, 10, id: "a"), square(10, 10, id: "b")]),
                .row([square(10, 10, id: "c")]),
            ]))
        // 10 + 2 + 10 = 22 wide, 10 + 0 + 10 = 20 high, at (189, 190); c under a.
        #expect(tree.frame("g") == rect(189, 190, 22, 20))
        #expect(tree.frame("b") == rect(201, 190, 10, 10))
        #expect(tree.frame("c") == rect(189, 200, 10, 10))
    }

    /// WWDC22 "Compose custom layouts with SwiftUI": the leaderboard. A name column, a flexible
    /// bar (a colour 4 high, as a ProgressView), and the votes, trailing-aligned.
    @Test func aFlexibleColumnTakesWhatTheOthersLeave() throws {
        let tree = try lay(
            grid(alignment: .leading, id: "g", [
                .row([text("Cat", id: "n0"), color("bar0").frame(height: 4), text("10", id: "v0").modified(by: GridColumnAlignment(.trailing))]),
                .row([text("Goldfish", id: "n1"), color("bar1").frame(height: 4), text("5", id: "v1")]),
            ]))
        // Flexibility (width from a proposal of 0 to ∞): names 6 … 48 (42), bars 0 … ∞, votes
        // 6 … 12 (6). Of 400 − 16 = 384: votes first, offered 128, take 12; names offered
        // 372 / 2 = 186, take 48; the bars the remaining 324. Rows 12 and 12: 400 × 32 at
        // (0, 184).
        #expect(tree.frame("g") == rect(0, 184, 400, 32))
        #expect(tree.frame("bar0").width == 324)
        // Leading in their columns, but the votes trailing: "10" ends at 400, "5" too.
        #expect(tree.frame("n0").minX == 0)
        #expect(tree.frame("bar1").minX == 56)
        #expect(tree.frame("v0") == rect(388, 184, 12, 12))
        #expect(tree.frame("v1") == rect(394, 204, 6, 12))
    }

    @Test func aCellSpanningColumnsWidensThemWhenItNeedsTo() throws {
        // Row 0: 30 and 50; row 1: a 100-wide cell with gridCellColumns(2). Its columns give it
        // 30 + 8 + 50 = 88; it needs 100: 6 more for each column, 36 and 56. The grid is 100 × 28
        // at (150, 186); a centred in 36 (x 153), b in 56 from 194 (x 197), c spans all 100.
        let tree = try lay(
            grid(id: "g", [
                .row([square(30, 10, id: "a"), square(50, 10, id: "b")]),
                .row([square(100, 10, id: "c").modified(by: GridCellColumns(2))]),
            ]))
        #expect(tree.frame("g") == rect(150, 186, 100, 28))
        #expect(tree.frame("a").minX == 153)
        #expect(tree.frame("b").minX == 197)
        #expect(tree.frame("c") == rect(150, 204, 100, 10))
    }

    @Test func aSpanningCellTakesItsColumnsFromTheNextOnes() throws {
        // Row 0: [a spanning 2, b]; row 1: [c, d, e]: a starts in column 0, b is in column 2.
        let tree = try lay(
            grid(horizontalSpacing: 0, id: "g", [
                .row([square(20, 10, id: "a").modified(by: GridCellColumns(2)), square(10, 10, id: "b")]),
                .row([square(10, 10, id: "c"), square(10, 10, id: "d"), square(10, 10, id: "e")]),
            ]))
        // Columns 10, 10, 10 (a fits its 20): the grid is 30 wide at x 185; b over e.
        #expect(tree.frame("g").width == 30)
        #expect(tree.frame("a").minX == 185)
        #expect(tree.frame("b").minX == tree.frame("e").minX)
    }

    @Test func anAnchorPlacesTheCellInItsSlot() throws {
        // Apple's gridCellAnchor example: a 10 × 10 square at UnitPoint(x: 0.25, y: 0.75). Its
        // slot: column 1 is 60 wide (d), row 0 is 100 high (a): (108, 0, 60, 100) in the grid.
        // The slot's point (15, 75) meets the square's (2.5, 7.5): origin (120.5, 67.5). The
        // grid is 168 × 118 at (116, 141).
        let tree = try lay(
            grid(id: "g", [
                .row([square(100, 100, id: "a"), square(10, 10, id: "s").modified(by: GridCellAnchor(UnitPoint(x: 0.25, y: 0.75)))]),
                .row([square(100, 10), square(60, 10, id: "d")]),
            ]))
        #expect(tree.frame("g") == rect(116, 141, 168, 118))
        #expect(tree.frame("s") == rect(236.5, 208.5, 10, 10))
    }

    @Test func aColumnAlignmentSetLowerDownAppliesToTheWholeColumn() throws {
        // The second row's cell sets .leading for column 0: the first row's narrower cell is
        // leading too. Columns 40 and 10; both column-0 cells start at the grid's x.
        let tree = try lay(
            grid(id: "g", [
                .row([square(20, 10, id: "a"), square(10, 10)]),
                .row([square(40, 10, id: "c").modified(by: GridColumnAlignment(.leading)), square(10, 10)]),
            ]))
        #expect(tree.frame("a").minX == tree.frame("g").minX)
    }

    @Test func baselineRowsLineTheirCellsUp() throws {
        // GridRow(alignment: .firstTextBaseline) of a 10-point and a 20-point text: baselines
        // 9 and 18 meet at 18 from the row's top; the row is max(24, 18 + max(3, 6)) = 24 high.
        let tree = try lay(grid(id: "g", [.row([text("A", id: "a"), text("B", id: "b", size: 20)], alignment: .firstTextBaseline)]))
        #expect(tree.frame("g").height == 24)
        #expect(tree.frame("a").minY == tree.frame("g").minY + 9)
        #expect(tree.frame("b").minY == tree.frame("g").minY)
    }

    @Test func anUnspecifiedProposalGivesTheIdealGrid() throws {
        // fixedSize: every column its widest cell's ideal width, the flexible colour its 10.
        let tree = try lay(grid(id: "g", [.row([text("Hello", id: "t"), color("c")])]).fixedSize())
        #expect(tree.frame("g").size == Size(width: 30 + 8 + 10, height: 12))
    }
}

/// `Divider()`, tagged.
func divider(_ id: String? = nil) -> ViewNode {
    ViewNode(Divider(), id: id)
}
