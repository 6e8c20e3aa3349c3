import LayoutDrawCore
import LayoutDrawFrames
import Testing

@testable import LayoutDrawDiagram

/// The canvas-wide parts of a diagram: debug outlines, safe-area shading, `canvas.annotate`,
/// and how the diagram's own labels print numbers.
@Suite struct CanvasDiagramTests {
    func labelTexts(_ diagram: Diagram, where matches: (DiagramItem.Role) -> Bool) -> [String] {
        diagram.labels.filter { matches($0.role) }.map(\.label.string)
    }

    @Test func debugOutlinesNameEachChainOfFramesAsSwiftReadsIt() throws {
        // Text "Hi" in body: 20.4 × 20.4, rounded up to the 2x pixel grid: 20.5 × 20.5; padded
        // by 10: 40.5 × 40.5; the background's colour has the padded frame too.
        let (frames, diagram) = try diagram("""
            canvas: {size: fit, margin: 30, debug: true}
            view:
              Text: Hi
              font: body
              padding: 10
              background: yellow
            """)
        let texts = Set(labelTexts(diagram) { if case .debug = $0 { true } else { false } })
        #expect(texts == ["Text.font  20.5 × 20.5", ".padding.background · Color  40.5 × 40.5"])
        // One outline per distinct frame, solid.
        let outlines = diagram.items.filter {
            if case .debug = $0.role, case .outline(_, _, _, let dash) = $0.mark { dash.isEmpty } else { false }
        }
        #expect(outlines.count == 2)
        #expect(frames.nodes.count == 5)
    }

    @Test func safeAreaInsetsAreShadedAndLabelledByTheirProxyNames() throws {
        let (_, diagram) = try diagram("""
            canvas: {size: [300, 400], safeArea: {top: 40, bottom: 20}, showSafeArea: true}
            view:
              Color: white
            """)
        let texts = labelTexts(diagram) { $0 == .safeArea }
        #expect(Set(texts) == ["safeAreaInsets.top 40.0", "safeAreaInsets.bottom 20.0"])
        let bands = diagram.items.compactMap { item -> Rect? in
            if item.role == .safeArea, case .fill(let rect, _, _) = item.mark { rect } else { nil }
        }
        #expect(bands == [Rect(x: 0, y: 0, width: 300, height: 40), Rect(x: 0, y: 380, width: 300, height: 20)])
        // The labels sit inside their bands.
        let plates = Dictionary(uniqueKeysWithValues: diagram.labels.filter { $0.role == .safeArea }.map { ($0.label.string, $0.label.plate) })
        #expect(plates["safeAreaInsets.top 40.0"].map(bands[0].contains) == true)
        #expect(plates["safeAreaInsets.bottom 20.0"].map(bands[1].contains) == true)
        #expect(diagram.canvasSize == Size(width: 300, height: 400))
    }

    @Test func canvasAnnotateOutlinesEachDistinctFrameOnce() throws {
        // padding → Text, and a frame that keeps its content's size: three nodes, two frames.
        let (frames, diagram) = try diagram("""
            canvas: {size: fit, margin: 30, annotate: [frame]}
            view:
              Text: Hi
              frame: {width: 20.5, height: 20.5}
              padding: 10
            """)
        #expect(frames.nodes.count == 3)
        let outlined = diagram.items.compactMap { item -> Int? in
            if case .annotation(let node, .frame) = item.role { node } else { nil }
        }
        #expect(outlined == [0, 1])
        // Each frame takes the next palette colour.
        let colors = diagram.items.compactMap { item -> RGBA? in
            if case .outline(_, let color, _, _) = item.mark { color } else { nil }
        }
        #expect(colors == [HouseStyle.palette[0].color.light, HouseStyle.palette[1].color.light])
    }

    @Test(arguments: [
        (212.0, "212.0"), (97.5, "97.5"), (136.60254037844385, "136.6"), (26.666666666666668, "26.67"),
        (-0.001, "0.0"), (Double.infinity, "∞"), (1e-5, "0.0"),
    ])
    func labelNumbersPrintAsSwiftRoundedToTwoDecimals(_ value: Double, _ text: String) {
        #expect(ReadoutFormat.number(value) == text)
    }

    @Test func sizesAndPointsPrintWithTheMultiplicationSignAndParentheses() {
        #expect(ReadoutFormat.size(Size(width: 97.5, height: 10)) == "97.5 × 10.0")
        #expect(ReadoutFormat.point(Point(x: 0, y: 208)) == "(0.0, 208.0)")
    }
}
