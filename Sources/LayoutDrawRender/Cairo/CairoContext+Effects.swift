internal import CCairo
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LayoutDrawCore

/// Gradients, layers with effects (shadows, blurs, masks) and backdrops, drawn by cairo.
///
/// A layer is a cairo group clipped to the device rectangle the painter says its content can
/// reach, so that it costs what it covers, not the whole picture. When it ends, its pixels are
/// read into a `PixelBuffer`, the effect is computed in Swift (`GaussianBlur`, the SVG filters'
/// algorithm, so that a PNG and the SVG rasterised by librsvg agree) and the result is painted
/// at its device position.
extension CairoContext {
    // MARK: Gradients

    /// Uses `gradient` (in user space: the current transform) as the source.
    func setGradient(_ gradient: ResolvedGradient) {
        let pattern: OpaquePointer
        switch gradient.kind {
        case .linear(let start, let end):
            pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)!
            addStops(gradient.stops, to: pattern)
        case .radial(let center, let r0, let r1):
            pattern = cairo_pattern_create_radial(center.x, center.y, r0, center.x, center.y, r1)!
            addStops(gradient.stops, to: pattern)
        case .angular(let center, _, _):
            setAngularGradient(gradient, center: center)
            return
        }
        if gradient.transform != .identity, let inverse = gradient.transform.inverted {
            var matrix = cairo_matrix_t(xx: inverse.a, yx: inverse.b, xy: inverse.c, yy: inverse.d, x0: inverse.tx, y0: inverse.ty)
            cairo_pattern_set_matrix(pattern, &matrix)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(pointer, pattern)
        cairo_pattern_destroy(pattern)
    }

    /// An angular gradient as the SVG draws it (cairo has no conic gradient): wedges of at
    /// most 1°, each in the colour at its middle, without anti-aliasing (each pixel takes the
    /// wedge its centre is in), drawn into a layer over the gradient's bounds on whole points
    /// that becomes the source. (A mesh of Coons patches draws it smooth, but its pixels near the
    /// centre, where a pixel spans many degrees, are not those of any SVG renderer: the wedges
    /// make the PNG and the SVG the same picture.)
    private func setAngularGradient(_ gradient: ResolvedGradient, center: Point) {
        // The path being built is kept.
        let path = cairo_copy_path(pointer)
        defer {
            cairo_new_path(pointer)
            if let path {
                cairo_append_path(pointer, path)
                cairo_path_destroy(path)
            }
        }
        let box = gradient.tile
        cairo_save(pointer)
        cairo_new_path(pointer)
        cairo_rectangle(pointer, box.minX, box.minY, box.width, box.height)
        cairo_clip(pointer)
        cairo_push_group(pointer)
        cairo_set_antialias(pointer, CAIRO_ANTIALIAS_NONE)
        let radius = gradient.coveringRadius
        for sector in gradient.sectors(maximumStep: ResolvedGradient.angularStep) {
            let middle = ResolvedGradient.mix(sector.startColor, sector.endColor)
            cairo_new_path(pointer)
            cairo_move_to(pointer, center.x, center.y)
            cairo_arc(pointer, center.x, center.y, radius, sector.startAngle, sector.endAngle)
            cairo_close_path(pointer)
            cairo_set_source_rgba(pointer, unit(middle.red), unit(middle.green), unit(middle.blue), unit(middle.alpha))
            cairo_fill(pointer)
        }
        let layer = cairo_pop_group(pointer)!
        cairo_restore(pointer)
        cairo_set_source(pointer, layer)
        cairo_pattern_destroy(layer)
    }

    private func addStops(_ stops: [ResolvedGradient.Stop], to pattern: OpaquePointer) {
        for stop in stops {
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, unit(stop.color.red), unit(stop.color.green), unit(stop.color.blue), unit(stop.color.alpha))
        }
    }

    private func unit(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }

    // MARK: Layers

    /// Starts a layer holding what is drawn inside `bounds` (device pixels, whole numbers).
    func beginLayer(_ bounds: PixelRect) {
        cairo_save(pointer)
        var matrix = cairo_matrix_t()
        cairo_get_matrix(pointer, &matrix)
        cairo_identity_matrix(pointer)
        cairo_new_path(pointer)
        cairo_rectangle(pointer, Double(bounds.x), Double(bounds.y), Double(bounds.width), Double(bounds.height))
        cairo_clip(pointer)
        cairo_set_matrix(pointer, &matrix)
        cairo_push_group(pointer)
    }

    /// Starts the mask of a masked layer (after its content).
    func beginMaskLayer() {
        cairo_push_group(pointer)
    }

    /// Ends the layer begun with `beginLayer(bounds)` and composites it with `effect`.
    func endLayer(_ effect: LayerEffect, bounds: PixelRect) {
        switch effect {
        case .shadow(let color, let sigma, let offset):
            let content = popLayer(bounds)
            cairo_restore(pointer)
            let margin = Self.margin(sigma)
            var shadow = PixelBuffer(width: bounds.width + 2 * margin, height: bounds.height + 2 * margin)
            // The content's alpha, blurred, then tinted (a colour per alpha value).
            var alpha = [UInt8](repeating: 0, count: shadow.width * shadow.height)
            for y in 0..<bounds.height {
                for x in 0..<bounds.width {
                    alpha[(y + margin) * shadow.width + x + margin] = UInt8(content.pixels[y * bounds.width + x] >> 24)
                }
            }
            GaussianBlur.blur(alpha: &alpha, width: shadow.width, height: shadow.height, sigma: sigma)
            let tint = (unit(color.red), unit(color.green), unit(color.blue), unit(color.alpha))
            let tinted = (0...255).map { Self.premultiplied(red: tint.0, green: tint.1, blue: tint.2, alpha: Double($0) / 255 * tint.3) }
            for i in alpha.indices where alpha[i] != 0 { shadow.pixels[i] = tinted[Int(alpha[i])] }
            paint(shadow, at: Point(x: Double(bounds.x - margin) + offset.x, y: Double(bounds.y - margin) + offset.y))
            paint(content, at: Point(x: Double(bounds.x), y: Double(bounds.y)))
        case .blur(let sigma, let opaque):
            // The transform the opaque frame is in: the layer's end restores the one its start had.
            var frameMatrix = cairo_matrix_t()
            cairo_get_matrix(pointer, &frameMatrix)
            let margin = opaque == nil ? Self.margin(sigma) : 0
            let grown = PixelRect(x: bounds.x - margin, y: bounds.y - margin, width: bounds.width + 2 * margin, height: bounds.height + 2 * margin)
            var content = popLayer(grown)
            cairo_restore(pointer)
            GaussianBlur.blur(&content, sigma: sigma)
            if let frame = opaque {
                // Colours from inside the frame only (the content was clipped to it), made opaque.
                for i in content.pixels.indices {
                    let p = content.pixels[i]
                    let a = p >> 24
                    guard a < 255 else { continue }
                    guard a > 0 else {
                        content.pixels[i] = 0xFF00_0000
                        continue
                    }
                    func channel(_ shift: UInt32) -> UInt32 { min(255, (((p >> shift) & 0xFF) * 255 + a / 2) / a) }
                    content.pixels[i] = 0xFF00_0000 | channel(16) << 16 | channel(8) << 8 | channel(0)
                }
                cairo_save(pointer)
                cairo_set_matrix(pointer, &frameMatrix)
                cairo_new_path(pointer)
                addRectangle(frame)
                cairo_clip(pointer)
                paint(content, at: Point(x: Double(grown.x), y: Double(grown.y)))
                cairo_restore(pointer)
            } else {
                paint(content, at: Point(x: Double(grown.x), y: Double(grown.y)))
            }
        case .mask:
            let mask = popLayer(bounds)
            var content = popLayer(bounds)
            cairo_restore(pointer)
            for i in content.pixels.indices {
                let m = mask.pixels[i] >> 24
                let p = content.pixels[i]
                guard m < 255 else { continue }
                guard m > 0, p != 0 else {
                    content.pixels[i] = 0
                    continue
                }
                func scaled(_ shift: UInt32) -> UInt32 { ((((p >> shift) & 0xFF) * m + 127) / 255) << shift }
                content.pixels[i] = scaled(24) | scaled(16) | scaled(8) | scaled(0)
            }
            paint(content, at: Point(x: Double(bounds.x), y: Double(bounds.y)))
        case .plain:
            let content = popLayer(bounds)
            cairo_restore(pointer)
            paint(content, at: Point(x: Double(bounds.x), y: Double(bounds.y)))
        }
    }

    /// Pixels of a blur of `sigma` beyond the content: where the Gaussian (and its three-box
    /// approximation) has fallen to nothing.
    static func margin(_ sigma: Double) -> Int {
        guard sigma > 0, sigma.isFinite else { return 0 }
        return Int((3 * sigma).rounded(.up)) + 2
    }

    /// Ends the innermost group and reads its pixels inside `rect` (device pixels).
    private func popLayer(_ rect: PixelRect) -> PixelBuffer {
        let pattern = cairo_pop_group(pointer)!
        defer { cairo_pattern_destroy(pattern) }
        return pixels(of: pattern, in: rect)
    }

    /// The pixels of `pattern` (device space: a group's pattern with its matrix set to the
    /// identity) inside `rect`.
    private func pixels(of pattern: OpaquePointer, in rect: PixelRect) -> PixelBuffer {
        var buffer = PixelBuffer(width: max(0, rect.width), height: max(0, rect.height))
        guard rect.width > 0, rect.height > 0 else { return buffer }
        var saved = cairo_matrix_t()
        cairo_pattern_get_matrix(pattern, &saved)
        var identity = cairo_matrix_t()
        cairo_matrix_init_identity(&identity)
        cairo_pattern_set_matrix(pattern, &identity)
        defer { cairo_pattern_set_matrix(pattern, &saved) }
        let stride = rect.width * 4
        buffer.pixels.withUnsafeMutableBytes { bytes in
            let surface = cairo_image_surface_create_for_data(
                bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(rect.width), Int32(rect.height),
                Int32(stride))!
            let cr = cairo_create(surface)!
            cairo_translate(cr, Double(-rect.x), Double(-rect.y))
            cairo_set_source(cr, pattern)
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_paint(cr)
            cairo_destroy(cr)
            cairo_surface_flush(surface)
            cairo_surface_destroy(surface)
        }
        return buffer
    }

    /// Composites `buffer` with its top-left pixel at `origin` (device pixels), through the
    /// current clip.
    private func paint(_ buffer: PixelBuffer, at origin: Point) {
        guard buffer.width > 0, buffer.height > 0, origin.x.isFinite, origin.y.isFinite else { return }
        var pixels = buffer.pixels
        pixels.withUnsafeMutableBytes { bytes in
            let surface = cairo_image_surface_create_for_data(
                bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(buffer.width), Int32(buffer.height),
                Int32(buffer.width * 4))!
            cairo_save(pointer)
            cairo_identity_matrix(pointer)
            cairo_set_source_surface(pointer, surface, origin.x, origin.y)
            cairo_paint(pointer)
            // The source holds the surface: drop it before the pixels it points at go.
            cairo_set_source_rgba(pointer, 0, 0, 0, 0)
            cairo_restore(pointer)
            cairo_surface_destroy(surface)
        }
    }

    private static func premultiplied(red: Double, green: Double, blue: Double, alpha: Double) -> UInt32 {
        func byte(_ v: Double) -> UInt32 { UInt32((min(max(v, 0), 1) * 255).rounded()) }
        let a = byte(alpha)
        return a << 24 | byte(red * alpha) << 16 | byte(green * alpha) << 8 | byte(blue * alpha)
    }

    // MARK: Backdrop

    /// Fills the current path with what is already drawn behind it on the picture, blurred by a
    /// Gaussian of `sigma` device pixels, then with `tint` over it (a material). The backdrop is
    /// read from the picture itself, not from an unfinished layer the path is drawn in.
    func fillBackdrop(sigma: Double, tint: RGBA) {
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_fill_extents(pointer, &x0, &y0, &x1, &y1)
        let corners = [(x0, y0), (x1, y0), (x0, y1), (x1, y1)].map { corner -> Point in
            var x = corner.0, y = corner.1
            cairo_user_to_device(pointer, &x, &y)
            return Point(x: x, y: y)
        }
        let target = cairo_get_target(pointer)!
        let surfaceWidth = Int(cairo_image_surface_get_width(target)), surfaceHeight = Int(cairo_image_surface_get_height(target))
        let margin = Self.margin(sigma)
        if x1 > x0, y1 > y0, let minX = corners.map(\.x).min(), let maxX = corners.map(\.x).max(),
            let minY = corners.map(\.y).min(), let maxY = corners.map(\.y).max(), minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite
        {
            // The backdrop around the shape as far as the blur reaches, inside the picture.
            let left = max(0, Int(minX.rounded(.down)) - margin), top = max(0, Int(minY.rounded(.down)) - margin)
            let right = min(surfaceWidth, Int(maxX.rounded(.up)) + margin), bottom = min(surfaceHeight, Int(maxY.rounded(.up)) + margin)
            if right > left, bottom > top, (right - left) * (bottom - top) <= Painter<CairoContext>.maximumLayerPixels {
                let rect = PixelRect(x: left, y: top, width: right - left, height: bottom - top)
                let pattern = cairo_pattern_create_for_surface(target)!
                var backdrop = pixels(of: pattern, in: rect)
                cairo_pattern_destroy(pattern)
                // Only the pixels the shape covers are drawn (through the clip below): the blur
                // is computed for them alone, a pixel of margin kept all round.
                let shape = PixelRect(
                    x: Int(minX.rounded(.down)) - 1 - left, y: Int(minY.rounded(.down)) - 1 - top,
                    width: Int(maxX.rounded(.up)) - Int(minX.rounded(.down)) + 2,
                    height: Int(maxY.rounded(.up)) - Int(minY.rounded(.down)) + 2)
                GaussianBlur.blur(&backdrop, sigma: sigma, keeping: shape)
                cairo_save(pointer)
                cairo_clip_preserve(pointer)
                paint(backdrop, at: Point(x: Double(rect.x), y: Double(rect.y)))
                cairo_restore(pointer)
            }
        }
        setColor(tint)
        fill()
    }
}

/// A rectangle of whole device pixels.
struct PixelRect: Equatable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int

    /// The pixels `rect` (device units) touches, grown by `margin`, inside `limit` grown by
    /// `margin` (what is drawn far outside the picture cannot reach it); nil when empty or not
    /// finite.
    init?(covering rect: Rect, margin: Double, limit: Rect) {
        let left = max(rect.minX, limit.minX) - margin, top = max(rect.minY, limit.minY) - margin
        let right = min(rect.maxX, limit.maxX) + margin, bottom = min(rect.maxY, limit.maxY) + margin
        guard left.isFinite, top.isFinite, right.isFinite, bottom.isFinite, right > left, bottom > top,
            abs(left) < 1e7, abs(top) < 1e7, abs(right) < 1e7, abs(bottom) < 1e7
        else { return nil }
        x = Int(left.rounded(.down))
        y = Int(top.rounded(.down))
        width = Int(right.rounded(.up)) - x
        height = Int(bottom.rounded(.up)) - y
    }

    init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    var rect: Rect { Rect(x: Double(x), y: Double(y), width: Double(width), height: Double(height)) }
}

/// How a layer is composited when it ends (device units).
enum LayerEffect: Equatable {
    /// The layer's alpha blurred by `sigma`, offset, in `color`, under the layer.
    case shadow(color: RGBA, sigma: Double, offset: Point)
    /// The layer blurred by `sigma`; with `opaque`, made opaque and clipped to that rectangle
    /// (user space: the current transform when the layer ends).
    case blur(sigma: Double, opaque: Rect?)
    /// The layer's content times the alpha of the mask layer drawn after `beginMaskLayer()`.
    case mask
    /// The layer as it is (a compositing group).
    case plain
}

extension AffineTransform {
    /// The inverse transform; nil when it has none.
    var inverted: AffineTransform? {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return nil }
        let ia = d / determinant, ib = -b / determinant, ic = -c / determinant, id = a / determinant
        return AffineTransform(a: ia, b: ib, c: ic, d: id, tx: -(ia * tx + ic * ty), ty: -(ib * tx + id * ty))
    }
}
