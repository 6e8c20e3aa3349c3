import LayoutDrawCore
import LayoutDrawTestSupport
import LayoutEngine
import Testing

/// A 414 × 896 canvas with a 44-point top and 34-point bottom safe area (iPhone 11 Pro Max):
/// the safe rect is (0, 44) 414 × 818, the container the whole canvas.
let iPhone11ProMax = fixedCanvas(414, 896, safeArea: EdgeInsets(top: 44, bottom: 34))

/// "T,L,B,R" of a proxy's safe-area insets, as whole numbers.
func insetsText(_ proxy: GeometryProxy) -> String {
    let i = proxy.safeAreaInsets
    return "\(Int(i.top)),\(Int(i.leading)),\(Int(i.bottom)),\(Int(i.trailing))"
}

/// "W x H" of a proxy's size, as Swift prints the Doubles.
func sizeText(_ proxy: GeometryProxy) -> String { "\(proxy.size.width) x \(proxy.size.height)" }

extension ViewNode {
    /// `.background(style, ignoresSafeAreaEdges: edges)`: a colour background (`.all` by default).
    func backgroundStyle(_ id: String? = nil, ignoresSafeAreaEdges edges: EdgeSet = .all) -> ViewNode {
        modified(by: Background(ignoresSafeAreaEdges: edges), secondary: [ViewNode(Color(ColorStyle.named["orange"]!), id: id)])
    }

    func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: EdgeSet = .all) -> ViewNode {
        modified(by: IgnoresSafeArea(regions, edges: edges))
    }
}

/// layout-rules §3.17 and Protocol/SafeArea.swift: the root is proposed the safe rect; a view's
/// safe-area insets are resolved from its frame as geometry queries see it, non-zero only on
/// edges that reach the safe area's edge; a colour background extends into them.
@Suite struct SafeAreaTests {
    @Test func rootReaderIsTheSafeRectAndPrintsItsSize() throws {
        let tree = try layoutForTesting(reader(id: "r") { proxy in [text(sizeText(proxy), id: "t")] }, canvas: iPhone11ProMax)
        // Proposed the safe rect 414 × (896 − 44 − 34 = 818) and takes it, at y 44: article 001's
        // "414.0 x 818.0".
        #expect(tree.proposal("r") == proposal(414, 818))
        #expect(tree.frame("r") == rect(0, 44, 414, 818))
        #expect(tree.node(id: "t")?.text == "414.0 x 818.0")
    }

    @Test func rootReaderReportsTheDeviceInsetsItTouches() throws {
        let tree = try layoutForTesting(reader(id: "r") { proxy in [text(insetsText(proxy), id: "t")] }, canvas: iPhone11ProMax)
        // The reader's top (44) is the safe top and its bottom (862) the safe bottom: both
        // edges may extend to the canvas edge, by 44 and 896 − 862 = 34. Its sides are at the
        // canvas sides, where there is no inset: 0.
        #expect(tree.node(id: "t")?.text == "44,0,34,0")
    }

    @Test func readerAwayFromTheEdgesReportsNoInsets() throws {
        let tree = try layoutForTesting(
            reader(id: "r") { proxy in [text(insetsText(proxy), id: "t")] }.padding(.all, 20), canvas: iPhone11ProMax)
        // padding 20: the reader is (20, 64) 374 × 778; its top 64 and bottom 842 are inside
        // the safe rect (44…862), so no edge reaches it.
        #expect(tree.frame("r") == rect(20, 64, 374, 778))
        #expect(tree.node(id: "t")?.text == "0,0,0,0")
    }

    @Test func colourBackgroundOfAFullRootExtendsToTheCanvasEdges() throws {
        let tree = try layoutForTesting(color("c").backgroundStyle("bg").tagged("b"), canvas: iPhone11ProMax)
        // The Color fills the safe rect (0, 44) 414 × 818 and touches its top and bottom: the
        // background's insets are 44 and 34, so its fill is (0, 0) 414 × 896 and is proposed
        // that size. The modifier itself keeps the primary's frame.
        #expect(tree.frame("c") == rect(0, 44, 414, 818))
        #expect(tree.frame("b") == rect(0, 44, 414, 818))
        #expect(tree.frame("bg") == rect(0, 0, 414, 896))
        #expect(tree.proposal("bg") == proposal(414, 896))
    }

    @Test func viewBackgroundDoesNotExtend() throws {
        let tree = try layoutForTesting(color("c").background(color("bg")).tagged("b"), canvas: iPhone11ProMax)
        // `.background { Color.blue }` (a view, no ignoresSafeAreaEdges): proposed and placed
        // exactly as the primary, (0, 44) 414 × 818.
        #expect(tree.frame("bg") == rect(0, 44, 414, 818))
    }

    @Test func colourOverlayExtendsLikeABackground() throws {
        let root = color("c").modified(by: Overlay(ignoresSafeAreaEdges: .all), secondary: [color("fill")])
        let tree = try layoutForTesting(root, canvas: iPhone11ProMax)
        // `.overlay(.blue)` is overlay(_:ignoresSafeAreaEdges: .all): the same 44 / 34 growth.
        #expect(tree.frame("fill") == rect(0, 0, 414, 896))
    }

    @Test func colourBackgroundOnlyOnTheEdgesAsked() throws {
        let top = try layoutForTesting(color().backgroundStyle("bg", ignoresSafeAreaEdges: .top), canvas: iPhone11ProMax)
        // Only the top inset 44 is used: (0, 0) 414 × (818 + 44 = 862).
        #expect(top.frame("bg") == rect(0, 0, 414, 862))
        let none = try layoutForTesting(color().backgroundStyle("bg", ignoresSafeAreaEdges: []), canvas: iPhone11ProMax)
        // ignoresSafeAreaEdges: [] respects the safe area: the primary's frame.
        #expect(none.frame("bg") == rect(0, 44, 414, 818))
    }

    @Test func colourBackgroundOfASmallCentredViewStaysPut() throws {
        let tree = try layoutForTesting(square(100, 100).backgroundStyle("bg"), canvas: iPhone11ProMax)
        // 100 × 100 centred in the safe rect: centre (207, 44 + 409 = 453) → (157, 403). Its
        // edges (403, 503) are far from 44 and 862: no insets.
        #expect(tree.frame("bg") == rect(157, 403, 100, 100))
    }

    @Test func offsetBackgroundSpillsIntoTheBottomSafeArea() throws {
        // Article 003 case 2: Color.clear.background(.orange).frame(width: 100, height: 100)
        // .offset(y: 380). Layout puts the frame at (157, 403); queries see it moved to y 783,
        // so its bottom is 883: past the safe bottom 862 and short of the canvas bottom 896.
        // The background's bottom inset is 896 − 883 = 13: its fill is laid out at
        // (157, 403) 100 × 113 and drawn at y 783, reaching 896.
        let root = color().backgroundStyle("bg").frame(width: 100, height: 100).offset(y: 380)
        let tree = try layoutForTesting(root, canvas: iPhone11ProMax)
        let fill = try #require(tree.node(id: "bg"))
        #expect(fill.frame == rect(157, 403, 100, 113))
        #expect(fill.visual == rect(157, 783, 100, 113))
        #expect(fill.visual.maxY == 896)
    }

    @Test func ignoredByLayoutOffsetDoesNotSpill() throws {
        // The same with `_OffsetEffect(…).ignoredByLayout()`: queries see the frame unmoved at
        // (157, 403)…503, inside the safe rect, so no inset; the fill is only drawn moved.
        let root = color().backgroundStyle("bg").frame(width: 100, height: 100).offset(y: 380, ignoredByLayout: true)
        let tree = try layoutForTesting(root, canvas: iPhone11ProMax)
        let fill = try #require(tree.node(id: "bg"))
        #expect(fill.frame == rect(157, 403, 100, 100))
        #expect(fill.visual == rect(157, 783, 100, 100))
    }

    @Test func offsetPastTheCanvasEdgeDoesNotSpill() throws {
        // offset 450: the bottom is seen at 503 + 450 = 953, beyond the container's 896 (by
        // more than SwiftUI's 0.1 tolerance): the edge is outside, not at, the safe area.
        let tree = try layoutForTesting(
            color().backgroundStyle("bg").frame(width: 100, height: 100).offset(y: 450), canvas: iPhone11ProMax)
        #expect(tree.frame("bg") == rect(157, 403, 100, 100))
    }

    @Test func canvasWithoutSafeAreaChangesNothing() throws {
        let tree = try lay(color("c").backgroundStyle("bg"))
        // 400 × 400, no insets: the fill is the primary's frame.
        #expect(tree.frame("bg") == rect(0, 0, 400, 400))
    }
}
