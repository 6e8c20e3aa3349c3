import LayoutDrawCore
import LayoutDrawFrames
import LayoutEngine

/// Lays out `root` on a canvas for tests, with the fixed-advance measurer.
public func layoutForTesting(
    _ root: ViewNode, canvas: CanvasSpec = CanvasSpec(sizing: .fixed(Size(width: 400, height: 400))),
    measurer: any TextMeasuring = FixedAdvanceTextMeasurer()
) throws -> FrameTree {
    try layout(root, on: canvas, textMeasurer: measurer)
}

extension FrameTree {
    /// The frame of the node tagged `id`; fails loudly when there is none.
    public func frame(_ id: String) -> Rect {
        guard let node = node(id: id) else { fatalError("no node with id '\(id)' in \(nodes.map(\.kind))") }
        return node.frame
    }
}
