import LayoutDrawCore

/// A `TextRequest` laid out: wrapped at the request's width, cut to its line limit and height
/// with "…" ending the last kept line. Measuring and drawing both go through this type, so the
/// drawn lines are exactly the measured ones.
struct TextLayout {
    let request: TextRequest
    let lines: PangoTextLayout
    /// Whether lines were dropped.
    let isTruncated: Bool
    /// For each run of `lines`, the index of the request's run it came from (nil: the same
    /// index), which the palette is made for.
    private let requestRun: [Int]?
    /// The characters of the text no configured font has (drawn as boxes with their code).
    let missingCharacters: [Unicode.Scalar]

    init(_ request: TextRequest, fonts: PangoFontContext) {
        self.request = request
        let width = request.width.flatMap { $0.isFinite ? max(0, $0) : nil }
        let spacing = request.lineSpacing
        let full = PangoTextLayout(runs: request.runs, in: fonts, width: width, lineSpacing: spacing)
        missingCharacters = full.missingCharacters
        let keep = Self.lineCount(for: request, lines: full.lines)
        isTruncated = full.lines.count > keep
        guard isTruncated else {
            lines = full
            requestRun = nil
            return
        }
        if let width, request.truncationMode != .tail {
            // The kept lines but the last as they were wrapped, each a paragraph, and the rest of
            // the text from the last kept line on as one line cut at its start or middle.
            let cut = Self.cutRuns(request.runs, lines: full.lines, keeping: keep)
            lines = PangoTextLayout(
                runs: cut.runs, in: fonts, width: width, lineSpacing: spacing, ellipsizedLineCount: keep,
                lineHeight: full.firstPangoLineHeight, truncationMode: request.truncationMode)
            requestRun = cut.sources
            return
        }
        let truncated = Self.truncatedRuns(request.runs, lines: full.lines, keeping: keep)
        requestRun = nil
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
            lastBaseline: lines.lines.last?.baseline ?? 0,
            isTruncated: isTruncated)
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
        func source(_ run: Int) -> Int { requestRun.map { run < $0.count ? $0[run] : run } ?? run }
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
                fill(line.rect, palette.underline(source(line.run)), context)
            }
            for segment in lines.segments(ofLine: index) {
                context.setColor(palette.glyphs(source(segment.run)))
                lines.drawSegment(segment, origin: pen, in: context)
            }
            for line in lines.decorations(ofLine: index, origin: pen, underline: false) {
                fill(line.rect, palette.strikethrough(source(line.run)), context)
            }
        }
    }

    private func fill(_ rect: Rect, _ color: RGBA, _ context: CairoContext) {
        context.setColor(color)
        context.newPath()
        context.addRectangle(rect)
        context.fill()
    }

    /// Where the text's images are drawn in `frame`: each attachment's index and rectangle, on
    /// its line's baseline (and its run's baseline offset) at the position Pango gave its
    /// character. An image in lines that were dropped is not drawn.
    func attachmentFrames(in frame: Rect) -> [(index: Int, rect: Rect)] {
        guard lines.runs.contains(where: { $0.attachment != nil }) else { return [] }
        var frames: [(index: Int, rect: Rect)] = []
        for (index, origin) in lineOrigins(in: frame).enumerated() {
            let pen = penOrigin(ofLine: index, at: origin)
            for segment in lines.segments(ofLine: index) {
                let run = lines.runs[segment.run]
                guard let attachment = run.attachment else { continue }
                let drawn = attachment.drawn
                frames.append(
                    (attachment.index,
                     Rect(
                        x: pen.x + segment.x + drawn.minX, y: pen.y - run.attributes.baselineOffset + drawn.minY,
                        width: drawn.width, height: drawn.height)))
            }
        }
        return frames
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
    /// leading and spacing between them) as fit its height (at least one).
    private static func lineCount(for request: TextRequest, lines: [PangoTextLayout.Line]) -> Int {
        var count = Int.max
        if let limit = request.lineLimit { count = max(1, limit) }
        if let height = request.height, height.isFinite {
            var fitting = 1
            while fitting < lines.count && lines[fitting].top + lines[fitting].height <= height + 1e-9 { fitting += 1 }
            count = min(count, fitting)
        }
        return count
    }

    /// The runs to lay out again for a head or middle cut: the first `count − 1` lines as
    /// wrapped, each ending its paragraph (without its trailing spaces), then the text from the
    /// last kept line to the end of its paragraph (with "…" when later paragraphs are dropped),
    /// which Pango cuts to one line. Each piece keeps the attributes of the run it came from,
    /// whose index `sources` holds.
    private static func cutRuns(
        _ runs: [TextRun], lines: [PangoTextLayout.Line], keeping count: Int
    ) -> (runs: [TextRun], sources: [Int]) {
        let text = Array(runs.map(\.string).joined().utf8)
        var starts: [Int] = []
        var offset = 0
        for run in runs {
            starts.append(offset)
            offset += run.string.utf8.count
        }
        var kept: [TextRun] = []
        var sources: [Int] = []
        // The bytes `range` of the joined text, split at the runs' boundaries.
        func append(_ range: Range<Int>) {
            for (index, run) in runs.enumerated() {
                let start = starts[index], end = start + run.string.utf8.count
                let lower = max(start, range.lowerBound), upper = min(end, range.upperBound)
                guard lower < upper else { continue }
                kept.append(TextRun(String(decoding: text[lower..<upper], as: UTF8.self), run.attributes, attachment: run.attachment))
                sources.append(index)
            }
        }
        func appendNewline() {
            if kept.isEmpty {
                kept.append(TextRun("", runs[0].attributes))
                sources.append(0)
            }
            kept[kept.count - 1].string += "\n"
        }
        for line in lines.prefix(count - 1) {
            var end = min(line.byteRange.upperBound, text.count)
            while end > line.byteRange.lowerBound, text[end - 1] == UInt8(ascii: " ") || text[end - 1] == UInt8(ascii: "\n") { end -= 1 }
            append(line.byteRange.lowerBound..<end)
            appendNewline()
        }
        var last = count - 1
        while last + 1 < lines.count && !lines[last + 1].isParagraphStart { last += 1 }
        append(lines[count - 1].byteRange.lowerBound..<min(lines[last].byteRange.upperBound, text.count))
        if last + 1 < lines.count {
            if kept.isEmpty {
                kept.append(TextRun("", runs[runs.count - 1].attributes))
                sources.append(runs.count - 1)
            }
            kept[kept.count - 1].string += "…"
        }
        return (kept, sources)
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
            kept.append(TextRun(String(decoding: utf8[..<take], as: UTF8.self), run.attributes, attachment: take == utf8.count ? run.attachment : nil))
            if remaining == 0 { break }
        }
        if last + 1 < lines.count { kept[kept.count - 1].string += "…" }
        return kept
    }
}
