import LayoutDrawCore
import Testing

@Suite struct GeometryTests {
    @Test func rotatedBoundingBox() {
        // A 200 × 200 square turned 45° about its centre: w' = h' = 200·(cos 45° + sin 45°) = 282.84…
        let rect = Rect(x: 0, y: 0, width: 200, height: 200)
        let rotation = AffineTransform(translationX: -100, y: -100)
            .concatenating(AffineTransform(rotation: .pi / 4))
            .concatenating(AffineTransform(translationX: 100, y: 100))
        let box = rotation.boundingBox(of: rect)
        #expect(abs(box.width - 200 * 2.0.squareRoot()) < 1e-9)
        #expect(abs(box.midX - 100) < 1e-9 && abs(box.midY - 100) < 1e-9)
    }

    @Test func quarterTurnIsExact() {
        let box = AffineTransform(rotation: .pi / 2).boundingBox(of: Rect(x: 0, y: 0, width: 30, height: 10))
        #expect(box == Rect(x: -10, y: 0, width: 10, height: 30))
    }

    @Test func proposalsKeepNilAndInfinityApart() {
        let unspecified = ProposedViewSize(width: nil, height: 10)
        let infinite = ProposedViewSize(width: .infinity, height: 10)
        #expect(unspecified != infinite)
        #expect(Set([unspecified, infinite]).count == 2)
        #expect(unspecified.replacingUnspecifiedDimensions() == Size(width: 10, height: 10))
        #expect(ProposedViewSize(width: 414, height: nil).description == "414.0 × nil")
    }

    @Test func suggestions() {
        #expect(Suggestions.closest(to: "paddding", in: ["padding", "frame"]) == "padding")
        #expect(Suggestions.closest(to: "fram", in: ["padding", "frame"]) == "frame")
        #expect(Suggestions.closest(to: "xyz", in: ["padding", "frame"]) == nil)
        // A transposition is one edit.
        #expect(Suggestions.closest(to: "Txet", in: ["Text", "Color"]) == "Text")
    }

    @Test func diagnosticFormatting() {
        let source = "view:\n  Text: Hello\n  paddding: 10\n"
        let diagnostic = Diagnostic.error("unknown modifier 'paddding'; did you mean 'padding'?", at: SourceLocation(file: "s.yaml", line: 3, column: 3))
        #expect(diagnostic.formatted(source: source) == """
            s.yaml:3:3: error: unknown modifier 'paddding'; did you mean 'padding'?
              paddding: 10
              ^
            """)
    }
}
