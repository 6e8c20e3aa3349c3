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
        if let root = tree.root {
            try paint(root)
        }
        try paintDiagram()
        try context.checkStatus("drawing")
    }

    private func paint(_ node: FrameNode) throws(RenderError) {
        context.save()
        defer { context.restore() }
        // A subtree whose geometry is not finite, or drawn under a transform cairo cannot
        // invert (a scale of 0 inside a scale of 0), is not drawn: nothing of it is visible.
        guard node.frame.isFinite, context.setTransform(node.drawTransform.concatenating(contentTransform)) else { return }
        let isGroup = node.opacity < 1
        if isGroup { context.beginGroup() }
        if let clip = node.clip {
            context.newPath()
            clip.addPath(in: node.frame, to: context)
            context.clip()
        }
        if let paint = node.paint {
            try draw(paint, in: node.frame)
        }
        for child in tree.childrenInPaintingOrder(of: node) {
            try self.paint(child)
        }
        if isGroup { context.endGroup(opacity: max(0, node.opacity)) }
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
