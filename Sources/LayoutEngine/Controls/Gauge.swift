import Foundation
import LayoutDrawCore
import LayoutDrawFrames

/// SwiftUI's `Gauge(value:in:label:currentValueLabel:minimumValueLabel:maximumValueLabel:)` on
/// iOS 17, in the styles `.gaugeStyle(_:)` picks: `.automatic` (on iOS, `.linearCapacity`),
/// `.linearCapacity`, `.accessoryLinearCapacity`, `.accessoryLinear`, `.accessoryCircular`
/// and `.accessoryCircularCapacity`. Its subviews are its `GaugeTrack` (the bar or ring it
/// draws), then the labels it was given, in the order label, current value, minimum value,
/// maximum value (`parts` says which are there).
///
/// Rule, linear styles: a column of up to three rows, `rowSpacing` (4) apart, each as wide as
/// the gauge: the label (leading), the bar row, the current value's label (leading). The bar
/// row is the minimum value's label, the track and the maximum value's label, `labelGap` (8)
/// apart, the labels at their ideal sizes and centred vertically on the track; the track
/// takes the width left. The gauge takes the proposed width; an unspecified width is the
/// widest of its rows at their ideal widths, the track counting 10 (the length of a view with
/// no ideal width, as for `ProgressView`). The track is `trackHeight` high: 8 for
/// `.linearCapacity`, 6 for `.accessoryLinearCapacity`, 4 for `.accessoryLinear`.
///
/// Rule, circular styles: a fixed `circularSide` × `circularSide` (72 × 72) square whatever the
/// proposal, a ring of `ringWidth` (6) inside it. The current value's label (else the label)
/// is centred in the ring, proposed the ring's inner width. `.accessoryCircular` leaves a
/// quarter of the ring open at the bottom: the minimum and maximum labels (when given) stand
/// under the open ring's two ends, and with no bounds labels the label (when the current
/// value's label took the centre) stands centred in the opening, its bottom on the gauge's.
/// `.accessoryCircularCapacity` shows only the centre label. Labels a style does not show are
/// left out of the picture.
///
/// The track (see `GaugeTrack` for its drawing) is placed on the bar row between the bounds
/// labels, or over the whole square in the circular styles.
///
/// Evidence: Apple's `Gauge` documentation ("a view that shows a value within a range", the
/// default `0...1` range, the `SimpleGauge` and `LabeledGauge` pictures of iOS's default, a
/// bar with the label above it and the bounds' labels at the bar's ends); `GaugeStyle`'s
/// `.linearCapacity` "displays bar that fills from leading to trailing edges as the gauge's
/// current value increases", `.accessoryLinearCapacity` "if you provide minimumValueLabel and
/// maximumValueLabel … they appear on leading and trailing edges of the bar … The label appears
/// above the gauge, and the currentValueLabel appears below", `.accessoryLinear` "a bar with a
/// marker that appears at a point along the bar", `.accessoryCircular` "an open ring with a
/// marker", `.accessoryCircularCapacity` "a closed ring that's partially filled in"; Use Your
/// Loaf's "SwiftUI Gauges" (2022): "at least on iOS, you get a linear capacity gauge" by default.
/// The accessory styles are those of the Lock Screen widgets; 72 × 72 is the Human Interface
/// Guidelines' `accessoryCircular` widget on a 390- and 393-point-wide iPhone. Apple publishes
/// no track height, ring width or spacing: 8, 6, 4, the 6-point ring and the 4-point row
/// spacing are our estimates from Apple's pictures (8 is the standard spacing, as for
/// `Slider`'s value labels).
public struct Gauge: ViewLayout {
    public var kind: String { "Gauge" }
    public static let rowSpacing = 4.0
    public static let labelGap = 8.0
    public static let unspecifiedTrackWidth = 10.0
    public static let circularSide = 72.0
    public static let ringWidth = 6.0
    /// The open ring of `.accessoryCircular` sweeps 270°, from 135° (bottom left) clockwise to
    /// 45° (bottom right), angles measured clockwise from the right on screen.
    public static let openRingStart = 135.0
    public static let openRingSweep = 270.0

    /// Which labels a gauge has; its subviews are the ones present, in this order.
    public struct Parts: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let label = Parts(rawValue: 1)
        public static let currentValue = Parts(rawValue: 2)
        public static let minimum = Parts(rawValue: 4)
        public static let maximum = Parts(rawValue: 8)
    }

    /// Where the value stands in its range, 0…1.
    public var fraction: Double
    public var parts: Parts

    public init(fraction: Double, parts: Parts = []) {
        self.fraction = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        self.parts = parts
    }

    /// The subview index of `part`, when the gauge has it.
    func index(_ part: Parts) -> Int? {
        guard parts.contains(part) else { return nil }
        return 1 + [Parts.label, .currentValue, .minimum, .maximum].prefix { $0 != part }.filter { parts.contains($0) }.count
    }

    static func style(_ context: LayoutContext) -> GaugeStyleKind {
        context.environment.controls.gaugeStyle
    }

    /// The track's height in a linear style; nil for the circular ones.
    static func trackHeight(_ style: GaugeStyleKind) -> Double? {
        switch style {
        case .automatic, .linearCapacity: 8
        case .accessoryLinearCapacity: 6
        case .accessoryLinear: 4
        case .accessoryCircular, .accessoryCircularCapacity: nil
        }
    }

    // MARK: Layout

    public func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        guard let track = Self.trackHeight(Self.style(context)) else {
            return Size(width: Self.circularSide, height: Self.circularSide)
        }
        let rows = linearRows(width: proposal.width, track: track, subviews)
        return Size(width: proposal.width ?? rows.idealWidth, height: rows.height)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        let style = Self.style(context)
        guard let track = Self.trackHeight(style) else {
            placeCircular(in: bounds, style: style, subviews)
            return
        }
        let rows = linearRows(width: bounds.width, track: track, subviews)
        let rowProposal = ProposedViewSize(width: bounds.width, height: nil)
        var y = bounds.minY
        if let i = index(.label) {
            subviews[i].place(at: Point(x: bounds.minX, y: y), proposal: rowProposal)
            y += rows.label.height + Self.rowSpacing
        }
        let boundsProposal = ProposedViewSize(width: nil, height: nil)
        if let i = index(.minimum) {
            subviews[i].place(at: Point(x: bounds.minX, y: y + (rows.barRow - rows.minimum.height) / 2), proposal: boundsProposal)
        }
        if let i = index(.maximum) {
            subviews[i].place(
                at: Point(x: bounds.maxX - rows.maximum.width, y: y + (rows.barRow - rows.maximum.height) / 2), proposal: boundsProposal)
        }
        if !subviews.isEmpty {
            let span = trackSpan(rows, width: bounds.width)
            subviews[0].place(
                at: Point(x: bounds.minX + span.x, y: y + (rows.barRow - track) / 2),
                proposal: ProposedViewSize(width: span.width, height: track))
        }
        y += rows.barRow + Self.rowSpacing
        if let i = index(.currentValue) {
            subviews[i].place(at: Point(x: bounds.minX, y: y), proposal: rowProposal)
        }
    }

    /// The linear styles' rows: the label's and the current value's sizes (proposed the width),
    /// the bounds labels' ideal sizes, the bar row's height and the column's height and ideal width.
    struct LinearRows {
        var label = Size.zero, current = Size.zero, minimum = Size.zero, maximum = Size.zero
        var barRow = 0.0, height = 0.0, idealWidth = 0.0
    }

    func linearRows(width: Double?, track: Double, _ subviews: LayoutSubviews) -> LinearRows {
        var rows = LinearRows()
        let rowProposal = ProposedViewSize(width: width, height: nil)
        if let i = index(.label) { rows.label = subviews[i].sizeThatFits(rowProposal) }
        if let i = index(.currentValue) { rows.current = subviews[i].sizeThatFits(rowProposal) }
        if let i = index(.minimum) { rows.minimum = subviews[i].sizeThatFits(ProposedViewSize(width: nil, height: nil)) }
        if let i = index(.maximum) { rows.maximum = subviews[i].sizeThatFits(ProposedViewSize(width: nil, height: nil)) }
        rows.barRow = max(track, rows.minimum.height, rows.maximum.height)
        var height = rows.barRow
        if parts.contains(.label) { height += rows.label.height + Self.rowSpacing }
        if parts.contains(.currentValue) { height += Self.rowSpacing + rows.current.height }
        rows.height = height
        rows.idealWidth = max(rows.label.width, rows.current.width, barRowWidth(rows, track: Self.unspecifiedTrackWidth))
        return rows
    }

    /// The bar row's width with a track `track` wide.
    func barRowWidth(_ rows: LinearRows, track: Double) -> Double {
        var width = track
        if parts.contains(.minimum) { width += rows.minimum.width + Self.labelGap }
        if parts.contains(.maximum) { width += Self.labelGap + rows.maximum.width }
        return width
    }

    /// The track's extent along the bar row, in the gauge's own coordinates.
    func trackSpan(_ rows: LinearRows, width: Double) -> (x: Double, width: Double) {
        let x = parts.contains(.minimum) ? rows.minimum.width + Self.labelGap : 0
        let end = parts.contains(.maximum) ? width - rows.maximum.width - Self.labelGap : width
        return (x, max(0, end - x))
    }

    /// The ring's centre line: its radius, and its centre in the gauge's own coordinates.
    public static var ringRadius: Double { (circularSide - ringWidth) / 2 }
    public static var ringCenter: Point { Point(x: circularSide / 2, y: circularSide / 2) }

    /// A point of the ring's centre line at `degrees`, clockwise from the right on screen.
    public static func ringPoint(_ degrees: Double) -> Point {
        let radians = degrees * .pi / 180
        return Point(x: ringCenter.x + ringRadius * cos(radians), y: ringCenter.y + ringRadius * sin(radians))
    }

    func placeCircular(in bounds: Rect, style: GaugeStyleKind, _ subviews: LayoutSubviews) {
        let inner = Self.circularSide - 2 * Self.ringWidth
        let centreProposal = ProposedViewSize(width: inner, height: nil)
        let centre = index(.currentValue) ?? index(.label)
        var shown: Set<Int> = [0]
        if !subviews.isEmpty {
            subviews[0].place(at: bounds.origin, proposal: ProposedViewSize(width: Self.circularSide, height: Self.circularSide))
        }
        func place(_ i: Int, centreX: Double, midY: Double? = nil, bottom: Double? = nil, proposal: ProposedViewSize) {
            let size = subviews[i].sizeThatFits(proposal)
            let y = midY.map { $0 - size.height / 2 } ?? (bottom ?? 0) - size.height
            subviews[i].place(at: Point(x: centreX - size.width / 2, y: y), proposal: proposal)
            shown.insert(i)
        }
        if let centre {
            place(centre, centreX: bounds.midX, midY: bounds.midY, proposal: centreProposal)
        }
        if style == .accessoryCircular {
            let ideal = ProposedViewSize(width: nil, height: nil)
            if let minimum = index(.minimum), let maximum = index(.maximum) {
                place(minimum, centreX: bounds.minX + Self.ringPoint(Self.openRingStart).x, bottom: bounds.maxY, proposal: ideal)
                place(
                    maximum, centreX: bounds.minX + Self.ringPoint(Self.openRingStart + Self.openRingSweep).x, bottom: bounds.maxY,
                    proposal: ideal)
            } else if let label = index(.label), label != centre {
                place(label, centreX: bounds.midX, bottom: bounds.maxY, proposal: ideal)
            }
        }
        for i in subviews.indices where !shown.contains(i) { subviews[i].leaveOut() }
    }
}
