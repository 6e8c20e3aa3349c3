import LayoutDrawCore
import LayoutDrawDiagram
import LayoutDrawFrames

/// Draws one `FrameTree` onto one drawing context (cairo for PNG, the SVG writer for SVG): the
/// background, then every node depth first, siblings in painting order, each with its
/// transform, group opacity and clip.
struct Painter<Context: DrawingContext> {
    let tree: FrameTree
    let context: Context
    /// Device units per point: the canvas scale for bitmaps, 1 for SVG.
    let scale: Double
    let textMeasurer: PangoTextMeasurer
    let images: ImageCache
    /// Annotations and panels drawn after the views; the views sit at its `contentOrigin`.
    let diagram: Diagram
    /// Scene points to device units (see `Painter.contentTransform(origin:scale:)`).
    let contentTransform: AffineTransform

    init(
        tree: FrameTree, context: Context, scale: Double, textMeasurer: PangoTextMeasurer, images: ImageCache,
        diagram: Diagram
    ) {
        self.tree = tree
        self.context = context
        self.scale = scale
        self.textMeasurer = textMeasurer
        self.images = images
        self.diagram = diagram
        contentTransform = Self.contentTransform(origin: diagram.contentOrigin, scale: scale)
    }

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
        // A subtree whose geometry is not finite, or drawn under a transform cairo cannot
        // invert (a scale of 0 inside a scale of 0), is not drawn: nothing of it is visible.
        let frame = node.pointee.frame
        let transform = node.pointee.drawTransform.concatenating(contentTransform)
        guard frame.isFinite, CairoContext.accepts(transform) else { return }
        let isGroup = node.pointee.opacity < 1
        let clip = node.pointee.clip
        let paint = node.pointee.paint
        context.beginView(index: index, kind: node.pointee.kind, id: node.pointee.id)
        defer { context.endView() }
        // Every node that draws sets its own transform, and every drawing operation sets the
        // colour and line width it uses: the context's state is saved only to undo a clip (most
        // nodes draw nothing themselves, and saving cairo's state costs more than the rest). A
        // group's clip is undone when the group ends, which restores the state at its start.
        if isGroup || clip != nil || paint != nil { context.setTransform(transform) }
        let savesState = clip != nil && !isGroup
        if savesState { context.save() }
        defer { if savesState { context.restore() } }
        if isGroup { context.beginGroup() }
        if let clip {
            context.newPath()
            clip.addPath(in: frame, to: context)
            context.clip()
        }
        if let paint {
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
                context.drawText(layout, in: frame, palette: layout.isPlain ? nil : TextPalette(text, in: colorScheme))
            }
        case .image(let image):
            try images.withImage(atPath: image.path) { loaded throws(RenderError) in
                let rect = image.isResizable ? frame : Rect(origin: frame.origin, size: loaded.naturalSize)
                try context.drawImage(loaded, path: image.path, in: rect)
            }
        case .vector(let vector):
            draw(vector, in: frame)
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
