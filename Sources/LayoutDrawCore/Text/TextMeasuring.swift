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
/// lines that layout measured: its runs (one for `Text("…")`, one per differently styled part of
/// `Text("a") + Text("b").bold()`), the proposal, and the paragraph's settings.
public struct TextRequest: Hashable, Sendable {
    /// The runs in order, never empty: adjacent runs differ in their attributes (or one is an
    /// attachment), and only a text of one empty run has an empty one.
    public private(set) var runs: [TextRun]
    /// The width to wrap at; `nil` lays the text out on its ideal (unwrapped) lines.
    public var width: Double?
    /// The height available; lines that do not fit are dropped and the last one truncated.
    public var height: Double?
    public var lineLimit: Int?
    public var alignment: TextAlignment
    /// `lineSpacing`: points between the bottom of one line and the top of the next (none after
    /// the last line).
    public var lineSpacing: Double
    /// Where the last kept line is cut when lines are dropped.
    public var truncationMode: TruncationMode

    /// A text of one run: `string` in `font`, with no other attributes.
    public init(
        string: String, font: Font, width: Double? = nil, height: Double? = nil, lineLimit: Int? = nil,
        alignment: TextAlignment = .leading, lineSpacing: Double = 0, truncationMode: TruncationMode = .tail
    ) {
        self.init(
            runs: [TextRun(string, TextAttributes(font: font))], width: width, height: height, lineLimit: lineLimit,
            alignment: alignment, lineSpacing: lineSpacing, truncationMode: truncationMode)
    }

    /// A text of `runs`, in order. Empty runs are dropped and neighbours with equal attributes
    /// joined, so two spellings of one text make equal requests.
    public init(
        runs: [TextRun], width: Double? = nil, height: Double? = nil, lineLimit: Int? = nil,
        alignment: TextAlignment = .leading, lineSpacing: Double = 0, truncationMode: TruncationMode = .tail
    ) {
        self.width = width
        self.height = height
        self.lineLimit = lineLimit
        self.alignment = alignment
        self.lineSpacing = lineSpacing
        self.truncationMode = truncationMode
        if runs.count == 1 {
            // A plain text: nothing to drop or join.
            self.runs = runs
            return
        }
        var joined: [TextRun] = []
        for run in runs where !run.string.isEmpty {
            if let last = joined.last, last.attributes == run.attributes, last.attachment == nil, run.attachment == nil {
                joined[joined.count - 1].string += run.string
            } else {
                joined.append(run)
            }
        }
        if joined.isEmpty { joined = [TextRun("", runs.first?.attributes ?? TextAttributes(font: .body))] }
        self.runs = joined
    }

    /// Hashes what tells two texts of a scene apart — their strings, font sizes, and the
    /// proposal — rather than every attribute of every run (`==` still compares all of them):
    /// a text is looked up in the measurer's cache each time layout sizes it, reads a baseline
    /// of it or draws it, and hashing each run's colours and decorations was a third of that.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(runs.count)
        for run in runs {
            hasher.combine(run.string)
            hasher.combine(run.attributes.font.size)
        }
        hasher.combine(width)
        hasher.combine(height)
        hasher.combine(lineLimit)
    }

    /// The UTF-8 bytes of its text (what a cache of texts holds).
    public var characterCount: Int {
        runs.reduce(0) { $0 + $1.string.utf8.count }
    }

    /// The whole text: the runs' strings joined.
    public var string: String {
        runs.count == 1 ? runs[0].string : runs.map(\.string).joined()
    }

    /// The font of the first run (of the whole text, unless runs set their own).
    public var font: Font { runs[0].attributes.font }

    /// The same text with `delta` points added after each character (negative: closer), over
    /// each run's own spacing (`allowsTightening`; the system font's tracking stays under it).
    public func withTracking(adding delta: Double) -> TextRequest {
        var tightened = self
        for index in tightened.runs.indices {
            let attributes = tightened.runs[index].attributes
            tightened.runs[index].attributes.tracking = attributes.explicitSpacing + delta
        }
        return tightened
    }

    /// This text with every run's font size scaled by `scale`, as `minimumScaleFactor` shrinks a
    /// text to fit (its text style's leading with it; kerning, tracking and offsets stay in
    /// points, as written).
    public func withFontsScaled(by scale: Double) -> TextRequest {
        var scaled = self
        for index in scaled.runs.indices {
            scaled.runs[index].attributes.font.size *= scale
            scaled.runs[index].attachment = scaled.runs[index].attachment?.scaled(by: scale)
            if let leading = scaled.runs[index].attributes.font.styleLeading {
                scaled.runs[index].attributes.font.styleLeading = leading * scale
            }
        }
        return scaled
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
