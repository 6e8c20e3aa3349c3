/// How a text's lines align inside its frame (`multilineTextAlignment`).
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
    case leading, center, trailing
}

/// Where a truncated text's last line loses its characters (`truncationMode`): the ellipsis
/// "…" stands at the start, in the middle, or at the end (the default).
public enum TruncationMode: String, Hashable, Sendable, CaseIterable {
    case head, middle, tail
}

/// Everything that decides a text's size, and so everything a renderer needs to draw the same
/// lines that layout measured.
public struct TextRequest: Hashable, Sendable {
    public var string: String
    public var font: Font
    /// The width to wrap at; `nil` lays the text out on its ideal (unwrapped) lines.
    public var width: Double?
    /// The height available; lines that do not fit are dropped and the last one truncated.
    public var height: Double?
    public var lineLimit: Int?
    public var alignment: TextAlignment
    /// Where the last kept line is cut when lines are dropped.
    public var truncationMode: TruncationMode

    public init(
        string: String, font: Font, width: Double? = nil, height: Double? = nil, lineLimit: Int? = nil,
        alignment: TextAlignment = .leading, truncationMode: TruncationMode = .tail
    ) {
        self.string = string
        self.font = font
        self.width = width
        self.height = height
        self.lineLimit = lineLimit
        self.alignment = alignment
        self.truncationMode = truncationMode
    }
}

/// A measured text: its size and the baselines that alignment guides read.
public struct TextMeasurement: Hashable, Sendable {
    public var size: Size
    /// Distance from the top to the first line's baseline.
    public var firstBaseline: Double
    /// Distance from the top to the last line's baseline.
    public var lastBaseline: Double
    /// Whether lines were dropped (the last kept one then shows "…"): the text did not fit.
    public var isTruncated: Bool

    public init(size: Size, firstBaseline: Double, lastBaseline: Double, isTruncated: Bool = false) {
        self.size = size
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.isTruncated = isTruncated
    }
}

/// Measures text. Layout sees text only through this protocol; the renderer supplies the
/// Pango-backed implementation, so what layout measured is what is drawn.
public protocol TextMeasuring: Sendable {
    func measure(_ request: TextRequest) -> TextMeasurement
}
