import LayoutDrawCore
import LayoutDrawFrames

extension SVGCanvas {
    /// The finished document: its defs (glyph outlines, images, clip paths), the views, then the
    /// diagram, with every id prefixed by `ld` and eight hexadecimal digits of a hash of the
    /// document, so the same picture always has the same ids and two pictures almost never
    /// share one (one in four billion).
    func finish() -> [UInt8] {
        var writer = Writer(canvas: self)
        var body = SVGOutput()
        writer.writeContent(of: rootGroup, into: &body)

        var document = SVGOutput()
        document.append("<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" width=\"")
        document.appendNumber(size.width)
        document.append("px\" height=\"")
        document.appendNumber(size.height)
        document.append("px\" viewBox=\"0 0 ")
        document.appendNumber(size.width)
        document.append(" ")
        document.appendNumber(size.height)
        document.append("\">\n")
        let defs = glyphs.definitions.bytes + images.definitions.bytes + paintServers.definitions.bytes + writer.clipDefinitions.bytes
        if !defs.isEmpty {
            document.append("<defs>\n")
            document.append(defs)
            document.append("</defs>\n")
        }
        document.append(body.bytes)
        document.append("</svg>\n")
        return Self.resolvingPrefix(in: document.bytes)
    }

    /// Replaces every placeholder of the id prefix with `ld` and the document's hash.
    static func resolvingPrefix(in bytes: [UInt8]) -> [UInt8] {
        // FNV-1a, 64 bits, folded to 32.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        let folded = UInt32(truncatingIfNeeded: hash ^ (hash >> 32))
        var prefix = Array("ld".utf8)
        let hex = Array("0123456789abcdef".utf8)
        for shift in stride(from: 28, through: 0, by: -4) { prefix.append(hex[Int((folded >> UInt32(shift)) & 15)]) }

        var out = bytes
        out.withUnsafeMutableBufferPointer { buffer in
            var i = 0
            while i < buffer.count {
                if buffer[i] == 0x01 && i + prefixLength <= buffer.count {
                    for j in 0..<prefixLength { buffer[i + j] = prefix[j] }
                    i += prefixLength
                } else {
                    i += 1
                }
            }
        }
        return out
    }

    /// Writes the tree: groups that carry nothing are left out, a view with a single part puts
    /// its attributes on that part.
    fileprivate struct Writer {
        let canvas: SVGCanvas
        var clipDefinitions = SVGOutput()
        private var layerClips = 0
        /// Clip paths and effects already defined (a backdrop copies groups that use them).
        private var definedClips: Set<Int> = []
        private var definedEffects: Set<Int> = []
        private var textClips = 0

        init(canvas: SVGCanvas) { self.canvas = canvas }

        mutating func writeContent(of group: SVGGroup, into out: inout SVGOutput) {
            for item in group.items { write(item, view: nil, into: &out) }
        }

        /// Writes `item`, carrying `view`'s attributes if given (the item is then that view's
        /// only part).
        mutating func write(_ item: SVGItem, view: SVGView?, into out: inout SVGOutput) {
            switch item {
            case .shape(let shape): write(shape, view: view, into: &out)
            case .group(let group): write(group, view: view, into: &out)
            }
        }

        private mutating func write(_ group: SVGGroup, view inherited: SVGView?, into out: inout SVGOutput) {
            let view = group.view ?? inherited
            let parts = group.items.filter { Self.draws($0) }
            var clip: Int?
            var isDiagram = false
            switch group.role {
            case .plain: break
            case .clip(let number): clip = number
            case .diagram: isDiagram = true
            case .effect(let number), .backdrop(let number, _):
                writeEffect(number, of: group, parts: parts, view: view, into: &out)
                return
            }
            if parts.isEmpty {
                // An empty view is kept only when the scene named it.
                guard let view, view.id != nil else { return }
                out.append("<g")
                appendView(view, to: &out)
                out.append(">")
                appendTitle(view, to: &out)
                out.append("</g>\n")
                return
            }
            let isLayer = group.layerOpacity < 1
            if clip == nil && !isLayer && !isDiagram {
                if view == nil {
                    for part in parts { write(part, view: nil, into: &out) }
                    return
                }
                if parts.count == 1, Self.canCarryView(parts[0]) {
                    write(parts[0], view: view, into: &out)
                    return
                }
            }
            // A layer is clipped to its bounds, so that a renderer that composites layers at
            // the size of the whole picture (librsvg) composites only that much of it.
            var bounds: Int?
            if isLayer, let box = group.bounds {
                bounds = layerClips
                layerClips += 1
                let x0 = (box.minX - 1).rounded(.down), y0 = (box.minY - 1).rounded(.down)
                let x1 = (box.maxX + 1).rounded(.up), y1 = (box.maxY + 1).rounded(.up)
                clipDefinitions.append("<clipPath id=\"")
                clipDefinitions.appendID(UInt8(ascii: "k"), bounds!)
                clipDefinitions.append("\"><rect")
                clipDefinitions.appendBox(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
                clipDefinitions.append("/></clipPath>\n")
            }
            out.append("<g")
            if let view { appendView(view, to: &out) }
            if isDiagram { out.append(" data-kind=\"diagram\"") }
            if let clip {
                writeClipDefinition(clip)
                out.append(" clip-path=\"url(#")
                out.appendID(UInt8(ascii: "c"), clip)
                out.append(")\"")
            }
            if let bounds {
                out.append(" clip-path=\"url(#")
                out.appendID(UInt8(ascii: "k"), bounds)
                out.append(")\"")
            }
            if isLayer && (clip != nil || bounds != nil) {
                // The clip applies outside the layer: a group of its own inside.
                out.append(">")
                if let view { appendTitle(view, to: &out) }
                out.append("<g opacity=\"")
                out.appendOpacity(group.layerOpacity)
                out.append("\">\n")
                for part in parts { write(part, view: nil, into: &out) }
                out.append("</g></g>\n")
                return
            }
            if isLayer {
                out.append(" opacity=\"")
                out.appendOpacity(group.layerOpacity)
                out.append("\"")
            }
            out.append(">")
            if let view { appendTitle(view, to: &out) }
            out.append("\n")
            for part in parts { write(part, view: nil, into: &out) }
            out.append("</g>\n")
        }

        /// An effect layer or a backdrop: its filter or mask defined once, its content in a
        /// group that uses it, with the view's attributes and any group opacity outside.
        private mutating func writeEffect(_ number: Int, of group: SVGGroup, parts: [SVGItem], view: SVGView?, into out: inout SVGOutput) {
            let effect = canvas.effects[number]
            defineEffect(number, effect, mask: group.mask)
            out.append("<g")
            if let view { appendView(view, to: &out) }
            if group.layerOpacity < 1 {
                out.append(" opacity=\"")
                out.appendOpacity(group.layerOpacity)
                out.append("\"")
            }
            var clip: Int?
            if case .backdrop(_, let shape) = group.role { clip = shape }
            if let shape = effect.clip { clip = shape }
            if let clip {
                writeClipDefinition(clip)
                out.append(" clip-path=\"url(#")
                out.appendID(UInt8(ascii: "c"), clip)
                out.append(")\"")
            } else {
                // Clipped to the effect's region (which holds all it draws), so that a renderer
                // that composites a filtered group at the size of the whole picture (librsvg)
                // composites only that much of it.
                let number = layerClips
                layerClips += 1
                let box = effect.bounds
                let x0 = (box.minX - 1).rounded(.down), y0 = (box.minY - 1).rounded(.down)
                clipDefinitions.append("<clipPath id=\"")
                clipDefinitions.appendID(UInt8(ascii: "k"), number)
                clipDefinitions.append("\"><rect")
                clipDefinitions.appendBox(x: x0, y: y0, width: (box.maxX + 1).rounded(.up) - x0, height: (box.maxY + 1).rounded(.up) - y0)
                clipDefinitions.append("/></clipPath>\n")
                out.append(" clip-path=\"url(#")
                out.appendID(UInt8(ascii: "k"), number)
                out.append(")\"")
            }
            out.append(">")
            if let view { appendTitle(view, to: &out) }
            switch effect.effect {
            case .plain:
                out.append("<g>\n")
            case .mask:
                out.append("<g mask=\"url(#")
                out.appendID(UInt8(ascii: "m"), number)
                out.append(")\">\n")
            case .shadow, .blur:
                out.append("<g filter=\"url(#")
                out.appendID(UInt8(ascii: "f"), number)
                out.append(")\">\n")
            }
            for part in parts { write(part, view: nil, into: &out) }
            out.append("</g></g>\n")
        }

        /// `<filter id="…-fN">` or `<mask id="…-mN">` for effect `number`, once.
        private mutating func defineEffect(_ number: Int, _ effect: SVGEffect, mask: SVGGroup?) {
            guard definedEffects.insert(number).inserted else { return }
            func region(_ out: inout SVGOutput) { out.appendBox(effect.bounds) }
            switch effect.effect {
            case .plain:
                return
            case .mask:
                var content = SVGOutput()
                if let mask {
                    for item in mask.items where Self.draws(item) { write(item, view: nil, into: &content) }
                }
                clipDefinitions.append("<mask id=\"")
                clipDefinitions.appendID(UInt8(ascii: "m"), number)
                clipDefinitions.append("\" mask-type=\"alpha\" maskUnits=\"userSpaceOnUse\"")
                region(&clipDefinitions)
                clipDefinitions.append(">\n")
                clipDefinitions.append(content.bytes)
                clipDefinitions.append("</mask>\n")
            case .shadow(let color, let sigma, let offset):
                clipDefinitions.append("<filter id=\"")
                clipDefinitions.appendID(UInt8(ascii: "f"), number)
                clipDefinitions.append("\" filterUnits=\"userSpaceOnUse\"")
                region(&clipDefinitions)
                clipDefinitions.append(" color-interpolation-filters=\"sRGB\"><feGaussianBlur in=\"SourceAlpha\" stdDeviation=\"")
                clipDefinitions.appendNumber(sigma)
                clipDefinitions.append("\"/><feOffset dx=\"")
                clipDefinitions.appendNumber(offset.x)
                clipDefinitions.append("\" dy=\"")
                clipDefinitions.appendNumber(offset.y)
                clipDefinitions.append("\" result=\"shadow\"/><feFlood flood-color=\"")
                clipDefinitions.appendColor(color)
                clipDefinitions.append("\" flood-opacity=\"")
                clipDefinitions.appendOpacity(color.alpha)
                clipDefinitions.append("\"/><feComposite in2=\"shadow\" operator=\"in\"/><feMerge><feMergeNode/><feMergeNode in=\"SourceGraphic\"/></feMerge></filter>\n")
            case .blur(let sigma, let opaque):
                clipDefinitions.append("<filter id=\"")
                clipDefinitions.appendID(UInt8(ascii: "f"), number)
                clipDefinitions.append("\" filterUnits=\"userSpaceOnUse\"")
                region(&clipDefinitions)
                clipDefinitions.append(" color-interpolation-filters=\"sRGB\"><feGaussianBlur stdDeviation=\"")
                clipDefinitions.appendNumber(sigma)
                clipDefinitions.append("\"/>")
                if opaque != nil {
                    // Opaque: the colours, averaged over what the frame holds, at full opacity.
                    clipDefinitions.append("<feComponentTransfer><feFuncA type=\"linear\" slope=\"0\" intercept=\"1\"/></feComponentTransfer>")
                }
                clipDefinitions.append("</filter>\n")
            }
        }

        private mutating func writeClipDefinition(_ number: Int) {
            guard definedClips.insert(number).inserted else { return }
            clipDefinitions.append("<clipPath id=\"")
            clipDefinitions.appendID(UInt8(ascii: "c"), number)
            clipDefinitions.append("\"><path d=\"")
            clipDefinitions.append(canvas.clipPaths[number])
            clipDefinitions.append("\"/></clipPath>\n")
        }

        /// Text painted with a gradient: a rectangle of the gradient clipped to the glyphs (a
        /// gradient in user space would move with each glyph's `<use x y>`), then the
        /// invisible text.
        private mutating func writeGradientGlyphs(
            _ shape: SVGShape, content: [UInt8], transform: AffineTransform?, view: SVGView?, into out: inout SVGOutput
        ) {
            let marker = Array("<text ".utf8)
            var split = content.count
            if content.count >= marker.count {
                for i in 0...(content.count - marker.count) where content[i] == marker[0] && content[i..<(i + marker.count)].elementsEqual(marker) {
                    split = i
                    break
                }
            }
            let number = textClips
            textClips += 1
            clipDefinitions.append("<clipPath id=\"")
            clipDefinitions.appendID(UInt8(ascii: "t"), number)
            clipDefinitions.append("\">")
            clipDefinitions.append(Array(content[..<split]))
            clipDefinitions.append("</clipPath>\n")
            var box = shape.bounds ?? .zero
            if let transform, let inverse = transform.inverted { box = inverse.boundingBox(of: box) }
            out.append("<g")
            if let view { appendView(view, to: &out) }
            if let transform { out.appendTransform(transform) }
            out.append(">")
            if let view { appendTitle(view, to: &out) }
            out.append("<rect")
            out.appendBox(box)
            appendFill(shape.color, alpha: shape.opacity, paint: shape.paint, to: &out)
            out.append(" clip-path=\"url(#")
            out.appendID(UInt8(ascii: "t"), number)
            out.append(")\"/>")
            out.append(Array(content[split...]))
            out.append("</g>\n")
        }

        private mutating func write(_ shape: SVGShape, view: SVGView?, into out: inout SVGOutput) {
            // A gradient carries its own opacities; only a folded group opacity applies to it.
            let alpha = shape.paint == nil ? shape.color.alpha * shape.opacity : shape.opacity
            switch shape.body {
            case .background(let width, let height):
                out.append("<rect")
                if let view { appendView(view, to: &out) }
                out.append(" width=\"")
                out.appendNumber(width)
                out.append("\" height=\"")
                out.appendNumber(height)
                out.append("\"")
                appendFill(shape.color, alpha: alpha, paint: shape.paint, to: &out)
                close("rect", view: view, into: &out)
            case .fill(let path), .fillEvenOdd(let path):
                out.append("<path")
                if let view { appendView(view, to: &out) }
                out.append(" d=\"")
                out.append(path)
                out.append("\"")
                if case .fillEvenOdd = shape.body { out.append(" fill-rule=\"evenodd\"") }
                appendFill(shape.color, alpha: alpha, paint: shape.paint, to: &out)
                close("path", view: view, into: &out)
            case .stroke(let path, let line, let transform):
                let width = line.lineWidth, dash = line.dash
                out.append("<path")
                if let view { appendView(view, to: &out) }
                if let transform { out.appendTransform(transform) }
                out.append(" d=\"")
                out.append(path)
                out.append("\" fill=\"none\" stroke=\"")
                if let paint = shape.paint {
                    out.append("url(#")
                    out.appendID(UInt8(ascii: "p"), paint)
                    out.append(")")
                } else {
                    out.appendColor(shape.color)
                }
                out.append("\"")
                if alpha < 1 {
                    out.append(" stroke-opacity=\"")
                    out.appendOpacity(alpha)
                    out.append("\"")
                }
                if width != 1 {
                    out.append(" stroke-width=\"")
                    out.appendNumber(width)
                    out.append("\"")
                }
                if !dash.isEmpty {
                    out.append(" stroke-dasharray=\"")
                    for (i, length) in dash.enumerated() {
                        if i > 0 { out.append(" ") }
                        out.appendNumber(length)
                    }
                    out.append("\"")
                    if line.dashPhase != 0 {
                        out.append(" stroke-dashoffset=\"")
                        out.appendNumber(line.dashPhase)
                        out.append("\"")
                    }
                }
                switch line.lineCap {
                case .butt: break
                case .round: out.append(" stroke-linecap=\"round\"")
                case .square: out.append(" stroke-linecap=\"square\"")
                }
                switch line.lineJoin {
                case .round: out.append(" stroke-linejoin=\"round\"")
                case .bevel: out.append(" stroke-linejoin=\"bevel\"")
                case .miter: break
                }
                if line.lineJoin == .miter, line.miterLimit != SVGCanvas.svgMiterLimit {
                    out.append(" stroke-miterlimit=\"")
                    out.appendNumber(max(1, line.miterLimit))
                    out.append("\"")
                }
                close("path", view: view, into: &out)
            case .glyphs(let content, let transform) where shape.paint != nil:
                writeGradientGlyphs(shape, content: content, transform: transform, view: view, into: &out)
            case .glyphs(let content, let transform):
                out.append("<g")
                if let view { appendView(view, to: &out) }
                if let transform { out.appendTransform(transform) }
                appendFill(shape.color, alpha: alpha, paint: shape.paint, to: &out)
                out.append(">")
                if let view { appendTitle(view, to: &out) }
                out.append(content)
                out.append("</g>\n")
            case .image(let use):
                out.append(use)
                if let view { appendView(view, to: &out) }
                if shape.opacity < 1 {
                    out.append(" opacity=\"")
                    out.appendOpacity(shape.opacity)
                    out.append("\"")
                }
                close("use", view: view, into: &out)
            }
        }

        /// ` fill="#rrggbb"` (left out for black, the default) and its opacity below 1; a
        /// gradient's ` fill="url(#…-pN)"`.
        private func appendFill(_ color: RGBA, alpha: Double, paint: Int? = nil, to out: inout SVGOutput) {
            if let paint {
                out.append(" fill=\"url(#")
                out.appendID(UInt8(ascii: "p"), paint)
                out.append(")\"")
                if alpha < 1 {
                    out.append(" fill-opacity=\"")
                    out.appendOpacity(alpha)
                    out.append("\"")
                }
                return
            }
            var hex = SVGOutput()
            hex.appendColor(color)
            if hex.bytes != Array("#000000".utf8) {
                out.append(" fill=\"")
                out.append(hex.bytes)
                out.append("\"")
            }
            if alpha < 1 {
                out.append(" fill-opacity=\"")
                out.appendOpacity(alpha)
                out.append("\"")
            }
        }

        /// Ends an element: `/>`, or the view's title and the end tag.
        private func close(_ name: StaticString, view: SVGView?, into out: inout SVGOutput) {
            guard let view, view.id != nil else {
                out.append("/>\n")
                return
            }
            out.append(">")
            appendTitle(view, to: &out)
            out.append("</")
            out.append(name)
            out.append(">\n")
        }

        private func appendView(_ view: SVGView, to out: inout SVGOutput) {
            out.append(" id=\"")
            out.appendID(UInt8(ascii: "n"), view.index)
            out.append("\" data-kind=\"")
            out.appendEscaped(view.kind.utf8)
            out.append("\"")
        }

        private func appendTitle(_ view: SVGView, to out: inout SVGOutput) {
            guard let id = view.id else { return }
            out.append("<title>")
            out.appendEscaped(id.utf8)
            out.append("</title>")
        }

        /// Whether an item draws something or holds a view the scene named.
        private static func draws(_ item: SVGItem) -> Bool {
            switch item {
            case .shape: true
            case .group(let group): group.view?.id != nil || group.items.contains { draws($0) }
            }
        }

        /// Whether a view's attributes can go on this part instead of a group around it.
        private static func canCarryView(_ item: SVGItem) -> Bool {
            switch item {
            case .shape: true
            case .group(let group): group.view == nil
            }
        }
    }
}
