import LayoutDrawCore
import LayoutDrawFrames
import LayoutEngine
import Testing

/// layout-rules §3.1 for images. The image's file is never read by layout: its natural size
/// (here 120 × 80) comes with it. Canvas 400 × 400.
@Suite struct ImageTests {
    @Test func notResizableIsItsNaturalSize() throws {
        let tree = try lay(image(120, 80, id: "i"))
        #expect(tree.frame("i") == rect(140, 160, 120, 80))
    }

    @Test func notResizableIgnoresASmallerProposal() throws {
        let tree = try lay(image(120, 80, id: "i").frame(width: 50, height: 50))
        // The frame is 50 × 50 at (175, 175); the image stays 120 × 80, centred in it.
        #expect(tree.frame("i") == rect(140, 160, 120, 80))
    }

    @Test func resizableTakesTheProposal() throws {
        let tree = try lay(image(120, 80, resizable: true, id: "i").frame(width: 50, height: 30))
        #expect(tree.frame("i") == rect(175, 185, 50, 30))
    }

    @Test func resizableUsesItsNaturalLengthWhereTheProposalIsUnspecified() throws {
        let ideal = try lay(image(120, 80, resizable: true, id: "i").fixedSize())
        #expect(ideal.frame("i") == rect(140, 160, 120, 80))
        // Proposed (400, nil): 400 wide, 80 high.
        let heightOnly = try lay(image(120, 80, resizable: true, id: "i").fixedSize(horizontal: false, vertical: true))
        #expect(heightOnly.frame("i") == rect(0, 160, 400, 80))
    }

    /// The paint carries the size in points layout measured (an @2x file's pixels halved), which
    /// a non-resizable image is drawn at.
    @Test func drawsItsFile() throws {
        let tree = try lay(image(120, 80, resizable: true, id: "i"))
        #expect(tree.node(id: "i")?.paint == .image(ImagePaint(path: "/images/photo.png", isResizable: true, naturalSize: Size(width: 120, height: 80))))
    }
}
