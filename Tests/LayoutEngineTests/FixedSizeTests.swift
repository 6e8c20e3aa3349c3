import LayoutDrawCore
import LayoutEngine
import Testing

/// layout-rules §3.11. Canvas 400 × 400; "Hello world" is 66 × 12 on one line.
@Suite struct FixedSizeTests {
    @Test func horizontalOnlyKeepsTextOnOneLineAndOverflows() throws {
        let tree = try lay(
            text("Hello world", id: "t").fixedSize(horizontal: true, vertical: false).tagged("fs").frame(width: 30).tagged("f"))
        // The frame proposes (30, 400); fixedSize turns it into (nil, 400) → one line, 66 × 12.
        #expect(tree.proposal("t") == proposal(nil, 400))
        // Frame 30 × 12 (height from the child) at (185, 194).
        #expect(tree.frame("f") == rect(185, 194, 30, 12))
        // fixedSize is 66 × 12, centred in the 30-wide frame: x = 185 + 15 − 33 = 167.
        #expect(tree.frame("fs") == rect(167, 194, 66, 12))
        #expect(tree.frame("t") == rect(167, 194, 66, 12))
    }

    @Test func withoutFixedSizeTheSameTextWraps() throws {
        let tree = try lay(text("Hello world", id: "t").frame(width: 30))
        // Proposed (30, 400): 5 chars a line → "Hello"/"world" = 30 × 24 at (185, 188).
        #expect(tree.frame("t") == rect(185, 188, 30, 24))
    }

    @Test func verticalOnly() throws {
        let tree = try lay(color("c").fixedSize(horizontal: false, vertical: true))
        // (400, nil) → 400 × 10 at y 195.
        #expect(tree.proposal("c") == proposal(400, nil))
        #expect(tree.frame("c") == rect(0, 195, 400, 10))
    }

    @Test func bothAxes() throws {
        let tree = try lay(color("c").fixedSize())
        // nil × nil → 10 × 10, centred.
        #expect(tree.frame("c") == rect(195, 195, 10, 10))
    }

    @Test func priorityPassesThrough() throws {
        let tree = try lay(
            hstack(spacing: 0, [color("a"), color().layoutPriority(1).fixedSize(horizontal: false, vertical: true).tagged("b")]))
        // fixedSize passes priority 1 up: b's group goes first with 400 − a's minimum 0 = 400,
        // proposed (400, nil) → 400 × 10; a gets what is left, 0. (Equal priorities would
        // give 200 each.) b is centred vertically in the 400-high stack: y 195.
        #expect(tree.frame("b") == rect(0, 195, 400, 10))
        #expect(tree.frame("a") == rect(0, 0, 0, 400))
    }
}
