import LayoutDrawCore
@testable import LayoutDrawDiagram
import LayoutDrawFrames
import Testing

/// The geometry of each annotation kind, read from frames (scene-format §3).
@Suite struct AnnotationGeometryTests {
    // MARK: offset

    /// A hand-built tree: a 400 × 300 canvas, a root filling it, and one 60 × 40 view laid out
    /// at (100, 80) and drawn moved by (30, -20) (what `.offset(x: 30, y: -20)` records).
    static func offsetTree(_ annotations: [AnnotationRequest]) -> FrameTree {
        var root = FrameNode(
            index: 0, parent: nil, children: [1], kind: "ZStack", proposal: ProposedViewSize(width: 400, height: 300),
            frame: Rect(x: 0, y: 0, width: 400, height: 300))
        root.children = [1]
        var moved = FrameNode(
            index: 1, parent: 0, kind: "offset", id: "moved", proposal: ProposedViewSize(width: 400, height: 300),
            frame: Rect(x: 100, y: 80, width: 60, height: 40), drawTransform: AffineTransform(translationX: 30, y: -20))
        moved.annotations = annotations
        return FrameTree(canvas: CanvasGeometry(size: Size(width: 400, height: 300)), nodes: [root, moved])
    }

    @Test func offsetArrowRunsFromTheLayoutOriginToTheDrawnOrigin() throws {
        let tree = Self.offsetTree([AnnotationRequest(.offset)])
        let diagram = Diagram(tree: tree, textMeasurer: measurer)
        let arrows = diagram.marks(.offset, on: "moved", in: tree).compactMap { mark -> (Point, Point)? in
            if case .arrow(let from, let to, _, _, _) = mark { (from, to) } else { nil }
        }
        try #require(arrows.count == 1)
        let origin = diagram.contentOrigin
        // Layout put the view at (100, 80); it is drawn at (130, 60).
        #expect(arrows[0].0 == Point(x: 100 + origin.x, y: 80 + origin.y))
        #expect(arrows[0].1 == Point(x: 130 + origin.x, y: 60 + origin.y))
        #expect(diagram.labelTexts(.offset, on: "moved", in: tree) == ["offset (30.0, -20.0)"])
        // The layout frame is outlined, dashed, where layout put it.
        #expect(diagram.marks(.offset, on: "moved", in: tree).contains {
            if case .outline(let rect, _, _, let dash) = $0 { rect == Rect(x: 100, y: 80, width: 60, height: 40).offsetBy(origin) && !dash.isEmpty } else { false }
        })
    }

    @Test func offsetArrowOfAScene() throws {
        // HStack content: the 50 × 30 rectangle is laid out at the canvas centre,
        // (200 − 25, 150 − 15) = (175, 135), and drawn 40 right and 10 down.
        let (frames, diagram) = try diagram("""
            canvas: {size: [400, 300]}
            view:
              Rectangle:
              frame: {width: 50, height: 30}
              offset: {x: 40, y: 10}
              id: moved
              annotate: [offset]
            """)
        let arrow = diagram.marks(.offset, on: "moved", in: frames).compactMap { mark -> (Point, Point)? in
            if case .arrow(let from, let to, _, _, _) = mark { (from, to) } else { nil }
        }
        #expect(arrow.first?.0 == Point(x: 175, y: 135) + diagram.contentOrigin)
        #expect(arrow.first?.1 == Point(x: 215, y: 145) + diagram.contentOrigin)
        #expect(diagram.labelTexts(.offset, on: "moved", in: frames) == ["offset (40.0, 10.0)"])
    }

    // MARK: size, frame, proposal

    @Test func sizeLabelReadsTheViewsSize() throws {
        let (frames, diagram) = try diagram("""
            canvas: {size: [400, 200]}
            view:
              HStack:
                spacing: 12
                content:
                  - Text: Fixed
                    padding: 10
                    frame: {width: 70, height: 80}
                    id: fixed
                    annotate: [size, frame]
                  - Color: blue
                    frame: {width: 97.5, height: 10}
                    id: thin
                    annotate: [size]
            """)
        #expect(diagram.labelTexts(.size, on: "fixed", in: frames) == ["70.0 × 80.0"])
        #expect(diagram.labelTexts(.size, on: "thin", in: frames) == ["97.5 × 10.0"])
        // The frame annotation is one dashed outline of the layout frame, and no label.
        let frame = frames.frame("fixed").offsetBy(diagram.contentOrigin)
        #expect(diagram.marks(.frame, on: "fixed", in: frames) == [
            .outline(frame, color: HouseStyle.accent.light, lineWidth: 1, dash: [3, 2])
        ])
    }

    @Test func proposalShowsNilAndInfinityAndItsBox() throws {
        // The root of a fit canvas is proposed nil × nil; the frame's content is proposed
        // nil × 40 by `.fixedSize(horizontal: true, vertical: false)` inside `frame(height: 40)`.
        let (frames, diagram) = try diagram("""
            canvas: {size: fit, margin: 40}
            view:
              Color: blue
              id: swatch
              annotate: [proposal]
              fixedSize: {horizontal: true, vertical: false}
              frame: {height: 40}
              modifiers: [id: root, annotate: [proposal]]
            """)
        #expect(diagram.labelTexts(.proposal, on: "root", in: frames) == ["proposed nil × nil"])
        #expect(diagram.labelTexts(.proposal, on: "swatch", in: frames) == ["proposed nil × 40.0"])
        // The box has the proposed size at the view's origin; an unspecified dimension takes
        // the view's own (a colour's ideal width is 10).
        let swatch = try #require(frames.node(id: "swatch"))
        let box = diagram.marks(.proposal, on: "swatch", in: frames).compactMap { mark -> Rect? in
            if case .outline(let rect, _, _, _) = mark { rect } else { nil }
        }
        #expect(box == [Rect(x: swatch.frame.minX, y: swatch.frame.minY, width: 10, height: 40).offsetBy(diagram.contentOrigin)])
    }

    @Test func infiniteProposalPrintsAsInfinity() {
        #expect(ReadoutFormat.proposal(ProposedViewSize(width: .infinity, height: nil)) == "∞ × nil")
        #expect(ReadoutFormat.proposal(ProposedViewSize(width: 117.33333333333333, height: 176)) == "117.33 × 176.0")
    }

    // MARK: origin

    @Test func originReadsInGlobalLocalAndNamedSpaces() throws {
        // Each text is two characters of body text, 20.4 × 20.4 with the fixed-advance measurer
        // (17 × 0.6 × 2 by 17 × 1.2), rounded up to the 2x pixel grid: 20.5 × 20.5; the padded
        // stack that names the space "card" is 40.5 × 81.5, centred in the canvas.
        let (frames, diagram) = try diagram("""
            canvas: {size: [200, 200]}
            view:
              VStack:
                spacing: 0
                content:
                  - Text: ab
                    id: a
                    annotate: [{kind: origin, space: global}]
                  - Text: cd
                    id: b
                    annotate: [{kind: origin, space: local}]
                  - Text: ef
                    id: c
                    annotate: [{kind: origin, space: card}]
              padding: 10
              coordinateSpace: card
            """)
        let a = frames.frame("a")
        #expect(diagram.labelTexts(.origin, on: "a", in: frames) == [ReadoutFormat.point(a.origin)])
        // Local: in the parent (the VStack), the second text is one line (20.5) down.
        #expect(diagram.labelTexts(.origin, on: "b", in: frames) == ["(0.0, 20.5)"])
        // Named: from the padded view that names the space, 10 in and two lines down.
        #expect(diagram.labelTexts(.origin, on: "c", in: frames) == ["(10.0, 51.0)"])
        let dots = diagram.marks(.origin, on: "a", in: frames).filter { if case .dot = $0 { true } else { false } }
        #expect(dots == [.dot(center: a.origin + diagram.contentOrigin, radius: 2.5, color: HouseStyle.accent.light)])
    }

    // MARK: position, bounds, guides, label

    @Test func positionCrosshairSitsOnTheTargetPoint() throws {
        let (frames, diagram) = try diagram("""
            canvas: {size: [300, 200]}
            view:
              Circle:
              frame: {width: 80, height: 80}
              position: {x: 60, y: 50}
              id: dot
              annotate: [position]
            """)
        // The position view fills the canvas (proposed 300 × 200) from (0, 0): the target is (60, 50).
        let target = Point(x: 60, y: 50) + diagram.contentOrigin
        let lines = diagram.marks(.position, on: "dot", in: frames).compactMap { mark -> Rect? in
            if case .line(let from, let to, _, _, _) = mark { Rect(spanning: from, to) } else { nil }
        }
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.center == target })
        #expect(diagram.labelTexts(.position, on: "dot", in: frames) == ["(60.0, 50.0)"])
    }

    @Test func boundsDrawsTheLayoutFrameDashedAndTheDrawnBoxSolid() throws {
        let (frames, diagram) = try diagram("""
            canvas: {size: fit, margin: 60}
            view:
              Rectangle:
              frame: {width: 100, height: 100}
              rotationEffect: 90
              scaleEffect: {x: 2, y: 1}
              id: turned
              annotate: [bounds]
            """)
        let node = try #require(frames.node(id: "turned"))
        let outlines = diagram.marks(.bounds, on: "turned", in: frames).compactMap { mark -> (Rect, Bool)? in
            if case .outline(let rect, _, _, let dash) = mark { (rect, dash.isEmpty) } else { nil }
        }
        #expect(outlines.count == 2)
        #expect(outlines.contains { $0.0 == node.frame.offsetBy(diagram.contentOrigin) && !$0.1 })
        #expect(outlines.contains { $0.0 == node.visual.offsetBy(diagram.contentOrigin) && $0.1 })
        #expect(node.visual.width == 200 && node.visual.height == 100)
        #expect(Set(diagram.labelTexts(.bounds, on: "turned", in: frames)) == ["frame 100.0 × 100.0", "bounds 200.0 × 100.0"])
    }

    @Test func guidesReadMinMidMaxInLocalAndGlobalSpaces() throws {
        let (frames, diagram) = try diagram("""
            canvas: {size: [400, 300]}
            view:
              HStack:
                - Color: red
                  frame: {width: 120, height: 80}
                  id: local
                  annotate: [guides]
                - Color: blue
                  frame: {width: 120, height: 80}
                  id: global
                  annotate: [{kind: guides, space: global}]
            """)
        #expect(diagram.labelTexts(.guides, on: "local", in: frames) == [
            "minX 0.0", "midX 60.0", "maxX 120.0", "minY 0.0", "midY 40.0", "maxY 80.0",
        ])
        let g = frames.frame("global")
        #expect(diagram.labelTexts(.guides, on: "global", in: frames) == [
            "minX \(ReadoutFormat.number(g.minX))", "midX \(ReadoutFormat.number(g.midX))", "maxX \(ReadoutFormat.number(g.maxX))",
            "minY 110.0", "midY 150.0", "maxY 190.0",
        ])
    }

    @Test func labelReadoutsSeeTheViewsGeometryAndTheScenesNames() throws {
        let (frames, diagram) = try diagram("""
            canvas: {size: [300, 200]}
            params: {n: 3}
            view:
              Color: teal
              frame: {width: 100, height: 30}
              id: bar
              annotate:
                - label: 'w = \\(size.width), third = \\(frame.width / params.n), at \\(origin)'
                - {kind: size, label: 'proposed \\(proposal)'}
            """)
        #expect(diagram.labelTexts(.label, on: "bar", in: frames) == ["w = 100.0, third = 33.333333333333336, at (100.0, 85.0)"])
        #expect(diagram.labelTexts(.size, on: "bar", in: frames) == ["proposed 300.0 × 200.0"])
    }

    @Test func darkCanvasesResolveTheDarkPaletteAndPlates() throws {
        let (frames, diagram) = try diagram("""
            canvas: {size: [200, 100], colorScheme: dark}
            view:
              Color: blue
              frame: {width: 50, height: 20}
              id: v
              annotate: [size, {kind: frame, color: orange}]
            """)
        let label = try #require(diagram.labels.first { $0.role == .annotation(node: frames.node(id: "v")!.index, kind: .size) }?.label)
        #expect(label.textColor == HouseStyle.accent.dark)
        #expect(label.plateColor == HouseStyle.standard.plateColor.dark.multiplyingAlpha(by: 0.85))
        let outline = diagram.marks(.frame, on: "v", in: frames).first
        guard case .outline(_, let color, _, _)? = outline else {
            Issue.record("no outline")
            return
        }
        #expect(color == HouseStyle.standard.color(.named("orange")).dark)
    }
}
