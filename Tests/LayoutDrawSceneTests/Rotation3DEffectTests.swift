import LayoutDrawCore
import LayoutDrawFrames
import LayoutDrawTestSupport
import LayoutEngine
import Testing

@testable import LayoutDrawScene

/// `.rotation3DEffect`: layout untouched, the drawing the orthographic projection of the
/// rotation about the anchor (Sources/LayoutEngine/Effects/Rotation3DEffect.swift). Canvas
/// 400 × 400 without a safe area.
@Suite("rotation3DEffect")
struct Rotation3DEffectTests {
    func decode(_ source: String) throws -> (ViewNode, FrameTree) {
        var options = SceneDecodingOptions()
        options.sizing = .fixed(Size(width: 400, height: 400))
        let scene = try SceneDecoder.decode(source, file: "S.swift", options: options)
        return (scene.root, try layout(scene.root, on: scene.canvas, textMeasurer: FixedAdvanceTextMeasurer()))
    }

    func close(_ a: LayoutDrawCore.AffineTransform, _ b: LayoutDrawCore.AffineTransform) -> Bool {
        let differences: [Double] = [a.a - b.a, a.b - b.b, a.c - b.c, a.d - b.d, a.tx - b.tx, a.ty - b.ty]
        return differences.allSatisfy { Swift.abs($0) < 1e-9 }
    }

    @Test func aTurnAboutTheYAxisNarrowsTheDrawingNotTheFrame() throws {
        let (root, tree) = try decode(
            "Color.red.frame(width: 100, height: 50).accessibilityIdentifier(\"c\").rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0))")
        // Layout: 100 × 50 centred, (150, 175), whatever the rotation.
        #expect(tree.frame("c") == Rect(x: 150, y: 175, width: 100, height: 50))
        let effect = try #require(root.view as? Rotation3DEffect)
        // About y: x scaled by cos 60° = 0.5, y unchanged; about the centre (50, 25) of the
        // 100 × 50 view: x' = 0.5·x + 25.
        let transform = try #require(effect.geometryEffect(size: Size(width: 100, height: 50))?.transform)
        #expect(close(transform, LayoutDrawCore.AffineTransform(a: 0.5, b: 0, c: 0, d: 1, tx: 25, ty: 0)))
    }

    @Test func aboutXItFlattensAndAboutZItIsARotationEffect() throws {
        let aboutX = Rotation3DEffect(radians: .pi / 3, axis: (1, 0, 0)).projection
        #expect(close(aboutX, LayoutDrawCore.AffineTransform(a: 1, b: 0, c: 0, d: 0.5, tx: 0, ty: 0)))
        let aboutZ = Rotation3DEffect(radians: .pi / 6, axis: (0, 0, 2)).projection
        #expect(close(aboutZ, LayoutDrawCore.AffineTransform(rotation: .pi / 6)))
        #expect(Rotation3DEffect(radians: 1, axis: (0, 0, 0)).projection == .identity)
    }

    @Test func theAxisIsThreeNumbers() throws {
        #expect(throws: DiagnosticList.self) { try decode("Color.red.rotation3DEffect(.degrees(45), axis: (x: 0, y: 1))") }
        #expect(throws: DiagnosticList.self) { try decode("Color.red.rotation3DEffect(.degrees(45))") }
        _ = try decode("Color.red.rotation3DEffect(.degrees(45), axis: (1, 0, 0), anchor: .leading, perspective: 0.5)")
    }
}
