import LayoutDrawCore
import LayoutDrawFrames

/// A shadow in device units, ready to draw.
struct DeviceShadow {
    var color: RGBA
    /// Standard deviation of the blur, in device units.
    var sigma: Double
    /// The shadow's offset, in device units.
    var offset: Point

    /// A `shadow` modifier's shadow, for a node drawn under `transform`: the offset turns and
    /// scales with the node, the radius scales with it.
    init(color: RGBA, radius: Double, offset: Size, transform: AffineTransform) {
        self.color = color
        sigma = max(0, radius) * Painter<CairoContext>.lengthScale(transform)
        self.offset = Point(
            x: transform.a * offset.width + transform.c * offset.height, y: transform.b * offset.width + transform.d * offset.height)
    }

    /// How far beyond what casts it the shadow reaches, in device units.
    var spread: Double { 3 * sigma + max(abs(offset.x), abs(offset.y)) + 2 }
}

/// Effects: SwiftUI draws a `shadow` for every part of the view that draws (unless a
/// `compositingGroup` or another layer makes the subtree one part), and `blur` and `mask` on the
/// subtree as one picture (see `DrawingEffect`).
extension Painter {
    /// Whether a node composites its subtree as one picture: then the shadows above it are cast
    /// by the picture, not by each part (a clip first clips the parts, then they cast).
    static func isLayer(effect: DrawingEffect?, clip: ShapeOutline?) -> Bool {
        if clip != nil { return true }
        switch effect {
        case .blur, .mask, .compositingGroup: return true
        case .shadow, nil: return false
        }
    }

    /// Draws `body` with `shadows` (outermost first) cast behind it: the innermost shadow is
    /// cast by `body`, the next by `body` with that shadow, and so on. `bounds` (device units)
    /// holds everything `body` draws.
    func withShadows(_ shadows: [DeviceShadow], around bounds: Rect?, _ body: () throws(RenderError) -> Void) throws(RenderError) {
        guard let innermost = shadows.last, let bounds else {
            try body()
            return
        }
        let outer = Array(shadows.dropLast())
        if Self.vanishes(bounds, sigma: innermost.sigma) {
            // Spread too thin to show anywhere: no shadow, and the outer ones cast by the body.
            try withShadows(outer, around: bounds, body)
            return
        }
        try withShadows(outer, around: bounds.grown(by: innermost.spread)) { () throws(RenderError) in
            // No pixels: the body is outside the picture, its shadow too (or the bounds are not
            // finite); what there is to see of the body is drawn.
            guard let pixels = PixelRect(covering: bounds, margin: 1, limit: pictureLimit(margin: innermost.spread)) else {
                try body()
                return
            }
            guard Self.fits(pixels, margin: innermost.spread) else {
                try body()
                return
            }
            context.beginLayer(pixels)
            try body()
            context.endLayer(.shadow(color: innermost.color, sigma: innermost.sigma, offset: innermost.offset), bounds: pixels)
        }
    }

    /// The children of a `blur` node, drawn as one picture and blurred.
    func drawBlurred(
        _ children: [Int], of index: Int, in nodes: UnsafeBufferPointer<FrameNode>, radius: Double, opaque: Bool, frame: Rect,
        transform: AffineTransform
    ) throws(RenderError) {
        let sigma = radius * Self.lengthScale(transform)
        let bounds = opaque ? transform.boundingBox(of: frame) : inkBounds(ofChildren: children, in: nodes)
        // Spread too thin to show anywhere: nothing of the content is drawn.
        if !opaque, let bounds, Self.vanishes(bounds, sigma: sigma) { return }
        guard let bounds, let pixels = PixelRect(covering: bounds, margin: 1, limit: pictureLimit(margin: 0)),
            Self.fits(pixels, margin: 3 * sigma)
        else {
            for child in children { try paint(child, in: nodes, shadows: []) }
            return
        }
        context.beginLayer(pixels)
        if opaque {
            // Only what is inside the frame is blurred (its colours fill the frame's edges).
            context.setTransform(transform)
            context.newPath()
            context.addRectangle(frame)
            context.clip()
        }
        for child in children { try paint(child, in: nodes, shadows: []) }
        context.setTransform(transform)
        context.endLayer(.blur(sigma: sigma, opaque: opaque ? frame : nil), bounds: pixels)
    }

    /// The children of a `mask` node: all but the last drawn as one picture, whose alpha is
    /// multiplied by that of the last (the mask).
    func drawMasked(_ children: [Int], of index: Int, in nodes: UnsafeBufferPointer<FrameNode>, transform: AffineTransform) throws(RenderError) {
        guard let mask = nodes[index].children.last, children.count >= 2 else {
            for child in children { try paint(child, in: nodes, shadows: []) }
            return
        }
        let content = children.filter { $0 != mask }
        guard let bounds = inkBounds(ofChildren: content, in: nodes),
            let pixels = PixelRect(covering: bounds, margin: 1, limit: pictureLimit(margin: 0))
        else { return }
        guard Self.fits(pixels, margin: 0) else {
            for child in content { try paint(child, in: nodes, shadows: []) }
            return
        }
        context.beginLayer(pixels)
        for child in content { try paint(child, in: nodes, shadows: []) }
        context.beginMaskLayer()
        try paint(mask, in: nodes, shadows: [])
        context.setTransform(transform)
        context.endLayer(.mask, bounds: pixels)
    }

    /// Whether ink inside `bounds` (device units, any opacity up to 1), blurred by a Gaussian of
    /// standard deviation `sigma` device pixels, stays below 1/1000 opacity everywhere — under a
    /// quarter of one 8-bit step, so no pixel of the blur would differ from no ink at all. The
    /// blur is separable: along each axis a line of ink `L` long contributes at most
    /// `L / (σ√(2π))` (the Gaussian's peak, 0.399/σ, times the length; the three boxes of
    /// SVG's approximation peak at 3/(4d) with d ≈ 1.88σ, the same 0.399/σ, bounded here by
    /// 0.45/σ), and at most 1; the blurred opacity is at most the product of the two axes'.
    /// A blur or a shadow this wide is not computed (`.blur(radius: 1e308)` draws nothing,
    /// where its layer could not even be held in memory).
    static func vanishes(_ bounds: Rect, sigma: Double) -> Bool {
        guard sigma > 0 else { return false }
        guard sigma.isFinite else { return true }
        func peak(_ length: Double) -> Double { min(1, max(0, length) * 0.45 / sigma) }
        return peak(bounds.width) * peak(bounds.height) < 0.001
    }

    /// The most pixels a layer may have, its blur's margin included (64 million: 256 MB of
    /// pixels, twice that while it is blurred). A larger one is drawn without its effect rather
    /// than exhausting memory; a picture at most 8,000 pixels a side never needs one.
    static var maximumLayerPixels: Int { 64_000_000 }

    static func fits(_ pixels: PixelRect, margin: Double) -> Bool {
        let m = Int(min(max(0, margin), 100_000).rounded(.up)) + 2
        return (pixels.width + 2 * m) * (pixels.height + 2 * m) <= maximumLayerPixels
    }

    /// The picture's views area in device units, grown by `margin`: what a layer may hold.
    func pictureLimit(margin: Double) -> Rect {
        contentTransform.boundingBox(of: Rect(origin: .zero, size: tree.canvas.size)).grown(by: margin)
    }

    // MARK: Ink bounds

    /// Where a node's own paint can put ink, in device units: its drawn bounds grown by what
    /// reaches beyond a frame (half a stroke, a glyph's overhang).
    func leafBounds(of node: FrameNode) -> Rect? {
        guard node.visual.isFinite else { return nil }
        let scale = Self.lengthScale(node.drawTransform)
        var margin = 1.0
        switch node.paint {
        case .text(let text): margin = max(2, text.request.font.size / 2)
        case .shape(_, .stroke(_, let line)): margin = line.reach + 1
        case .vector: margin = 2
        default: break
        }
        return contentTransform.boundingBox(of: node.visual.insetBy(-margin * scale))
    }

    /// Where a subtree can put ink, in device units; nil when it draws nothing.
    func inkBounds(of index: Int, in nodes: UnsafeBufferPointer<FrameNode>) -> Rect? {
        let node = nodes[index]
        var union: Rect? = node.paint == nil ? nil : leafBounds(of: node)
        if let children = inkBounds(ofChildren: node.children, in: nodes) {
            union = union.map { $0.union(children) } ?? children
        }
        guard var bounds = union else { return nil }
        if let effect = node.effect, effect.spread > 0 {
            let transform = node.drawTransform.concatenating(contentTransform)
            bounds = bounds.grown(by: effect.spread * Self.lengthScale(transform) + 2)
        }
        if node.clip != nil, node.frame.isFinite {
            let clip = node.drawTransform.concatenating(contentTransform).boundingBox(of: node.frame)
            bounds = bounds.intersection(clip.insetBy(-1)) ?? clip
        }
        return bounds
    }

    func inkBounds(ofChildren children: [Int], in nodes: UnsafeBufferPointer<FrameNode>) -> Rect? {
        var union: Rect?
        for child in children {
            guard let bounds = inkBounds(of: child, in: nodes) else { continue }
            union = union.map { $0.union(bounds) } ?? bounds
        }
        return union
    }
}

extension Rect {
    /// The rectangle grown by `amount` device units on every side, by at most 10⁷: ink that far
    /// from a picture (at most 8,000 pixels a side) is never seen, and a rectangle grown by more
    /// (around a shadow moved by 10³⁰⁸) would not be finite — and a layer over it not drawn.
    func grown(by amount: Double) -> Rect {
        insetBy(-min(max(0, amount), 1e7))
    }
}
