import LayoutDrawCore
import LayoutEngine
import Testing

/// layout-rules §3.13 (`_PositionLayout`). Canvas 400 × 400.
@Suite struct PositionTests {
    @Test func centresTheContentOnThePoint() throws {
        let tree = try lay(square(80, 80, id: "s").position(x: 0, y: 0).tagged("p"))
        // The position view takes the whole 400 × 400 proposal; the 80-point square's centre
        // goes to (0, 0) of it: origin (−40, −40).
        #expect(tree.frame("p") == rect(0, 0, 400, 400))
        #expect(tree.frame("s") == rect(-40, -40, 80, 80))
    }

    @Test func proposesItsWholeSizeToTheContent() throws {
        let tree = try lay(color("c").position(x: 100, y: 50))
        // The Color is proposed 400 × 400 and takes it; centred on (100, 50): (−100, −150).
        #expect(tree.proposal("c") == proposal(400, 400))
        #expect(tree.frame("c") == rect(-100, -150, 400, 400))
    }

    @Test func unspecifiedDimensionsTakeTheContentSize() throws {
        let tree = try lay(square(80, 60, id: "s").position(x: 10, y: 20).tagged("p").fixedSize())
        // Proposed nil × nil, the position view takes its content's 80 × 60, centred at
        // (160, 170); the content's centre goes to (160 + 10, 170 + 20) → origin (130, 160).
        #expect(tree.frame("p") == rect(160, 170, 80, 60))
        #expect(tree.frame("s") == rect(130, 160, 80, 60))
    }

    @Test func missingCoordinatesAreZero() throws {
        // `.position(x: 200)`: SwiftUI's `position(x: CGFloat = 0, y: CGFloat = 0)`.
        let tree = try lay(square(40, 40, id: "s").position(x: 200))
        #expect(tree.frame("s") == rect(180, -20, 40, 40))
    }

    @Test func article001CircleAtZeroIsCentredOnTheReadersCorner() throws {
        // VStack { Spacer(minLength: 100); HStack { Spacer(minLength: 100); GeometryReader {
        //   Circle().frame(width: 80, height: 80).position(x: 0, y: 0) } } } on 400 × 400.
        let root = vstack([
            spacer(minLength: 100),
            hstack([spacer(minLength: 100), reader(id: "r") { _ in [circle().frame(width: 80, height: 80).tagged("c").position(x: 0, y: 0)] }]),
        ])
        let tree = try lay(root)
        // A Spacer's priority is −∞, so the HStack is sized first, with the spacer's minimum
        // 100 set aside: it gets 400 − 100 = 300 and the spacer its 100. Across, the same: the
        // reader is 300 × 300 at (100, 100).
        #expect(tree.frame("r") == rect(100, 100, 300, 300))
        // The 80-point circle is centred on the reader's top-leading corner (100, 100).
        #expect(tree.frame("c") == rect(60, 60, 80, 80))
        #expect(tree.frame("c").center == tree.frame("r").origin)
    }

    @Test func withoutPositionTheCircleSitsTopLeading() throws {
        let root = hstack([spacer(minLength: 100), reader(id: "r") { _ in [circle().frame(width: 80, height: 80).tagged("c")] }])
        let tree = try lay(root)
        // The reader is 300 × 400 at (100, 0) (the spacer keeps its minimum 100); its content
        // goes to its top-leading corner.
        #expect(tree.frame("r") == rect(100, 0, 300, 400))
        #expect(tree.frame("c") == rect(100, 0, 80, 80))
    }
}
