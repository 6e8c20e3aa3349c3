internal import CCairo
internal import CPangoCairo
import LayoutDrawCore

/// One `PangoLayout`: a text of runs (each in its font, with its letter spacing), wrapped at a
/// width, optionally ellipsized at the end of a given number of lines. All metrics are in
/// points, unrounded.
///
/// Pango sets the runs' fonts, font features and letter spacing (the system font's tracking by
/// size included, `SystemFontMetrics`), and breaks the lines; what it has no attribute for as
/// SwiftUI means it is done here: a run of a display size is set in the Display cut, and its
/// width between the two cuts is reached by spacing (`opticalSpacing`); a kerned line's width
/// counts the space after its last character (Pango's letter spacing leaves it out); and the
/// lines are placed as Core Text places them (`placeLines`): each as high as SF Pro's ascender
/// and descender at its runs' sizes (or a fallback font's own, taller, for CJK), grown to hold
/// runs moved by a baseline offset where they are and where they would be, and the next line
/// below it by its text style's leading and the `lineSpacing`. Colours and decorations are
/// drawn by `TextLayout`.
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
        /// The part of `width` drawn as nothing after the line: the width Pango gives the "…" of a
        /// line cut at its start or in its middle beyond the ellipsis's own (`tightenEllipses`).
        var spareWidth = 0.0

        /// The width the line's glyphs are drawn over.
        var drawnWidth: Double { width - spareWidth }
    }

    private let layout: OpaquePointer
    /// The runs laid out, with their byte ranges in the layout's text.
    let runs: [TextRun]
    let runStarts: [Int]
    let lines: [Line]
    /// Height of the whole layout's logical extents.
    let height: Double
    /// The height of the first line as Pango measures it (without baseline offsets), which is
    /// what its height limit for ellipsizing counts.
    let firstPangoLineHeight: Double

    /// Lays out `runs` from family `family`.
    /// - Parameters:
    ///   - width: Wrap at this width (words at word boundaries, over-long words between
    ///     characters); nil lays out on the text's own lines.
    ///   - lineSpacing: Points between one line's bottom and the next one's top.
    ///   - ellipsizedLineCount: With a `width`, keep at most this many lines and end the last one
    ///     with "…" if text was left out (needs `lineHeight`, Pango's height of a line).
    ///   - truncationMode: `.tail` cuts the last of `ellipsizedLineCount` lines at its end;
    ///     `.head` and `.middle` cut every paragraph to one line at its start or middle (the
    ///     caller makes each kept line a paragraph).
    init(
        runs: [TextRun], in fonts: PangoFontContext, width: Double?, lineSpacing: Double = 0,
        ellipsizedLineCount: Int? = nil, lineHeight: Double = 0, truncationMode: TruncationMode = .tail
    ) {
        let layout = pango_layout_new(fonts.context)!
        self.layout = layout
        self.runs = runs
        var starts: [Int] = []
        var text = ""
        for run in runs {
            starts.append(text.utf8.count)
            text += run.string
        }
        runStarts = starts
        let spacings = Self.letterSpacings(of: runs, in: fonts)
        Self.setAttributes(of: runs, spacings: spacings, starts: starts, text: text, fonts: fonts, on: layout)
        let utf8 = Array(text.utf8)
        utf8.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) {
                pango_layout_set_text(layout, $0.baseAddress, Int32(clamping: $0.count))
            }
        }
        let spacing = lineSpacing.isFinite ? max(0, lineSpacing) : 0
        if let width {
            // Pango fits a line with the letter spacing after its last character, and then
            // leaves that out of the line's width; tracking's should not count, kerning's does
            // (see `wrapWidth`).
            pango_layout_set_width(layout, Int32(Self.units(Self.wrapWidth(width, runs: runs, spacings: spacings))))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
            if let count = ellipsizedLineCount {
                switch truncationMode {
                case .tail:
                    // A positive height limits the whole layout (a negative line count would apply
                    // per paragraph); half a line of slack keeps rounding from dropping a line.
                    // Pango's lines stack without the spacing `placeLines` puts between them.
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
        let spare = ellipsizedLineCount != nil && width != nil && truncationMode != .tail ? Self.tightenEllipses(of: layout) : [:]
        var (lines, height) = Self.readLines(of: layout)
        for (index, extra) in spare where index < lines.count {
            lines[index].width += extra
            lines[index].spareWidth = extra
        }
        firstPangoLineHeight = lines.first?.height ?? 0
        if runs.contains(where: { $0.attributes.spacesLastCharacter }) {
            Self.addTrailingKerning(to: &lines, runs: runs, starts: starts, text: utf8)
        }
        height = Self.placeLines(&lines, of: layout, runs: runs, starts: starts, fonts: fonts, lineSpacing: spacing)
        self.lines = lines
        self.height = height
    }

    /// The width Pango wraps at for `width`: Pango fits a line with every character's letter
    /// spacing, its last one's included, so a tracked text gets its tracking back; a kerned
    /// line's last spacing (its kerning, not the system font's tracking) counts in its width
    /// anyway. With runs of several trackings, the smallest (lines never exceed `width`, and may
    /// wrap a little early).
    private static func wrapWidth(_ width: Double, runs: [TextRun], spacings: [Double]) -> Double {
        let slack = zip(runs, spacings).map { $1 - $0.attributes.trailingSpacing }.min() ?? 0
        return max(0, width + slack)
    }

    /// Each run's letter spacing: its attributes' (the system font's tracking and the text's own
    /// tracking or kerning), and for a run of a size between the Text and the Display designs
    /// (`SystemFontMetrics.opticalSizeFraction` strictly between 0 and 1) the spacing that
    /// brings its width to the width between the two cuts (`opticalSpacing`).
    private static func letterSpacings(of runs: [TextRun], in fonts: PangoFontContext) -> [Double] {
        runs.map { run in
            // An image advances by its own width, without the letters' spacing.
            guard run.attachment == nil else { return 0 }
            let attributes = run.attributes
            var spacing = attributes.letterSpacing
            guard spacing.isFinite else { return 0 }
            if attributes.font.usesSystemMetrics, fonts.displayFamily != nil, !hasTabularFigures(attributes.font) {
                let fraction = SystemFontMetrics.opticalSizeFraction(size: attributes.font.size)
                if fraction > 0 && fraction < 1 { spacing += opticalSpacing(run, fraction: fraction, in: fonts) }
            }
            return spacing
        }
    }

    /// SF Pro's design varies smoothly from Text to Display between 17 and 28 points; Inter has
    /// the two ends only. A run of such a size is drawn in the nearer cut (`usesDisplayCut`), and
    /// its width is taken to the width between the two cuts' at its fraction of the way
    /// (`SystemFontMetrics.opticalSizeFraction`): the difference is spread over the gaps between
    /// its characters. The two cuts' widths differ by the sum of their characters' advances
    /// (each measured once; the cuts' kerning is left out of the difference). So a 22-point title is as wide as 0.35 of the way from Inter's width to
    /// Inter Display's, in Inter's letters.
    private static func opticalSpacing(_ run: TextRun, fraction: Double, in fonts: PangoFontContext) -> Double {
        guard let display = fonts.displayFamily else { return 0 }
        let font = run.attributes.font
        let featureList = features(of: run.attributes)
        let runKey = PangoFontContext.OpticalRunKey(string: run.string, weight: font.weight, isItalic: font.isItalic, features: featureList)
        if let known = fonts.opticalRunDeltas[runKey] {
            return spacing(delta: known.delta, characters: known.characters, font: font, fraction: fraction)
        }
        var characters = 0
        var delta = 0.0  // Display's width less Text's, in ems
        for character in run.string where character != "\n" {
            characters += 1
            let key = PangoFontContext.OpticalDeltaKey(character: character, weight: font.weight, isItalic: font.isItalic, features: featureList)
            if let known = fonts.opticalDeltas[key] {
                delta += known
                continue
            }
            // One character at 100 points in each cut (unhinted: widths scale with the size).
            var reference = font
            reference.size = 100
            let string = String(character)
            let text = oneLineWidth(string, family: fonts.fonts.families(for: string), font: reference, features: featureList, in: fonts)
            let displayWidth = oneLineWidth(
                string, family: fonts.fonts.families(for: string, display: display), font: reference, features: featureList, in: fonts)
            let known = (displayWidth - text) / 100
            if fonts.opticalDeltas.count >= 8192 { fonts.opticalDeltas.removeAll(keepingCapacity: true) }
            fonts.opticalDeltas[key] = known
            delta += known
        }
        if fonts.opticalRunDeltas.count >= 4096 { fonts.opticalRunDeltas.removeAll(keepingCapacity: true) }
        fonts.opticalRunDeltas[runKey] = (delta, characters)
        return spacing(delta: delta, characters: characters, font: font, fraction: fraction)
    }

    /// The spacing that takes a run of `characters` whose cuts differ by `delta` ems from the cut
    /// drawn to the width between: Text + fraction × (Display − Text).
    private static func spacing(delta: Double, characters: Int, font: Font, fraction: Double) -> Double {
        guard characters > 1 else { return 0 }
        let difference = delta * font.size
        let change = usesDisplayCut(font) ? (fraction - 1) * difference : fraction * difference
        return change / Double(characters - 1)
    }

    /// Whether a run in `font` is set in the Display cut: from halfway between the designs on
    /// (from about 22.8 points), where the Display cut is the nearer; never a run with tabular figures,
    /// since Inter Display's `tnum` does not make its digits one width (at 20 points "1111" is
    /// 40.16 wide in it and "8888" 46.72; in Inter both are 51.82).
    static func usesDisplayCut(_ font: Font) -> Bool {
        font.usesSystemMetrics && !hasTabularFigures(font) && SystemFontMetrics.opticalSizeFraction(size: font.size) >= 0.5
    }

    /// Whether a run in `font` has digits of one width (`.monospaced`, `monospacedDigit()`).
    static func hasTabularFigures(_ font: Font) -> Bool {
        font.design == .monospaced || font.monospacedDigit
    }

    /// The width of `string` on one line in `family` (a Pango family list), without spacing.
    private static func oneLineWidth(_ string: String, family: String, font: Font, features: String, in fonts: PangoFontContext) -> Double {
        let layout = pango_layout_new(fonts.context)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let description = pango_font_description_new()
        pango_font_description_set_family(description, family)
        pango_font_description_set_absolute_size(description, pangoSize(font) * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(font.weight.numericValue)))
        pango_font_description_set_style(description, font.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        let attributes = pango_attr_list_new()
        pango_attr_list_insert(attributes, pango_attr_font_features_new(features))
        pango_attr_list_insert(attributes, pango_attr_language_new(pango_language_from_string("en")))
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
        pango_layout_set_text(layout, string, -1)
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return points(logical.width)
    }

    /// Draws each "…" of a line cut at its start or in its middle at its own width, and returns
    /// the width taken off each such line (by line index).
    ///
    /// Pango makes a cut line exactly as wide as the layout: it adds what the line lacks to the
    /// advance of the ellipsis's last glyph (pango's `fixup_ellipsis_run`). At the end of a line
    /// that is invisible; at its start or in its middle it drew a gap up to a character wide
    /// after the "…" ("…  mps over the lazy dog"), where iOS draws the "…" against the text.
    /// The width taken off still counts in the line's width (the cut line fills the width it was
    /// cut to), after the glyphs.
    private static func tightenEllipses(of layout: OpaquePointer) -> [Int: Double] {
        var spare: [Int: Double] = [:]
        for index in 0..<pango_layout_get_line_count(layout) {
            // Not `_readonly`: the line's glyphs change, so Pango must not keep extents it cached.
            guard let line = pango_layout_get_line(layout, index) else { continue }
            var node = line.pointee.runs
            while let current = node {
                defer { node = current.pointee.next }
                guard let run = current.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
                    run.pointee.item.pointee.analysis.flags & UInt8(Self.ellipsisFlag) != 0,
                    let glyphs = run.pointee.glyphs, glyphs.pointee.num_glyphs > 0,
                    let font = run.pointee.item.pointee.analysis.font
                else { continue }
                let last = Int(glyphs.pointee.num_glyphs) - 1
                var logical = PangoRectangle()
                pango_font_get_glyph_extents(font, glyphs.pointee.glyphs[last].glyph, nil, &logical)
                let extra = glyphs.pointee.glyphs[last].geometry.width - logical.width
                guard extra > 0 else { continue }
                glyphs.pointee.glyphs[last].geometry.width = logical.width
                spare[Int(index), default: 0] += points(extra)
            }
        }
        return spare
    }

    /// PANGO_ANALYSIS_FLAG_IS_ELLIPSIS: the run holds the "…" that stands for cut text.
    static let ellipsisFlag = 1 << 1

    /// The index of the run holding byte `offset`.
    func runIndex(atByte offset: Int) -> Int {
        Self.runIndex(atByte: offset, starts: runStarts)
    }

    private static func runIndex(atByte offset: Int, starts: [Int]) -> Int {
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Adds to each line's width the kerning after its last character (the last that is not
    /// whitespace), which Pango's letter spacing leaves out: Core Text's kerning follows every
    /// character.
    private static func addTrailingKerning(to lines: inout [Line], runs: [TextRun], starts: [Int], text: [UInt8]) {
        for index in lines.indices {
            var end = min(lines[index].byteRange.upperBound, text.count)
            let start = lines[index].byteRange.lowerBound
            while end > start, text[end - 1] == UInt8(ascii: " ") || text[end - 1] == UInt8(ascii: "\t") { end -= 1 }
            guard end > start else { continue }
            // The first byte of the last character.
            var first = end - 1
            while first > start, text[first] & 0xC0 == 0x80 { first -= 1 }
            let attributes = runs[runIndex(atByte: first, starts: starts)].attributes
            if attributes.spacesLastCharacter { lines[index].width += attributes.kerning }
        }
    }

    /// Places the lines as Core Text does and returns the layout's height. Each line is as high
    /// as its tallest run: a run in a font that stands in for the system font (Inter, Inter
    /// Display, the `--font-family`) is SF Pro's ascender above the baseline and descender below
    /// it at its size (`SystemFontMetrics`); a run Pango set in another font (a CJK character in
    /// Noto Sans CJK) keeps that font's own, taller line, as Apple's CJK fonts make a line on a
    /// device; a font with its own metrics (a diagram label) keeps Pango's. A run moved by a
    /// baseline offset counts both where it would be and where it is. The next line starts
    /// below it by the line's leading (its text style's, `Font.styleLeading`, less SF Pro's line
    /// height: 22 − 20.29 for body; none for a font without a style) and `lineSpacing`.
    private static func placeLines(
        _ lines: inout [Line], of layout: OpaquePointer, runs: [TextRun], starts: [Int], fonts: PangoFontContext, lineSpacing: Double
    ) -> Double {
        var top = 0.0
        for index in lines.indices {
            var ascent = -Double.infinity, descent = -Double.infinity, gap = -Double.infinity
            func add(_ attributes: TextAttributes, ascent up: Double, descent down: Double) {
                let offset = attributes.baselineOffset
                ascent = max(ascent, up, up + offset)
                descent = max(descent, down, down - offset)
                gap = max(gap, leadingGap(of: attributes.font))
            }
            if let line = pango_layout_get_line_readonly(layout, Int32(index)) {
                var node = line.pointee.runs
                while let current = node {
                    defer { node = current.pointee.next }
                    guard let item = current.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
                        let glyphs = item.pointee.glyphs, let font = item.pointee.item.pointee.analysis.font
                    else { continue }
                    let standIn = fonts.isStandIn(font)
                    var own: (Double, Double)?
                    // Every run of the item (an item may hold runs that differ only in colour or offset).
                    let itemStart = Int(item.pointee.item.pointee.offset)
                    let itemEnd = itemStart + max(1, Int(item.pointee.item.pointee.length))
                    var run = runIndex(atByte: itemStart, starts: starts)
                    while run < runs.count && starts[run] < itemEnd {
                        let attributes = runs[run].attributes
                        if let attachment = runs[run].attachment {
                            // An image: the line it asks for, else its font's (a symbol).
                            let size = attributes.font.size
                            let system = attributes.font.usesSystemMetrics
                            add(
                                attributes, ascent: attachment.lineAscent ?? (system ? SystemFontMetrics.ascent(size: size) : -attachment.drawn.minY),
                                descent: attachment.lineDescent ?? (system ? SystemFontMetrics.descent(size: size) : attachment.drawn.maxY))
                        } else if attributes.font.usesSystemMetrics && standIn {
                            let size = attributes.font.size
                            add(attributes, ascent: SystemFontMetrics.ascent(size: size), descent: SystemFontMetrics.descent(size: size))
                        } else {
                            if own == nil {
                                var logical = PangoRectangle()
                                pango_glyph_string_extents(glyphs, font, nil, &logical)
                                own = (-points(logical.y), points(logical.y + logical.height))
                            }
                            add(attributes, ascent: own!.0, descent: own!.1)
                        }
                        run += 1
                    }
                }
            }
            if ascent == -.infinity {
                // A line without glyphs (an empty paragraph): as high as the run it is in.
                let attributes = runs[runIndex(atByte: lines[index].byteRange.lowerBound, starts: starts)].attributes
                if attributes.font.usesSystemMetrics {
                    let size = attributes.font.size
                    add(attributes, ascent: SystemFontMetrics.ascent(size: size), descent: SystemFontMetrics.descent(size: size))
                } else {
                    let up = lines[index].baseline - lines[index].top
                    add(attributes, ascent: up, descent: lines[index].height - up)
                }
            }
            if index > 0 { top += lineSpacing }
            lines[index].top = top
            lines[index].baseline = top + ascent
            lines[index].height = ascent + descent
            top += ascent + descent
            if index < lines.count - 1 { top += gap }
        }
        return top
    }

    /// The space a line in `font` leaves below it before the next: its text style's leading less
    /// SF Pro's line height at its size (may be negative with `.leading(.tight)`); none for a font
    /// without a style, whose lines stack at their own height (`UIFont.systemFont(ofSize: 15)` has
    /// a `lineHeight` of 17.900391, its ascender and descender: no leading).
    static func leadingGap(of font: Font) -> Double {
        guard font.usesSystemMetrics, let leading = font.styleLeading, leading.isFinite else { return 0 }
        return leading - SystemFontMetrics.lineHeight(size: font.size)
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

    /// The font, features, letter spacing and languages of every run. The layout's font is the
    /// first run's; a run in another font gets attributes for what differs. A text of one plain
    /// run gets exactly the attributes it always had (its pictures stay byte for byte).
    private static func setAttributes(
        of runs: [TextRun], spacings: [Double], starts: [Int], text: String, fonts: PangoFontContext, on layout: OpaquePointer
    ) {
        let base = runs[0].attributes.font
        // The family list of a run: the Display cut first for a display size.
        let textFamilies = fonts.fonts.families(for: text)
        var displayFamilies: String?
        func families(_ font: Font) -> String {
            guard let display = fonts.displayFamily, usesDisplayCut(font) else { return textFamilies }
            if displayFamilies == nil { displayFamilies = fonts.fonts.families(for: text, display: display) }
            return displayFamilies!
        }
        let baseFamilies = families(base)
        let description = pango_font_description_new()
        pango_font_description_set_family(description, baseFamilies)
        // An absolute size is in device units, which at resolution 72 are points.
        // Pango keeps sizes as Int32 units; the scene decoder allows at most 10,000 points.
        pango_font_description_set_absolute_size(description, pangoSize(base) * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(base.weight.numericValue)))
        pango_font_description_set_style(description, base.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        if base.width != .standard { pango_font_description_set_stretch(description, stretch(base.width)) }
        pango_layout_set_font_description(layout, description)  // copies the description
        pango_font_description_free(description)

        let attributes = pango_attr_list_new()
        func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?, _ bytes: Range<Int>?) {
            guard let attribute else { return }
            if let bytes {
                attribute.pointee.start_index = UInt32(clamping: bytes.lowerBound)
                attribute.pointee.end_index = UInt32(clamping: bytes.upperBound)
            }
            pango_attr_list_insert(attributes, attribute)
        }
        let ends = starts.dropFirst() + [text.utf8.count]
        let ranges = zip(starts, ends).map { $0..<$1 }
        // Features and letter spacing over the longest stretches that share them, the whole text
        // when all do (so that Pango's items are split no more than the fonts split them).
        for (value, bytes) in stretches(runs.map { features(of: $0.attributes) }, ranges) {
            insert(pango_attr_font_features_new(value), bytes)
        }
        for (value, bytes) in stretches(spacings, ranges) where value != 0 && value.isFinite {
            let units = (value * Double(PANGO_SCALE)).rounded()
            insert(pango_attr_letter_spacing_new(Int32(max(min(units, 1e9), -1e9))), bytes)
        }
        for (run, bytes) in zip(runs, ranges) where run.attributes.font != base {
            let font = run.attributes.font
            if font.size != base.size { insert(pango_attr_size_new_absolute(Int32(pangoSize(font) * Double(PANGO_SCALE))), bytes) }
            if font.weight != base.weight { insert(pango_attr_weight_new(PangoWeight(rawValue: UInt32(font.weight.numericValue))), bytes) }
            if font.isItalic != base.isItalic { insert(pango_attr_style_new(font.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL), bytes) }
            let runFamilies = families(font)
            if runFamilies != baseFamilies { insert(pango_attr_family_new(runFamilies), bytes) }
            if font.width != base.width { insert(pango_attr_stretch_new(stretch(font.width)), bytes) }
        }
        // An image: its character is a shape of the image's advance and line (Pango draws
        // nothing for it; `TextLayout.attachmentFrames` says where the painter draws it).
        for (run, bytes) in zip(runs, ranges) {
            guard let attachment = run.attachment else { continue }
            let size = run.attributes.font.size
            let system = run.attributes.font.usesSystemMetrics
            let ascent = attachment.lineAscent ?? (system ? SystemFontMetrics.ascent(size: size) : -attachment.drawn.minY)
            let descent = attachment.lineDescent ?? (system ? SystemFontMetrics.descent(size: size) : attachment.drawn.maxY)
            var logical = PangoRectangle(
                x: 0, y: Int32(clamping: -units(max(0, ascent))), width: Int32(clamping: units(attachment.width)),
                height: Int32(clamping: units(max(0, ascent)) + units(max(0, descent))))
            var ink = logical
            insert(pango_attr_shape_new(&ink, &logical), bytes)
        }
        // A word broken across lines gets no hyphen, as in SwiftUI (Pango adds one by default).
        insert(pango_attr_insert_hyphens_new(0), nil)
        // Each run's language from the text, never from the environment (see TextLanguages).
        for run in TextLanguages.runs(in: text) {
            insert(pango_attr_language_new(pango_language_from_string(run.language)), run.bytes)
        }
        pango_layout_set_attributes(layout, attributes)  // takes a reference
        pango_attr_list_unref(attributes)
    }

    /// The stretch a width asks fontconfig for (a family without such a face, as Inter, keeps its
    /// normal one).
    private static func stretch(_ width: Font.Width) -> PangoStretch {
        switch width {
        case .compressed: PANGO_STRETCH_EXTRA_CONDENSED
        case .condensed: PANGO_STRETCH_CONDENSED
        case .standard: PANGO_STRETCH_NORMAL
        case .expanded: PANGO_STRETCH_EXPANDED
        }
    }

    /// A font size Pango takes.
    private static func pangoSize(_ font: Font) -> Double {
        font.size.isFinite ? min(max(font.size, 0.01), 100_000) : 17
    }

    /// The OpenType features of a run. Inter's contextual alternates turn "414.0 x 818.0" into
    /// "414.0 × 818.0"; the system font draws what was typed, so they are off. Monospaced
    /// design and `monospacedDigit` get tabular figures; tracking turns the nonessential
    /// ligatures off, as Core Text's does.
    private static func features(of attributes: TextAttributes) -> String {
        var features = "calt 0"
        if attributes.font.design == .monospaced || attributes.font.monospacedDigit { features += ", tnum" }
        // Small capitals where the font has them (Inter has neither feature).
        if attributes.font.lowercaseSmallCaps { features += ", smcp" }
        if attributes.font.uppercaseSmallCaps { features += ", c2sc" }
        if attributes.tracking != 0 { features += ", liga 0, clig 0" }
        return features
    }

    /// `values` (one per range of `ranges`, in order) as maximal stretches of equal values; a
    /// single stretch has no range (the whole text).
    private static func stretches<Value: Equatable>(_ values: [Value], _ ranges: [Range<Int>]) -> [(Value, Range<Int>?)] {
        var result: [(Value, Range<Int>)] = []
        for (value, range) in zip(values, ranges) {
            if let last = result.last, last.0 == value {
                result[result.count - 1].1 = last.1.lowerBound..<range.upperBound
            } else {
                result.append((value, range))
            }
        }
        return result.count == 1 ? [(result[0].0, nil)] : result.map { ($0.0, $0.1) }
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
