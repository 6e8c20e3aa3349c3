import LayoutDrawCore

/// A text measurer with a fixed advance per character, so text sizes in tests can be derived
/// by hand (the Ahem-font idea): every character is `advance × size` wide, every line
/// `lineHeight × size` high, and the baseline sits `baseline × size` below a line's top.
///
/// With the defaults and a 10-point font, "Hello" is 30 × 12 and its baseline is at 9.
/// Lines wrap at spaces (a word longer than the width breaks between characters); a height or
/// `lineLimit` keeps the lines that fit, at least one.
public struct FixedAdvanceTextMeasurer: TextMeasuring {
    public var advance: Double
    public var lineHeight: Double
    public var baseline: Double

    public init(advance: Double = 0.6, lineHeight: Double = 1.2, baseline: Double = 0.9) {
        self.advance = advance
        self.lineHeight = lineHeight
        self.baseline = baseline
    }

    public func measure(_ request: TextRequest) -> TextMeasurement {
        let charWidth = advance * request.font.size
        let line = lineHeight * request.font.size
        var lines: [Int] = []  // character count per line
        for paragraph in request.string.split(separator: "\n", omittingEmptySubsequences: false) {
            lines += wrap(Array(paragraph), width: request.width.map { $0 / charWidth })
        }
        var count = lines.count
        if let limit = request.lineLimit { count = min(count, max(1, limit)) }
        if let height = request.height { count = min(count, Int(max(1, min((height / line).rounded(.down), 1e9)))) }
        lines = Array(lines.prefix(count))
        let widest = Double(lines.max() ?? 0) * charWidth
        return TextMeasurement(
            size: Size(width: widest, height: Double(lines.count) * line),
            firstBaseline: baseline * request.font.size,
            lastBaseline: Double(lines.count - 1) * line + baseline * request.font.size)
    }

    /// Greedy word wrap; returns the character count of each line (trailing spaces dropped).
    private func wrap(_ characters: [Character], width: Double?) -> [Int] {
        guard let width else { return [characters.count] }
        let capacity = Int(max(1, min((width + 1e-9).rounded(.down), 1e9)))
        var lines: [Int] = []
        var current = 0
        for word in characters.split(separator: " ").map(\.count) {
            var word = word
            if current > 0, current + 1 + word <= capacity {
                current += 1 + word
                continue
            }
            if current > 0 { lines.append(current) }
            while word > capacity {
                lines.append(capacity)
                word -= capacity
            }
            current = word
        }
        lines.append(current)
        return lines
    }
}
