import LayoutDrawCore
import LayoutDrawFrames
import Testing

@testable import LayoutDrawDiagram

/// The layout-tree panel (`canvas.layoutTree`).
@Suite struct LayoutTreePanelTests {
    static let scene = """
        canvas: {size: fit, layoutTree: right}
        view:
          HStack:
            spacing: 10
            content:
              - Text: Hi
                id: greeting
                annotate: [size]
              - Color: red
                frame: {width: 20, height: 20}
          padding: 5
        """

    /// The rows' texts, in row order: name, proposal, arrow, size.
    func rows(_ diagram: Diagram) -> [Int?: [(String, Rect, RGBA)]] {
        var rows: [Int?: [(String, Rect, RGBA)]] = [:]
        for item in diagram.items {
            guard case .layoutTree(let node) = item.role, case .text(let request, let frame, let color) = item.mark else { continue }
            rows[node, default: []].append((request.string, frame, color))
        }
        return rows
    }

    @Test func oneRowPerNodeWithKindIdProposalAndSize() throws {
        let (frames, diagram) = try diagram(Self.scene)
        let rows = rows(diagram)
        #expect(rows.count == frames.nodes.count + 1)  // and the header
        #expect(rows[nil]?.map(\.0) == ["view", "proposed", "size"])
        // "Hi" measures 20.4 × 20.4 and rounds up to the 2x pixel grid: 20.5 × 20.5. A fit
        // canvas proposes nil × nil to the root; the stack is 20.5 + 10 + 20 wide and places its
        // children with its own height.
        #expect(rows[0]?.map(\.0) == ["padding", "nil × nil", "→", "60.5 × 30.5"])
        let text = try #require(frames.node(id: "greeting"))
        #expect(rows[text.index]?.map(\.0) == ["Text #greeting", "nil × 20.5", "→", "20.5 × 20.5"])
        let color = try #require(frames.nodes.first { $0.kind == "Color" })
        #expect(rows[color.index]?.map(\.0) == ["Color", "20.0 × 20.0", "→", "20.0 × 20.0"])
    }

    @Test func rowsAreIndentedByDepthAndAnnotatedRowsTakeTheirColour() throws {
        let (frames, diagram) = try diagram(Self.scene)
        let rows = rows(diagram)
        let indent = 12.0
        let rootX = try #require(rows[0]?.first?.1.minX)
        for node in frames.nodes {
            let depth = Double(frames.depth(of: node))
            #expect(rows[node.index]?.first?.1.minX == rootX + depth * indent, "row of \(node.kind)")
        }
        let text = try #require(frames.node(id: "greeting"))
        #expect(rows[text.index]?.allSatisfy { $0.2 == HouseStyle.accent.light } == true)
        #expect(rows[0]?.allSatisfy { $0.2 == HouseStyle.standard.panelText.light } == true)
        // The panel stands right of the picture, inside the grown canvas.
        let panel = diagram.items.compactMap { item -> Rect? in
            if item.role == .layoutTree(node: nil), case .fill(let rect, _, _) = item.mark { rect } else { nil }
        }
        try #require(panel.count == 1)
        #expect(panel[0].minX >= diagram.contentOrigin.x + frames.canvas.size.width)
        #expect(panel[0].maxX <= diagram.canvasSize.width)
    }
}
