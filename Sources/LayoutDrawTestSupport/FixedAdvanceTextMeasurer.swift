import LayoutDrawCore

/// A text measurer with a fixed advance per character, so text sizes in tests can be derived
/// by hand (the Ahem-font idea): every character is `advance × size` wide, every line
/// `lineHeight × size` high, and the baseline sits `baseline × size` below a line's top.
///
/// With the defaults and a 10-point font, "Hello" is 30 × 12 and its baseline is at 9.
/// Lines wrap at spaces (a word longer than the width breaks between characters); a height or
/// `lineLimit` keeps the lines that fit, at least one. When lines are dropped the last kept
/// line is cut as Pango cuts it: it shows as much of the rest of its paragraph as fits the
/// width with "…" (one character of the last kept character's run), or its own text and "…"
/// when only later paragraphs are dropped — "Hello World" at 8 characters a line and one line
/// is "Hello W…", 8 wide (the truncation mode moves the "…", not the width).
///
/// It models the attributes that change sizes as the Pango measurer does: each run's characters
/// are as wide as its font's size says; a run's `kerning` follows each of its characters, a
/// line's last included, its `tracking` each but a line's last; a line is as high as its
/// tallest run, grown to hold runs raised or lowered by `baselineOffset` (a line of one 10-point
/// run raised 3 is 15 high, its baseline at 12); `lineSpacing` goes between lines.
///
/// With `metrics: .system` it also applies Apple's system-font rules as the Pango measurer does
/// (`SystemFontMetrics`), so that they can be checked with numbers derived by hand: the system
/// font's tracking at each run's size follows each character but a line's last, under the
/// run's own; a line is SF Pro's ascender and descender high (`size × 2444 / 2048`, the
/// baseline `size × 1950 / 2048` below its top) instead of `lineHeight`; and below a line of a
/// text style the next one starts after the style's leading less that height (`Font.styleLeading`).
/// The optical sizes change nothing here: both cuts have the same fixed advance.
public struct FixedAdvanceTextMeasurer: TextMeasuring {
    /// Which rules the measurer applies.
    public enum Metrics: Sendable {
        /// The fixed advance, line height and baseline alone, and the text's own spacing.
        case plain
        /// Apple's system-font metrics too (`SystemFontMetrics`, `Font.styleLeading`).
        case system
    }

    public var advance: Double
    public var lineHeight: Double
    public var baseline: Double
    public var metrics: Metrics

    public init(advance: Double = 0.6, lineHeight: Double = 1.2, baseline: Double = 0.9, metrics: Metrics = .plain) {
        self.advance = advance
        self.lineHeight = lineHeight
        self.baseline = baseline
        self.metrics = metrics
    }

    /// Whether a run is measured with the system font's rules.
    private func usesSystem(_ attributes: TextAttributes) -> Bool {
        metrics == .system && attributes.font.usesSystemMetrics
    }

    /// The space after each character of a run (the last of a line's but its trailing part).
    private func spacing(_ attributes: TextAttributes) -> Double {
        usesSystem(attributes) ? attributes.letterSpacing : attributes.explicitSpacing
    }

    /// The space after each character of `run`: none after an image.
    private func spacing(_ run: TextRun) -> Double {
        run.attachment == nil ? spacing(run.attributes) : 0
    }

    /// One character: its run's index, and whether it is a space a line may break at.
    private struct Glyph {
        var run: Int
        var isSpace: Bool
    }

    public func measure(_ request: TextRequest) -> TextMeasurement {
        let runs = request.runs
        var glyphs: [Glyph] = []
        var paragraphs: [Range<Int>] = []
        var start = 0
        for (index, run) in runs.enumerated() {
            for character in run.string {
                if character == "\n" {
                    paragraphs.append(start..<glyphs.count)
                    start = glyphs.count
                } else {
                    glyphs.append(Glyph(run: index, isSpace: character == " "))
                }
            }
        }
        paragraphs.append(start..<glyphs.count)

        // Lines as the glyphs they hold (an empty line holds none; `run` is where it is).
        var lines: [(glyphs: [Int], run: Int, paragraphEnd: Int)] = []
        for paragraph in paragraphs {
            let run = paragraph.isEmpty ? (paragraph.lowerBound < glyphs.count ? glyphs[paragraph.lowerBound].run : runs.count - 1) : glyphs[paragraph.lowerBound].run
            for line in wrap(Array(paragraph), glyphs, runs, width: request.width) {
                lines.append((line, line.first.map { glyphs[$0].run } ?? run, paragraph.upperBound))
            }
        }

        let metrics = lines.map { lineMetrics($0.glyphs, $0.run, glyphs, runs) }
        let spacing = request.lineSpacing
        var count = lines.count
        if let limit = request.lineLimit { count = min(count, max(1, limit)) }
        if let height = request.height {
            count = min(
                count, Self.fittingCount(metrics.map { $0.ascent + $0.descent }, gaps: metrics.map(\.gap), spacing: spacing, height: height))
        }
        let isTruncated = count < lines.count
        let cut = isTruncated ? cutWidth(of: lines[count - 1], glyphs, runs, width: request.width) : nil
        lines = Array(lines.prefix(count))
        let kept = Array(metrics.prefix(count))
        let heights = kept.map { $0.ascent + $0.descent }
        let gaps = kept.dropLast().map(\.gap)
        var widths = lines.map { width(of: $0.glyphs, glyphs, runs) }
        if let cut { widths[count - 1] = cut }
        let widest = widths.max() ?? 0
        var lastTop: Double
        var total: Double
        if let first = heights.first, heights.allSatisfy({ $0 == first }) {
            // Multiplied, not summed, so that sizes are the hand-derived products exactly.
            lastTop = Double(count - 1) * first + Double(count - 1) * spacing
            total = Double(count) * first + Double(count - 1) * spacing
        } else {
            lastTop = heights.dropLast().reduce(0, +) + Double(count - 1) * spacing
            total = heights.reduce(0, +) + Double(count - 1) * spacing
        }
        if let gap = gaps.first, gap != 0 || gaps.contains(where: { $0 != 0 }) {
            let leading = gaps.allSatisfy { $0 == gap } ? Double(gaps.count) * gap : gaps.reduce(0, +)
            lastTop += leading
            total += leading
        }
        return TextMeasurement(
            size: Size(width: widest, height: total), firstBaseline: kept[0].ascent,
            lastBaseline: lastTop + kept[count - 1].ascent, isTruncated: isTruncated)
    }

    /// The width of the last kept line, cut: the rest of its paragraph (or the line alone, when
    /// the paragraph ends with it) and "…", less characters from the end until it fits `width`.
    private func cutWidth(
        of line: (glyphs: [Int], run: Int, paragraphEnd: Int), _ glyphs: [Glyph], _ runs: [TextRun], width: Double?
    ) -> Double {
        var shown = line.glyphs
        if let first = line.glyphs.first, line.paragraphEnd - first > line.glyphs.count {
            shown = Array(first..<line.paragraphEnd)
        }
        let ellipsis = advance * runs[shown.last.map { glyphs[$0].run } ?? line.run].attributes.font.size
        func total(_ shown: [Int]) -> Double { self.width(of: shown, glyphs, runs) + ellipsis }
        if let width {
            while !shown.isEmpty && total(shown) > width + 1e-9 { shown.removeLast() }
        }
        return total(shown)
    }

    /// How many lines of `heights` fit `height` with `spacing` and each line's leading gap
    /// between them (at least one).
    private static func fittingCount(_ heights: [Double], gaps: [Double], spacing: Double, height: Double) -> Int {
        if let first = heights.first, heights.allSatisfy({ $0 == first }), gaps.allSatisfy({ $0 == gaps[0] }),
            first + spacing + gaps[0] > 0
        {
            let pitch = spacing + gaps[0]
            return Int(max(1, min(((height + pitch) / (first + pitch) + 1e-9).rounded(.down), 1e9)))
        }
        var used = 0.0
        for (index, line) in heights.enumerated() {
            used += (index > 0 ? spacing + gaps[index - 1] : 0) + line
            if used > height + 1e-9 { return max(1, index) }
        }
        return max(1, heights.count)
    }

    /// The width of a character of `run`, without spacing.
    private func characterWidth(_ run: TextRun) -> Double { run.attachment?.width ?? advance * run.attributes.font.size }

    /// A line's width: its characters, each run's spacing after each of its characters, less
    /// the last character's unless it is kerning. Per run, count × width, so that one run's line
    /// is the hand-derived product exactly.
    private func width(of line: [Int], _ glyphs: [Glyph], _ runs: [TextRun]) -> Double {
        guard let last = line.last else { return 0 }
        var counts: [Int: Int] = [:]
        for index in line { counts[glyphs[index].run, default: 0] += 1 }
        var width = 0.0
        for (run, count) in counts.sorted(by: { $0.key < $1.key }) {
            width += Double(count) * characterWidth(runs[run]) + Double(count) * spacing(runs[run])
        }
        // The last character's spacing is trailing whitespace, but for its kerning.
        let lastRun = runs[glyphs[last].run]
        width -= spacing(lastRun) - (lastRun.attachment == nil ? lastRun.attributes.trailingSpacing : 0)
        return width
    }

    /// A line's ascent (top to baseline) and descent: its runs' (or, empty, `run`'s), grown to
    /// hold each run both where it would be and where its baseline offset moves it; and the gap
    /// its text style's leading leaves below it (system metrics only).
    private func lineMetrics(_ line: [Int], _ run: Int, _ glyphs: [Glyph], _ runs: [TextRun]) -> (ascent: Double, descent: Double, gap: Double) {
        var used = Set(line.map { glyphs[$0].run })
        if used.isEmpty { used = [run] }
        var ascent = 0.0, descent = 0.0, gap = -Double.infinity
        for index in used.sorted() {
            let attributes = runs[index].attributes
            let size = attributes.font.size
            var up = baseline * size, down = (lineHeight - baseline) * size
            var runGap = 0.0
            if usesSystem(attributes) {
                up = SystemFontMetrics.ascent(size: size)
                down = SystemFontMetrics.descent(size: size)
                if let leading = attributes.font.styleLeading { runGap = leading - SystemFontMetrics.lineHeight(size: size) }
            }
            // An image asks for its own line, or keeps its font's (a symbol).
            if let attachment = runs[index].attachment {
                up = attachment.lineAscent ?? up
                down = attachment.lineDescent ?? down
            }
            gap = max(gap, runGap)
            ascent = max(ascent, up, up + attributes.baselineOffset)
            descent = max(descent, down, down - attributes.baselineOffset)
        }
        return (ascent, descent, gap)
    }

    /// Greedy word wrap of one paragraph's glyphs: each line's glyphs, words joined by one
    /// space (trailing and repeated spaces dropped); a word wider than the width breaks between
    /// characters, at least one a line.
    private func wrap(_ paragraph: [Int], _ glyphs: [Glyph], _ runs: [TextRun], width: Double?) -> [[Int]] {
        guard let width else { return [paragraph] }
        var words: [[Int]] = []
        var spaces: [Int?] = []  // the first space before each word (none before the first)
        var word: [Int] = []
        var pendingSpace: Int?
        for index in paragraph {
            if glyphs[index].isSpace {
                if !word.isEmpty {
                    words.append(word)
                    word = []
                }
                if pendingSpace == nil && !words.isEmpty { pendingSpace = index }
                continue
            }
            if word.isEmpty {
                spaces.append(pendingSpace)
                pendingSpace = nil
            }
            word.append(index)
        }
        if !word.isEmpty { words.append(word) }
        func fits(_ line: [Int]) -> Bool { self.width(of: line, glyphs, runs) <= width + 1e-9 }
        var lines: [[Int]] = []
        var current: [Int] = []
        for (n, word) in words.enumerated() {
            if !current.isEmpty {
                let joined = current + (spaces[n].map { [$0] } ?? []) + word
                if fits(joined) {
                    current = joined
                    continue
                }
                lines.append(current)
                current = []
            }
            var rest = word[...]
            while !fits(Array(rest)) {
                var take = 1
                while take < rest.count && fits(Array(rest.prefix(take + 1))) { take += 1 }
                lines.append(Array(rest.prefix(take)))
                rest = rest.dropFirst(take)
            }
            current = Array(rest)
        }
        lines.append(current)
        return lines
    }
}
