import LayoutDrawCore
import LayoutDrawFrames
import LayoutDrawTestSupport
import LayoutEngine
import Testing

@testable import LayoutDrawScene

/// SwiftUI's `Canvas` view, laid out as a shape is (the whole proposal, 10 for an unspecified
/// side); its renderer runs at layout with a GraphicsContext and the canvas's size, and what it
/// records is drawn by a "Canvas drawing" child over the canvas. Canvas 400 × 400 without a
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
        #expect(warnings.isEmpty)
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

    /// The vector paint the canvas `c`'s drawing child holds, and that child's frame.
    func drawing(_ tree: FrameTree) -> (VectorPaint, Rect)? {
        guard let canvas = tree.node(id: "c"), let child = canvas.children.first.map({ tree.nodes[$0] }),
            case .vector(let paint)? = child.paint
        else { return nil }
        return (paint, child.frame)
    }

    @Test func theEllipseFillsTheCanvasSize() throws {
        // Apple's example in a 200 × 100 frame, centred at (100, 150): the ellipse's path is in
        // the canvas's coordinates, from its rightmost point (200, 50) with radii 100 and 50,
        // and the drawing covers the canvas's frame.
        let (tree, _) = try decode(Self.ellipse + ".accessibilityIdentifier(\"c\").frame(width: 200, height: 100)")
        guard let (paint, frame) = drawing(tree) else { Issue.record("no drawing"); return }
        #expect(frame == Rect(x: 100, y: 150, width: 200, height: 100))
        #expect(paint.elements.count == 1)
        guard case .commands(let commands, let transform, _) = paint.elements[0].path else { Issue.record("not a path"); return }
        #expect(transform == .identity)
        #expect(commands.first == .move(Point(x: 200, y: 50)))
        // The second quarter ends at the bottom point (100, 100).
        if case .curve(_, _, let end) = commands[1] { #expect(end == Point(x: 100, y: 100)) } else { Issue.record("not a curve") }
        #expect(paint.elements[0].style == .fill(.color(ColorStyle.named["green"]!)))
    }

    @Test func translateByMovesWhatFollowsAndStrokesKeepTheirWidth() throws {
        let source = """
            Canvas { context, size in
                context.fill(Path(CGRect(x: 0, y: 0, width: 50, height: 40)), with: .color(.red))
                context.translateBy(x: 100, y: 50)
                context.fill(Path(CGRect(x: 0, y: 0, width: 50, height: 40)), with: Color.blue)
                context.scaleBy(x: 2, y: 2)
                context.stroke(Path(CGRect(x: 10, y: 0, width: 5, height: 5)), with: .color(.black), lineWidth: 3)
            }
            .accessibilityIdentifier("c").frame(width: 200, height: 100)
            """
        let (tree, _) = try decode(source)
        guard let (paint, _) = drawing(tree), paint.elements.count == 3 else { Issue.record("no drawing"); return }
        guard case .commands(_, let first, _) = paint.elements[0].path, case .commands(_, let second, _) = paint.elements[1].path,
            case .commands(_, let third, _) = paint.elements[2].path
        else { Issue.record("not paths"); return }
        #expect(first == .identity)
        // (0, 0) moved by (100, 50); (50, 40) to (150, 90).
        #expect(second.apply(to: Point(x: 0, y: 0)) == Point(x: 100, y: 50))
        #expect(second.apply(to: Point(x: 50, y: 40)) == Point(x: 150, y: 90))
        // Scaled by 2 after the move: (10, 0) → (20, 0) → (120, 50); (15, 5) → (130, 60).
        #expect(third.apply(to: Point(x: 10, y: 0)) == Point(x: 120, y: 50))
        #expect(third.apply(to: Point(x: 15, y: 5)) == Point(x: 130, y: 60))
        #expect(paint.elements[1].style == .fill(.color(ColorStyle.named["blue"]!)))
        #expect(paint.elements[2].style == .stroke(.color(ColorStyle.named["black"]!), StrokeStyle(lineWidth: 3)))
    }

    @Test func aShadingNotDrawnYetIsAnError() throws {
        let source = "Canvas { context, size in\n    context.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 4)), with: .tiledImage(Image(systemName: \"star\")))\n}"
        #expect(throws: (any Error).self) { try decode(source) }
    }

    /// `draw(_:at:anchor:)` places a text at its ideal size with its anchor (the centre unless
    /// given) at the point; `drawLayer`'s transform is its own and ends with the closure. The
    /// canvas is 200 × 100 at (100, 150); "Hi" in a 10-point font is 2 × 6 = 12 wide, 12 high.
    @Test func drawnTextsArePlacedByTheirAnchors() throws {
        let source = """
            Canvas { context, size in
                context.draw(Text("Hi").font(.system(size: 10)), at: CGPoint(x: 50, y: 40))
                context.drawLayer { layer in
                    layer.translateBy(x: 100, y: 0)
                    layer.draw(Text("Hi").font(.system(size: 10)), at: CGPoint(x: 10, y: 10), anchor: .topLeading)
                }
                context.draw(Text("A").font(.system(size: 10)), at: .zero, anchor: .topLeading)
            }
            .accessibilityIdentifier("c").frame(width: 200, height: 100)
            """
        let (tree, _) = try decode(source)
        let texts = tree.nodes.filter { $0.text != nil }
        #expect(texts.map(\.text) == ["Hi", "Hi", "A"])
        guard texts.count == 3 else { return }
        // Centred at (50, 40) of the canvas: (44, 34), so (144, 184).
        #expect(texts[0].frame == Rect(x: 144, y: 184, width: 12, height: 12))
        // Top-leading at (10, 10), then moved 100 right by the layer's transform.
        #expect(texts[1].frame == Rect(x: 110, y: 160, width: 12, height: 12))
        let placement = try #require(tree.nodes.first { $0.children.contains(where: { tree.nodes[$0].text == "Hi" && tree.nodes[$0].frame.minX == 110 }) })
        // (A drawn text's placement is told apart from a run of paths in a dump: three of them.)
        #expect(tree.nodes.filter { $0.kind == "Canvas placement" }.count == 3)
        #expect(placement.drawTransform.apply(to: Point(x: 110, y: 160)) == Point(x: 210, y: 160))
        // After the layer, the context's own transform again: at the canvas's origin.
        #expect(texts[2].frame == Rect(x: 100, y: 150, width: 6, height: 12))
        #expect(tree.nodes.allSatisfy { $0.text != "A" || $0.drawTransform == .identity })
    }

    /// What a renderer draws beyond the canvas is cut off: the canvas clips to its frame (a
    /// fresh context's clip is the canvas's bounds). An angle negated turns the other way:
    /// `rotate(by: -angle)` of 90° maps (10, 0) to (0, −10).
    @Test func aCanvasClipsToItsFrameAndAnglesNegate() throws {
        let source = """
            Canvas { context, size in
                let angle = Angle.degrees(90)
                context.rotate(by: -angle)
                context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
            }
            .accessibilityIdentifier("c").frame(width: 200, height: 100)
            """
        let (tree, _) = try decode(source)
        #expect(tree.node(id: "c")?.clip == .rectangle)
        guard let (paint, _) = drawing(tree), case .commands(_, let transform, _) = paint.elements.first?.path else {
            Issue.record("no drawing")
            return
        }
        let turned = transform.apply(to: Point(x: 10, y: 0))
        #expect(abs(turned.x) < 1e-9 && abs(turned.y + 10) < 1e-9)
    }

    /// Built-in shapes' `path(in:)` are the shapes fitted to the rectangle (a circle centred in
    /// it, the shorter side across), and a linear gradient's points, in the canvas's
    /// coordinates, become unit points of the canvas: (0, 0) → (0, 100) of a 200 × 100 canvas is
    /// top to bottom.
    @Test func shapePathsAndGradientShadings() throws {
        let source = """
            Canvas { context, size in
                context.fill(Circle().path(in: CGRect(x: 0, y: 0, width: 100, height: 40)), with: .linearGradient(Gradient(colors: [.red, .blue]), startPoint: .zero, endPoint: CGPoint(x: 0, y: size.height)))
            }
            .accessibilityIdentifier("c").frame(width: 200, height: 100)
            """
        let (tree, _) = try decode(source)
        guard let (paint, _) = drawing(tree), paint.elements.count == 1, case .commands(let commands, _, _) = paint.elements[0].path else {
            Issue.record("no drawing")
            return
        }
        // The circle of diameter 40 centred at (50, 20) starts at its rightmost point (70, 20).
        #expect(commands.first == .move(Point(x: 70, y: 20)))
        guard case .fill(.gradient(let gradient)) = paint.elements[0].style else {
            Issue.record("not a gradient")
            return
        }
        #expect(gradient.geometry == .linear(start: UnitPoint(x: 0, y: 0), end: UnitPoint(x: 0, y: 1)))
    }

    /// A radial shading under `scaleBy(x: 2, y: 2)`: its centre (25, 25) is drawn at (50, 50),
    /// the unit point (0.25, 0.5) of the 200 × 100 canvas, and its radii 5 and 20 are lengths
    /// scaled with it, 10 and 40.
    @Test func aRadialShadingsRadiiScaleWithTheTransform() throws {
        let source = """
            Canvas { context, size in
                context.scaleBy(x: 2, y: 2)
                context.fill(Rectangle().path(in: CGRect(x: 0, y: 0, width: 50, height: 50)), with: .radialGradient(Gradient(colors: [.red, .blue]), center: CGPoint(x: 25, y: 25), startRadius: 5, endRadius: 20))
            }
            .accessibilityIdentifier("c").frame(width: 200, height: 100)
            """
        let (tree, _) = try decode(source)
        guard let (paint, _) = drawing(tree), paint.elements.count == 1, case .fill(.gradient(let gradient)) = paint.elements[0].style else {
            Issue.record("no gradient drawing")
            return
        }
        #expect(gradient.geometry == .radial(center: UnitPoint(x: 0.25, y: 0.5), startRadius: 10, endRadius: 40))
    }
}
