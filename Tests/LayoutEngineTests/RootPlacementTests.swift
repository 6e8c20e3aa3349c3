import LayoutDrawCore
import LayoutDrawTestSupport
import LayoutEngine
import Testing

/// layout-rules §3.17: the root is proposed the safe-area rectangle and centred in it;
/// `fit` and `width` canvases size themselves from the root.
@Suite struct RootPlacementTests {
    /// An iPhone-sized canvas: 414 × 896 with a 44-point top and 34-point bottom safe area.
    let phone = fixedCanvas(414, 896, safeArea: EdgeInsets(top: 44, bottom: 34))

    @Test func rootGeometryReaderFillsTheSafeArea() throws {
        let tree = try layoutForTesting(reader(id: "r"), canvas: phone)
        // Safe rect = (0, 44) 414 × (896 − 44 − 34 = 818); the reader takes the proposal.
        #expect(tree.proposal("r") == proposal(414, 818))
        #expect(tree.frame("r") == rect(0, 44, 414, 818))
        #expect(tree.canvas.size == Size(width: 414, height: 896))
    }

    @Test func smallRootIsCentredInTheSafeArea() throws {
        let tree = try layoutForTesting(square(100, 100, id: "s"), canvas: phone)
        // Centre of the safe rect = (207, 44 + 409 = 453) → origin (157, 403).
        #expect(tree.frame("s") == rect(157, 403, 100, 100))
    }

    @Test func fitCanvasIsRootIdealPlusMargins() throws {
        let tree = try layoutForTesting(
            text("Hello").padding(EdgeInsets(all: 10)).tagged("p"), canvas: CanvasSpec(sizing: .fit, margin: 20))
        // Ideal size 50 × 32 (proposed nil × nil) + 2 × 20 → canvas 90 × 72, root at (20, 20).
        #expect(tree.canvas.size == Size(width: 90, height: 72))
        #expect(tree.frame("p") == rect(20, 20, 50, 32))
        #expect(tree.proposal("p") == proposal(nil, nil))
    }

    @Test func widthCanvasProposesWidthAndFitsTheHeight() throws {
        let root = vstack(id: "v", [text("Hello world", id: "t"), color("c").frame(height: 20).tagged("f")])
        let tree = try layoutForTesting(root, canvas: CanvasSpec(sizing: .width(300), margin: 10))
        // Root proposed (300 − 20 = 280, nil). VStack ideal height: children proposed (280, nil):
        // Text 66 × 12, frame 280 × 20 → 280 × (12 + 8 + 20 = 40). Canvas 300 × (40 + 20).
        #expect(tree.canvas.size == Size(width: 300, height: 60))
        #expect(tree.frame("v") == rect(10, 10, 280, 40))
        // Text centred in 280: x = 10 + (280 − 66)/2 = 117; the frame at y 10 + 12 + 8 = 30.
        #expect(tree.frame("t") == rect(117, 10, 66, 12))
        #expect(tree.frame("f") == rect(10, 30, 280, 20))
    }

    @Test func widthCanvasWrapsText() throws {
        let tree = try layoutForTesting(text("Hello brave new world", id: "t"), canvas: CanvasSpec(sizing: .width(100), margin: 10))
        // Proposed (80, nil): 13 characters a line → "Hello brave" / "new world" → 66 × 24.
        // Canvas 100 × 44; the text centred in the 80-wide safe rect: x = 10 + 7 = 17.
        #expect(tree.canvas.size == Size(width: 100, height: 44))
        #expect(tree.frame("t") == rect(17, 10, 66, 24))
    }
}
