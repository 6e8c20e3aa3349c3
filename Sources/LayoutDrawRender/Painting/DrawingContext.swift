import LayoutDrawCore
import LayoutDrawFrames

/// What `Painter` draws on: a cairo context for PNG (`CairoContext`), or the SVG writer
/// (`SVGCanvas`), which builds the same paths and writes them as SVG elements.
///
/// Paths are built in user space under the current transform, as in cairo; `fill`, `stroke`
/// and `clip` consume the current path.
protocol DrawingContext: AnyObject {
    @discardableResult func setTransform(_ t: AffineTransform) -> Bool
    @discardableResult func translate(by offset: Point) -> Bool
    @discardableResult func scale(x: Double, y: Double) -> Bool
    func save()
    func restore()
    /// Starts a group composited with `endGroup(opacity:)`.
    func beginGroup()
    func endGroup(opacity: Double)

    func newPath()
    func move(to p: Point)
    func line(to p: Point)
    func closePath()
    /// Adds a cubic Bézier curve from the current point.
    func curve(to p: Point, control1 c1: Point, control2 c2: Point)
    func addRectangle(_ r: Rect)
    func addArc(center: Point, radius: Double, from start: Double, to end: Double)

    func setColor(_ c: RGBA)
    /// Paints the next fill, stroke or text with a gradient (in the current user space)
    /// instead of a colour, until the next `setColor`.
    func setGradient(_ gradient: ResolvedGradient)
    func setDash(_ pattern: [Double], phase: Double)
    func setSquareEnds()
    /// Paints the whole canvas with the colour.
    func paint()
    func fill()
    /// Fills the path with the even-odd rule (the non-zero rule stays the default).
    func fillEvenOdd()
    func clip()
    /// Strokes the current path with the current dash pattern (a diagram's line).
    func stroke(lineWidth: Double)
    /// Strokes the current path with a shape's line: its width, caps, joins and dashes, which
    /// apply to this stroke only.
    func stroke(_ line: StrokeStyle)

    /// Starts a layer holding what is drawn inside `bounds` (device units), composited by
    /// `endLayer(_:bounds:)` with an effect (a shadow, a blur, a mask, as it is).
    func beginLayer(_ bounds: PixelRect)
    /// Starts the mask of the layer being drawn (its content is drawn before).
    func beginMaskLayer()
    func endLayer(_ effect: LayerEffect, bounds: PixelRect)
    /// Fills the current path with the picture behind it blurred by `sigma` (device units),
    /// then with `tint`: a material.
    func fillBackdrop(sigma: Double, tint: RGBA)

    /// Draws laid-out text in `frame`: in the current colour, or with a palette, each run in its
    /// own colour with its decorations.
    func drawText(_ layout: TextLayout, in frame: Rect, palette: TextPalette?)
    /// Draws an image (read from `path`) stretched to `rect`.
    func drawImage(_ image: LoadedImage, path: String, in rect: Rect) throws(RenderError)

    /// Starts and ends what one view (frame-tree node) draws, its children included.
    func beginView(index: Int, kind: String, id: String?)
    func endView()
    /// Starts and ends the diagram drawn over the views.
    func beginDiagram()
    func endDiagram()

    func checkStatus(_ what: String) throws(RenderError)
}

extension DrawingContext {
    func setDash(_ pattern: [Double]) { setDash(pattern, phase: 0) }

    /// Draws laid-out text in `frame` in the current colour.
    func drawText(_ layout: TextLayout, in frame: Rect) { drawText(layout, in: frame, palette: nil) }
}

extension CairoContext: DrawingContext {
    func drawText(_ layout: TextLayout, in frame: Rect, palette: TextPalette?) {
        layout.draw(in: frame, context: self, palette: palette)
    }

    func drawImage(_ image: LoadedImage, path: String, in rect: Rect) throws(RenderError) {
        try image.draw(in: rect, context: self)
    }

    // A bitmap has no structure to record.
    func beginView(index: Int, kind: String, id: String?) {}
    func endView() {}
    func beginDiagram() {}
    func endDiagram() {}
}
