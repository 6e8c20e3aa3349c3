internal import CCairo
internal import CPangoCairo
import LayoutDrawCore

/// A stretch of one line's glyphs that belongs to one run: what is drawn in one colour at one
/// baseline offset, and under or through which one decoration runs. Pango's glyph items follow
/// its fonts and letter spacing; runs that differ only in colour, decoration or baseline offset
/// share an item, so items are cut here, glyph by glyph, by the run each glyph's cluster is in.
struct TextSegment {
    /// The glyph item the glyphs are in (valid as long as the layout).
    let item: UnsafeMutablePointer<PangoGlyphItem>
    /// The glyphs of the item's glyph string.
    let glyphs: Range<Int>
    /// Where the first glyph starts, from the line's drawing origin (the pen position Pango
    /// draws the line from).
    let x: Double
    let width: Double
    /// The index of the run in the layout's runs.
    let run: Int

    var font: UnsafeMutablePointer<PangoFont>? { item.pointee.item.pointee.analysis.font }

    /// The glyphs as a glyph string of their own (sharing the item's storage), for Pango's
    /// drawing functions.
    func withGlyphString<Result>(_ body: (UnsafeMutablePointer<PangoGlyphString>) -> Result) -> Result {
        let all = item.pointee.glyphs!
        var slice = PangoGlyphString(
            num_glyphs: Int32(glyphs.count), glyphs: all.pointee.glyphs + glyphs.lowerBound,
            log_clusters: all.pointee.log_clusters + glyphs.lowerBound, space: 0)
        return body(&slice)
    }

    /// Whether a glyph stands for a character no font has (Pango draws a box).
    var hasUnknownGlyphs: Bool {
        let all = item.pointee.glyphs!
        return glyphs.contains { all.pointee.glyphs[$0].glyph & PangoTextLayout.unknownGlyphFlag != 0 }
    }
}

/// A decoration's line: where it is, in the frame's coordinates, and the run it belongs to.
struct TextDecorationLine {
    let rect: Rect
    let run: Int
}

extension PangoTextLayout {
    /// The segments of line `index`, in drawing order (left to right).
    func segments(ofLine index: Int) -> [TextSegment] {
        guard let line = pangoLine(index) else { return [] }
        var segments: [TextSegment] = []
        var penX = 0.0
        var node = line.pointee.runs
        while let current = node {
            defer { node = current.pointee.next }
            guard let item = current.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
                let glyphs = item.pointee.glyphs
            else { continue }
            let itemStart = Int(item.pointee.item.pointee.offset)
            let count = Int(glyphs.pointee.num_glyphs)
            var start = 0
            var startX = penX
            var x = penX
            var run = count > 0 ? runIndex(atByte: itemStart + Int(glyphs.pointee.log_clusters[0])) : 0
            for i in 0..<count {
                let glyphRun = runIndex(atByte: itemStart + Int(glyphs.pointee.log_clusters[i]))
                if glyphRun != run {
                    segments.append(TextSegment(item: item, glyphs: start..<i, x: startX, width: x - startX, run: run))
                    start = i
                    startX = x
                    run = glyphRun
                }
                x += Double(glyphs.pointee.glyphs[i].geometry.width) / Double(PANGO_SCALE)
            }
            if count > start {
                segments.append(TextSegment(item: item, glyphs: start..<count, x: startX, width: x - startX, run: run))
            }
            penX = x
        }
        return segments
    }

    /// The underlines (`underline`) or strikethroughs of line `index` drawn from `origin` (its
    /// pen position and baseline), one per segment of a decorated run, at its font's position and
    /// thickness and its run's baseline offset.
    func decorations(ofLine index: Int, origin: Point, underline: Bool) -> [TextDecorationLine] {
        var lines: [TextDecorationLine] = []
        for segment in segments(ofLine: index) where segment.width != 0 {
            let attributes = runs[segment.run].attributes
            guard (underline ? attributes.underline : attributes.strikethrough) != nil, let font = segment.font,
                let metrics = pango_font_get_metrics(font, segment.item.pointee.item.pointee.analysis.language)
            else { continue }
            defer { pango_font_metrics_unref(metrics) }
            // Pango's positions are of the line's top edge above the baseline.
            let position = Double(underline
                ? pango_font_metrics_get_underline_position(metrics) : pango_font_metrics_get_strikethrough_position(metrics))
            let thickness = Double(underline
                ? pango_font_metrics_get_underline_thickness(metrics) : pango_font_metrics_get_strikethrough_thickness(metrics))
            let top = origin.y - attributes.baselineOffset - position / Double(PANGO_SCALE)
            let rect = Rect(x: origin.x + segment.x, y: top, width: segment.width, height: thickness / Double(PANGO_SCALE))
            // Neighbouring segments of one run (split by an item) make one line.
            if let last = lines.last, last.run == segment.run, last.rect.minY == rect.minY, last.rect.height == rect.height,
                abs(last.rect.maxX - rect.minX) < 1e-9
            {
                lines[lines.count - 1] = TextDecorationLine(
                    rect: Rect(x: last.rect.minX, y: top, width: rect.maxX - last.rect.minX, height: rect.height), run: segment.run)
            } else {
                lines.append(TextDecorationLine(rect: rect, run: segment.run))
            }
        }
        return lines
    }

    /// Draws `segment` of a line whose pen starts at `origin`, at its run's baseline offset, as
    /// filled outlines in the context's current colour (see `drawLine` on why outlines).
    func drawSegment(_ segment: TextSegment, origin: Point, in context: CairoContext) {
        guard let font = segment.font else { return }
        let cr = context.pointer
        let baseline = origin.y - runs[segment.run].attributes.baselineOffset
        cairo_new_path(cr)
        cairo_move_to(cr, origin.x + segment.x, baseline)
        segment.withGlyphString { glyphs in
            if cairo_surface_get_type(cairo_get_target(cr)) == CAIRO_SURFACE_TYPE_IMAGE {
                pango_cairo_glyph_string_path(cr, font, glyphs)
                let rule = cairo_get_fill_rule(cr)
                cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
                cairo_fill(cr)
                cairo_set_fill_rule(cr, rule)
            } else {
                pango_cairo_show_glyph_string(cr, font, glyphs)
            }
        }
    }
}
