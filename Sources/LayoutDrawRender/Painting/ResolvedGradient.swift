#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LayoutDrawCore

/// A gradient ready to draw: its stops resolved for the colour scheme and its geometry in the
/// user space of the view it paints (the view's layout points).
struct ResolvedGradient {
    struct Stop: Equatable {
        var color: RGBA
        var location: Double
    }

    enum Kind: Equatable {
        case linear(start: Point, end: Point)
        /// Circles around `center` (in gradient space), radius `startRadius` to `endRadius`.
        case radial(center: Point, startRadius: Double, endRadius: Double)
        /// By angle around `center`, clockwise on screen (see `sectors`).
        case angular(center: Point, startAngle: Double, endAngle: Double)
    }

    /// Sorted by location (stably), locations clamped to 0…1.
    var stops: [Stop]
    var kind: Kind
    /// Gradient space → user space: the identity, or the unit square stretched to the bounds
    /// for an elliptical gradient.
    var transform: AffineTransform
    /// The user-space rectangle the gradient must cover (an angular gradient is drawn as wedges
    /// that reach its corners).
    var bounds: Rect

    /// `gradient` laid over `frame` (its bounding rectangle), in `scheme`; `bounds` is the area
    /// it paints (the frame, grown for a stroke).
    init(_ gradient: GradientStyle, frame: Rect, bounds: Rect, scheme: ColorScheme) {
        let sorted = gradient.stops.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
        stops = sorted.map {
            Stop(color: $0.element.color.resolved(in: scheme), location: $0.element.location.isFinite ? min(max($0.element.location, 0), 1) : 0)
        }
        self.bounds = bounds
        func point(_ unit: UnitPoint) -> Point { Point(x: frame.minX + unit.x * frame.width, y: frame.minY + unit.y * frame.height) }
        switch gradient.geometry {
        case .linear(let start, let end):
            kind = .linear(start: point(start), end: point(end))
            transform = .identity
        case .radial(let center, let startRadius, let endRadius):
            kind = .radial(center: point(center), startRadius: max(0, startRadius), endRadius: max(0, endRadius))
            transform = .identity
        case .elliptical(let center, let start, let end):
            // The unit square stretched to the frame: circles of the unit square are ellipses.
            kind = .radial(center: Point(x: center.x, y: center.y), startRadius: max(0, start), endRadius: max(0, end))
            transform = AffineTransform(scaleX: frame.width, y: frame.height)
                .concatenating(AffineTransform(translationX: frame.minX, y: frame.minY))
        case .angular(let center, let startAngle, let endAngle):
            kind = .angular(center: point(center), startAngle: startAngle, endAngle: endAngle)
            transform = .identity
        }
    }

    /// The colour at `t` (0…1) along the stops, each component interpolated on its own
    /// (straight alpha), as Core Graphics and cairo interpolate gradients: a gradient from white
    /// to `.clear` (transparent black) passes through translucent grey.
    func color(at t: Double) -> RGBA {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        for i in 1..<stops.count where t <= stops[i].location {
            let a = stops[i - 1].color, b = stops[i].color
            let span = stops[i].location - stops[i - 1].location
            let f = span > 0 ? (t - stops[i - 1].location) / span : 1
            return RGBA(
                red: a.red + (b.red - a.red) * f, green: a.green + (b.green - a.green) * f,
                blue: a.blue + (b.blue - a.blue) * f, alpha: a.alpha + (b.alpha - a.alpha) * f)
        }
        return last.color
    }

    /// A linear or radial gradient with a start radius, written with its stops moved so that a
    /// renderer without a start radius (SVG 1.1's `radialGradient`) draws the same: inside the
    /// start radius the first colour.
    func stopsFromCenter(startRadius: Double, endRadius: Double) -> [Stop] {
        guard endRadius > 0, startRadius > 0 else { return stops }
        let f = min(1, startRadius / endRadius)
        return stops.map { Stop(color: $0.color, location: f + (1 - f) * $0.location) }
    }

    /// One wedge of an angular gradient: from `startAngle` to `endAngle` (radians, clockwise on
    /// screen) the colour goes from `startColor` to `endColor`.
    struct Sector: Equatable {
        var startAngle: Double
        var endAngle: Double
        var startColor: RGBA
        var endColor: RGBA
    }

    /// The wedges that make an angular gradient around the full turn from `startAngle`, none
    /// wider than `maximumStep` radians, following SwiftUI's rule (Apple's `AngularGradient`
    /// documentation): the stops spread from `startAngle` to `endAngle`; a span of more than a
    /// turn draws only its last turn; a span of less leaves a gap filled with the last colour
    /// for its first half and the first colour for its second half. A span of zero (both angles
    /// left at their default, `.zero`) is a full turn, as `AngularGradient(colors:center:)` draws.
    func sectors(maximumStep: Double) -> [Sector] {
        guard case .angular(_, var start, let end) = kind else { return [] }
        var span = end - start
        if !span.isFinite || abs(span) < 1e-12 { span = 2 * .pi }
        if span < 0 {
            // A reversed span: the stops run anticlockwise; drawn as the mirrored sweep.
            span = -span
            start = end
            let reversed = ResolvedGradient(reversedOf: self, start: start, span: span)
            return reversed.sectors(maximumStep: maximumStep)
        }
        if span > 2 * .pi {
            start = end - 2 * .pi
            span = 2 * .pi
        }
        var result: [Sector] = []
        func sweep(from a: Double, to b: Double, colorAt: (Double) -> RGBA) {
            guard b > a else { return }
            let count = max(1, Int(((b - a) / maximumStep).rounded(.up)))
            for i in 0..<count {
                let s = a + (b - a) * Double(i) / Double(count), e = a + (b - a) * Double(i + 1) / Double(count)
                result.append(Sector(startAngle: s, endAngle: e, startColor: colorAt(s), endColor: colorAt(e)))
            }
        }
        // Between the stops' locations only: a wedge never straddles a stop, so its colour is
        // exact at both ends.
        var cuts = [0.0] + stops.map(\.location).filter { $0 > 0 && $0 < 1 } + [1.0]
        cuts = cuts.enumerated().filter { $0.offset == 0 || $0.element > cuts[$0.offset - 1] }.map(\.element)
        for i in 1..<cuts.count {
            sweep(from: start + cuts[i - 1] * span, to: start + cuts[i] * span) { angle in color(at: (angle - start) / span) }
        }
        let gap = 2 * .pi - span
        if gap > 1e-12, let first = stops.first?.color, let last = stops.last?.color {
            sweep(from: start + span, to: start + span + gap / 2) { _ in last }
            sweep(from: start + span + gap / 2, to: start + 2 * .pi) { _ in first }
        }
        return result
    }

    /// The mirrored gradient of a reversed angular span.
    private init(reversedOf other: ResolvedGradient, start: Double, span: Double) {
        stops = other.stops.reversed().map { Stop(color: $0.color, location: 1 - $0.location) }
        guard case .angular(let center, _, _) = other.kind else {
            kind = other.kind
            transform = other.transform
            bounds = other.bounds
            return
        }
        kind = .angular(center: center, startAngle: start, endAngle: start + span)
        transform = other.transform
        bounds = other.bounds
    }

    /// The widest wedge of an angular gradient (1°: a colour wheel of six colours changes by
    /// at most 1.8% of a channel's range across one).
    static let angularStep = 1 * Double.pi / 180

    /// The bounds on whole points, where an angular gradient's wedges are drawn: at
    /// whole-number scales its pixels are the picture's (in an SVG, a pattern tile between
    /// pixels is resampled, and blurs).
    var tile: Rect {
        let x0 = bounds.minX.rounded(.down), y0 = bounds.minY.rounded(.down)
        return Rect(x: x0, y: y0, width: bounds.maxX.rounded(.up) - x0, height: bounds.maxY.rounded(.up) - y0)
    }

    /// The radius from the angular gradient's centre that reaches every corner of `bounds`.
    var coveringRadius: Double {
        guard case .angular(let center, _, _) = kind else { return 0 }
        let corners = [
            Point(x: bounds.minX, y: bounds.minY), Point(x: bounds.maxX, y: bounds.minY),
            Point(x: bounds.minX, y: bounds.maxY), Point(x: bounds.maxX, y: bounds.maxY),
        ]
        let far = corners.map { hypot($0.x - center.x, $0.y - center.y) }.max() ?? 0
        return far + 1
    }
}
