import LayoutDrawCore
import LayoutEngine
import Testing

/// layout-rules §3.14: `rotationEffect`. Canvas 400 × 400.
@Suite struct RotationEffectTests {
    /// 200 × (cos 45° + sin 45°) = 200 √2, the side of a 200-point square's bounding box at 45°.
    let diagonal = 200 * 2.0.squareRoot()

    @Test func rotatedSquareIsDrawnAsItsBoundingBox() throws {
        let tree = try lay(square(200, 200, id: "s").rotationEffect(degrees: 45).tagged("r"))
        // Layout is untouched: 200 × 200 at (100, 100).
        #expect(tree.frame("r") == rect(100, 100, 200, 200))
        // Drawn rotated about its centre (200, 200): the bounding box is 282.84… a side,
        // same centre.
        #expect(isClose(tree.visual("r"), rect(200 - diagonal / 2, 200 - diagonal / 2, diagonal, diagonal)))
    }

    @Test func quarterTurnAboutTopLeading() throws {
        let tree = try lay(square(100, 50, id: "s").rotationEffect(degrees: 90, anchor: .topLeading))
        // The 100 × 50 frame is at (150, 175). A clockwise quarter turn (y down) about its
        // top-leading corner maps (x, y) ↦ (150 − (y − 175), 175 + (x − 150)): the box is
        // 50 wide and 100 high, from x 100 to 150 (exact, as 90° has exact sine and cosine).
        #expect(tree.visual("s") == rect(100, 175, 50, 100))
    }

    @Test func geometryReaderSeesTheRotatedBoundingBox() throws {
        // Article 003: Rectangle().frame(200, 200).overlay(GeometryInfo()).rotationEffect(45°).
        let view = square(200, 200).overlay(readout("t") { "\(Int($0.frame(in: .global)!.width)), \(Int($0.frame(in: .global)!.height))" })
            .rotationEffect(degrees: 45)
        let tree = try lay(view)
        // 282.84… truncated by Int().
        #expect(tree.text("t") == "282, 282")
    }

    @Test func ignoredByLayoutReportsTheUnrotatedFrame() throws {
        let view = square(200, 200).overlay(readout("t") { describe($0.frame(in: .global)) })
            .rotationEffect(degrees: 45, ignoredByLayout: true).tagged("r")
        let tree = try lay(view)
        #expect(tree.text("t") == "100.0 100.0 200.0 200.0")
        // It is still drawn rotated.
        #expect(abs(tree.visual("r").width - diagonal) < 1e-9)
    }

    @Test func rotationDoesNotMoveSiblings() throws {
        let plain = try lay(hstack([square(100, 40, id: "a"), square(30, 30, id: "b")]))
        let rotated = try lay(hstack([square(100, 40, id: "a").rotationEffect(degrees: 30), square(30, 30, id: "b")]))
        #expect(plain.frame("a") == rotated.frame("a"))
        #expect(plain.frame("b") == rotated.frame("b"))
        #expect(rotated.visual("b") == rotated.frame("b"))
    }

    @Test func rotationThenOffsetMovesTheBoundingBox() throws {
        // Article 003 at 45° with `.offset(x: 50)` after the rotation.
        let view = square(200, 200).overlay(readout("t") { "x = \(Int($0.frame(in: .global)!.minX))" })
            .rotationEffect(degrees: 45).offset(x: 50)
        let tree = try lay(view)
        // minX = 200 − 141.42… + 50 = 108.57… → 108.
        #expect(tree.text("t") == "x = 108")
    }
}
