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
}
