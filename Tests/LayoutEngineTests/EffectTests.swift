import LayoutDrawCore
import LayoutDrawFrames
import LayoutEngine
import Testing

/// `shadow`, `blur`, `mask`, `compositingGroup` and the gradient views. The effects change what
/// is drawn, never a frame: every node has the frame it has without them. Canvas 400 × 400.
@Suite struct EffectTests {
    /// Two squares in an HStack, the first wrapped in `modifier`: 50 + 8 + 50 = 108 wide,
    /// centred: x = (400 − 108) / 2 = 146 and 204, y = (400 − 50) / 2 = 175.
    private func pair(_ modifier: ((ViewNode) -> ViewNode)?) throws -> FrameTree {
        let content = square(50, 50, id: "a")
        return try lay(hstack([modifier.map { $0(content).tagged("e") } ?? content, square(50, 50, id: "b")]))
    }

    @Test func effectsLeaveEveryFrameAsItWas() throws {
        let plain = try pair(nil)
        #expect(plain.frame("a") == rect(146, 175, 50, 50))
        #expect(plain.frame("b") == rect(204, 175, 50, 50))
        let effects: [(String, (ViewNode) -> ViewNode)] = [
            ("shadow", { $0.modified(by: Shadow(radius: 20, x: 30, y: 40)) }),
            ("blur", { $0.modified(by: Blur(radius: 12, opaque: true)) }),
            ("compositingGroup", { $0.modified(by: CompositingGroup()) }),
            ("mask", { $0.modified(by: Mask(alignment: .topLeading), secondary: [ViewNode(Circle())]) }),
        ]
        for (name, effect) in effects {
            let tree = try pair(effect)
            #expect(tree.frame("a") == plain.frame("a"), "\(name)")
            #expect(tree.frame("b") == plain.frame("b"), "\(name)")
            // The effect node is exactly its content's size and place.
            #expect(tree.frame("e") == plain.frame("a"), "\(name)")
        }
    }

    @Test func effectsAreRecordedOnTheirNode() throws {
        let shadow = try pair { $0.modified(by: Shadow(radius: 5, x: 1, y: 2)) }
        #expect(shadow.node(id: "e")?.effect == .shadow(color: Shadow.defaultColor, radius: 5, offset: Size(width: 1, height: 2)))
        let blur = try pair { $0.modified(by: Blur(radius: 3)) }
        #expect(blur.node(id: "e")?.effect == .blur(radius: 3, isOpaque: false))
        #expect(try pair { $0.modified(by: CompositingGroup()) }.node(id: "e")?.effect == .compositingGroup)
        // The plain content has none.
        #expect(try pair(nil).node(id: "a")?.effect == nil)
    }

    /// SwiftUI's default shadow colour is `Color(.sRGBLinear, white: 0, opacity: 0.33)`: black
    /// (0 is 0 in linear light and in sRGB) at 33%; a negative radius is no blur.
    @Test func shadowDefaults() {
        #expect(Shadow.defaultColor == ColorStyle(RGBA(red: 0, green: 0, blue: 0, alpha: 0.33)))
        #expect(Shadow(radius: -4).radius == 0)
    }

    /// The mask is laid out as an overlay: proposed the content's size (50 × 50) and aligned in
    /// it; a 20 × 10 mask at `.bottomTrailing` sits at (146 + 30, 175 + 40).
    @Test func maskIsProposedTheContentsSizeAndAligned() throws {
        let tree = try pair {
            $0.modified(by: Mask(alignment: .bottomTrailing), secondary: [square(20, 10, id: "m")])
        }
        #expect(tree.frame("m") == rect(176, 215, 20, 10))
        #expect(tree.node(id: "e")?.effect == .mask)
        let filling = try pair { $0.modified(by: Mask(), secondary: [ViewNode(Circle()).tagged("m")]) }
        #expect(filling.frame("m") == rect(146, 175, 50, 50))
        #expect(filling.proposal("m") == ProposedViewSize(width: 50, height: 50))
    }

    /// A gradient view takes its proposal, as `Color` does: in an HStack of 400 with a
    /// 100-point square, 400 − 100 − 8 = 292 wide and the full 400 high; with an unspecified
    /// proposal, 10 × 10.
    @Test func gradientViewsTakeTheirProposalLikeColor() throws {
        let gradient = GradientStyle(
            stops: GradientStop.evenlySpaced([.init(.black), .init(.white)]), geometry: .linear(start: .topLeading, end: UnitPoint(x: 1, y: 1)))
        for view in [LinearGradient(gradient), RadialGradient(gradient), EllipticalGradient(gradient), AngularGradient(gradient)] as [any ViewLayout] {
            let tree = try lay(hstack([ViewNode(view).tagged("g"), square(100, 100, id: "s")]))
            #expect(tree.frame("g") == rect(0, 0, 292, 400), "\(view.kind)")
            #expect(tree.node(id: "g")?.paint == .shape(.rectangle, .fill(.gradient(gradient))), "\(view.kind)")
            let fixed = try lay(ViewNode(view).tagged("g").modified(by: FixedSize()))
            #expect(fixed.frame("g").size == Size(width: 10, height: 10), "\(view.kind)")
        }
    }

    /// `foregroundStyle` with a gradient reaches text and unstyled shapes as that gradient, and
    /// controls as its first colour.
    @Test func gradientForegroundStyleReachesTextAndShapes() throws {
        let style = ShapeStyle.gradient(.standard(for: .blue))
        let tree = try lay(vstack([text("a", id: "t"), ViewNode(Circle()).frame(width: 10, height: 10).tagged("c")])
            .modified(by: ForegroundStyle(style)))
        guard case .text(let paint)? = tree.node(id: "t")?.paint else {
            Issue.record("no text paint")
            return
        }
        #expect(paint.style == style)
        #expect(paint.color == GradientStyle.standard(for: .blue).stops[0].color)
        let circle = tree.nodes.first { $0.kind == "Circle" }
        #expect(circle?.paint == .shape(.circle, .fill(style)))
    }
}
