import LayoutDrawCore
import LayoutDrawFrames
import LayoutDrawTestSupport
import LayoutEngine
import Testing

@testable import LayoutDrawScene

/// `ContainerRelativeShape`: with no container shape on a screen, a rectangle (Apple's
/// documentation), sized as every shape is: the whole proposal, 10 for an unspecified side.
/// Canvas 400 × 400 without a safe area.
@Suite("ContainerRelativeShape")
struct ContainerRelativeShapeTests {
    func layOut(_ source: String) throws -> FrameTree {
        var options = SceneDecodingOptions()
        options.sizing = .fixed(Size(width: 400, height: 400))
        let scene = try SceneDecoder.decode(source, file: "S.swift", options: options)
        return try layout(scene.root, on: scene.canvas, textMeasurer: FixedAdvanceTextMeasurer())
    }

    @Test func itTakesTheProposalAndFillsItAsARectangle() throws {
        // Proposed 100 × 50 by the frame, it is 100 × 50, centred in the 400 × 400 canvas:
        // x = (400 − 100) / 2 = 150, y = (400 − 50) / 2 = 175.
        let tree = try layOut("ContainerRelativeShape().fill(.blue).accessibilityIdentifier(\"s\").frame(width: 100, height: 50)")
        #expect(tree.frame("s") == Rect(x: 150, y: 175, width: 100, height: 50))
        guard case .shape(let outline, _)? = tree.node(id: "s")?.paint else {
            Issue.record("no shape drawn"); return
        }
        #expect(outline == .rectangle)
    }

    @Test func anUnspecifiedSideIsTen() throws {
        // fixedSize proposes nil × nil: 10 × 10, centred at (195, 195).
        let tree = try layOut("ContainerRelativeShape().fixedSize().accessibilityIdentifier(\"s\")")
        #expect(tree.frame("s") == Rect(x: 195, y: 195, width: 10, height: 10))
    }

    @Test func itTakesNoArgument() {
        #expect(throws: DiagnosticList.self) { try layOut("ContainerRelativeShape(cornerRadius: 8)") }
    }
}
