import LayoutDrawCore
import LayoutDrawTestSupport
import LayoutEngine
import Testing

extension ViewNode {
    func safeAreaInset(edge: Edge, alignment: Alignment = .center, spacing: Double? = nil, id: String? = nil, _ content: ViewNode) -> ViewNode {
        modified(by: SafeAreaInset(edge: edge, alignment: alignment, spacing: spacing), secondary: [content]).tagged(id)
    }
}

/// `.safeAreaInset(edge:alignment:spacing:content:)` (SafeAreaInset.swift, layout-rules §3.17).
/// Canvas 400 × 400 unless told.
@Suite struct SafeAreaInsetTests {
    @Test func bottomWithDefaultSpacing() throws {
        let tree = try lay(color("p").safeAreaInset(edge: .bottom, id: "v", square(100, 40, id: "bar")))
        // spacing nil → 8 (two ordinary views). The bar is proposed 400 × (400 − 8 − 0 = 392)
        // (the Color's minimum height is 0) and is 100 × 40; the Color is proposed
        // 400 × (400 − 40 − 8 = 352). Size 400 × (40 + 8 + 352 = 400).
        // The Color is pinned to the top, centred: (0, 0); the bar to the bottom: y 360, its
        // centre on the Color's: x 200 − 50 = 150.
        #expect(tree.frame("v") == rect(0, 0, 400, 400))
        #expect(tree.proposal("p") == proposal(400, 352))
        #expect(tree.frame("p") == rect(0, 0, 400, 352))
        #expect(tree.frame("bar") == rect(150, 360, 100, 40))
    }

    @Test func topWithExplicitSpacingAndLeadingAlignment() throws {
        let tree = try lay(color("p").safeAreaInset(edge: .top, alignment: .leading, spacing: 20, square(100, 40, id: "bar")))
        // The Color is proposed 400 × (400 − 40 − 20 = 340) and pinned to the bottom: y 60. The
        // bar is at the top, its leading edge on the Color's: (0, 0).
        #expect(tree.frame("p") == rect(0, 60, 400, 340))
        #expect(tree.frame("bar") == rect(0, 0, 100, 40))
    }

    @Test func leadingEdgeSplitsTheWidth() throws {
        let tree = try lay(color("p").safeAreaInset(edge: .leading, spacing: 0, square(50, 100, id: "side")))
        // Along x: the side view 50 wide, the Color proposed 400 − 50 − 0 = 350 and pinned to the
        // trailing edge: (50, 0) 350 × 400. The side view at x 0, centred on the Color's centre
        // y 200: y 150.
        #expect(tree.frame("p") == rect(50, 0, 350, 400))
        #expect(tree.frame("side") == rect(0, 150, 50, 100))
    }

    @Test func insetIsProposedWhatThePrimaryMinimumLeaves() throws {
        let primary = color().frame(minHeight: 100).tagged("p")
        let tree = try lay(primary.safeAreaInset(edge: .bottom, color("bar")))
        // The primary's height proposed 0 is 100 (minHeight): the flexible bar is proposed
        // 400 − 8 − 100 = 292 and takes it; the primary 400 − (292 + 8) = 100.
        #expect(tree.frame("p") == rect(0, 0, 400, 100))
        #expect(tree.frame("bar") == rect(0, 108, 400, 292))
    }

    @Test func unspecifiedProposalIdealSize() throws {
        let root = color("p").safeAreaInset(edge: .bottom, id: "v", square(100, 40, id: "bar"))
        let tree = try layoutForTesting(root, canvas: CanvasSpec(sizing: .fit))
        // Proposed nil × nil: the bar 100 × 40, the Color 10 × 10: 100 × (40 + 8 + 10 = 58).
        // Placing, the nil width becomes the view's 100: the Color is proposed (100, nil) and
        // is 100 × 10 at (0, 0); the bar at y 58 − 40 = 18.
        #expect(tree.canvas.size == Size(width: 100, height: 58))
        #expect(tree.frame("p") == rect(0, 0, 100, 10))
        #expect(tree.frame("bar") == rect(0, 18, 100, 40))
    }

    @Test func primarySafeAreaGainsTheInset() throws {
        let root = reader(id: "r") { proxy in [text(insetsText(proxy), id: "t")] }
            .safeAreaInset(edge: .bottom, square(100, 40))
        let tree = try lay(root)
        // The reader is (0, 0) 400 × 352; the modifier registers 40 + 8 = 48 of safe area at the
        // bottom of its own 400 × 400, which the reader's bottom (352) reaches: bottom inset 48.
        #expect(tree.frame("r") == rect(0, 0, 400, 352))
        #expect(tree.node(id: "t")?.text == "0,0,48,0")
    }

    @Test func insetChainsWithTheDeviceSafeArea() throws {
        let root = reader(id: "r") { proxy in [text(insetsText(proxy), id: "t")] }
            .safeAreaInset(edge: .bottom, square(100, 40)).tagged("v")
        let tree = try layoutForTesting(root, canvas: iPhone11ProMax)
        // The modifier is the safe rect (0, 44) 414 × 818; the reader (0, 44) 414 × 770. Its
        // bottom 814 reaches the inset's safe edge and extends to 862, which reaches the device's
        // and extends to 896: 82; its top 44 extends to 0: 44.
        #expect(tree.frame("r") == rect(0, 44, 414, 770))
        #expect(tree.node(id: "t")?.text == "44,0,82,0")
    }

    @Test func colourBackgroundOfThePrimaryExtendsUnderTheInset() throws {
        let root = color("p").backgroundStyle("bg").safeAreaInset(edge: .bottom, square(100, 40, id: "bar"))
        let tree = try layoutForTesting(root, canvas: iPhone11ProMax)
        // The primary (0, 44) 414 × 770; its fill reaches under the bar and both device strips:
        // (0, 0) 414 × 896. The bar sits at y 862 − 40 = 822.
        #expect(tree.frame("p") == rect(0, 44, 414, 770))
        #expect(tree.frame("bg") == rect(0, 0, 414, 896))
        #expect(tree.frame("bar") == rect(157, 822, 100, 40))
    }
}
