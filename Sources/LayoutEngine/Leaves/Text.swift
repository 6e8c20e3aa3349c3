import LayoutDrawCore
import LayoutDrawFrames

/// SwiftUI's `Text`. Rule (layout-rules §3.1): proposed a width it wraps at word boundaries to
/// fit and reports its widest line; proposed `nil` it reports its one-line ideal size. A
/// proposed height or `lineLimit` keeps only the lines that fit (at least one), the last one cut
/// with "…" where `truncationMode` says; with a `minimumScaleFactor` below 1 a text that would
/// be cut is set in the largest smaller font (down to that factor) that fits instead
/// (`MinimumScaleFactor`). Sizes come from the environment's `TextMeasuring`, the one that
/// draws, and are rounded up to the display's pixel grid as SwiftUI's are (body text on a 3x
/// iPhone is 20.333333333333332 high); baselines are not rounded. The string is measured and
/// drawn in the case `textCase` sets around it (a grouped list's section headers are in capitals).
///
/// A concatenation, `Text("a") + Text("b").bold()`, is one `Text` of several spans, measured and
/// drawn as one paragraph: it wraps across the spans' boundaries as a single string would, and
/// each span is set as its own text modifiers say over the environment the whole text sees
/// (`(Text("a") + Text("b").bold()).font(.title)` sets both in the title font, "b" bold).
/// Evidence: Apple's documentation of `Text.+(_:_:)`: "Concatenates the text in two text views
/// in a new text view … A new text view containing the combined contents of the two input text
/// views"; Hacking with Swift's "How to combine text views together" applies a modifier "to the
/// whole joined text" with parentheses and to the last part without.
public struct Text: ViewLayout, DrawingLayout, ExplicitAlignmentLayout {
    /// A part of a concatenated text: its string and the text modifiers written on it, outermost
    /// first (applied in that order over the text's environment, so the innermost wins, as with
    /// views).
    public struct Span: Sendable {
        public var string: String
        public var modifiers: [any TextModifier]
        /// An image set in the text (`TextImage`); its string is then the attachment character.
        public var image: TextImage?

        public init(_ string: String, modifiers: [any TextModifier] = []) {
            self.string = string
            self.modifiers = modifiers
        }

        /// The same part with `outer` modifiers written around its own (a concatenation's part
        /// inside a styled whole, an interpolated text inside Markdown's styles).
        public func wrapped(in outer: [any TextModifier]) -> Span {
            var copy = self
            copy.modifiers = outer + modifiers
            return copy
        }

        /// A part that is an image.
        public init(image: TextImage, modifiers: [any TextModifier] = []) {
            self.string = TextRun.attachmentCharacter
            self.modifiers = modifiers
            self.image = image
        }
    }

    public var kind: String { "Text" }
    /// The string as written (before `textCase`): a concatenation's parts joined.
    public let string: String
    /// A concatenation's parts; nil for `Text("…")`, one part without modifiers of its own (kept
    /// apart so that a plain text, by far the most common, costs no array).
    private let parts: [Span]?

    /// `Text(string)` (readouts already interpolated).
    public init(_ string: String) {
        self.string = string
        parts = nil
    }

    /// The concatenation of `spans`.
    public init(spans: [Span]) {
        string = spans.map(\.string).joined()
        parts = spans.isEmpty ? nil : spans
    }

    /// The text's parts: one for `Text("…")`.
    public var spans: [Span] { parts ?? [Span(string)] }

    /// What is measured, and later drawn, for `proposal`, before any font scaling: each span's
    /// characters (in the environment's `textCase`) with its attributes.
    public func request(for proposal: ProposedViewSize, environment: EnvironmentValues) -> TextRequest {
        func finite(_ v: Double?) -> Double? { v.flatMap { $0.isFinite ? max(0, $0) : nil } }
        let style = environment.text
        let base = environment.textAttributes
        let runs: [TextRun]
        if let parts {
            var images = 0
            runs = parts.map { span -> TextRun in
                let string = style.textCase?.apply(to: span.string) ?? span.string
                guard !span.modifiers.isEmpty || span.image != nil else { return TextRun(string, base) }
                var own = environment
                for modifier in span.modifiers { modifier.updateEnvironment(&own) }
                var attributes = own.textAttributes
                if own.foregroundStyle != environment.foregroundStyle { attributes.color = own.foregroundStyle }
                if let image = span.image {
                    defer { images += 1 }
                    return TextRun(attachment: image.attachment(index: images, font: attributes.font, environment: own), attributes)
                }
                return TextRun(string, attributes)
            }
        } else {
            runs = [TextRun(style.textCase?.apply(to: string) ?? string, base)]
        }
        return TextRequest(
            runs: runs, width: finite(proposal.width), height: finite(proposal.height), lineLimit: environment.lineLimit,
            alignment: environment.multilineTextAlignment, lineSpacing: style.lineSpacing,
            truncationMode: environment.truncationMode)
    }

    /// What is measured, and later drawn, for `proposal`: when the text would otherwise be cut,
    /// with its characters set closer as `allowsTightening` allows (`AllowsTightening`), else
    /// with the font scaled down as far as `minimumScaleFactor` allows.
    public func request(for proposal: ProposedViewSize, context: LayoutContext) -> TextRequest {
        let request = request(for: proposal, environment: context.environment)
        let factor = context.environment.minimumScaleFactor
        let tightens = context.environment.text.allowsTightening
        let measurer = context.textMeasurer
        guard factor < 1 || tightens, measurer.measure(request).isTruncated else { return request }
        if tightens, let tightened = Self.tightened(request, measurer: measurer) { return tightened }
        guard factor < 1 else { return request }
        func fits(_ scale: Double) -> Bool {
            !measurer.measure(request.withFontsScaled(by: scale)).isTruncated
        }
        var scale = factor
        if fits(factor) {
            var low = factor, high = 1.0
            for _ in 0..<16 {
                let middle = (low + high) / 2
                if fits(middle) { low = middle } else { high = middle }
            }
            scale = low
        }
        return request.withFontsScaled(by: scale)
    }

    /// `request`, which is cut, set with the least negative tracking that keeps it whole; its
    /// gaps between characters may close by `AllowsTightening.tighteningFactor` of its width in
    /// all. Nil when even that is cut. The tracking is found by halving the allowed range 16
    /// times, as `minimumScaleFactor`'s scale is.
    static func tightened(_ request: TextRequest, measurer: any TextMeasuring) -> TextRequest? {
        guard let width = request.width, width > 0 else { return nil }
        let characters = request.runs.reduce(0) { $0 + $1.string.filter { $0 != "\n" }.count }
        guard characters > 1 else { return nil }
        let limit = -AllowsTightening.tighteningFactor * width / Double(characters - 1)
        func fits(_ delta: Double) -> Bool { !measurer.measure(request.withTracking(adding: delta)).isTruncated }
        guard fits(limit) else { return nil }
        var low = limit, high = 0.0
        for _ in 0..<16 {
            let middle = (low + high) / 2
            if fits(middle) { low = middle } else { high = middle }
        }
        return request.withTracking(adding: low)
    }

    public func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        var measured = context.textMeasurer.measure(request(for: proposal, context: context)).size
        if context.environment.reservedLines > 1 {
            // `lineLimit(2...4)`, `reservesSpace`: at least that many lines of the text's font.
            measured.height = max(measured.height, reservedHeight(lines: context.environment.reservedLines, context))
        }
        let scale = context.environment.displayScale
        guard scale > 0, scale.isFinite else { return measured }
        // A hair of tolerance keeps a length already on the grid (26.000000001) from growing a pixel.
        func roundedUp(_ length: Double) -> Double { max((length * scale - 1e-9).rounded(.up), 0) / scale }
        var width = roundedUp(measured.width)
        // A text that wrapped or was cut to the width it was offered stays within it: neither
        // the pixel grid nor Pango's 1/1024-point units may push it past (190.667 offered, cut
        // to 190.667, is not 191).
        if let offered = proposal.width, offered.isFinite, offered >= 0, measured.width <= offered + Self.widthTolerance {
            width = min(width, offered)
        }
        return Size(width: width, height: roundedUp(measured.height))
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {}

    /// How far past the offered width a measurement may fall and still count as fitting it: a
    /// few of Pango's units (1/1024 point).
    static let widthTolerance = 0.01

    /// The height of `lines` lines in the text's font and line spacing.
    private func reservedHeight(lines: Int, _ context: LayoutContext) -> Double {
        var environment = context.environment
        environment.lineLimit = nil
        let text = request(for: .unspecified, environment: environment)
        guard let first = text.runs.first else { return 0 }
        let sample = TextRequest(
            runs: [TextRun(Array(repeating: "X", count: min(lines, 1000)).joined(separator: "\n"), first.attributes)],
            lineSpacing: text.lineSpacing)
        return context.textMeasurer.measure(sample).size.height
    }

    public func explicitAlignment(
        of guide: VerticalAlignment, in size: Size, proposal: ProposedViewSize, subviews: LayoutSubviews,
        context: LayoutContext
    ) -> Double? {
        switch guide {
        case .firstTextBaseline: context.textMeasurer.measure(request(for: proposal, context: context)).firstBaseline
        case .lastTextBaseline: context.textMeasurer.measure(request(for: proposal, context: context)).lastBaseline
        default: nil
        }
    }

    /// Draws the request's runs; the layout dump's `text` is the string as drawn (after
    /// `textCase`).
    public func drawing(size: Size, proposal: ProposedViewSize, context: LayoutContext) -> NodeDrawing {
        let request = request(for: proposal, context: context)
        let style = context.environment.foreground ?? .color(.primary)
        return NodeDrawing(
            paint: .text(TextPaint(request: request, style: style, attachments: attachmentPaints(in: request, style: style, context.environment))),
            text: request.string)
    }

    /// What draws each image of the text, in the order of its attachments: in its run's colour,
    /// else the text's style.
    private func attachmentPaints(in request: TextRequest, style: ShapeStyle, _ environment: EnvironmentValues) -> [Paint] {
        guard let parts, parts.contains(where: { $0.image != nil }) else { return [] }
        let images = parts.compactMap(\.image)
        var paints = [Paint?](repeating: nil, count: images.count)
        for run in request.runs {
            guard let attachment = run.attachment, attachment.index < images.count else { continue }
            let runStyle = run.attributes.color.map(ShapeStyle.color) ?? style
            paints[attachment.index] = images[attachment.index].paint(
                size: attachment.drawn.size, style: runStyle, layoutDirection: environment.layoutDirection)
        }
        return paints.map { $0 ?? .vector(VectorPaint([])) }
    }
}
