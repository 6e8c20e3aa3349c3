#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LayoutDrawCore

/// Gradients, effect layers and backdrops in the SVG.
///
/// - A linear, radial or elliptical gradient is a `<linearGradient>` or `<radialGradient>` in
///   the element's user space (`gradientUnits="userSpaceOnUse"` with a `gradientTransform`).
///   SVG has no conic gradient: an angular gradient is a `<pattern>` of wedges, each in the
///   colour at its middle, at most 2° wide and overlapping the next so that no seam shows.
/// - A shadow or a blur is a `<filter>` (in `sRGB`, the space the PNG blurs in) on a group; a
///   mask a `<mask mask-type="alpha">` — only where the scene asks for them.
/// - A material's backdrop is a copy of what is drawn behind it, without the views' ids, in a
///   group blurred by a filter and clipped to the material's shape, under the tint: SVG has no
///   `backdrop-filter`, and this draws what the PNG draws.
extension SVGCanvas {
    func setGradient(_ gradient: ResolvedGradient) {
        self.gradient = (gradient, currentTransform)
    }

    func beginLayer(_ bounds: PixelRect) {
        scratch.save()
        effects.append(SVGEffect(effect: .plain, bounds: bounds.rect))
        let group = SVGGroup(role: .effect(effects.count - 1))
        open(.effect, group)
    }

    func beginMaskLayer() {
        guard let content = stack.last(where: { $0.scope == .effect })?.group else { return }
        let mask = SVGGroup(role: .plain)
        content.mask = mask
        open(.maskLayer, mask, appending: false)
    }

    func endLayer(_ effect: LayerEffect, bounds: PixelRect) {
        if case .mask = effect { close(.maskLayer) }
        let group = close(.effect)
        scratch.restore()
        guard let group, case .effect(let number) = group.role else { return }
        var region = bounds.rect
        switch effect {
        case .shadow(_, let sigma, let offset):
            let margin = Double(CairoContext.margin(sigma))
            region = region.insetBy(-margin).union(region.insetBy(-margin).offsetBy(offset))
        case .blur(let sigma, let opaque):
            if opaque == nil { region = region.insetBy(-Double(CairoContext.margin(sigma))) }
            if let opaque {
                // Clipped to the frame (under the transform of the layer's node).
                let outline = currentTransform.boundingBox(of: opaque)
                region = outline.intersection(region) ?? outline
                scratch.save()
                scratch.newPath()
                scratch.addRectangle(opaque)
                let (path, _) = currentPath(inDocumentSpace: true)
                scratch.newPath()
                scratch.restore()
                clipPaths.append(path)
                effects[number].clip = clipPaths.count - 1
            }
        case .mask, .plain:
            break
        }
        effects[number] = SVGEffect(effect: effect, bounds: region, clip: effects[number].clip)
        group.effectBounds = region
        // What the layer draws reaches all of its region (a shadow, a blur spread ink).
        if let visible = clipped(region) { drawn.record(visible) }
    }

    func fillBackdrop(sigma: Double, tint: RGBA) {
        let (path, bounds) = currentPath(inDocumentSpace: true)
        scratch.newPath()
        guard let bounds else { return }
        let snapshot = backdrop()
        if !snapshot.isEmpty {
            let margin = Double(CairoContext.margin(sigma))
            let region = bounds.insetBy(-margin).intersection(Rect(origin: .zero, size: size).insetBy(-margin)) ?? bounds
            effects.append(SVGEffect(effect: .blur(sigma: sigma, opaque: nil), bounds: region))
            clipPaths.append(path)
            let group = SVGGroup(role: .backdrop(effects.count - 1, clip: clipPaths.count - 1))
            group.items = snapshot
            group.effectBounds = bounds
            current.items.append(.group(group))
            if let visible = clipped(bounds) { drawn.record(visible) }
        }
        setColor(tint)
        if tint.alpha > 0 { add(SVGShape(body: .fill(path: path), color: tint, bounds: bounds)) }
    }

    /// A copy of what is drawn on the picture so far, as the PNG's backdrop is read from it:
    /// the open groups' content down to the first layer still being drawn (a group opacity, an
    /// effect), whose content is not on the picture yet. Views lose their ids (each id is
    /// defined once).
    private func backdrop() -> [SVGItem] {
        let open = stack.compactMap { frame in frame.group.map { (frame.scope, $0) } }
        func copy(_ group: SVGGroup, depth: Int) -> [SVGItem] {
            var items: [SVGItem] = []
            for (index, item) in group.items.enumerated() {
                let isOpenChild = index == group.items.count - 1 && depth + 1 < open.count
                    && { if case .group(let g) = item { g === open[depth + 1].1 } else { false } }()
                if isOpenChild {
                    let (scope, child) = open[depth + 1]
                    guard scope != .group, scope != .effect, scope != .maskLayer, scope != .diagram else { break }
                    let copied = child.copy(items: copy(child, depth: depth + 1))
                    items.append(.group(copied))
                    break
                }
                items.append(item.copied())
            }
            return items
        }
        return copy(open[0].1, depth: 0)
    }
}

/// An effect of a layer or a backdrop, with the region it draws in (document units).
struct SVGEffect {
    var effect: LayerEffect
    var bounds: Rect
    /// The clip path (by number) an opaque blur is clipped to.
    var clip: Int?
}

/// The gradients and patterns of a document, each defined once, numbered in order of first use.
struct SVGPaintServers {
    private(set) var definitions = SVGOutput()
    private var numbers: [[UInt8]: Int] = [:]

    /// The number of the paint server drawing `gradient` (whose user space maps to the document
    /// by `toDocument`) on an element drawn under `element` (nil: in document coordinates).
    mutating func number(for gradient: ResolvedGradient, toDocument: AffineTransform, element: AffineTransform?) -> Int {
        // Gradient space → document → the element's user space.
        var transform = gradient.transform.concatenating(toDocument)
        if let element, let inverse = element.inverted { transform = transform.concatenating(inverse) }
        var body = SVGOutput()
        switch gradient.kind {
        case .linear(let start, let end):
            body.append("<linearGradient gradientUnits=\"userSpaceOnUse\" x1=\"")
            body.appendNumber(start.x)
            body.append("\" y1=\"")
            body.appendNumber(start.y)
            body.append("\" x2=\"")
            body.appendNumber(end.x)
            body.append("\" y2=\"")
            body.appendNumber(end.y)
            body.append("\"")
            appendTransform(transform, attribute: " gradientTransform=\"", to: &body)
            body.append(">")
            appendStops(gradient.stops, to: &body)
            body.append("</linearGradient>\n")
        case .radial(let center, let r0, let r1):
            body.append("<radialGradient gradientUnits=\"userSpaceOnUse\" cx=\"")
            body.appendNumber(center.x)
            body.append("\" cy=\"")
            body.appendNumber(center.y)
            body.append("\" r=\"")
            body.appendNumber(r1)
            body.append("\"")
            appendTransform(transform, attribute: " gradientTransform=\"", to: &body)
            body.append(">")
            appendStops(gradient.stopsFromCenter(startRadius: r0, endRadius: r1), to: &body)
            body.append("</radialGradient>\n")
        case .angular(let center, _, _):
            let box = gradient.tile
            body.append("<pattern patternUnits=\"userSpaceOnUse\"")
            body.appendBox(box)
            appendTransform(transform, attribute: " patternTransform=\"", to: &body)
            body.append(">")
            let radius = gradient.coveringRadius
            // A pattern's content has its origin at the tile's corner.
            let center = Point(x: center.x - box.minX, y: center.y - box.minY)
            let sectors = gradient.sectors(maximumStep: ResolvedGradient.angularStep)
            // Wedges without anti-aliasing (`crispEdges`), so that two wedges meeting never let
            // the background through and a translucent gradient is not doubled where they would
            // overlap: each pixel takes the wedge its centre is in, as the PNG's mesh gives each
            // pixel the colour at its centre. (The shape's own edge is the filled path's, smooth.)
            body.append("<g shape-rendering=\"crispEdges\">")
            for sector in sectors {
                let a = sector.startAngle, b = sector.endAngle
                let middle = ResolvedGradient.mix(sector.startColor, sector.endColor)
                body.append("<path d=\"M")
                body.appendNumber(center.x)
                body.append(" ")
                body.appendNumber(center.y)
                body.append("L")
                body.appendNumber(center.x + radius * cos(a))
                body.append(" ")
                body.appendNumber(center.y + radius * sin(a))
                body.append("A")
                body.appendNumber(radius)
                body.append(" ")
                body.appendNumber(radius)
                body.append(" 0 0 1 ")
                body.appendNumber(center.x + radius * cos(b))
                body.append(" ")
                body.appendNumber(center.y + radius * sin(b))
                body.append("Z\" fill=\"")
                body.appendColor(middle)
                body.append("\"")
                if middle.alpha < 1 {
                    body.append(" fill-opacity=\"")
                    body.appendOpacity(middle.alpha)
                    body.append("\"")
                }
                body.append("/>")
            }
            body.append("</g>")
            body.append("</pattern>\n")
        }
        if let known = numbers[body.bytes] { return known }
        let number = numbers.count
        numbers[body.bytes] = number
        // `<linearGradient id="…-pN" …`: the id after the element's name.
        let bytes = body.bytes
        let nameEnd = bytes.firstIndex(of: UInt8(ascii: " ")) ?? bytes.count
        definitions.append(Array(bytes[..<nameEnd]))
        definitions.append(" id=\"")
        definitions.appendID(UInt8(ascii: "p"), number)
        definitions.append("\"")
        definitions.append(Array(bytes[nameEnd...]))
        return number
    }

    private func appendStops(_ stops: [ResolvedGradient.Stop], to out: inout SVGOutput) {
        for stop in stops {
            out.append("<stop offset=\"")
            out.appendNumber(stop.location)
            out.append("\" stop-color=\"")
            out.appendColor(stop.color)
            out.append("\"")
            if stop.color.alpha < 1 {
                out.append(" stop-opacity=\"")
                out.appendOpacity(stop.color.alpha)
                out.append("\"")
            }
            out.append("/>")
        }
    }

    private func appendTransform(_ t: AffineTransform, attribute: StaticString, to out: inout SVGOutput) {
        guard t != .identity else { return }
        out.append(attribute)
        out.append("matrix(")
        for (i, v) in [t.a, t.b, t.c, t.d, t.tx, t.ty].enumerated() {
            if i > 0 { out.append(" ") }
            out.appendNumber(v)
        }
        out.append(")\"")
    }
}

extension ResolvedGradient {
    /// The colour halfway between `a` and `b` (straight alpha).
    static func mix(_ a: RGBA, _ b: RGBA) -> RGBA {
        RGBA(red: (a.red + b.red) / 2, green: (a.green + b.green) / 2, blue: (a.blue + b.blue) / 2, alpha: (a.alpha + b.alpha) / 2)
    }
}

extension SVGGroup {
    /// A copy of the group with `items`, without its view (its id).
    func copy(items: [SVGItem]) -> SVGGroup {
        let copy = SVGGroup(role: role)
        copy.items = items
        copy.layerOpacity = layerOpacity
        copy.mask = mask.map { $0.copy(items: $0.items.map { $0.copied() }) }
        copy.effectBounds = effectBounds
        return copy
    }
}

extension SVGItem {
    /// A deep copy without views (their ids).
    func copied() -> SVGItem {
        switch self {
        case .shape(let shape):
            let copy = SVGShape(body: shape.body, color: shape.color, bounds: shape.bounds)
            copy.opacity = shape.opacity
            copy.paint = shape.paint
            return .shape(copy)
        case .group(let group):
            return .group(group.copy(items: group.items.map { $0.copied() }))
        }
    }
}

extension Rect {
    /// The overlap of two rectangles; nil when they do not overlap.
    func intersection(_ other: Rect) -> Rect? {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
