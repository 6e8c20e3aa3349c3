import LayoutDrawCore
import LayoutDrawDiagram
import LayoutDrawFrames

extension Renderer {
    /// The diagram drawn over `tree`'s views: its annotations and canvas-wide requests, with
    /// labels sized by this renderer's text measurer (so they are drawn as they were placed).
    public func diagram(of tree: FrameTree) -> Diagram {
        Diagram(tree: tree, textMeasurer: textMeasurer)
    }

    /// The canvas of the whole picture: the scene's, grown by the diagram when its labels or its
    /// layout-tree panel need room.
    public func pictureCanvas(of tree: FrameTree) -> CanvasGeometry {
        var canvas = tree.canvas
        canvas.size = diagram(of: tree).canvasSize
        return canvas
    }
}
