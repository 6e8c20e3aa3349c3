import LayoutDrawCore

/// A `TextRequest` laid out: wrapped at the request's width, cut to its line limit and height
/// with "…" ending the last kept line. Measuring and drawing both go through this type, so the
/// drawn lines are exactly the measured ones.
struct TextLayout {
    let request: TextRequest
    let lines: PangoTextLayout
    /// Whether lines were dropped.
    let isTruncated: Bool
    /// The characters of the text no configured font has (drawn as boxes with their code).
    let missingCharacters: [Unicode.Scalar]

    init(_ request: TextRequest, fonts: PangoFontContext) {
        self.request = request
        let width = request.width.flatMap { $0.isFinite ? max(0, $0) : nil }
        let full = PangoTextLayout(text: request.string, font: request.font, in: fonts, width: width)
        missingCharacters = full.missingCharacters
        let lineHeight = full.lines[0].height
        let keep = Self.lineCount(for: request, lineHeight: lineHeight)
        isTruncated = full.lines.count > keep
        guard isTruncated else {
            lines = full
            return
        }
        if let width, request.truncationMode != .tail {
            // The kept lines but the last as they were wrapped, each a paragraph, and the rest of
            // the text from the last kept line on as one line cut at its start or middle.
            let text = Self.cutText(request.string, lines: full.lines, keeping: keep)
            lines = PangoTextLayout(
                text: text, font: request.font, in: fonts, width: width, ellipsizedLineCount: keep, lineHeight: lineHeight,
                truncationMode: request.truncationMode)
            return
        }
        let truncated = Self.truncatedText(request.string, lines: full.lines, keeping: keep)
        lines = PangoTextLayout(
            text: truncated, font: request.font, in: fonts, width: width,
            ellipsizedLineCount: keep, lineHeight: lineHeight)
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

    /// Draws the lines in `frame`, each aligned inside the frame's width per the request's
    /// alignment (Pango's own alignment would align inside the wrap width instead).
    func draw(in frame: Rect, context: CairoContext) {
        for (index, origin) in lineOrigins(in: frame).enumerated() {
            lines.drawLine(index, x: origin.x, baseline: origin.y, in: context)
        }
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

    /// How many lines the request allows: its line limit, and as many whole lines as fit its
    /// height (at least one).
    private static func lineCount(for request: TextRequest, lineHeight: Double) -> Int {
        var count = Int.max
        if let limit = request.lineLimit { count = max(1, limit) }
        if let height = request.height, height.isFinite, lineHeight > 0 {
            let fitting = (height / lineHeight + 1e-9).rounded(.down)
            count = min(count, Int(max(1, min(fitting, Double(Int32.max)))))
        }
        return count
    }

    /// The text to lay out again for a head or middle cut: the first `count − 1` lines as
    /// wrapped, each ending its paragraph (without its trailing spaces), then the text from the
    /// last kept line to the end of its paragraph (with "…" when later paragraphs are dropped),
    /// which Pango cuts to one line.
    private static func cutText(_ text: String, lines: [PangoTextLayout.Line], keeping count: Int) -> String {
        let utf8 = Array(text.utf8)
        var kept: [UInt8] = []
        for line in lines.prefix(count - 1) {
            var bytes = Array(utf8[line.byteRange])
            while let last = bytes.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\n") { bytes.removeLast() }
            kept += bytes + [UInt8(ascii: "\n")]
        }
        var last = count - 1
        while last + 1 < lines.count && !lines[last + 1].isParagraphStart { last += 1 }
        kept += Array(utf8[lines[count - 1].byteRange.lowerBound..<lines[last].byteRange.upperBound])
        if last + 1 < lines.count { kept += Array("…".utf8) }
        return String(decoding: kept, as: UTF8.self)
    }

    /// The text to lay out again so that `keeping` lines remain: everything up to the end of
    /// the paragraph holding the last kept line (Pango ellipsizes that line with the rest of its
    /// paragraph), plus "…" when later paragraphs are dropped, since Pango sees no overflow
    /// then. Without a wrap width every line is a paragraph and this is the whole truncation.
    private static func truncatedText(_ text: String, lines: [PangoTextLayout.Line], keeping count: Int) -> String {
        var last = count - 1
        while last + 1 < lines.count && !lines[last + 1].isParagraphStart { last += 1 }
        let utf8 = Array(text.utf8)
        var kept = Array(utf8[..<lines[last].byteRange.upperBound])
        if last + 1 < lines.count { kept += Array("…".utf8) }
        return String(decoding: kept, as: UTF8.self)
    }
}
