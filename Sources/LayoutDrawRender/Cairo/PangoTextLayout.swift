internal import CCairo
internal import CPangoCairo
import LayoutDrawCore

/// One `PangoLayout`: a string in one font, wrapped at a width, optionally ellipsized at the end
/// of a given number of lines. All metrics are logical extents in points, unrounded.
final class PangoTextLayout {
    /// One laid-out line, in layout coordinates (y down from the layout's top).
    struct Line {
        /// Byte range of the line in the layout's UTF-8 text (without the paragraph separator).
        var byteRange: Range<Int>
        /// Whether the line starts a paragraph (the first line, or one after a newline).
        var isParagraphStart: Bool
        /// Left edge of the line's logical extents, relative to its drawing origin.
        var x: Double
        var width: Double
        var top: Double
        var height: Double
        /// Distance from the layout's top to the line's baseline.
        var baseline: Double
    }

    private let layout: OpaquePointer
    let lines: [Line]
    /// Height of the whole layout's logical extents.
    let height: Double

    /// Lays out `text` in `font`, from family `family`.
    /// - Parameters:
    ///   - width: Wrap at this width (words at word boundaries, over-long words between
    ///     characters); nil lays out on the text's own lines.
    ///   - ellipsizedLineCount: With a `width`, keep at most this many lines and end the last one
    ///     with "…" if text was left out (needs `lineHeight`).
    ///   - truncationMode: `.tail` cuts the last of `ellipsizedLineCount` lines at its end;
    ///     `.head` and `.middle` cut every paragraph to one line at its start or middle (the
    ///     caller makes each kept line a paragraph).
    init(
        text: String, font: Font, in fonts: PangoFontContext, width: Double?,
        ellipsizedLineCount: Int? = nil, lineHeight: Double = 0, truncationMode: TruncationMode = .tail
    ) {
        let layout = pango_layout_new(fonts.context)!
        self.layout = layout
        Self.setFont(font, family: fonts.fonts.families(for: text), languages: TextLanguages.runs(in: text), on: layout)
        let utf8 = Array(text.utf8)
        utf8.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) {
                pango_layout_set_text(layout, $0.baseAddress, Int32(clamping: $0.count))
            }
        }
        if let width {
            pango_layout_set_width(layout, Int32(Self.units(width)))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
            if let count = ellipsizedLineCount {
                switch truncationMode {
                case .tail:
                    // A positive height limits the whole layout (a negative line count would apply
                    // per paragraph); half a line of slack keeps rounding from dropping a line.
                    pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
                    let line = Self.units(lineHeight)
                    pango_layout_set_height(layout, Int32(clamping: count * line + line / 2))
                case .head, .middle:
                    // -1: every paragraph one line, cut where the mode says.
                    pango_layout_set_ellipsize(layout, truncationMode == .head ? PANGO_ELLIPSIZE_START : PANGO_ELLIPSIZE_MIDDLE)
                    pango_layout_set_height(layout, -1)
                }
            }
        }
        (lines, height) = Self.readLines(of: layout)
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }

    /// Draws line `index` with the left of its logical extents at `x` and its baseline at `baseline`,
    /// in the context's current source colour.
    ///
    /// On bitmaps the glyph outlines are filled as paths: cairo 1.16's image surface rounds each
    /// glyph's position to a whole pixel, while the SVG output places glyphs exactly, so showing
    /// glyphs would make the PNG and a rasterised SVG of the same scene differ at every text edge.
    /// Filled outlines sit at their exact, unrounded positions, as layout measured them.
    func drawLine(_ index: Int, x: Double, baseline: Double, in context: CairoContext) {
        guard let line = pango_layout_get_line_readonly(layout, Int32(index)) else { return }
        cairo_move_to(context.pointer, x - lines[index].x, baseline)
        if cairo_surface_get_type(cairo_get_target(context.pointer)) == CAIRO_SURFACE_TYPE_IMAGE {
            cairo_new_path(context.pointer)
            cairo_move_to(context.pointer, x - lines[index].x, baseline)
            pango_cairo_layout_line_path(context.pointer, line)
            let rule = cairo_get_fill_rule(context.pointer)
            cairo_set_fill_rule(context.pointer, CAIRO_FILL_RULE_WINDING)
            cairo_fill(context.pointer)
            cairo_set_fill_rule(context.pointer, rule)
        } else {
            pango_cairo_show_layout_line(context.pointer, line)
        }
    }

    /// Line `index` of the layout, for walking its glyphs (valid as long as this layout).
    func pangoLine(_ index: Int) -> UnsafeMutablePointer<PangoLayoutLine>? {
        pango_layout_get_line_readonly(layout, Int32(index))
    }

    /// The UTF-8 text of the layout.
    var utf8Text: [UInt8] {
        guard let text = pango_layout_get_text(layout) else { return [] }
        return Array(String(cString: text).utf8)
    }

    /// The characters no configured font has a glyph for (Pango draws them as boxes with their
    /// code), in order of first appearance, each once. Spaces and control characters, which
    /// draw nothing, are left out.
    var missingCharacters: [Unicode.Scalar] {
        var missing: [Unicode.Scalar] = []
        let count = pango_layout_get_line_count(layout)
        for index in 0..<count {
            guard let line = pango_layout_get_line_readonly(layout, index) else { continue }
            var run = line.pointee.runs
            while let node = run {
                defer { run = node.pointee.next }
                guard let item = node.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
                    let glyphs = item.pointee.glyphs
                else { continue }
                for i in 0..<Int(glyphs.pointee.num_glyphs) {
                    let glyph = glyphs.pointee.glyphs[i].glyph
                    guard glyph & Self.unknownGlyphFlag != 0, glyph != Self.emptyGlyph,
                        let scalar = Unicode.Scalar(glyph & ~Self.unknownGlyphFlag),
                        !scalar.properties.isWhitespace, scalar.properties.generalCategory != .control,
                        !missing.contains(scalar)
                    else { continue }
                    missing.append(scalar)
                }
            }
        }
        return missing
    }

    /// PANGO_GLYPH_UNKNOWN_FLAG: set on a glyph that stands for a character without one (the
    /// rest of the number is the character); PANGO_GLYPH_EMPTY draws nothing.
    static let unknownGlyphFlag: UInt32 = 0x1000_0000
    static let emptyGlyph: UInt32 = 0x0FFF_FFFF

    private static func units(_ points: Double) -> Int {
        let value = (points * Double(PANGO_SCALE)).rounded()
        guard value > 0 else { return 0 }  // and NaN
        return value >= Double(Int32.max) ? Int(Int32.max) : Int(value)
    }

    private static func points(_ units: Int32) -> Double { Double(units) / Double(PANGO_SCALE) }

    private static func setFont(
        _ font: Font, family: String, languages: [(bytes: Range<Int>, language: String)], on layout: OpaquePointer
    ) {
        let description = pango_font_description_new()
        pango_font_description_set_family(description, family)
        // An absolute size is in device units, which at resolution 72 are points.
        // Pango keeps sizes as Int32 units; the scene decoder allows at most 10,000 points.
        let size = font.size.isFinite ? min(max(font.size, 0.01), 100_000) : 17
        pango_font_description_set_absolute_size(description, size * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(font.weight.numericValue)))
        pango_font_description_set_style(description, font.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_layout_set_font_description(layout, description)  // copies the description
        pango_font_description_free(description)

        // Inter's contextual alternates turn "414.0 x 818.0" into "414.0 × 818.0"; the system
        // font draws what was typed, so they are off. Monospaced design gets tabular figures.
        let features = font.design == .monospaced ? "calt 0, tnum" : "calt 0"
        let attributes = pango_attr_list_new()
        pango_attr_list_insert(attributes, pango_attr_font_features_new(features))
        // A word broken across lines gets no hyphen, as in SwiftUI (Pango adds one by default).
        pango_attr_list_insert(attributes, pango_attr_insert_hyphens_new(0))
        // Each run's language from the text, never from the environment (see TextLanguages).
        for run in languages {
            let attribute = pango_attr_language_new(pango_language_from_string(run.language))!
            attribute.pointee.start_index = UInt32(clamping: run.bytes.lowerBound)
            attribute.pointee.end_index = UInt32(clamping: run.bytes.upperBound)
            pango_attr_list_insert(attributes, attribute)
        }
        pango_layout_set_attributes(layout, attributes)  // takes a reference
        pango_attr_list_unref(attributes)
    }

    private static func readLines(of layout: OpaquePointer) -> ([Line], Double) {
        var lines: [Line] = []
        let iterator = pango_layout_get_iter(layout)!
        defer { pango_layout_iter_free(iterator) }
        repeat {
            let line = pango_layout_iter_get_line_readonly(iterator)!
            var inLayout = PangoRectangle(), inLine = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &inLayout)
            pango_layout_line_get_extents(line, nil, &inLine)
            let start = Int(line.pointee.start_index)
            lines.append(
                Line(
                    byteRange: start..<(start + Int(line.pointee.length)),
                    isParagraphStart: line.pointee.is_paragraph_start != 0,
                    x: points(inLine.x), width: points(inLine.width),
                    top: points(inLayout.y), height: points(inLayout.height),
                    baseline: points(pango_layout_iter_get_baseline(iterator))))
        } while pango_layout_iter_next_line(iterator) != 0
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return (lines, points(logical.height))
    }
}
