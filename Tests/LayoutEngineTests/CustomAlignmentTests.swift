import LayoutDrawCore
import LayoutEngine
import Testing

/// Custom alignment guides (`extension HorizontalAlignment { static let myLeading = … }`):
/// a stack aligns by one, and a guide set inside a nested stack that does not use it shows
/// through that stack (`CustomGuideCombination`). Canvas 400 × 400.
@Suite struct CustomAlignmentTests {
    /// `struct MyLeading: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.leading] } }`
    static let myLeading = HorizontalAlignment.custom(AlignmentID(name: "myLeading", index: 0) { d in d[HorizontalAlignment.leading] })
    /// A vertical guide whose default is a quarter of the height.
    static let quarter = VerticalAlignment.custom(AlignmentID(name: "quarter", index: 1) { d in d.height / 4 })

    @Test func guideSetInANestedStackAlignsTheOuterStack() throws {
        // VStack(alignment: .myLeading) {
        //     a: Color 100 × 20
        //     HStack(spacing: 10) { l: Color 30 × 20; v: Color 50 × 20 .alignmentGuide(.myLeading) { $0[.leading] } }
        // }
        let inner = hstack(spacing: 10, id: "h", [square(30, 20, id: "l"), square(50, 20, id: "v").alignmentGuide(Self.myLeading) { $0[.leading] }])
        let tree = try lay(vstack(alignment: Self.myLeading, id: "o", [square(100, 20, id: "a"), inner]))
        // a sets nothing: its value is the default, its leading edge, 0. The HStack does not
        // align by myLeading, but v sets it (0 in v) and v sits at 30 + 10 = 40 in the HStack:
        // the HStack's value is 40. The VStack lines 0 and 40 up: a's origin is 40 right of the
        // HStack's. Across: from −40 to max(100 − 0, 90 − 40) = 100 → 140 wide; down
        // 20 + 8 + 20 = 48. Centred: (130, 176).
        #expect(tree.frame("o") == rect(130, 176, 140, 48))
        #expect(tree.frame("a") == rect(170, 176, 100, 20))
        #expect(tree.frame("h") == rect(130, 204, 90, 20))
        // v's leading edge is under a's.
        #expect(tree.frame("v") == rect(170, 204, 50, 20))
        #expect(tree.frame("v").minX == tree.frame("a").minX)
    }

    @Test func aStackShowsTheMeanOfItsChildrensValues() throws {
        // Both HStack children set the guide to their leading edge: 0 + 0 and 0 + 40; the HStack's
        // value is their mean, 20. a (value 0) then sits 20 right of the HStack.
        let inner = hstack(spacing: 10, id: "h", [
            square(30, 20, id: "l").alignmentGuide(Self.myLeading) { $0[.leading] },
            square(50, 20, id: "v").alignmentGuide(Self.myLeading) { $0[.leading] },
        ])
        let tree = try lay(vstack(alignment: Self.myLeading, id: "o", [square(100, 20, id: "a"), inner]))
        // Across: −20 … max(100, 90 − 20) = 100 → 120 wide at x 140; a at 160, h at 140.
        #expect(tree.frame("o") == rect(140, 176, 120, 48))
        #expect(tree.frame("a").minX == 160)
        #expect(tree.frame("h").minX == 140)
    }

    @Test func theGuidePassesThroughFramesAndPaddingShifted() throws {
        // padding(10) and a 100-wide frame (centred) around the HStack move its value: the
        // HStack (90 wide, value 40) sits at 5 + 10 = 15 in the frame of 110 × 40 → 55.
        let inner = hstack(spacing: 10, [square(30, 20), square(50, 20, id: "v").alignmentGuide(Self.myLeading) { $0[.leading] }])
            .padding(.all, 10).frame(width: 120).tagged("f")
        let tree = try lay(vstack(alignment: Self.myLeading, id: "o", [square(100, 20, id: "a"), inner]))
        // a's value 0, f's value: the padding puts the HStack at 10 (value 50); the 120-wide
        // frame centres the 110-wide padding at 5 (value 55). Across: −55 … max(100, 120 − 55)
        // = 100 → 155 wide at x 122.5; a at 177.5; v at 122.5 + 5 + 10 + 40 = 177.5.
        #expect(tree.frame("o").width == 155)
        #expect(tree.frame("a").minX == 177.5)
        #expect(tree.frame("v").minX == 177.5)
    }

    @Test func withoutExplicitValuesTheDefaultAligns() throws {
        // VStack(alignment: .myLeading) of two views that set nothing: both at their default
        // (the leading edge), as VStack(alignment: .leading) would.
        let tree = try lay(vstack(alignment: Self.myLeading, id: "o", [square(100, 20, id: "a"), square(40, 20, id: "b")]))
        #expect(tree.frame("o") == rect(150, 176, 100, 48))
        #expect(tree.frame("b").minX == 150)
    }

    @Test func aVerticalCustomGuideWithItsOwnDefault() throws {
        // HStack(alignment: .quarter): default height / 4. a 40 high → 10; b 80 high → 20, and
        // c sets it to 0. Origins across: −10, −20, −0: from −20 to max(40 − 10, 80 − 20, 30)
        // = 60 → 80 high. a at y 10, b at 0, c at 20.
        let tree = try lay(
            hstack(alignment: Self.quarter, spacing: 0, id: "h", [
                square(10, 40, id: "a"), square(10, 80, id: "b"), square(10, 30, id: "c").alignmentGuide(Self.quarter) { _ in 0 },
            ]))
        #expect(tree.frame("h") == rect(185, 160, 30, 80))
        #expect(tree.frame("a").minY == 170)
        #expect(tree.frame("b").minY == 160)
        #expect(tree.frame("c").minY == 180)
    }

    @Test func standardGuidesDoNotShowThroughAStack() throws {
        // A leading guide set inside an HStack is not the HStack's: the outer VStack(alignment:
        // .leading) lines the HStack's own leading edge up with a's.
        let inner = hstack(spacing: 10, id: "h", [square(30, 20), square(50, 20).alignmentGuide(.leading) { _ in -100 }])
        let tree = try lay(vstack(alignment: .leading, id: "o", [square(100, 20, id: "a"), inner]))
        #expect(tree.frame("h").minX == tree.frame("a").minX)
    }

    @Test func aFailingDefaultIsALayoutDiagnostic() throws {
        let location = SourceLocation(file: "s.swift", line: 2, column: 5)
        let failing = HorizontalAlignment.custom(AlignmentID(name: "broken", index: 2) { _ throws(Diagnostic) in
            throw Diagnostic.error("division by zero", at: location)
        })
        #expect(throws: Diagnostic.error("division by zero", at: location)) {
            try lay(vstack(alignment: failing, [square(10, 10), square(20, 10)]))
        }
    }

    @Test func guidesPastTheCachedOnesStillWork() throws {
        // The ninth custom guide of a scene is not cached; it aligns all the same.
        let ninth = HorizontalAlignment.custom(AlignmentID(name: "ninth", index: AlignmentID.cachedCount) { d in d.width })
        let tree = try lay(vstack(alignment: ninth, id: "o", [square(100, 20, id: "a"), square(40, 20, id: "b")]))
        // Trailing edges line up: b at 250 − 40 = 210.
        #expect(tree.frame("b").maxX == tree.frame("a").maxX)
    }
}
