import LayoutDrawCore
import LayoutDrawFrames
import LayoutDrawTestSupport
import LayoutEngine
import Testing

@testable import LayoutDrawScene

/// SwiftUI's `Canvas` view, laid out as a shape is (the whole proposal, 10 for an unspecified
/// side); its renderer is not interpreted yet, which a warning says. Canvas 400 × 400 without a
/// safe area.
@Suite("Canvas (the view)")
struct CanvasViewTests {
    static let ellipse = "Canvas { context, size in context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.green)) }"

    func decode(_ source: String) throws -> (FrameTree, [String]) {
        var options = SceneDecodingOptions()
        options.sizing = .fixed(Size(width: 400, height: 400))
        let scene = try SceneDecoder.decode(source, file: "S.swift", options: options)
        let tree = try layout(scene.root, on: scene.canvas, textMeasurer: FixedAdvanceTextMeasurer())
        return (tree, scene.warnings.map { $0.formatted() })
    }

    @Test func itTakesItsProposal() throws {
        let (tree, warnings) = try decode(Self.ellipse + ".accessibilityIdentifier(\"c\").frame(width: 300, height: 200)")
        // 300 × 200, centred: (50, 100).
        #expect(tree.frame("c") == Rect(x: 50, y: 100, width: 300, height: 200))
        #expect(warnings.count == 1 && warnings.first?.hasPrefix("S.swift:1:1: warning: a Canvas's drawing is not interpreted yet") == true)
        // Unproposed (fixedSize), 10 × 10.
        let (small, _) = try decode(Self.ellipse + ".accessibilityIdentifier(\"c\").fixedSize()")
        #expect(small.frame("c") == Rect(x: 195, y: 195, width: 10, height: 10))
        // In an HStack with a 100-wide colour, it takes the rest: 300.
        let (shared, _) = try decode("HStack(spacing: 0) { Color.red.frame(width: 100); \(Self.ellipse).accessibilityIdentifier(\"c\") }")
        #expect(shared.frame("c") == Rect(x: 100, y: 0, width: 300, height: 400))
    }

    @Test func anOpaqueCanvasIsFilledAndOthersDrawNothing() throws {
        let (opaque, _) = try decode("Canvas(opaque: true) { context, size in }.accessibilityIdentifier(\"c\")")
        #expect(opaque.node(id: "c")?.paint != nil)
        let (clear, _) = try decode("Canvas(rendersAsynchronously: true) { context, size in }.accessibilityIdentifier(\"c\")")
        #expect(clear.node(id: "c")?.paint == nil)
    }

    @Test func aRendererTakesTwoParameters() {
        #expect(throws: DiagnosticList.self) { try decode("Canvas { context in }") }
        #expect(throws: DiagnosticList.self) { try decode("Canvas()") }
    }
}
