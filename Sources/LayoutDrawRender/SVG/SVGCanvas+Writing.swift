import LayoutDrawCore

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
        let defs = glyphs.definitions.bytes + images.definitions.bytes + writer.clipDefinitions.bytes
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
                clipDefinitions.append("\"><rect x=\"")
                clipDefinitions.appendNumber(x0)
                clipDefinitions.append("\" y=\"")
                clipDefinitions.appendNumber(y0)
                clipDefinitions.append("\" width=\"")
                clipDefinitions.appendNumber(x1 - x0)
                clipDefinitions.append("\" height=\"")
                clipDefinitions.appendNumber(y1 - y0)
                clipDefinitions.append("\"/></clipPath>\n")
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

        private mutating func writeClipDefinition(_ number: Int) {
            clipDefinitions.append("<clipPath id=\"")
            clipDefinitions.appendID(UInt8(ascii: "c"), number)
            clipDefinitions.append("\"><path d=\"")
            clipDefinitions.append(canvas.clipPaths[number])
            clipDefinitions.append("\"/></clipPath>\n")
        }

        private func write(_ shape: SVGShape, view: SVGView?, into out: inout SVGOutput) {
            let alpha = shape.color.alpha * shape.opacity
            switch shape.body {
            case .background(let width, let height):
                out.append("<rect")
                if let view { appendView(view, to: &out) }
                out.append(" width=\"")
                out.appendNumber(width)
                out.append("\" height=\"")
                out.appendNumber(height)
                out.append("\"")
                appendFill(shape.color, alpha: alpha, to: &out)
                close("rect", view: view, into: &out)
            case .fill(let path), .fillEvenOdd(let path):
                out.append("<path")
                if let view { appendView(view, to: &out) }
                out.append(" d=\"")
                out.append(path)
                out.append("\"")
                if case .fillEvenOdd = shape.body { out.append(" fill-rule=\"evenodd\"") }
                appendFill(shape.color, alpha: alpha, to: &out)
                close("path", view: view, into: &out)
            case .stroke(let path, let width, let dash, _, let transform):
                out.append("<path")
                if let view { appendView(view, to: &out) }
                if let transform { out.appendTransform(transform) }
                out.append(" d=\"")
                out.append(path)
                out.append("\" fill=\"none\" stroke=\"")
                out.appendColor(shape.color)
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
                }
                close("path", view: view, into: &out)
            case .glyphs(let content, let transform):
                out.append("<g")
                if let view { appendView(view, to: &out) }
                if let transform { out.appendTransform(transform) }
                appendFill(shape.color, alpha: alpha, to: &out)
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

        /// ` fill="#rrggbb"` (left out for black, the default) and its opacity below 1.
        private func appendFill(_ color: RGBA, alpha: Double, to out: inout SVGOutput) {
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
