import LayoutDrawCore
import LayoutEngine
import Testing

/// Whether two rects agree to 1e-9 (sums of fractional track widths are not exact).
func approximatelyEqual(_ a: Rect, _ b: Rect) -> Bool {
    abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
}

/// layout-rules §3.16, vertical grids. Canvas 400 × 400 unless told; the root is centred.
@Suite struct LazyVGridTests {
    /// `GeometryReader`s tagged `r0`, `r1`, …
    func readers(_ count: Int) -> [ViewNode] { (0..<count).map { reader(id: "r\($0)") } }

    @Test func fourFlexibleColumnsOfTheArticle() throws {
        let grid = lazyVGrid(items(4, .flexible(minimum: 50, maximum: 100)), id: "g", readers(12))
        let tree = try lay(grid, 414, 400)
        // remaining = 414 − 3 × 8 = 390; each column gets 390/4 = 97.5 (inside 50…100), then
        // 97.5 less remains for the next: 390, 292.5, 195, 97.5 → 97.5 each. Width 414.
        // A reader proposed (97.5, nil) is 10 high: 3 rows → 3 × 10 + 2 × 8 = 46; centred:
        // y = (400 − 46)/2 = 177.
        #expect(tree.frame("g") == rect(0, 177, 414, 46))
        // Columns start at 0, 97.5 + 8 = 105.5, 211, 316.5; rows at 177, 195, 213.
        #expect(tree.frame("r0") == rect(0, 177, 97.5, 10))
        #expect(tree.frame("r1") == rect(105.5, 177, 97.5, 10))
        #expect(tree.frame("r2") == rect(211, 177, 97.5, 10))
        #expect(tree.frame("r3") == rect(316.5, 177, 97.5, 10))
        #expect(tree.frame("r4") == rect(0, 195, 97.5, 10))
        #expect(tree.frame("r11") == rect(316.5, 213, 97.5, 10))
        // Placed with its slot: the column width and the row height.
        #expect(tree.proposal("r5") == proposal(97.5, 10))
    }

    @Test func fixedColumnThenFlexible() throws {
        let grid = lazyVGrid([GridItem(.fixed(70)), GridItem(.flexible())], id: "g", readers(2)).frame(width: 200)
        let tree = try lay(grid)
        // remaining = 200 − 8 − 70 (fixed first) = 122; the flexible column takes 122/1,
        // clamped to [10, ∞]. The frame (width 200, height from the grid: 10) is centred at
        // (100, 195).
        #expect(tree.frame("g") == rect(100, 195, 200, 10))
        #expect(tree.frame("r0") == rect(100, 195, 70, 10))
        #expect(tree.frame("r1") == rect(178, 195, 122, 10))
    }

    @Test func fixedAndAdaptiveColumnsOfTheObjcQuiz() throws {
        // objc.io, "SwiftUI's Grid Views" (2020-11-23), quiz #1.
        let grid = lazyVGrid([GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))], id: "g", readers(3)).frame(width: 200)
        let tree = try lay(grid)
        // remaining = 200 − 70 − 8 = 122 for the adaptive item: n = ⌊(122 + 8)/(40 + 8)⌋ = 2
        // tracks of (122 − 8)/2 = 57. Tracks 70, 57, 57 at 100, 178, 178 + 57 + 8 = 243.
        #expect(tree.frame("r0") == rect(100, 195, 70, 10))
        #expect(tree.frame("r1") == rect(178, 195, 57, 10))
        #expect(tree.frame("r2") == rect(243, 195, 57, 10))
        #expect(tree.frame("g").width == 200)
    }

    @Test func adaptiveColumnPacksAsManyAsFit() throws {
        let grid = lazyVGrid([GridItem(.adaptive(minimum: 50, maximum: 100))], id: "g", readers(6)).frame(width: 300)
        let tree = try lay(grid)
        // n = ⌊(300 + 8)/(50 + 8)⌋ = 5 tracks of (300 − 4 × 8)/5 = 53.6; 6 cells → 2 rows,
        // 10 + 8 + 10 = 28 high, centred: y = 186. Frame at x = 50.
        #expect(approximatelyEqual(tree.frame("r0"), rect(50, 186, 53.6, 10)))
        // The fifth track starts at 50 + 4 × (53.6 + 8) = 296.4; the sixth cell wraps.
        #expect(approximatelyEqual(tree.frame("r4"), rect(296.4, 186, 53.6, 10)))
        #expect(approximatelyEqual(tree.frame("r5"), rect(50, 204, 53.6, 10)))
    }

    @Test func adaptiveTracksStopAtTheirMaximum() throws {
        let grid = lazyVGrid([GridItem(.adaptive(minimum: 100, maximum: 120))], id: "g", readers(3))
        let tree = try lay(grid)
        // n = ⌊(400 + 8)/108⌋ = 3 tracks of (400 − 16)/3 = 128, capped at 120: the grid is
        // 3 × 120 + 16 = 376 wide, centred at x = 12. Second pass with 376: n = ⌊384/108⌋ = 3,
        // (376 − 16)/3 = 120 — the same.
        #expect(tree.frame("g") == rect(12, 195, 376, 10))
        #expect(tree.frame("r0") == rect(12, 195, 120, 10))
        #expect(tree.frame("r1") == rect(140, 195, 120, 10))
        #expect(tree.frame("r2") == rect(268, 195, 120, 10))
    }

    @Test func secondPassLetsColumnsOverflowTheGrid() throws {
        // lochiwei.gitbook.io "flexible column": [.flexible(minimum: 50), .flexible(minimum: 120)]
        // in a 200-wide frame.
        let columns = [GridItem(.flexible(minimum: 50)), GridItem(.flexible(minimum: 120))]
        let tree = try lay(lazyVGrid(columns, id: "g", readers(2)).frame(width: 200).tagged("f"))
        // Pass 1 (200): remaining 192; first 192/2 = 96; second 96 → clamped to 120: the grid
        // is 96 + 8 + 120 = 224 wide, centred in the frame: x = 100 + (200 − 224)/2 = 88.
        #expect(tree.frame("f") == rect(100, 195, 200, 10))
        #expect(tree.frame("g") == rect(88, 195, 224, 10))
        // Pass 2 (224): remaining 216; first 108; second 108 → 120: 236 wide, centred in the
        // grid: 88 + (224 − 236)/2 = 82. The columns overflow the grid by 6 on each side.
        #expect(tree.frame("r0") == rect(82, 195, 108, 10))
        #expect(tree.frame("r1") == rect(198, 195, 120, 10))
    }

    @Test func leadingGridPutsOverflowingColumnsAtItsLeadingEdge() throws {
        let columns = [GridItem(.flexible(minimum: 50)), GridItem(.flexible(minimum: 120))]
        let tree = try lay(lazyVGrid(columns, alignment: .leading, id: "g", readers(2)).frame(width: 200))
        // As above, but the 236-wide block of columns starts at the grid's leading edge (88).
        #expect(tree.frame("r0") == rect(88, 195, 108, 10))
        #expect(tree.frame("r1") == rect(204, 195, 120, 10))
    }

    @Test func itemSpacingAndAlignment() throws {
        let columns = [GridItem(.fixed(50), spacing: 20, alignment: .topLeading), GridItem(.fixed(50))]
        let tree = try lay(lazyVGrid(columns, id: "g", [square(10, 10, id: "a"), square(20, 30, id: "b")]))
        // Width 50 + 20 (the first item's spacing) + 50 = 120; row height max(10, 30) = 30.
        // Centred: (140, 185). a sits top-leading in its 50 × 30 slot; b is centred in
        // (210, 185, 50, 30): x = 210 + 15.
        #expect(tree.frame("g") == rect(140, 185, 120, 30))
        #expect(tree.frame("a") == rect(140, 185, 10, 10))
        #expect(tree.frame("b") == rect(225, 185, 20, 30))
    }

    @Test func rowsAreAsTallAsTheirTallestCellAndSpacedByTheGridSpacing() throws {
        let cells = [square(10, 20, id: "a"), square(10, 40, id: "b"), square(10, 10, id: "c")]
        let tree = try lay(lazyVGrid(items(2, .fixed(40)), spacing: 4, id: "g", cells))
        // Rows 40 (a, b) and 10 (c), 4 apart: 54 high; 40 + 8 + 40 = 88 wide; at (156, 173).
        #expect(tree.frame("g") == rect(156, 173, 88, 54))
        // a centred in (156, 173, 40, 40); b in (204, 173, 40, 40); c in (156, 217, 40, 10).
        #expect(tree.frame("a") == rect(171, 183, 10, 20))
        #expect(tree.frame("b") == rect(219, 173, 10, 40))
        #expect(tree.frame("c") == rect(171, 217, 10, 10))
    }

    @Test func cellsAreProposedTheRowHeightWhenPlaced() throws {
        let tree = try lay(lazyVGrid(items(2, .fixed(50)), id: "g", [color("a"), square(20, 60, id: "b")]))
        // Sizing: a proposed (50, nil) is 10 high, b 60 → the row is 60. Placing: a is
        // proposed its slot (50, 60) and fills it. Grid 108 × 60 at (146, 170).
        #expect(tree.frame("a") == rect(146, 170, 50, 60))
        #expect(tree.proposal("a") == proposal(50, 60))
        #expect(tree.frame("b") == rect(219, 170, 20, 60))
    }

    @Test func unspecifiedWidthGivesEveryColumnItsMinimum() throws {
        let tree = try lay(lazyVGrid(items(4, .flexible(minimum: 50, maximum: 100)), id: "g", readers(4)).fixedSize())
        // Proposed nil (counted as 0): each column clamps its share up to 50; 4 × 50 + 24 = 224
        // wide, 10 high, centred at (88, 195). Placing again with 224: 200/4 = 50 each.
        #expect(tree.frame("g") == rect(88, 195, 224, 10))
        #expect(tree.frame("r1") == rect(146, 195, 50, 10))
        #expect(tree.frame("r3") == rect(262, 195, 50, 10))
    }

    @Test func lastRowMayBePartial() throws {
        let cells = (0..<4).map { square(20, 20, id: "c\($0)") }
        let tree = try lay(lazyVGrid(items(3, .fixed(20)), id: "g", cells))
        // 3 × 20 + 2 × 8 = 76 wide, 2 rows: 48 high, at (162, 176); the fourth cell starts row 2.
        #expect(tree.frame("g") == rect(162, 176, 76, 48))
        #expect(tree.frame("c2") == rect(218, 176, 20, 20))
        #expect(tree.frame("c3") == rect(162, 204, 20, 20))
    }
}

/// layout-rules §3.16 transposed: `LazyHGrid`.
@Suite struct LazyHGridTests {
    @Test func rowsFromItemsColumnsFromCells() throws {
        let cells = [square(40, 10, id: "a"), square(20, 20, id: "b"), square(10, 10, id: "c")]
        let tree = try lay(lazyHGrid([GridItem(.fixed(30)), GridItem(.fixed(60))], id: "g", cells))
        // Rows 30 and 60, 8 apart: 98 high. Cells fill the first column top to bottom (a, b),
        // then the next (c). Column widths: max(40, 20) = 40 and 10, 8 apart: 58. At (171, 151).
        #expect(tree.frame("g") == rect(171, 151, 58, 98))
        // a centred in (171, 151, 40, 30); b in (171, 189, 40, 60); c in (219, 151, 10, 30).
        #expect(tree.frame("a") == rect(171, 161, 40, 10))
        #expect(tree.frame("b") == rect(181, 209, 20, 20))
        #expect(tree.frame("c") == rect(219, 161, 10, 10))
    }

    @Test func flexibleRowsShareTheHeight() throws {
        let tree = try lay(lazyHGrid(items(2, .flexible()), id: "g", (0..<3).map { reader(id: "r\($0)") }))
        // (400 − 8)/2 = 196 per row. A reader proposed (nil, 196) is 10 wide: columns 10 and
        // 10, 8 apart → 28 wide, at x = 186. Placed with its slot (10, 196).
        #expect(tree.frame("g") == rect(186, 0, 28, 400))
        #expect(tree.frame("r0") == rect(186, 0, 10, 196))
        #expect(tree.frame("r1") == rect(186, 204, 10, 196))
        #expect(tree.frame("r2") == rect(204, 0, 10, 196))
        #expect(tree.proposal("r1") == proposal(10, 196))
    }
}
