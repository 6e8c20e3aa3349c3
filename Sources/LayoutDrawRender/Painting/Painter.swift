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
        try paint(index, in: nodes, shadows: [])
    }

    /// Draws node `index` and its subtree; `shadows` are the shadows of the `shadow` modifiers
    /// above it, outermost first, which every part drawn below casts (Painter+Effects.swift).
    func paint(_ index: Int, in nodes: UnsafeBufferPointer<FrameNode>, shadows: [DeviceShadow]) throws(RenderError) {
        let node = nodes.baseAddress! + index
        // A subtree whose geometry is not finite, or drawn under a transform cairo cannot
        // invert (a scale of 0 inside a scale of 0), is not drawn: nothing of it is visible.
        let frame = node.pointee.frame
        let transform = node.pointee.drawTransform.concatenating(contentTransform)
        guard frame.isFinite, CairoContext.accepts(transform) else { return }
        let effect = node.pointee.effect
        // A subtree composited as one picture (an effect layer, a clip) casts the shadows above
        // it as one part.
        if !shadows.isEmpty, Self.isLayer(effect: effect, clip: node.pointee.clip) {
            try withShadows(shadows, around: inkBounds(of: index, in: nodes)) { () throws(RenderError) in
                try self.paint(index, in: nodes, shadows: [])
            }
            return
        }
        var shadows = shadows
        if case .shadow(let color, let radius, let offset) = effect {
            shadows.append(DeviceShadow(color: color.resolved(in: colorScheme), radius: radius, offset: offset, transform: transform))
        }
        let isGroup = node.pointee.opacity < 1
        let clip = node.pointee.clip
        let paint = node.pointee.paint
        // The scene's id names the view; a drawing that says what it stands for (a placeholder
        // names its SF Symbol) names it otherwise.
        context.beginView(index: index, kind: node.pointee.kind, id: node.pointee.id ?? Self.title(of: paint))
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
            if shadows.isEmpty {
                try draw(paint, in: frame, transform: transform)
            } else {
                try withShadows(shadows, around: leafBounds(of: node.pointee)) { () throws(RenderError) in
                    context.setTransform(transform)
                    try draw(paint, in: frame, transform: transform)
                }
            }
        }
        let children = tree.paintingOrder(of: node.pointee.children)
        switch effect {
        case .blur(let radius, let opaque):
            try drawBlurred(children, of: index, in: nodes, radius: radius, opaque: opaque, frame: frame, transform: transform)
        case .mask:
            try drawMasked(children, of: index, in: nodes, transform: transform)
        default:
            for child in children {
                try self.paint(child, in: nodes, shadows: shadows)
            }
        }
        if isGroup { context.endGroup(opacity: max(0, node.pointee.opacity)) }
    }

    /// The title a drawing gives its view (`VectorPaint.title`).
    static func title(of paint: Paint?) -> String? {
        if case .vector(let vector)? = paint { return vector.title }
        return nil
    }

    /// The linear scale of `transform` (device units per point, for lengths such as a blur).
    static func lengthScale(_ transform: AffineTransform) -> Double {
        abs(transform.a * transform.d - transform.b * transform.c).squareRoot()
    }

    private func draw(_ paint: Paint, in frame: Rect, transform: AffineTransform) throws(RenderError) {
        switch paint {
        case .shape(let outline, let shapePaint):
            draw(outline, shapePaint, in: frame, transform: transform)
        case .text(let text):
            // A gradient over the text's frame (glyphs reach a little beyond it).
            setStyle(text.style, frame: frame, bounds: frame.insetBy(-text.request.font.size / 2))
            let attachments = try textMeasurer.withLayout(of: text.request) { layout in
                context.drawText(layout, in: frame, palette: layout.isPlain ? nil : TextPalette(text, in: colorScheme))
                return layout.attachmentFrames(in: frame)
            }
            // The text's images, each where its character was set.
            for (index, rect) in attachments where index < text.attachments.count {
                if case .text = text.attachments[index] { continue }
                try draw(text.attachments[index], in: rect, transform: transform)
            }
        case .image(let image):
            try images.withImage(atPath: image.path) { loaded throws(RenderError) in
                // Not resizable: at its size in points, which for an image set's @2x or @3x
                // file is its pixels divided by its scale (layout's), else the file's.
                let rect = image.isResizable ? frame : Rect(origin: frame.origin, size: image.naturalSize ?? loaded.naturalSize)
                try context.drawImage(loaded, path: image.path, in: rect)
            }
        case .vector(let vector):
            draw(vector, in: frame)
        }
    }

    /// Makes `style` the source of the next drawing: a colour, a gradient laid over `frame`
    /// (covering `bounds`), or a material's tint (a stroke or a text cannot show a backdrop).
    func setStyle(_ style: ShapeStyle, frame: Rect, bounds: Rect) {
        switch style {
        case .color(let color):
            context.setColor(color.resolved(in: colorScheme))
        case .gradient(let gradient):
            context.setGradient(ResolvedGradient(gradient, frame: frame, bounds: bounds, scheme: colorScheme))
        case .material(let material):
            context.setColor(material.tint.resolved(in: colorScheme))
        case .tint:
            // Resolved by the engine before a frame tree is made (fills, strokes, foreground
            // styles); elsewhere (a background's style) the accent colour.
            context.setColor(ColorStyle.blue.resolved(in: colorScheme))
        case .foreground:
            // Resolved by the engine before a frame tree is made; the primary colour otherwise.
            context.setColor(ColorStyle.primary.resolved(in: colorScheme))
        case .background:
            // Resolved by the engine too; the system background otherwise.
            context.setColor(ColorStyle.systemBackground.resolved(in: colorScheme))
        }
    }

    private func draw(_ outline: ShapeOutline, _ paint: ShapePaint, in frame: Rect, transform: AffineTransform) {
        context.newPath()
        switch paint {
        case .fill(let style):
            outline.addPath(in: frame, to: context)
            if case .material(let material) = style {
                context.fillBackdrop(sigma: material.blurRadius * Self.lengthScale(transform), tint: material.tint.resolved(in: colorScheme))
                return
            }
            // (An angular gradient's wedges reach a little beyond the frame, under its edge pixels.)
            setStyle(style, frame: frame, bounds: frame.insetBy(-2))
            context.fill()
        case .stroke(let style, let line):
            outline.addPath(in: frame, to: context)
            setStyle(style, frame: frame, bounds: frame.insetBy(-line.reach - 2))
            context.stroke(line)
        case .strokeBorder(let style, let line):
            outline.addPath(in: frame, insetBy: line.lineWidth / 2, to: context)
            setStyle(style, frame: frame, bounds: frame.insetBy(-2))
            context.stroke(line)
        }
    }
}
