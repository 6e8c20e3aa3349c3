import LayoutDrawCore
import LayoutDrawFrames
import LayoutEngine
import Testing

/// A tree larger than the arena's first page of records (16,384 nodes), whose later pages and
/// frame tree are large enough to be given huge pages: laid out and emitted like a small one.
@Suite struct LargeTreeTests {
    @Test func aTreeOfTwentyThousandNodesIsLaidOutNodeByNode() throws {
        // 40 columns of 250 squares, 1 × 1, without spacing: 1 + 40 × (1 + 250 × 2) = 20,041 nodes.
        let columns = (0..<40).map { _ in vstack(spacing: 0, (0..<250).map { _ in square(1, 1) }) }
        let tree = try lay(hstack(spacing: 0, columns))
        #expect(tree.nodes.count == 20_041)

        // The stack is 40 × 250, centred in 400 × 400: its origin is (180, 75); square (c, r)
        // is at (180 + c, 75 + r).
        let root = try #require(tree.root)
        #expect(root.frame == rect(180, 75, 40, 250))
        #expect(root.children.count == 40)
        var checked = 0
        for (c, columnIndex) in root.children.enumerated() {
            let column = tree.nodes[columnIndex]
            #expect(column.parent == root.index)
            #expect(column.frame == rect(180 + Double(c), 75, 1, 250))
            #expect(column.children.count == 250)
            for (r, squareIndex) in column.children.enumerated() {
                let square = tree.nodes[squareIndex]
                let fill = tree.nodes[square.children[0]]
                if square.frame == rect(180 + Double(c), 75 + Double(r), 1, 1), square.parent == column.index,
                    fill.frame == square.frame, fill.parent == square.index, square.index == squareIndex
                {
                    checked += 1
                }
            }
        }
        #expect(checked == 10_000)
    }
}
