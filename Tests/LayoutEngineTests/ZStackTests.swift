import LayoutDrawCore
import LayoutEngine
import Testing

/// layout-rules §3.8. Canvas 400 × 400.
@Suite struct ZStackTests {
    @Test func sizeIsPerAxisMaximumAndChildrenAreCentred() throws {
        let tree = try lay(zstack(id: "z", [square(100, 40, id: "a"), square(60, 80, id: "b")]))
        // Size = (max(100, 60), max(40, 80)) = 100 × 80, centred at (150, 160).
        #expect(tree.frame("z") == rect(150, 160, 100, 80))
        // Centres meet at (200, 200): a at y 200 − 20 = 180, b at x 200 − 30 = 170.
        #expect(tree.frame("a") == rect(150, 180, 100, 40))
        #expect(tree.frame("b") == rect(170, 160, 60, 80))
    }

    @Test func onlyHighestPriorityChildrenDecideTheSize() throws {
        let tree = try lay(zstack(id: "z", [square(100, 100, id: "a"), square(300, 50, id: "b").layoutPriority(-1)]))
        // Only a (priority 0) counts: 100 × 100 at (150, 150).
        #expect(tree.frame("z") == rect(150, 150, 100, 100))
        // b is proposed the ZStack's size, keeps its fixed 300 × 50 and is centred on a's
        // centre (200, 200): (50, 175).
        #expect(tree.proposal("b") == proposal(100, 100))
        #expect(tree.frame("b") == rect(50, 175, 300, 50))
    }

    @Test func lowPriorityGeometryReaderIsProposedTheZStackSize() throws {
        let tree = try lay(zstack(id: "z", [text("Hello").padding(EdgeInsets(all: 10)).tagged("p"), reader(id: "r").layoutPriority(-1)]))
        // The padded text is 30 + 20 = 50 by 12 + 20 = 32; the reader does not count, so the
        // ZStack is 50 × 32 at ((400 − 50)/2, (400 − 32)/2) = (175, 184).
        #expect(tree.frame("z") == rect(175, 184, 50, 32))
        #expect(tree.frame("p") == rect(175, 184, 50, 32))
        // The reader is proposed that size and takes it.
        #expect(tree.proposal("r") == proposal(50, 32))
        #expect(tree.frame("r") == rect(175, 184, 50, 32))
    }

    @Test func geometryReaderOfEqualPriorityMakesTheZStackTakeTheProposal() throws {
        let tree = try lay(zstack(id: "z", [text("Hello").padding(EdgeInsets(all: 10)).tagged("p"), reader(id: "r")]))
        // Same priority: the reader (400 × 400) counts → ZStack 400 × 400; padding centred.
        #expect(tree.frame("z") == rect(0, 0, 400, 400))
        #expect(tree.frame("r") == rect(0, 0, 400, 400))
        #expect(tree.frame("p") == rect(175, 184, 50, 32))
    }

    @Test func bottomTrailingAlignment() throws {
        let tree = try lay(zstack(alignment: .bottomTrailing, id: "z", [square(100, 80, id: "a"), square(40, 20, id: "b")]))
        // 100 × 80 at (150, 160); b's bottom-trailing corner meets (250, 240): (210, 220).
        #expect(tree.frame("z") == rect(150, 160, 100, 80))
        #expect(tree.frame("b") == rect(210, 220, 40, 20))
    }

    /// fatbobman, "In-Depth Exploration of Overlay and Background Modifiers in SwiftUI": a
    /// 200 × 200 rectangle and a 60 × 60 circle whose top and trailing guides are moved by half
    /// its size, in `ZStack(alignment: .topTrailing)`, measure 230 × 230.
    @Test func sizeIsTheUnionOfTheAlignedFrames() throws {
        let badge = square(60, 60, id: "c").alignmentGuide(.top) { $0.height / 2 }.alignmentGuide(.trailing) { $0.width / 2 }
        let tree = try lay(zstack(alignment: .topTrailing, id: "z", [square(200, 200, id: "r"), badge]))
        // Guides: r trailing 200, top 0; c trailing 30, top 30. They meet at (max(200, 30),
        // max(0, 30)) = (200, 30) from the union's corner; past the guides r reaches 0 across
        // and 200 down, c 30 and 30: the union is (200 + 30) × (30 + 200) = 230 × 230,
        // centred: (85, 85).
        #expect(tree.frame("z") == rect(85, 85, 230, 230))
        // r at (200 − 200, 30 − 0) = (0, 30) in the stack, c at (200 − 30, 30 − 30) = (170, 0).
        #expect(tree.frame("r") == rect(85, 115, 200, 200))
        #expect(tree.frame("c") == rect(255, 85, 60, 60))
    }

    /// The same article: as an overlay the circle leaves the primary's 200 × 200 alone and
    /// hangs outside it.
    @Test func overlayKeepsThePrimarysSizeWhereAZStackGrows() throws {
        let badge = square(60, 60, id: "c").alignmentGuide(.top) { $0.height / 2 }.alignmentGuide(.trailing) { $0.width / 2 }
        let tree = try lay(square(200, 200).overlay(alignment: .topTrailing, badge).tagged("o"))
        // 200 × 200 centred at (100, 100); the circle's guides (30, 30) meet the primary's
        // top-trailing corner (300, 100): origin (270, 70).
        #expect(tree.frame("o") == rect(100, 100, 200, 200))
        #expect(tree.frame("c") == rect(270, 70, 60, 60))
    }

    @Test func negativeGuidesStillStartTheUnionAtTheCorner() throws {
        // `.alignmentGuide(.leading) { _ in -20 }` on b in a leading ZStack: b's leading guide
        // is 20 outside it, so b sits 20 right of a. Guides meet at max(0, −20) = 0; extents
        // past it max(50, 30 + 20) = 50: 50 wide, b at x 20, a at 0. Heights 40 and 30: 40.
        let tree = try lay(
            zstack(alignment: .leading, id: "z", [square(50, 40, id: "a"), square(30, 30, id: "b").alignmentGuide(.leading) { _ in -20 }]))
        #expect(tree.frame("z") == rect(175, 180, 50, 40))
        #expect(tree.frame("a") == rect(175, 180, 50, 40))
        #expect(tree.frame("b") == rect(195, 185, 30, 30))
    }
}
