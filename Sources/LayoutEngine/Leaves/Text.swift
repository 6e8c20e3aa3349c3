import LayoutDrawCore
import LayoutDrawFrames

/// SwiftUI's `Text`. Rule (layout-rules §3.1): proposed a width it wraps at word boundaries to
/// fit and reports its widest line; proposed `nil` it reports its one-line ideal size. A
/// proposed height or `lineLimit` keeps only the lines that fit (at least one), the last one cut
/// with "…" where `truncationMode` says; with a `minimumScaleFactor` below 1 a text that would
/// be cut is set in the largest smaller font (down to that factor) that fits instead
/// (`MinimumScaleFactor`). Sizes come from the environment's `TextMeasuring`, the one that
/// draws, and are rounded up to the display's pixel grid as SwiftUI's are (body text on a 3x
/// iPhone is 20.333333333333332 high); baselines are not rounded.
public struct Text: ViewLayout, DrawingLayout, ExplicitAlignmentLayout {
    public var kind: String { "Text" }
    /// The string as drawn (readouts already interpolated).
    public var string: String

    public init(_ string: String) {
        self.string = string
    }

    /// What is measured, and later drawn, for `proposal`, before any font scaling.
    public func request(for proposal: ProposedViewSize, environment: EnvironmentValues) -> TextRequest {
        func finite(_ v: Double?) -> Double? { v.flatMap { $0.isFinite ? max(0, $0) : nil } }
        return TextRequest(
            string: string, font: environment.resolvedFont, width: finite(proposal.width), height: finite(proposal.height),
            lineLimit: environment.lineLimit, alignment: environment.multilineTextAlignment,
            truncationMode: environment.truncationMode)
    }

    /// What is measured, and later drawn, for `proposal`: with the font scaled down as far as
    /// `minimumScaleFactor` allows when the text would otherwise be cut.
    public func request(for proposal: ProposedViewSize, context: LayoutContext) -> TextRequest {
        var request = request(for: proposal, environment: context.environment)
        let factor = context.environment.minimumScaleFactor
        let measurer = context.textMeasurer
        guard factor < 1, measurer.measure(request).isTruncated else { return request }
        let size = request.font.size
        func fits(_ scale: Double) -> Bool {
            var scaled = request
            scaled.font.size = size * scale
            return !measurer.measure(scaled).isTruncated
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
        request.font.size = size * scale
        return request
    }

    public func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        let measured = context.textMeasurer.measure(request(for: proposal, context: context)).size
        let scale = context.environment.displayScale
        guard scale > 0, scale.isFinite else { return measured }
        // A hair of tolerance keeps a length already on the grid (26.000000001) from growing a pixel.
        func roundedUp(_ length: Double) -> Double { max((length * scale - 1e-9).rounded(.up), 0) / scale }
        return Size(width: roundedUp(measured.width), height: roundedUp(measured.height))
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {}

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

    public func drawing(size: Size, proposal: ProposedViewSize, context: LayoutContext) -> NodeDrawing {
        let request = request(for: proposal, context: context)
        return NodeDrawing(
            paint: .text(TextPaint(request: request, color: context.environment.foregroundStyle ?? .primary)), text: string)
    }
}
