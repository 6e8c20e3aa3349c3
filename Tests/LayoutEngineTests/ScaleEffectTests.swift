import LayoutDrawCore
import LayoutEngine
import Testing

/// layout-rules §3.14: `scaleEffect`. Canvas 400 × 400.
@Suite struct ScaleEffectTests {
    @Test func scalesAboutTheCentre() throws {
        let tree = try lay(square(50, 50, id: "s").scaleEffect(3).tagged("e"))
        // Frame (175, 175, 50, 50) unchanged; drawn 150 × 150 about its centre (200, 200).
        #expect(tree.frame("e") == rect(175, 175, 50, 50))
        #expect(tree.visual("e") == rect(125, 125, 150, 150))
        #expect(tree.visual("s") == rect(125, 125, 150, 150))
    }

    @Test func scalesAboutAnAnchorPerAxis() throws {
        let tree = try lay(square(50, 50, id: "s").scaleEffect(x: 2, y: 1, anchor: .topLeading))
        #expect(tree.visual("s") == rect(175, 175, 100, 50))
    }

    @Test func threeFormsOfScaleEffectGiveTheSameLayout() throws {
        // Article 003: `.scaleEffect(3)`, `.modifier(_ScaleEffect(scale: 3×3))` and the same
        // `.ignoredByLayout()` — none changes the parent's layout.
        func stack(_ middle: ViewNode) -> ViewNode { vstack([square(80, 40, id: "a"), middle, square(80, 40, id: "b")]) }
        let plain = try lay(stack(square(60, 60, id: "m")))
        let scaled = try lay(stack(square(60, 60, id: "m").scaleEffect(3)))
        let ignored = try lay(stack(square(60, 60, id: "m").scaleEffect(3, ignoredByLayout: true)))
        for id in ["a", "m", "b"] {
            #expect(scaled.frame(id) == plain.frame(id))
            #expect(ignored.frame(id) == plain.frame(id))
        }
        // Both are drawn three times as big.
        #expect(scaled.visual("m").width == 180)
        #expect(ignored.visual("m").width == 180)
    }

    @Test func queriesSeeTheScaleUnlessIgnoredByLayout() throws {
        func view(_ ignored: Bool) -> ViewNode {
            square(50, 50).overlay(readout("t") { describe($0.frame(in: .global)) }).scaleEffect(3, ignoredByLayout: ignored)
        }
        #expect(try lay(view(false)).text("t") == "125.0 125.0 150.0 150.0")
        #expect(try lay(view(true)).text("t") == "175.0 175.0 50.0 50.0")
    }

    @Test func zeroScaleIsATinyScale() throws {
        let tree = try lay(square(50, 50, id: "s").scaleEffect(0))
        // SwiftUI replaces a 0 factor by √(2 × leastNormalMagnitude) ≈ 2.1e-154, so the view
        // collapses onto its centre without a singular transform.
        let visual = tree.visual("s")
        #expect(visual.width > 0 && visual.width < 1e-150)
        #expect(abs(visual.midX - 200) < 1e-9 && abs(visual.midY - 200) < 1e-9)
        #expect(ScaleEffect.leastNonzeroFactor == (2 * Double.leastNormalMagnitude).squareRoot())
    }

    @Test func negativeScaleMirrors() throws {
        let tree = try lay(square(60, 20, id: "s").scaleEffect(x: -1, y: 1, anchor: UnitPoint.named["leading"]!))
        // Mirrored about the leading edge x = 170: drawn from 110 to 170.
        #expect(tree.visual("s") == rect(110, 190, 60, 20))
    }
}
