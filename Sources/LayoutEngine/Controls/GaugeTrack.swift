import Foundation
import LayoutDrawCore
import LayoutDrawFrames

/// The bar or ring a `Gauge` draws, in the style `.gaugeStyle(_:)` sets: the `Gauge`'s first
/// subview, which the gauge places (see `Gauge` for the sizes and their evidence).
///
/// Rule: it takes the proposal (the gauge proposes it exactly), 10 for an unspecified side.
///
/// Drawn: the linear capacity styles (`.automatic`, `.linearCapacity`,
/// `.accessoryLinearCapacity`) a capsule in `systemFill` with the filled part (the value within
/// the range, 0…1) in the tint from the leading end, as `GaugeStyle.linearCapacity` "displays
/// bar that fills from leading to trailing edges"; `.accessoryLinear` the capsule with a round
/// tint marker at the value, ringed in white, 4 points taller than the track ("a bar with a
/// marker that appears at a point along the bar"). `.accessoryCircular` its open arc (270°,
/// round-ended) in the tint with a white marker ringed in the tint at the value ("an open ring
/// with a marker"); `.accessoryCircularCapacity` a full ring in `systemFill` filled clockwise
/// from twelve o'clock in the tint, round-ended ("a closed ring that's partially filled in").
public struct GaugeTrack: ViewLayout, DrawingLayout {
    public var kind: String { "GaugeTrack" }
    public static let unspecifiedLength = 10.0

    /// Where the value stands in its range, 0…1.
    public var fraction: Double

    public init(fraction: Double) {
        self.fraction = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
    }

    public func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        proposal.replacingUnspecifiedDimensions(by: Size(width: Self.unspecifiedLength, height: Self.unspecifiedLength))
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {}

    public func drawing(size: Size, proposal: ProposedViewSize, context: LayoutContext) -> NodeDrawing {
        guard size.width.isFinite, size.height.isFinite else { return .none }
        let tint = context.environment.resolvedTint
        let elements: [VectorElement]
        switch context.environment.controls.gaugeStyle {
        case .automatic, .linearCapacity, .accessoryLinearCapacity:
            elements = [
                ControlDrawing.track(x: 0, width: size.width, midY: size.height / 2, height: size.height, color: SystemColors.fill),
                ControlDrawing.track(x: 0, width: size.width * fraction, midY: size.height / 2, height: size.height, color: tint),
            ]
        case .accessoryLinear:
            let diameter = size.height + 4
            let x = diameter / 2 + (size.width - diameter) * fraction
            let marker = Rect(x: x - diameter / 2, y: size.height / 2 - diameter / 2, width: diameter, height: diameter)
            elements = [
                ControlDrawing.track(x: 0, width: size.width, midY: size.height / 2, height: size.height, color: SystemColors.fill),
                .shape(.circle, in: marker, .fill(tint)),
                .shape(.circle, in: marker, .strokeBorder(SystemColors.thumb, lineWidth: 1.5)),
            ]
        case .accessoryCircular:
            let at = Gauge.ringPoint(Gauge.openRingStart + Gauge.openRingSweep * fraction)
            let diameter = Gauge.ringWidth + 3
            let marker = Rect(x: at.x - diameter / 2, y: at.y - diameter / 2, width: diameter, height: diameter)
            elements = [
                Self.arc(from: Gauge.openRingStart, sweep: Gauge.openRingSweep, color: tint),
                .shape(.circle, in: marker, .fill(SystemColors.thumb)),
                .shape(.circle, in: marker, .strokeBorder(tint, lineWidth: 1.5)),
            ]
        case .accessoryCircularCapacity:
            var ring = [Self.arc(from: -90, sweep: 360, color: SystemColors.fill, roundCaps: false)]
            if fraction > 0 { ring.append(Self.arc(from: -90, sweep: 360 * fraction, color: tint)) }
            elements = ring
        }
        return NodeDrawing(paint: .vector(VectorPaint(elements)))
    }

    /// An arc of the gauge's ring from `start` degrees (clockwise from the right on screen)
    /// through `sweep` degrees clockwise, stroked `Gauge.ringWidth` wide: cubic Béziers of at
    /// most 90° each (control points at 4/3 · tan(θ/4) of the radius along the tangents).
    static func arc(from start: Double, sweep: Double, color: ColorStyle, roundCaps: Bool = true) -> VectorElement {
        let r = Gauge.ringRadius, c = Gauge.ringCenter
        let pieces = max(1, Int((abs(sweep) / 90).rounded(.up)))
        let step = sweep / Double(pieces) * .pi / 180
        let k = 4.0 / 3 * tan(step / 4) * r
        var angle = start * .pi / 180
        func point(_ a: Double) -> Point { Point(x: c.x + r * cos(a), y: c.y + r * sin(a)) }
        var commands: [PathCommand] = [.move(point(angle))]
        for _ in 0..<pieces {
            let next = angle + step
            let p0 = point(angle), p1 = point(next)
            commands.append(
                .curve(
                    Point(x: p0.x - k * sin(angle), y: p0.y + k * cos(angle)),
                    Point(x: p1.x + k * sin(next), y: p1.y - k * cos(next)), p1))
            angle = next
        }
        if sweep >= 360 { commands.append(.close) }
        return VectorElement(
            .commands(commands, transform: .identity, roundCaps: false),
            .stroke(.color(color), StrokeStyle(lineWidth: Gauge.ringWidth, lineCap: roundCaps ? .round : .butt)))
    }
}
