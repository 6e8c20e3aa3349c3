import LayoutDrawCore
import LayoutDrawFrames

/// SwiftUI's `ProgressView` on iOS: a bar (`UIProgressView`) for a determinate progress
/// (`ProgressView(value:total:)`), a spinner (`UIActivityIndicatorView`) for an indeterminate
/// one (`ProgressView()`); `.progressViewStyle(.linear | .circular)` picks one.
///
/// Rule, bar: it takes the proposed width and is 4 points high; an unspecified width gives 10
/// points (the default length of a view that has no ideal width, as for shapes). A label
/// (`ProgressView("Downloading", value: 0.3)`) stands above the bar, leading-aligned, 8 points
/// away (the standard spacing); the bar is then at least as wide as the label's ideal width
/// when the width is unspecified.
///
/// Rule, spinner: 20 × 20 points whatever the proposal (37 × 37 with `.controlSize(.large)`);
/// a label stands centred below it, 8 points away.
///
/// Drawn: the bar a capsule in `systemFill` with the completed part (value / total, clamped to
/// 0…1) in the tint colour from the leading end; the spinner eight rounded spokes whose opacity
/// falls around the circle.
///
/// Evidence: storyboards give a `UIProgressView` a 4-point-high frame (`<progressView …><rect
/// key="frame" … width="343" height="4"/>`; 2 points before iOS 14); a medium
/// `UIActivityIndicatorView` is 20 × 20 points and a large one 37 × 37 (UIKit's
/// `UIActivityIndicatorView.Style` sizes); iOS 13 and later draw the spinner with eight spokes.
/// The label spacing of 8 is our choice (no published number).
public struct ProgressView: ViewLayout, DrawingLayout {
    public var kind: String { "ProgressView" }
    public static let barHeight = 4.0
    public static let unspecifiedBarWidth = 10.0
    public static let labelSpacing = 8.0

    /// The completed fraction, 0…1; `nil` for an indeterminate progress.
    public var fraction: Double?

    public init(fraction: Double?) {
        self.fraction = fraction.map { $0.isNaN ? 0 : min(max($0, 0), 1) }
    }

    func isCircular(_ context: LayoutContext) -> Bool {
        switch context.environment.controls.progressViewStyle {
        case .circular: true
        case .linear: false
        case .automatic: fraction == nil
        }
    }

    /// The spinner's side for the environment's control size.
    static func spinnerSide(_ context: LayoutContext) -> Double {
        switch context.environment.controls.controlSize {
        case .large, .extraLarge: 37
        default: 20
        }
    }

    public func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        let label = subviews.first?.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil))
        if isCircular(context) {
            let side = Self.spinnerSide(context)
            guard let label else { return Size(width: side, height: side) }
            return Size(width: max(side, label.width), height: side + Self.labelSpacing + label.height)
        }
        let width = proposal.width ?? max(Self.unspecifiedBarWidth, label?.width ?? 0)
        guard let label else { return Size(width: width, height: Self.barHeight) }
        return Size(width: width, height: label.height + Self.labelSpacing + Self.barHeight)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        guard let label = subviews.first else { return }
        let labelProposal = ProposedViewSize(width: bounds.width, height: nil)
        let size = label.sizeThatFits(labelProposal)
        if isCircular(context) {
            let y = bounds.minY + Self.spinnerSide(context) + Self.labelSpacing
            label.place(at: Point(x: bounds.midX - size.width / 2, y: y), proposal: labelProposal)
        } else {
            label.place(at: bounds.origin, proposal: labelProposal)
        }
    }

    public func drawing(size: Size, proposal: ProposedViewSize, context: LayoutContext) -> NodeDrawing {
        guard size.width.isFinite, size.height.isFinite else { return .none }
        if isCircular(context) {
            let side = Self.spinnerSide(context)
            return NodeDrawing(paint: .vector(VectorPaint(Self.spokes(center: Point(x: size.width / 2, y: side / 2), side: side))))
        }
        let midY = size.height - Self.barHeight / 2
        return NodeDrawing(
            paint: .vector(
                VectorPaint([
                    ControlDrawing.track(x: 0, width: size.width, midY: midY, height: Self.barHeight, color: SystemColors.fill),
                    ControlDrawing.track(
                        x: 0, width: size.width * (fraction ?? 0), midY: midY, height: Self.barHeight,
                        color: context.environment.resolvedTint),
                ])))
    }

    /// Eight spokes from 0.45 to 1 of the radius, the one at twelve o'clock darkest, the others
    /// fading clockwise, in the secondary grey of `UIActivityIndicatorView`.
    static func spokes(center: Point, side: Double) -> [VectorElement] {
        let radius = side / 2
        let width = side * 0.1
        return (0..<8).map { i in
            // Clockwise from twelve o'clock, in quarter-turn-exact steps of 45°.
            let direction = AffineTransform(rotation: Double(i) * .pi / 4).apply(to: Point(x: 0, y: -1))
            let (c, s) = (direction.x, direction.y)
            let inner = radius * 0.45 + width / 2, outer = radius - width / 2
            let opacity = 1 - Double(i) * 0.1
            return .line(
                from: Point(x: center.x + c * inner, y: center.y + s * inner),
                to: Point(x: center.x + c * outer, y: center.y + s * outer), width: width,
                color: ColorStyle(light: RGBA(hex: 0x3C3C43, alpha: 0.6 * opacity), dark: RGBA(hex: 0xEBEBF5, alpha: 0.6 * opacity)))
        }
    }
}
