import LayoutDrawCore

/// A `TextRequest` laid out: wrapped at the request's width, cut to its line limit and height
/// with "…" ending the last kept line. Measuring and drawing both go through this type, so the
/// drawn lines are exactly the measured ones.
struct TextLayout {
    let request: TextRequest
    let lines: PangoTextLayout
    /// The characters of the text no configured font has (drawn as boxes with their code).
    let missingCharacters: [Unicode.Scalar]

    init(_ request: TextRequest, fonts: PangoFontContext) {
        self.request = request
        let width = request.width.flatMap { $0.isFinite ? max(0, $0) : nil }
        let spacing = request.lineSpacing
        let full = PangoTextLayout(runs: request.runs, in: fonts, width: width, lineSpacing: spacing)
        missingCharacters = full.missingCharacters
        let keep = Self.lineCount(for: request, lineHeight: full.lines[0].height, spacing: spacing)
        guard full.lines.count > keep else {
            lines = full
            return
        }
        let truncated = Self.truncatedRuns(request.runs, lines: full.lines, keeping: keep)
        lines = PangoTextLayout(
            runs: truncated, in: fonts, width: width, lineSpacing: spacing, ellipsizedLineCount: keep,
            lineHeight: full.firstPangoLineHeight)
    }

    /// The size and baselines layout reads: the widest line's logical width, the kept lines'
    /// logical height.
    var measurement: TextMeasurement {
        TextMeasurement(
            size: Size(width: lines.lines.map(\.width).max() ?? 0, height: lines.height),
            firstBaseline: lines.lines.first?.baseline ?? 0,
            lastBaseline: lines.lines.last?.baseline ?? 0)
    }

    /// Whether the text is drawn in one colour at one baseline, without decorations: then each
    /// line is drawn whole, as every text was before runs could be styled.
    var isPlain: Bool {
        lines.runs.allSatisfy {
            $0.attributes.color == nil && $0.attributes.baselineOffset == 0 && $0.attributes.underline == nil
                && $0.attributes.strikethrough == nil
        }
    }

    /// Draws the lines in `frame`, each aligned inside the frame's width per the request's
    /// alignment (Pango's own alignment would align inside the wrap width instead): in the
    /// context's colour, or, with a palette, each run in its colour with its decorations
    /// (underlines below the glyphs, strikethroughs over them).
    func draw(in frame: Rect, context: CairoContext, palette: TextPalette?) {
        let origins = lineOrigins(in: frame)
        guard let palette, !isPlain else {
            for (index, origin) in origins.enumerated() {
                lines.drawLine(index, x: origin.x, baseline: origin.y, in: context)
            }
            return
        }
        for (index, origin) in origins.enumerated() {
            let pen = penOrigin(ofLine: index, at: origin)
            for line in lines.decorations(ofLine: index, origin: pen, underline: true) {
                fill(line.rect, palette.underline(line.run), context)
            }
            for segment in lines.segments(ofLine: index) {
                context.setColor(palette.glyphs(segment.run))
                lines.drawSegment(segment, origin: pen, in: context)
            }
            for line in lines.decorations(ofLine: index, origin: pen, underline: false) {
                fill(line.rect, palette.strikethrough(line.run), context)
            }
        }
    }

    private func fill(_ rect: Rect, _ color: RGBA, _ context: CairoContext) {
        context.setColor(color)
        context.newPath()
        context.addRectangle(rect)
        context.fill()
    }

    /// Where each line is drawn in `frame`: the left of its logical extents and its baseline.
    func lineOrigins(in frame: Rect) -> [Point] {
        let factor = switch request.alignment {
        case .leading: 0.0
        case .center: 0.5
        case .trailing: 1.0
        }
        return lines.lines.map { line in
            Point(x: frame.minX + (frame.width - line.width) * factor, y: frame.minY + line.baseline)
        }
    }

    /// The pen position Pango draws line `index` from, given its origin from `lineOrigins`.
    func penOrigin(ofLine index: Int, at origin: Point) -> Point {
        Point(x: origin.x - lines.lines[index].x, y: origin.y)
    }

    /// How many lines the request allows: its line limit, and as many whole lines (with the
    /// spacing between them) as fit its height (at least one).
    private static func lineCount(for request: TextRequest, lineHeight: Double, spacing: Double) -> Int {
        var count = Int.max
        if let limit = request.lineLimit { count = max(1, limit) }
        let spacing = spacing.isFinite ? max(0, spacing) : 0
        if let height = request.height, height.isFinite, lineHeight > 0 {
            let fitting = ((height + spacing) / (lineHeight + spacing) + 1e-9).rounded(.down)
            count = min(count, Int(max(1, min(fitting, Double(Int32.max)))))
        }
        return count
    }

    /// The runs to lay out again so that `keeping` lines remain: everything up to the end of
    /// the paragraph holding the last kept line (Pango ellipsizes that line with the rest of its
    /// paragraph), plus "…" in the last kept run when later paragraphs are dropped, since Pango
    /// sees no overflow then. Without a wrap width every line is a paragraph and this is the
    /// whole truncation. Runs keep their indices (none is merged), so a palette made for the
    /// request still fits.
    private static func truncatedRuns(_ runs: [TextRun], lines: [PangoTextLayout.Line], keeping count: Int) -> [TextRun] {
        var last = count - 1
        while last + 1 < lines.count && !lines[last + 1].isParagraphStart { last += 1 }
        var remaining = lines[last].byteRange.upperBound
        var kept: [TextRun] = []
        for run in runs {
            let utf8 = Array(run.string.utf8)
            let take = min(utf8.count, remaining)
            remaining -= take
            kept.append(TextRun(String(decoding: utf8[..<take], as: UTF8.self), run.attributes))
            if remaining == 0 { break }
        }
        if last + 1 < lines.count { kept[kept.count - 1].string += "…" }
        return kept
    }
}
