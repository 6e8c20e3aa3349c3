/// How a line is stroked: SwiftUI's `StrokeStyle` (`.stroke(.blue, style: StrokeStyle(lineWidth:
/// 12, lineCap: .round, dash: [6, 3]))`), with SwiftUI's defaults — a 1-point line with butt caps,
/// mitred joins (limit 10) and no dashes — which are also cairo's.
///
/// Evidence: Apple's `StrokeStyle.init(lineWidth:lineCap:lineJoin:miterLimit:dash:dashPhase:)`
/// (`lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
/// miterLimit: CGFloat = 10, dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0`).
public struct StrokeStyle: Hashable, Sendable {
    /// How an open line ends (`CGLineCap`).
    public enum LineCap: String, Hashable, Sendable, CaseIterable {
        case butt, round, square
    }

    /// How two segments meet (`CGLineJoin`).
    public enum LineJoin: String, Hashable, Sendable, CaseIterable {
        case miter, round, bevel
    }

    public var lineWidth: Double
    public var lineCap: LineCap
    public var lineJoin: LineJoin
    /// A mitred join longer than `miterLimit` × the line's width is bevelled instead.
    public var miterLimit: Double
    /// Lengths of the dashes and gaps, alternately, in points; empty for a solid line.
    public var dash: [Double]
    /// How far into the dash pattern the line starts.
    public var dashPhase: Double

    public init(
        lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: Double = 10,
        dash: [Double] = [], dashPhase: Double = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// How far the line's ink can reach from the path: half its width, or more at a mitred
    /// join (up to half the miter limit times the width) or a square cap (the corner of the
    /// half-width square, √2 × half the width). Finite for any finite width.
    public var reach: Double {
        let half = abs(lineWidth) / 2
        guard half.isFinite else { return 0 }
        var factor = 1.0
        if lineJoin == .miter, miterLimit.isFinite { factor = max(factor, miterLimit) }
        if lineCap == .square { factor = max(factor, 2.0.squareRoot()) }
        return half * factor
    }
}
