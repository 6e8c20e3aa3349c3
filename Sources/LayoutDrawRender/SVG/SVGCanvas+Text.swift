internal import CCairo
internal import CPangoCairo
import LayoutDrawCore

/// Glyph outlines written once each, in the defs (`<path id="…-g3" d="…"/>`), numbered in
/// order of first use.
struct SVGGlyphTable {
    private struct Key: Hashable {
        var font: String
        var glyph: UInt32
    }

    private var numbers: [Key: (number: Int, extents: Rect?)] = [:]
    /// Font descriptions by PangoFont, for this document (its fonts outlive it: Pango caches them).
    private var fontNames: [UnsafeMutableRawPointer: String] = [:]
    private(set) var definitions = SVGOutput()
    private(set) var count = 0

    /// The number of `glyph` of `font`, defining its outline on first use, and the outline's
    /// extents relative to the glyph's origin (nil for a glyph that draws nothing).
    mutating func number(of glyph: UInt32, font: UnsafeMutablePointer<PangoFont>, scratch: CairoContext) -> (Int, Rect?) {
        let raw = UnsafeMutableRawPointer(font)
        let name: String
        if let known = fontNames[raw] {
            name = known
        } else {
            let description = pango_font_describe_with_absolute_size(font)
            let text = pango_font_description_to_string(description)
            name = text.map { String(cString: $0) } ?? ""
            g_free(text)
            pango_font_description_free(description)
            fontNames[raw] = name
        }
        let key = Key(font: name, glyph: glyph)
        if let known = numbers[key] { return known }

        let cr = scratch.pointer
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_new_path(cr)
        cairo_set_scaled_font(cr, pango_cairo_font_get_scaled_font(OpaquePointer(font)))
        var cairoGlyph = cairo_glyph_t(index: UInt(glyph), x: 0, y: 0)
        cairo_glyph_path(cr, &cairoGlyph, 1)
        let (path, extents) = SVGCanvas.pathData(of: cr)
        cairo_new_path(cr)
        cairo_restore(cr)

        let number = count
        count += 1
        definitions.append("<path id=\"")
        definitions.appendID(UInt8(ascii: "g"), number)
        definitions.append("\" d=\"")
        definitions.append(path)
        definitions.append("\"/>\n")
        numbers[key] = (number, extents)
        return (number, extents)
    }
}

extension SVGCanvas {
    /// Draws a laid-out text as `<use>`s of glyph outlines at the positions Pango gave them,
    /// with each line's characters as invisible `<text>` of the same size and width over it.
    func drawGlyphs(of layout: TextLayout, in frame: Rect) {
        let transform = currentTransform
        let isTranslation = transform.a == 1 && transform.b == 0 && transform.c == 0 && transform.d == 1
        // Glyphs are placed in document coordinates under a translation, in user space under
        // the transform otherwise.
        let offset = isTranslation ? Point(x: transform.tx, y: transform.ty) : .zero
        var uses = SVGOutput(), texts = SVGOutput()
        var inkBounds: Rect?
        let utf8 = layout.lines.utf8Text
        let fontSize = layout.request.font.size
        for (index, origin) in layout.lineOrigins(in: frame).enumerated() {
            guard let line = layout.lines.pangoLine(index) else { continue }
            let info = layout.lines.lines[index]
            var penX = origin.x - info.x
            if Self.hasUnknownGlyphs(line) {
                // A character without a glyph: the line's outlines as Pango draws them for the
                // PNG (a box for the character), as one path. (At small sizes Pango leaves the
                // character's code out of a box built as a path apart from the PNG's surface; such
                // a character is reported as a warning anyway.)
                let cr = scratch.pointer
                cairo_new_path(cr)
                cairo_move_to(cr, penX, origin.y)
                pango_cairo_layout_line_path(cr, line)
                let (path, bounds) = currentPath(inDocumentSpace: true)
                cairo_new_path(cr)
                if let bounds {
                    add(SVGShape(body: .fill(path: path), color: color, bounds: bounds))
                }
            }
            var run = Self.hasUnknownGlyphs(line) ? nil : line.pointee.runs
            while let node = run {
                defer { run = node.pointee.next }
                guard let item = node.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
                    let glyphs = item.pointee.glyphs, let font = item.pointee.item.pointee.analysis.font
                else { continue }
                let baseline = origin.y - Double(item.pointee.y_offset) / Double(PANGO_SCALE)
                let count = Int(glyphs.pointee.num_glyphs)
                do {
                    var x = penX
                    for i in 0..<count {
                        let info = glyphs.pointee.glyphs[i]
                        defer { x += Double(info.geometry.width) / Double(PANGO_SCALE) }
                        guard info.glyph != PangoTextLayout.emptyGlyph else { continue }
                        let (number, extents) = self.glyphs.number(of: info.glyph, font: font, scratch: scratch)
                        guard let extents else { continue }
                        let gx = x + Double(info.geometry.x_offset) / Double(PANGO_SCALE) + offset.x
                        let gy = baseline + Double(info.geometry.y_offset) / Double(PANGO_SCALE) + offset.y
                        uses.append("<use xlink:href=\"#")
                        uses.appendID(UInt8(ascii: "g"), number)
                        uses.append("\" x=\"")
                        uses.appendNumber(gx)
                        uses.append("\" y=\"")
                        uses.appendNumber(gy)
                        uses.append("\"/>")
                        let ink = extents.offsetBy(Point(x: gx, y: gy))
                        inkBounds = inkBounds.map { $0.union(ink) } ?? ink
                    }
                }
                penX += Double(pango_glyph_string_get_width(glyphs)) / Double(PANGO_SCALE)
            }
            // The line's characters, invisible (no fill), at its baseline and as wide as drawn.
            let range = info.byteRange.clamped(to: 0..<utf8.count)
            guard !range.isEmpty, info.drawnWidth > 0 else { continue }
            Self.appendSearchableLine(
                utf8[range], at: Point(x: origin.x + offset.x, y: origin.y + offset.y), fontSize: fontSize, width: info.drawnWidth, to: &texts)
        }
        guard var bounds = inkBounds else { return }
        bounds = bounds.insetBy(-1)
        if !isTranslation { bounds = transform.boundingBox(of: bounds) }
        uses.append(texts.bytes)
        add(
            SVGShape(body: .glyphs(content: uses.bytes, transform: isTranslation ? nil : transform), color: color, bounds: bounds))
    }

    /// Whether a line has a glyph standing for a character no font has.
    /// A line's characters as an invisible `<text>` (no fill) at its baseline, stretched to the
    /// width drawn: the outlines stay what is seen, and the text is there for search and
    /// screen readers.
    static func appendSearchableLine<S: Sequence>(
        _ utf8: S, at baseline: Point, fontSize: Double, width: Double, to out: inout SVGOutput
    ) where S.Element == UInt8 {
        out.append("<text x=\"")
        out.appendNumber(baseline.x)
        out.append("\" y=\"")
        out.appendNumber(baseline.y)
        out.append("\" font-size=\"")
        out.appendNumber(fontSize)
        out.append("\" textLength=\"")
        out.appendNumber(width)
        out.append("\" lengthAdjust=\"spacingAndGlyphs\" fill=\"none\">")
        out.appendEscaped(utf8)
        out.append("</text>")
    }

    private static func hasUnknownGlyphs(_ line: UnsafeMutablePointer<PangoLayoutLine>) -> Bool {
        var run = line.pointee.runs
        while let node = run {
            defer { run = node.pointee.next }
            guard let item = node.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self), let glyphs = item.pointee.glyphs else { continue }
            for i in 0..<Int(glyphs.pointee.num_glyphs) where glyphs.pointee.glyphs[i].glyph & PangoTextLayout.unknownGlyphFlag != 0 {
                return true
            }
        }
        return false
    }

    /// The path of `cr` (in its current user space) as SVG path data, and its extents.
    static func pathData(of cr: OpaquePointer) -> ([UInt8], Rect?) {
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_path_extents(cr, &x0, &y0, &x1, &y1)
        guard let path = cairo_copy_path(cr) else { return ([], nil) }
        defer { cairo_path_destroy(path) }
        var out = SVGOutput()
        var i = 0
        var hasSegments = false
        func point(_ p: cairo_path_data_t) {
            out.appendNumber(p.point.x)
            out.append(" ")
            out.appendNumber(p.point.y)
        }
        while i < Int(path.pointee.num_data) {
            let header = path.pointee.data[i].header
            let points = path.pointee.data + i + 1
            switch header.type {
            case CAIRO_PATH_MOVE_TO:
                // cairo follows every close with a move to the subpath's start: at the end of
                // the path it draws nothing.
                guard i + Int(header.length) < Int(path.pointee.num_data) else { break }
                out.append("M")
                point(points[0])
            case CAIRO_PATH_LINE_TO:
                out.append("L")
                point(points[0])
                hasSegments = true
            case CAIRO_PATH_CURVE_TO:
                out.append("C")
                point(points[0])
                out.append(" ")
                point(points[1])
                out.append(" ")
                point(points[2])
                hasSegments = true
            case CAIRO_PATH_CLOSE_PATH:
                out.append("Z")
            default:
                break
            }
            i += Int(header.length)
        }
        return (out.bytes, hasSegments ? Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : nil)
    }
}

extension SVGCanvas {
    /// Draws a text of styled runs as the PNG draws it, line by line: the line's underlines as
    /// filled rectangles, its glyphs as `<use>`s grouped by colour (one shape per colour, the
    /// line's characters as invisible `<text>` in the first), then its strikethroughs.
    func drawStyledGlyphs(of layout: TextLayout, in frame: Rect, palette: TextPalette) {
        let transform = currentTransform
        let isTranslation = transform.a == 1 && transform.b == 0 && transform.c == 0 && transform.d == 1
        let offset = isTranslation ? Point(x: transform.tx, y: transform.ty) : .zero
        let utf8 = layout.lines.utf8Text
        let fontSize = layout.request.font.size
        let saved = color
        defer { setColor(saved) }
        for (index, origin) in layout.lineOrigins(in: frame).enumerated() {
            let pen = layout.penOrigin(ofLine: index, at: origin)
            for line in layout.lines.decorations(ofLine: index, origin: pen, underline: true) {
                fillRectangle(line.rect, palette.underline(line.run))
            }
            // Glyph uses per colour, in order of first appearance.
            var groups: [(color: RGBA, uses: SVGOutput, bounds: Rect?)] = []
            for segment in layout.lines.segments(ofLine: index) {
                let segmentColor = palette.glyphs(segment.run)
                let baseline = pen.y - layout.lines.runs[segment.run].attributes.baselineOffset
                if segment.hasUnknownGlyphs {
                    // A character without a glyph: the outlines as Pango draws them for the PNG.
                    let cr = scratch.pointer
                    cairo_new_path(cr)
                    cairo_move_to(cr, pen.x + segment.x, baseline)
                    if let font = segment.font { segment.withGlyphString { pango_cairo_glyph_string_path(cr, font, $0) } }
                    let (path, bounds) = currentPath(inDocumentSpace: true)
                    cairo_new_path(cr)
                    if let bounds { add(SVGShape(body: .fill(path: path), color: segmentColor, bounds: bounds)) }
                    continue
                }
                guard let font = segment.font, let glyphs = segment.item.pointee.glyphs else { continue }
                let group = groups.firstIndex { $0.color == segmentColor } ?? {
                    groups.append((segmentColor, SVGOutput(), nil))
                    return groups.count - 1
                }()
                var x = pen.x + segment.x
                for i in segment.glyphs {
                    let info = glyphs.pointee.glyphs[i]
                    defer { x += Double(info.geometry.width) / Double(PANGO_SCALE) }
                    guard info.glyph != PangoTextLayout.emptyGlyph else { continue }
                    let (number, extents) = self.glyphs.number(of: info.glyph, font: font, scratch: scratch)
                    guard let extents else { continue }
                    let gx = x + Double(info.geometry.x_offset) / Double(PANGO_SCALE) + offset.x
                    let gy = baseline + Double(info.geometry.y_offset) / Double(PANGO_SCALE) + offset.y
                    groups[group].uses.append("<use xlink:href=\"#")
                    groups[group].uses.appendID(UInt8(ascii: "g"), number)
                    groups[group].uses.append("\" x=\"")
                    groups[group].uses.appendNumber(gx)
                    groups[group].uses.append("\" y=\"")
                    groups[group].uses.appendNumber(gy)
                    groups[group].uses.append("\"/>")
                    let ink = extents.offsetBy(Point(x: gx, y: gy))
                    groups[group].bounds = groups[group].bounds.map { $0.union(ink) } ?? ink
                }
            }
            // The line's characters, invisible (no fill), at its baseline and as wide as drawn.
            let info = layout.lines.lines[index]
            let range = info.byteRange.clamped(to: 0..<utf8.count)
            if !groups.isEmpty, !range.isEmpty, info.drawnWidth > 0 {
                var text = SVGOutput()
                Self.appendSearchableLine(
                    utf8[range], at: Point(x: origin.x + offset.x, y: origin.y + offset.y), fontSize: fontSize, width: info.drawnWidth, to: &text)
                groups[0].uses.append(text.bytes)
            }
            for group in groups {
                guard var bounds = group.bounds else { continue }
                bounds = bounds.insetBy(-1)
                if !isTranslation { bounds = transform.boundingBox(of: bounds) }
                add(SVGShape(body: .glyphs(content: group.uses.bytes, transform: isTranslation ? nil : transform), color: group.color, bounds: bounds))
            }
            for line in layout.lines.decorations(ofLine: index, origin: pen, underline: false) {
                fillRectangle(line.rect, palette.strikethrough(line.run))
            }
        }
    }

    /// Fills `rect` (in user space) in `color`, as the PNG does.
    private func fillRectangle(_ rect: Rect, _ color: RGBA) {
        setColor(color)
        newPath()
        addRectangle(rect)
        fill()
    }
}
