internal import CCairo
import LayoutDrawCore
import LayoutDrawFrames

/// Writes what `Painter` draws as an SVG document of our own making, lean and safe to inline:
///
/// - every view is a group saying what it is (`<g id="ld…-n12" data-kind="GeometryReader">`,
///   its scene `id` as `<title>`); the number is the node's index in `--dump json`;
/// - every id starts with a prefix taken from a hash of the document, so two pictures inlined
///   in one HTML page never share an id (cairo names glyphs `glyph0-0` in every file);
/// - a group opacity is folded into the colours of its parts when they do not overlap, and is
///   otherwise an `opacity` attribute on a group clipped to its bounds, never a mask and a
///   filter;
/// - text is drawn as glyph outlines (each glyph once, in the defs, then `<use>`d), so it looks
///   the same everywhere, and is also there as invisible `<text>` per line, which a browser's
///   find, text selection, a screen reader and a search engine read.
///
/// Geometry is built with cairo, exactly as for the PNG (same arcs, same glyph outlines), on a
/// scratch context, and written in document coordinates (points).
final class SVGCanvas: DrawingContext {
    /// Characters of the id prefix: `ld` and 8 hexadecimal digits of the document's hash.
    static let prefixLength = 10

    let size: Size
    /// Builds paths and holds the transform; never drawn on.
    let scratch: CairoContext
    private let scratchSurface: CairoSurface

    /// Open groups, innermost last; the first is the document.
    var stack: [Frame] = []
    private(set) var color = RGBA(red: 0, green: 0, blue: 0)
    /// The gradient the next fill, stroke or text is painted with (instead of `color`), and the
    /// transform from its user space to the document's.
    var gradient: (gradient: ResolvedGradient, toDocument: AffineTransform)?
    /// Gradients and patterns (`<linearGradient id="…-p0">`), defined once each.
    var paintServers = SVGPaintServers()
    /// The effects of layers and backdrops, by number (`<filter id="…-f3">`, `<mask id="…-m3">`).
    var effects: [SVGEffect] = []
    /// The dash pattern of a diagram's lines (`setDash`); a shape's stroke carries its own.
    private var dash: [Double] = []

    /// Definitions: clip paths (by number), glyph outlines and image fragments.
    var clipPaths: [[UInt8]] = []
    /// The bounds of each clip path (by number), in document coordinates.
    var clipBounds: [Int: Rect] = [:]
    /// Every shape drawn so far, for what is under a faded group (`uniformBackdrop`).
    var drawn: SVGDrawnShapes
    var glyphs = SVGGlyphTable()
    var images = SVGImageTable()

    enum Scope { case save, group, clip, view, diagram, effect, maskLayer }
    struct Frame {
        var scope: Scope
        var group: SVGGroup?
        /// How many shapes had been drawn when the frame opened.
        var firstDrawn = 0
    }

    init(size: Size) throws(RenderError) {
        self.size = size
        scratchSurface = try CairoSurface(width: 1, height: 1)
        scratch = try CairoContext(drawingOn: scratchSurface)
        drawn = SVGDrawnShapes(canvas: size)
        stack = [Frame(scope: .group, group: SVGGroup(role: .plain))]
    }

    /// The document's top-level group.
    var rootGroup: SVGGroup { stack[0].group! }

    var current: SVGGroup {
        for frame in stack.reversed() { if let group = frame.group { return group } }
        return stack[0].group!
    }

    func open(_ scope: Scope, _ group: SVGGroup?, appending: Bool = true) {
        if let group, appending { current.items.append(.group(group)) }
        stack.append(Frame(scope: scope, group: group, firstDrawn: drawn.count))
    }

    /// Closes frames down to and including the innermost of `scope`; returns its group.
    @discardableResult
    func close(_ scope: Scope) -> SVGGroup? {
        while stack.count > 1 {
            let frame = stack.removeLast()
            if frame.scope == scope { return frame.group }
        }
        return nil
    }

    /// Adds a shape to the open group; `rectangle` is the rectangle it fills, if it is one.
    func add(_ shape: SVGShape, rectangle: Rect? = nil) {
        if let gradient {
            switch shape.body {
            case .fill, .fillEvenOdd: shape.paint = paintServers.number(for: gradient.gradient, toDocument: gradient.toDocument, element: nil)
            case .stroke(_, _, let transform), .glyphs(_, let transform):
                shape.paint = paintServers.number(for: gradient.gradient, toDocument: gradient.toDocument, element: transform)
            case .image, .background: break
            }
        }
        current.items.append(.shape(shape))
        record(shape, rectangle: rectangle)
    }

    // MARK: State

    @discardableResult
    func setTransform(_ t: AffineTransform) -> Bool { scratch.setTransform(t) }
    @discardableResult
    func translate(by offset: Point) -> Bool { scratch.translate(by: offset) }
    @discardableResult
    func scale(x: Double, y: Double) -> Bool { scratch.scale(x: x, y: y) }

    func save() {
        scratch.save()
        stack.append(Frame(scope: .save, group: nil))
    }

    func restore() {
        close(.save)
        scratch.restore()
    }

    func beginGroup() {
        scratch.save()
        open(.group, SVGGroup(role: .plain))
    }

    func endGroup(opacity: Double) {
        let start = stack.last(where: { $0.scope == .group })?.firstDrawn ?? 0
        let group = close(.group)
        scratch.restore()
        group?.applyOpacity(opacity.isNaN ? 0 : min(max(opacity, 0), 1)) { bounds in
            self.uniformBackdrop(under: bounds, drawnBefore: start)
        }
    }

    func beginView(index: Int, kind: String, id: String?) {
        // Views are grouped; modifiers (`padding`, `frame`: lower-case kinds) are not, unless
        // the scene gave them an id.
        let isView = kind.first?.isUppercase == true || id != nil
        open(.view, isView ? SVGGroup(role: .plain, view: SVGView(index: index, kind: kind, id: id)) : nil)
    }

    func endView() { close(.view) }

    func beginDiagram() { open(.diagram, SVGGroup(role: .diagram)) }
    func endDiagram() { close(.diagram) }

    func checkStatus(_ what: String) throws(RenderError) { try scratch.checkStatus(what) }

    // MARK: Paths

    func newPath() { scratch.newPath() }
    func move(to p: Point) { scratch.move(to: p) }
    func line(to p: Point) { scratch.line(to: p) }
    func closePath() { scratch.closePath() }
    func curve(to p: Point, control1 c1: Point, control2 c2: Point) { scratch.curve(to: p, control1: c1, control2: c2) }
    func addRectangle(_ r: Rect) { scratch.addRectangle(r) }
    func addArc(center: Point, radius: Double, from start: Double, to end: Double) {
        scratch.addArc(center: center, radius: radius, from: start, to: end)
    }

    // MARK: Painting

    func setColor(_ c: RGBA) {
        color = c
        gradient = nil
    }
    func setDash(_ pattern: [Double], phase: Double) { dash = pattern }
    /// SVG's default caps and joins are butt and miter already.
    func setSquareEnds() {}

    func paint() {
        let canvas = Rect(origin: .zero, size: size)
        add(SVGShape(body: .background(width: size.width, height: size.height), color: color, bounds: canvas), rectangle: canvas)
    }

    func fill() {
        let (path, bounds) = currentPath(inDocumentSpace: true)
        // An opaque rectangle of one colour can be what a faded group is drawn over.
        let rectangle = gradient == nil && color.alpha >= 1 ? currentRectangle() : nil
        scratch.newPath()
        guard let bounds, paintsSomething else { return }
        add(SVGShape(body: .fill(path: path), color: color, bounds: bounds), rectangle: rectangle)
    }

    /// Whether what is drawn next is visible: a colour with some opacity, or a gradient.
    var paintsSomething: Bool { gradient != nil || color.alpha > 0 }

    func fillEvenOdd() {
        let (path, bounds) = currentPath(inDocumentSpace: true)
        scratch.newPath()
        guard let bounds, paintsSomething else { return }
        add(SVGShape(body: .fillEvenOdd(path: path), color: color, bounds: bounds))
    }

    func stroke(lineWidth: Double) {
        // A diagram's line: butt caps and right-angled mitres, for which SVG's default miter
        // limit (4) is as good as cairo's (10).
        stroke(StrokeStyle(lineWidth: lineWidth, miterLimit: Self.svgMiterLimit, dash: dash))
    }

    /// SVG's default `stroke-miterlimit`.
    static let svgMiterLimit = 4.0

    func stroke(_ line: StrokeStyle) {
        let lineWidth = line.lineWidth
        let transform = currentTransform
        // A path under a translation is written in document coordinates; under a scale or a
        // rotation in user space with the transform, so the line width and dashes scale with it.
        let isTranslation = transform.a == 1 && transform.b == 0 && transform.c == 0 && transform.d == 1
        let (path, bounds) = currentPath(inDocumentSpace: isTranslation)
        scratch.newPath()
        guard let bounds, lineWidth.isFinite, lineWidth > 0, paintsSomething else { return }
        let grown = bounds.insetBy(-max(1.5 * lineWidth, line.reach))
        add(
            SVGShape(
                body: .stroke(path: path, line: line, transform: isTranslation ? nil : transform),
                color: color, bounds: isTranslation ? grown : transform.boundingBox(of: grown)))
    }

    func clip() {
        let (path, bounds) = currentPath(inDocumentSpace: true)
        scratch.newPath()
        clipPaths.append(path)
        clipBounds[clipPaths.count - 1] = bounds ?? Rect(x: 0, y: 0, width: 0, height: 0)
        open(.clip, SVGGroup(role: .clip(clipPaths.count - 1)))
    }

    var currentTransform: AffineTransform {
        var m = cairo_matrix_t()
        cairo_get_matrix(scratch.pointer, &m)
        return AffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
    }

    /// The current path as SVG path data, in document coordinates or in user space, and its
    /// bounds (in the same space); nil bounds for a path that draws nothing.
    func currentPath(inDocumentSpace: Bool) -> ([UInt8], Rect?) {
        let cr = scratch.pointer
        var saved = cairo_matrix_t()
        cairo_get_matrix(cr, &saved)
        if inDocumentSpace { cairo_identity_matrix(cr) }
        defer { cairo_set_matrix(cr, &saved) }
        return Self.pathData(of: cr)
    }

    // MARK: Text and images

    func drawText(_ layout: TextLayout, in frame: Rect, palette: TextPalette?) {
        if let palette, !layout.isPlain {
            drawStyledGlyphs(of: layout, in: frame, palette: palette)
        } else {
            drawGlyphs(of: layout, in: frame)
        }
    }

    func drawImage(_ image: LoadedImage, path: String, in rect: Rect) throws(RenderError) {
        let natural = image.naturalSize
        guard natural.width > 0, natural.height > 0, rect.width > 0, rect.height > 0 else { return }
        let number = try images.number(of: image, path: path)
        // The image drawn once at its natural size in the defs, placed by a transform.
        let placement = AffineTransform(scaleX: rect.width / natural.width, y: rect.height / natural.height)
            .concatenating(AffineTransform(translationX: rect.minX, y: rect.minY))
            .concatenating(currentTransform)
        guard CairoContext.accepts(placement) else { return }
        var use = SVGOutput()
        use.append("<use xlink:href=\"#")
        use.appendID(UInt8(ascii: "i"), number)
        use.append("\"")
        use.appendTransform(placement)
        add(SVGShape(body: .image(use: use.bytes), color: color, bounds: placement.boundingBox(of: Rect(origin: .zero, size: natural))))
    }
}
