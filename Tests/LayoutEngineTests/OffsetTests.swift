import LayoutDrawCore
import LayoutEngine
import Testing

/// layout-rules §3.14: `offset`. Canvas 400 × 400.
@Suite struct OffsetTests {
    @Test func doesNotChangeLayoutButMovesTheDrawing() throws {
        let tree = try lay(hstack(spacing: 0, [square(50, 50, id: "a").offset(x: 30, y: 10).tagged("o"), square(50, 50, id: "b")]))
        // Two 50-point squares side by side, centred: a at (150, 175), b at (200, 175) —
        // exactly as without the offset.
        #expect(tree.frame("a") == rect(150, 175, 50, 50))
        #expect(tree.frame("o") == rect(150, 175, 50, 50))
        #expect(tree.frame("b") == rect(200, 175, 50, 50))
        // Drawn moved by (30, 10): the offset node and everything in it.
        #expect(tree.visual("o") == rect(180, 185, 50, 50))
        #expect(tree.visual("a") == rect(180, 185, 50, 50))
        #expect(tree.visual("b") == rect(200, 175, 50, 50))
    }

    @Test func geometryQueriesBelowSeeTheOffset() throws {
        let view = square(100, 100).overlay(readout("t") { describe($0.frame(in: .global)) }).offset(x: 50)
        let tree = try lay(view)
        // The square is at (150, 150); the reader in its overlay reports minX 150 + 50.
        #expect(tree.text("t") == "200.0 150.0 100.0 100.0")
    }

    @Test func ignoredByLayoutHidesTheOffsetFromQueriesButNotFromDrawing() throws {
        let view = square(100, 100).overlay(readout("t") { describe($0.frame(in: .global)) }).offset(x: 50, ignoredByLayout: true).tagged("o")
        let tree = try lay(view)
        #expect(tree.text("t") == "150.0 150.0 100.0 100.0")
        #expect(tree.visual("o") == rect(200, 150, 100, 100))
    }

    @Test func nestedOffsetsAddUp() throws {
        let tree = try lay(square(20, 20, id: "s").offset(x: 10).offset(y: -5).offset(x: 1, y: 1))
        // (190, 190) moved by (10 + 1, −5 + 1).
        #expect(tree.visual("s") == rect(201, 186, 20, 20))
        #expect(tree.frame("s") == rect(190, 190, 20, 20))
    }

    @Test func offsetBelowAnotherEffectIsTransformedByIt() throws {
        // `.offset(x: 10).scaleEffect(2, anchor: .topLeading)`: the scale, applied last, doubles
        // the offset too.
        let tree = try lay(square(20, 20, id: "s").offset(x: 10).scaleEffect(2, anchor: .topLeading))
        // Square at (190, 190); offset → (200, 190); scaled ×2 about (190, 190): x = 190 +
        // 2 × 10 = 210, size 40.
        #expect(tree.visual("s") == rect(210, 190, 40, 40))
    }
}
