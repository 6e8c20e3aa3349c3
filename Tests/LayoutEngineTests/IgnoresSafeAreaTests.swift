import LayoutDrawCore
import LayoutDrawTestSupport
import LayoutEngine
import Testing

/// `.ignoresSafeArea(_:edges:)` (IgnoresSafeArea.swift): sized as its content; when placed, its
/// content is proposed its proposal grown by the resolved insets on `edges` and moved up and
/// before by them. Canvas `iPhone11ProMax` (SafeAreaTests.swift): safe rect (0, 44) 414 × 818.
@Suite struct IgnoresSafeAreaTests {
    @Test func rootColourFillsTheWholeCanvas() throws {
        let tree = try layoutForTesting(color("c").ignoresSafeArea().tagged("i"), canvas: iPhone11ProMax)
        // The modifier takes the safe rect (its parent's layout is unchanged) and touches its top
        // and bottom: insets 44 and 34. The Color is proposed 414 × (818 + 78 = 896) at (0, 0).
        #expect(tree.frame("i") == rect(0, 44, 414, 818))
        #expect(tree.proposal("c") == proposal(414, 896))
        #expect(tree.frame("c") == rect(0, 0, 414, 896))
    }

    @Test func onlyTheSelectedEdges() throws {
        let tree = try layoutForTesting(color("c").ignoresSafeArea(edges: .top), canvas: iPhone11ProMax)
        // Top only: proposed 414 × (818 + 44 = 862) at (0, 0); the bottom stays at 862.
        #expect(tree.frame("c") == rect(0, 0, 414, 862))
        let bottom = try layoutForTesting(color("c").ignoresSafeArea(edges: .bottom), canvas: iPhone11ProMax)
        // Bottom only: 414 × (818 + 34 = 852) at (0, 44).
        #expect(bottom.frame("c") == rect(0, 44, 414, 852))
    }

    @Test func viewNotTouchingTheSafeAreaDoesNotExpand() throws {
        let tree = try layoutForTesting(square(100, 100, id: "s").ignoresSafeArea(), canvas: iPhone11ProMax)
        // 100 × 100 centred in the safe rect at (157, 403): no edge reaches 44 or 862, the insets
        // are zero and the frame stays where it was.
        #expect(tree.frame("s") == rect(157, 403, 100, 100))
        #expect(tree.proposal("s") == proposal(414, 818))
    }

    @Test func parentLayoutIsUnchanged() throws {
        let root = vstack(spacing: 0, [color("top").ignoresSafeArea().tagged("i"), square(414, 100, id: "bar")])
        let tree = try layoutForTesting(root, canvas: iPhone11ProMax)
        // The VStack (0, 44) 414 × 818 gives the fixed bar 100 and the Color 718, exactly as
        // without the modifier: the modifier (0, 44) 414 × 718, the bar (0, 762) 414 × 100.
        // Only the modifier's top (44) reaches the safe area (its bottom 762 does not): the
        // Color is proposed 414 × (718 + 44 = 762) at (0, 0).
        #expect(tree.frame("i") == rect(0, 44, 414, 718))
        #expect(tree.frame("bar") == rect(0, 762, 414, 100))
        #expect(tree.frame("top") == rect(0, 0, 414, 762))
    }

    @Test func fixedHeightContentMovesIntoTheStrip() throws {
        let root = vstack(spacing: 0, [square(414, 100, id: "header").ignoresSafeArea(edges: .top).tagged("i"), spacer()])
        let tree = try layoutForTesting(root, canvas: iPhone11ProMax)
        // The VStack offers the header (sized before the Spacer) 818 − 8 (the Spacer's minimum)
        // = 810; it is 100 high, at (0, 44), and touches the top. Its content is proposed
        // 414 × (810 + 44 = 854), but the fixed frame stays 100 high, placed 44 higher: (0, 0).
        #expect(tree.frame("i") == rect(0, 44, 414, 100))
        #expect(tree.proposal("header") == proposal(414, 854))
        #expect(tree.frame("header") == rect(0, 0, 414, 100))
    }

    @Test func readerIgnoringTheSafeAreaIsTheWholeCanvas() throws {
        let root = reader(id: "r") { proxy in [text(sizeText(proxy) + " " + insetsText(proxy), id: "t")] }.ignoresSafeArea()
        let tree = try layoutForTesting(root, canvas: iPhone11ProMax)
        // 414 × 896 at (0, 0). Its edges are already at the canvas edges, so no edge can extend
        // further: SwiftUI's resolved insets are 0 on every side (DanceUI's
        // `SafeAreaInsets.resolve`; the reason tutorials read `proxy.safeAreaInsets` from a
        // reader that respects the safe area and put `ignoresSafeArea` on its content). Compare
        // `SafeAreaTests.rootReaderReportsTheDeviceInsetsItTouches`: 44 and 34.
        #expect(tree.frame("r") == rect(0, 0, 414, 896))
        #expect(tree.node(id: "t")?.text == "414.0 x 896.0 0,0,0,0")
    }

    @Test func readerIgnoringTheTopKeepsItsBottomInset() throws {
        let root = reader(id: "r") { proxy in [text(insetsText(proxy), id: "t")] }.ignoresSafeArea(edges: .top)
        let tree = try layoutForTesting(root, canvas: iPhone11ProMax)
        // (0, 0) 414 × 862: the top is at the canvas edge (inset 0); the bottom 862 is the safe
        // bottom, which may still extend by 34.
        #expect(tree.frame("r") == rect(0, 0, 414, 862))
        #expect(tree.node(id: "t")?.text == "0,0,34,0")
    }

    @Test func keyboardRegionAloneChangesNothing() throws {
        let tree = try layoutForTesting(color("c").ignoresSafeArea(.keyboard), canvas: iPhone11ProMax)
        // No software keyboard is modelled: the container insets are not ignored.
        #expect(tree.frame("c") == rect(0, 44, 414, 818))
    }
}
