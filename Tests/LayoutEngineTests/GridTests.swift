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

    @Test func aViewOutsideAGridRowSpansAllColumns() throws {
        let tree = try lay(grid(id: "g", [.row([square(30, 10, id: "a"), square(50, 10, id: "b")]), .spanning(color("c"))]))
        // Columns 30 and 50: 88 wide. The colour is proposed (88, nil): 88 × 10 (its ideal
        // width, 10, does not widen the grid). Rows 10 and 10: 28 high; at (156, 186).
        #expect(tree.frame("g") == rect(156, 186, 88, 28))
        #expect(tree.frame("c") == rect(156, 204, 88, 10))
        #expect(tree.frame("b") == rect(194, 186, 50, 10))
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
}
