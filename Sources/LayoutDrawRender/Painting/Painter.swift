import LayoutDrawCore
import LayoutDrawDiagram
import LayoutDrawFrames

/// Draws one `FrameTree` onto one cairo context: the background, then every node depth first,
/// siblings in painting order, each with its transform, group opacity and clip.
struct Painter {
    let tree: FrameTree
    let context: CairoContext
    /// Device units per point: the canvas scale for bitmaps, 1 for SVG.
    let scale: Double
    let textMeasurer: PangoTextMeasurer
    let images: ImageCache
    /// Annotations and panels drawn after the views; the views sit at its `contentOrigin`.
    let diagram: Diagram

    var colorScheme: ColorScheme { tree.canvas.colorScheme }

    func paint() throws(RenderError) {
        let background = tree.canvas.background.resolved(in: colorScheme)
        if background.alpha > 0 {
            context.setTransform(.identity)
            context.setColor(background)
            context.paint()
        }
        if !tree.nodes.isEmpty {
            // Through the buffer: a node copied out of the array costs a reference count up and
            // down for each of its strings and arrays, and there is one per view.
            try tree.nodes.withUnsafeBufferPointer { (nodes) throws(RenderError) in try paint(0, in: nodes) }
        }
        try paintDiagram()
        try context.checkStatus("drawing")
    }

    private func paint(_ index: Int, in nodes: UnsafeBufferPointer<FrameNode>) throws(RenderError) {
        let node = nodes.baseAddress! + index
        context.save()
        defer { context.restore() }
        // A subtree whose geometry is not finite, or drawn under a transform cairo cannot
        // invert (a scale of 0 inside a scale of 0), is not drawn: nothing of it is visible.
        let frame = node.pointee.frame
        guard frame.isFinite, context.setTransform(node.pointee.drawTransform.concatenating(contentTransform)) else { return }
        let isGroup = node.pointee.opacity < 1
        if isGroup { context.beginGroup() }
        if let clip = node.pointee.clip {
            context.newPath()
            clip.addPath(in: frame, to: context)
            context.clip()
        }
        if let paint = node.pointee.paint {
            try draw(paint, in: frame)
        }
        for child in tree.paintingOrder(of: node.pointee.children) {
            try self.paint(child, in: nodes)
        }
        if isGroup { context.endGroup(opacity: max(0, node.pointee.opacity)) }
    }

    private func draw(_ paint: Paint, in frame: Rect) throws(RenderError) {
        switch paint {
        case .shape(let outline, let shapePaint):
            draw(outline, shapePaint, in: frame)
        case .text(let text):
            context.setColor(text.color.resolved(in: colorScheme))
            try textMeasurer.withLayout(of: text.request) { layout in
                layout.draw(in: frame, context: context)
            }
        case .image(let image):
            try images.withImage(atPath: image.path) { loaded throws(RenderError) in
                let rect = image.isResizable ? frame : Rect(origin: frame.origin, size: loaded.naturalSize)
                try loaded.draw(in: rect, context: context)
            }
        }
    }

    private func draw(_ outline: ShapeOutline, _ paint: ShapePaint, in frame: Rect) {
        context.newPath()
        switch paint {
        case .fill(let color):
            outline.addPath(in: frame, to: context)
            context.setColor(color.resolved(in: colorScheme))
            context.fill()
        case .stroke(let color, let lineWidth):
            outline.addPath(in: frame, to: context)
            context.setColor(color.resolved(in: colorScheme))
            context.stroke(lineWidth: lineWidth)
        case .strokeBorder(let color, let lineWidth):
            outline.addPath(in: frame, insetBy: lineWidth / 2, to: context)
            context.setColor(color.resolved(in: colorScheme))
            context.stroke(lineWidth: lineWidth)
        }
    }
}
