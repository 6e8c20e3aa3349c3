import LayoutDrawCore
import LayoutEngine
import Testing

/// layout-rules §3.2 step 4: custom alignment guides. Canvas 400 × 400.
@Suite struct AlignmentGuideTests {
    @Test func customLeadingGuideWidensAVStack() throws {
        let tree = try lay(
            vstack(alignment: .leading, id: "v", [square(100, 20, id: "a"), square(50, 20, id: "b").alignmentGuide(.leading) { $0.width }]))
        // Guides: a 0, b 50 (its width). Minor origins −0 and −50 span −50 … 100: the stack is
        // 150 wide (wider than either child), shifted so the range starts at 0: a at 50, b at 0.
        // Height 20 + 8 + 20 = 48; centred: (125, 176).
        #expect(tree.frame("v") == rect(125, 176, 150, 48))
        #expect(tree.frame("a") == rect(175, 176, 100, 20))
        #expect(tree.frame("b") == rect(125, 204, 50, 20))
    }

    @Test func customTopGuideInAnHStack() throws {
        let tree = try lay(hstack(alignment: .top, id: "h", [square(20, 20, id: "a"), square(20, 20, id: "b").alignmentGuide(.top) { _ in -10 }]))
        // Guides 0 and −10: b's origin is 10 below a's; the stack is 30 high, 48 wide,
        // centred at (176, 185).
        #expect(tree.frame("h") == rect(176, 185, 48, 30))
        #expect(tree.frame("a") == rect(176, 185, 20, 20))
        #expect(tree.frame("b") == rect(204, 195, 20, 20))
    }

    @Test func aStackIsTheUnionOfItsChildrenEvenWhenEveryGuideMoves() throws {
        // One child whose leading guide is −50: the union of one frame is that frame, 100 × 20,
        // centred at (150, 190), wherever its guide is (the stack used to start its range at 0
        // and grow to 150: the child hung 50 right of it).
        let one = try lay(vstack(alignment: .leading, id: "v", [square(100, 20, id: "a").alignmentGuide(.leading) { _ in -50 }]))
        #expect(one.frame("v") == rect(150, 190, 100, 20))
        #expect(one.frame("a") == rect(150, 190, 100, 20))
        // Both children's top guides at −10: they line up as with 0 and the stack is 20 high
        // (not 30), 20 + 8 + 20 = 48 wide, centred at (176, 190).
        let both = try lay(
            hstack(
                alignment: .top, id: "h",
                [square(20, 20, id: "a").alignmentGuide(.top) { _ in -10 }, square(20, 20, id: "b").alignmentGuide(.top) { _ in -10 }]))
        #expect(both.frame("h") == rect(176, 190, 48, 20))
        #expect(both.frame("a") == rect(176, 190, 20, 20))
        #expect(both.frame("b") == rect(204, 190, 20, 20))
        // A trailing guide moved 10 past the trailing edge: the stack still ends at the child's
        // edge, 40 wide (it used to count the 10 as well).
        let past = try lay(vstack(alignment: .trailing, id: "v", [square(40, 20, id: "a").alignmentGuide(.trailing) { $0.width + 10 }]))
        #expect(past.frame("v") == rect(180, 190, 40, 20))
        #expect(past.frame("a") == rect(180, 190, 40, 20))
    }

    @Test func guideReadsTheContentsOtherGuides() throws {
        // `.alignmentGuide(HorizontalAlignment.center) { d in d[.trailing] }`: b's trailing edge
        // lines up with a's centre.
        let tree = try lay(vstack(id: "v", [square(100, 20, id: "a"), square(40, 20, id: "b").alignmentGuide(HorizontalAlignment.center) { $0[.trailing] }]))
        // Guides: a 50, b 40. Origins −50 and −40 span −50 … 50: 100 wide at x 150; a at 150,
        // b at 150 + 10 = 160, so b's trailing edge is at 200 = a's centre.
        #expect(tree.frame("v").width == 100)
        #expect(tree.frame("a").minX == 150)
        #expect(tree.frame("b").minX == 160)
        #expect(tree.frame("b").maxX == tree.frame("a").midX)
    }

    @Test func otherGuidesPassThrough() throws {
        // A horizontal guide leaves the text baselines alone.
        let tree = try lay(
            hstack(alignment: .firstTextBaseline, [text("A", id: "a"), text("B", id: "b", size: 20).alignmentGuide(.leading) { _ in 5 }]))
        // Baselines 9 (10 pt) and 18 (20 pt) still meet: a is 9 lower than b.
        #expect(tree.frame("a").minY == tree.frame("b").minY + 9)
    }

    @Test func guideDoesNotChangeSizes() throws {
        let tree = try lay(vstack(alignment: .leading, [square(30, 30, id: "a").alignmentGuide(.leading) { _ in 100 }]))
        #expect(tree.frame("a").size == Size(width: 30, height: 30))
    }

    @Test func failingGuideIsALayoutDiagnostic() throws {
        let location = SourceLocation(file: "s.yaml", line: 3, column: 12)
        let failing = square(20, 20).modified(by: AlignmentGuide(.leading) { _ throws(Diagnostic) in
            throw Diagnostic.error("division by zero", at: location)
        })
        #expect(throws: Diagnostic.error("division by zero", at: location)) {
            try lay(vstack(alignment: .leading, [square(10, 10), failing]))
        }
    }
}
