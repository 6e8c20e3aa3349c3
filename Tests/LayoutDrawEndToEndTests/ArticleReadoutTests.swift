import LayoutDraw
import Testing

/// The three GeometryReader examples of article 000 print the numbers layout computed.
@Suite struct ArticleReadoutTests {
    /// The text of every `Text` node, in tree order.
    func texts(_ tree: FrameTree) -> [String] { tree.nodes.compactMap(\.text) }

    @Test func proposedSizeReadout() throws {
        let tree = try layOutFixture("000-proposed-size-readout.yaml")
        // Canvas 320 × 200, `.padding()` 16 on each side: the reader is proposed and takes
        // 320 − 32 = 288 by 200 − 32 = 168.
        let reader = try #require(tree.nodes.first { $0.kind == "GeometryReader" })
        #expect(reader.frame == Rect(x: 16, y: 16, width: 288, height: 168))
        #expect(texts(tree) == ["288.0 x 168.0"])
        // Its content sits at the reader's top-leading corner.
        let content = try #require(tree.nodes.first { $0.parent == reader.index })
        #expect(content.frame.origin == reader.frame.origin)
    }

    @Test func readerInHStack() throws {
        let tree = try layOutFixture("000-reader-in-hstack.yaml")
        // 400 − 2 × 12 = 376 for the HStack; the fixed frames take 70 each and the two gaps 12
        // each: the reader gets 376 − 140 − 24 = 212, and the full 200 − 24 = 176 height.
        let reader = try #require(tree.nodes.first { $0.kind == "GeometryReader" })
        #expect(reader.frame == Rect(x: 12 + 70 + 12, y: 12, width: 212, height: 176))
        #expect(texts(tree).contains("reader: 212.0 x 176.0"))
        let frames = tree.nodes.filter { $0.kind == "frame" }.map(\.frame)
        #expect(frames == [Rect(x: 12, y: 60, width: 70, height: 80), Rect(x: 318, y: 60, width: 70, height: 80)])
    }

    @Test func measureThroughOverlay() throws {
        let tree = try layOutFixture("000-measure-through-overlay.yaml")
        // The overlay's reader is proposed exactly the padded text's size and reports it.
        let overlay = try #require(tree.nodes.first { $0.kind == "overlay" })
        let reader = try #require(tree.nodes.first { $0.kind == "GeometryReader" })
        #expect(reader.frame == overlay.frame)
        let size = overlay.frame.size
        #expect(texts(tree).contains("\(size.width) x \(size.height)"))
        // The padded text is its one-line ideal size plus 16 on each side, so the overlay
        // changed nothing: the canvas is that size plus the 24-point margin on each side.
        #expect(tree.canvas.size == Size(width: size.width + 48, height: size.height + 48))
    }
}
