import LayoutDrawCore
import LayoutEngine
import Testing

/// `anchorPreference` read through `backgroundPreferenceValue` / `overlayPreferenceValue`
/// (article 003, case 1). Canvas 400 × 400.
@Suite struct AnchorPreferenceTests {
    /// The reader of the article: a Rectangle sized and offset by the first anchor under "K".
    static func boundsBackground() -> ViewNode {
        reader(id: "r") { proxy in
            guard case .rect(let bounds)? = proxy.anchors["K"]?.first else { return [] }
            return [color("bg").frame(width: bounds.width, height: bounds.height).offset(x: bounds.minX, y: bounds.minY).tagged("o")]
        }
    }

    /// A reader printing every anchor under "K" as the reader sees them.
    static func anchorReadout() -> ViewNode {
        readout(id: "r", "t") { proxy in
            (proxy.anchors["K"] ?? []).map { value -> String in
                switch value {
                case .rect(let r): describe(r)
                case .point(let p): "(\(p.x), \(p.y))"
                default: "?"
                }
            }.joined(separator: " | ")
        }
    }

    @Test func boundsAnchorResolvesInTheReadersSpace() throws {
        let view = vstack([square(100, 40, id: "item").anchorPreference("K")]).backgroundPreferenceValue("K", Self.boundsBackground())
        let tree = try lay(view)
        // The VStack is its item's 100 × 40 at (150, 180); so is the background's reader, and
        // the anchor relative to it is (0, 0, 100, 40): the background rectangle covers the item.
        #expect(tree.frame("r") == rect(150, 180, 100, 40))
        #expect(tree.frame("bg") == tree.frame("item"))
    }

    @Test func rotationDistortsTheAnchor() throws {
        let view = vstack([square(100, 40, id: "item").anchorPreference("K")])
            .backgroundPreferenceValue("K", Self.boundsBackground()).rotationEffect(degrees: 90)
        let tree = try lay(view)
        // Rotated a quarter turn about (200, 200), the item's bounding box is 40 × 100 at
        // (180, 150), and so is the reader's: the anchor resolves to (0, 0, 40, 100). The
        // background rectangle becomes 40 × 100 — the distortion of article 003.
        #expect(tree.frame("bg") == rect(150, 180, 40, 100))
    }

    @Test func ignoredByLayoutRotationKeepsTheAnchor() throws {
        let view = vstack([square(100, 40, id: "item").anchorPreference("K")])
            .backgroundPreferenceValue("K", Self.boundsBackground()).rotationEffect(degrees: 90, ignoredByLayout: true)
        let tree = try lay(view)
        #expect(tree.frame("bg") == rect(150, 180, 100, 40))
    }

    @Test func anchorIsRelativeToTheReader() throws {
        let view = vstack([square(60, 20), square(100, 40, id: "item").anchorPreference("K")])
            .backgroundPreferenceValue("K", Self.anchorReadout())
        let tree = try lay(view)
        // VStack 100 × (20 + 8 + 40) = 68 at (150, 166); the item is 28 below its top.
        #expect(tree.text("t") == "0.0 28.0 100.0 40.0")
    }

    @Test func pointAnchorIsCarriedThroughEffects() throws {
        let view = vstack([square(100, 40).anchorPreference("K", .point(.center)).offset(x: 10, y: 5)])
            .backgroundPreferenceValue("K", Self.anchorReadout())
        let tree = try lay(view)
        // The centre (200, 200), offset by (10, 5), relative to the reader at (150, 180).
        #expect(tree.text("t") == "(60.0, 25.0)")
    }

    @Test func anchorsAreCollectedInTreeOrder() throws {
        let view = hstack(spacing: 0, [square(30, 30).anchorPreference("K"), square(50, 50).anchorPreference("K"), square(10, 10).anchorPreference("Other")])
            .overlayPreferenceValue("K", Self.anchorReadout())
        let tree = try lay(view)
        // HStack 90 × 50 at (155, 175): the 30-point square at (0, 10) in it, the 50-point one
        // at (30, 0); the "Other" key is not collected.
        #expect(tree.text("t") == "0.0 10.0 30.0 30.0 | 30.0 0.0 50.0 50.0")
    }

    @Test func readersOutsideAPreferenceReaderSeeNoAnchors() throws {
        let view = vstack([square(100, 40).anchorPreference("K")]).background(Self.anchorReadout())
        let tree = try lay(view)
        #expect(tree.text("t") == "")
    }

    @Test func secondaryIsDrawnBehindForBackgroundAndInFrontForOverlay() throws {
        let back = try lay(square(10, 10).anchorPreference("K").backgroundPreferenceValue("K", color("s")).tagged("l"))
        let front = try lay(square(10, 10).anchorPreference("K").overlayPreferenceValue("K", color("s")).tagged("l"))
        #expect(back.childrenInPaintingOrder(of: back.node(id: "l")!).first?.id == "s")
        #expect(front.childrenInPaintingOrder(of: front.node(id: "l")!).last?.id == "s")
    }
}
