import LayoutDrawCore

/// A text measurer with a fixed advance per character, so text sizes in tests can be derived
/// by hand (the Ahem-font idea): every character is `advance × size` wide, every line
/// `lineHeight × size` high, and the baseline sits `baseline × size` below a line's top.
///
/// With the defaults and a 10-point font, "Hello" is 30 × 12 and its baseline is at 9.
/// Lines wrap at spaces (a word longer than the width breaks between characters); a height or
/// `lineLimit` keeps the lines that fit, at least one. When lines are dropped the last kept
/// line is cut as Pango cuts it: it shows as much of the rest of its paragraph as fits the
/// width with "…" (one character), or its own text and "…" when only later paragraphs are
/// dropped — "Hello World" at 8 characters a line and one line is "Hello W…", 8 wide (the
/// truncation mode moves the "…", not the width).
public struct FixedAdvanceTextMeasurer: TextMeasuring {
    public var advance: Double
    public var lineHeight: Double
    public var baseline: Double

    public init(advance: Double = 0.6, lineHeight: Double = 1.2, baseline: Double = 0.9) {
        self.advance = advance
        self.lineHeight = lineHeight
        self.baseline = baseline
    }

    /// A wrapped line: its characters, and how many characters of its paragraph start with it.
    private struct Line {
        var count: Int
        var rest: Int
    }

    public func measure(_ request: TextRequest) -> TextMeasurement {
        let charWidth = advance * request.font.size
        let line = lineHeight * request.font.size
        let capacity = request.width.map { Int(max(1, min(($0 / charWidth + 1e-9).rounded(.down), 1e9))) }
        var lines: [Line] = []
        for paragraph in request.string.split(separator: "\n", omittingEmptySubsequences: false) {
            lines += wrap(Array(paragraph), capacity: capacity)
        }
        var count = lines.count
        if let limit = request.lineLimit { count = min(count, max(1, limit)) }
        if let height = request.height { count = min(count, Int(max(1, min((height / line).rounded(.down), 1e9)))) }
        let isTruncated = count < lines.count
        var kept = Array(lines.prefix(count)).map(\.count)
        if isTruncated {
            let last = lines[count - 1]
            // The rest of the paragraph and "…", or the line and "…" when its paragraph ends there.
            let cut = last.rest > last.count ? last.rest + 1 : last.count + 1
            kept[count - 1] = min(capacity ?? cut, cut)
        }
        let widest = Double(kept.max() ?? 0) * charWidth
        return TextMeasurement(
            size: Size(width: widest, height: Double(kept.count) * line),
            firstBaseline: baseline * request.font.size,
            lastBaseline: Double(kept.count - 1) * line + baseline * request.font.size,
            isTruncated: isTruncated)
    }

    /// Greedy word wrap; the character count of each line (trailing spaces dropped) and of the
    /// paragraph from each line's start.
    private func wrap(_ characters: [Character], capacity: Int?) -> [Line] {
        guard let capacity else { return [Line(count: characters.count, rest: characters.count)] }
        var lines: [Line] = []
        var start = 0, current = 0, position = 0
        for word in characters.split(separator: " ", omittingEmptySubsequences: false).map(\.count) {
            defer { position += word + 1 }
            if word == 0 { continue }
            var word = word
            if current > 0, current + 1 + word <= capacity {
                current += 1 + word
                continue
            }
            if current > 0 { lines.append(Line(count: current, rest: characters.count - start)) }
            start = position
            while word > capacity {
                lines.append(Line(count: capacity, rest: characters.count - start))
                start += capacity
                word -= capacity
            }
            current = word
        }
        lines.append(Line(count: current, rest: characters.count - start))
        return lines
    }
}
