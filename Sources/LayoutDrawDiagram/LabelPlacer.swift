import LayoutDrawCore
import LayoutDrawFrames

/// A label waiting for a place.
struct LabelRequest {
    var text: String
    var font: Font
    var color: RGBA
    var role: DiagramItem.Role
    /// What the label stands beside: a frame, or a point (a rect of zero size).
    var anchor: Rect
    /// The view the label explains: not covered when there is room outside it.
    var described: Rect?
    /// Placements to try, best first.
    var placements: [AnnotationPlacement]
    /// Whether covering `described` is expected (an inside placement was asked for).
    var mayCoverDescribed = false
    /// Whether the first placement was asked for in the scene: the label then keeps to it,
    /// growing the canvas if need be, and takes another only when it would hit a label.
    var keepsFirstPlacement = false
    /// Lower places first: fixed labels before free ones, explanations before debug text.
    var priority = 1
}

/// Places labels one at a time, each where it costs least: never over a label already placed,
/// never off the canvas while a place on it exists, not over the view it describes while there
/// is room outside it, and preferably not over text or other marks.
///
/// Candidates are the asked-for placements around the anchor, each with its alignments, then
/// the same moved outward step by step, each step dearer than the last (a label that moved away
/// gets a leader line). If every candidate collides, the label goes below everything placed,
/// so labels never intersect.
struct LabelPlacer {
    /// Something a label should rather not cover, and how much covering all of it costs.
    struct Obstacle {
        var rect: Rect
        var weight: Double
    }

    let canvas: Rect
    let style: HouseStyle
    var obstacles: [Obstacle] = []
    /// The views that annotations describe: a label should not stand on another's view.
    var describedViews: [Rect] = []
    private(set) var placed: [Rect] = []

    /// How far labels move outward, in label heights, before giving up on a placement.
    private let maximumSteps = 10

    init(canvas: Rect, style: HouseStyle, obstacles: [Obstacle] = [], describedViews: [Rect] = []) {
        self.canvas = canvas
        self.style = style
        self.obstacles = obstacles
        self.describedViews = describedViews
    }

    /// Chooses the plate of a label of `size` for `request`, records it, and returns it with a
    /// leader line when the plate does not touch its anchor.
    mutating func place(_ size: Size, for request: LabelRequest) -> (plate: Rect, leader: DiagramLabel.Leader?) {
        var best: (rect: Rect, cost: Double, step: Int)?
        for (rank, placement) in request.placements.enumerated() {
            for (variant, base) in basePositions(placement, size: size, anchor: request.anchor).enumerated() {
                for step in 0...maximumSteps {
                    let rect = Rect(origin: base.origin + base.direction.scaled(by: stepLength(step, size)), size: size)
                    // Beside a side, a label that moved along it must still face the anchor.
                    if step > 0, !base.keepsFacing(request.anchor, rect) { break }
                    let detour = rank > 0 && request.keepsFirstPlacement ? 5000.0 : 0
                    let baseCost = detour + Double(rank) * 2 + Double(variant) * 0.5 + Double(step * (6 + 4 * step))
                    if let best, baseCost >= best.cost { break }
                    guard let cost = cost(of: rect, for: request, base: baseCost) else { continue }
                    if best == nil || cost < best!.cost { best = (rect, cost, step) }
                }
            }
        }
        let rect = best?.rect ?? fallback(size, for: request)
        placed.append(rect)
        return (rect, leader(from: rect, to: request.anchor))
    }

    // MARK: Candidates

    private struct Base {
        var origin: Point
        /// The way the label moves when this place is taken.
        var direction: Point
        /// Whether the label moves along the anchor's side (beside it) rather than away from it.
        var movesAlongSide = false

        /// Whether `rect` still overlaps the anchor's extent across the direction it moves in.
        func keepsFacing(_ anchor: Rect, _ rect: Rect) -> Bool {
            guard movesAlongSide, anchor.width > 0 || anchor.height > 0 else { return true }
            return rect.maxY > anchor.minY && rect.minY < anchor.maxY
        }
    }

    /// The distance of step `step`: whole label heights (and the spacing between labels).
    private func stepLength(_ step: Int, _ size: Size) -> Double {
        Double(step) * (size.height + style.labelSpacing)
    }

    private func basePositions(_ placement: AnnotationPlacement, size: Size, anchor a: Rect) -> [Base] {
        let w = size.width, h = size.height, g = style.labelGap
        let up = Point(x: 0, y: -1), down = Point(x: 0, y: 1)
        let isPoint = a.width == 0 && a.height == 0
        let xs = [a.midX - w / 2, a.minX, a.maxX - w]
        let ys = [a.midY - h / 2, a.minY, a.maxY - h]
        switch placement {
        case .top:
            return xs.map { Base(origin: Point(x: $0, y: a.minY - g - h), direction: up) }
        case .bottom:
            return xs.map { Base(origin: Point(x: $0, y: a.maxY + g), direction: down) }
        case .leading:
            return ys.map { Base(origin: Point(x: a.minX - g - w, y: $0), direction: down, movesAlongSide: true) }
                + ys.map { Base(origin: Point(x: a.minX - g - w, y: $0), direction: up, movesAlongSide: true) }
                + [Base(origin: Point(x: a.minX - g - w, y: ys[0]), direction: Point(x: -1, y: 0))]
        case .trailing:
            return ys.map { Base(origin: Point(x: a.maxX + g, y: $0), direction: down, movesAlongSide: true) }
                + ys.map { Base(origin: Point(x: a.maxX + g, y: $0), direction: up, movesAlongSide: true) }
                + [Base(origin: Point(x: a.maxX + g, y: ys[0]), direction: Point(x: 1, y: 0))]
        case .center:
            let origin = Point(x: a.midX - w / 2, y: a.midY - h / 2)
            return [Base(origin: origin, direction: down), Base(origin: origin, direction: up)]
        case .topLeading:
            if isPoint { return [Base(origin: Point(x: a.minX - g - w, y: a.minY - g - h), direction: up)] }
            return [Base(origin: Point(x: a.minX + g, y: a.minY + g), direction: down)]
        case .topTrailing:
            if isPoint { return [Base(origin: Point(x: a.maxX + g, y: a.minY - g - h), direction: up)] }
            return [Base(origin: Point(x: a.maxX - g - w, y: a.minY + g), direction: down)]
        case .bottomLeading:
            if isPoint { return [Base(origin: Point(x: a.minX - g - w, y: a.maxY + g), direction: down)] }
            return [Base(origin: Point(x: a.minX + g, y: a.maxY - g - h), direction: up)]
        case .bottomTrailing:
            if isPoint { return [Base(origin: Point(x: a.maxX + g, y: a.maxY + g), direction: down)] }
            return [Base(origin: Point(x: a.maxX - g - w, y: a.maxY - g - h), direction: up)]
        }
    }

    // MARK: Costs

    /// The cost of putting the label at `rect`, or nil when it would touch a placed label.
    ///
    /// In order of cost: a place beside the described view; over the view it describes (200
    /// when covering all of it) or over a view's text (200); off the canvas, which then grows
    /// (300 plus 2 per point of overhang); over another annotated view (400) that does not enclose this one.
    private func cost(of rect: Rect, for request: LabelRequest, base: Double) -> Double? {
        let spaced = rect.insetBy(-style.labelSpacing)
        for other in placed where spaced.intersects(other) { return nil }
        var cost = base
        let area = max(rect.area, 1e-9)
        let overhang = max(canvas.minX - rect.minX, canvas.minY - rect.minY, rect.maxX - canvas.maxX, rect.maxY - canvas.maxY)
        if overhang > 1e-6 { cost += 300 + 2 * overhang }
        if let described = request.described, !request.mayCoverDescribed {
            cost += 200 * rect.overlapArea(with: described) / area
        }
        // Another annotated view, unless it encloses what this label explains (a container).
        let subject = request.described ?? request.anchor
        for other in describedViews where other != subject && !other.contains(subject) {
            cost += 400 * rect.overlapArea(with: other) / area
        }
        for obstacle in obstacles {
            cost += obstacle.weight * rect.overlapArea(with: obstacle.rect) / area
        }
        return cost
    }

    /// Below everything placed so far (and the canvas), under the anchor where possible.
    private func fallback(_ size: Size, for request: LabelRequest) -> Rect {
        let bottom = placed.map(\.maxY).max().map { max($0, canvas.maxY) } ?? canvas.maxY
        let x = min(max(request.anchor.minX, canvas.minX), max(canvas.minX, canvas.maxX - size.width))
        return Rect(origin: Point(x: x, y: bottom + style.labelSpacing + style.labelGap), size: size)
    }

    /// A line from the plate to its anchor when they are apart by more than twice the gap.
    private func leader(from plate: Rect, to anchor: Rect) -> DiagramLabel.Leader? {
        let target = anchor.nearestPoint(to: plate.center)
        let start = plate.nearestPoint(to: target)
        let dx = target.x - start.x, dy = target.y - start.y
        guard (dx * dx + dy * dy).squareRoot() > 2 * style.labelGap + 0.5 else { return nil }
        return DiagramLabel.Leader(from: start, to: target)
    }
}

extension Point {
    func scaled(by factor: Double) -> Point { Point(x: x * factor, y: y * factor) }
}
