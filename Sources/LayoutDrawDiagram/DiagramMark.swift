import LayoutDrawCore

/// One thing the diagram draws, with its position resolved, in output coordinates (points,
/// y down). Colours are resolved for the canvas's colour scheme.
public enum DiagramMark: Hashable, Sendable {
    /// A rectangle's outline, stroked just inside the rectangle so that it stays crisp and
    /// never leaves it; `dash` empty means solid.
    case outline(Rect, color: RGBA, lineWidth: Double, dash: [Double])
    /// A filled rectangle with rounded corners (panels, shading, plates of their own).
    case fill(Rect, color: RGBA, cornerRadius: Double)
    /// A straight line; `dash` empty means solid.
    case line(from: Point, to: Point, color: RGBA, lineWidth: Double, dash: [Double])
    /// A line with a filled arrowhead of `headLength` at `to`.
    case arrow(from: Point, to: Point, color: RGBA, lineWidth: Double, headLength: Double)
    /// A filled circle.
    case dot(center: Point, radius: Double, color: RGBA)
    /// A circle's outline.
    case ring(center: Point, radius: Double, color: RGBA, lineWidth: Double)
    /// Text without a plate (the layout-tree panel's rows), its lines laid out in `frame`.
    case text(TextRequest, frame: Rect, color: RGBA)
    /// A label on its plate.
    case label(DiagramLabel)

    /// Everything the mark covers, strokes and arrowheads included.
    public var bounds: Rect {
        switch self {
        case .outline(let rect, _, _, _), .fill(let rect, _, _), .text(_, let rect, _):
            return rect
        case .line(let a, let b, _, let width, _):
            // Butt caps: the stroke widens the line across its direction only.
            let dx = b.x - a.x, dy = b.y - a.y
            let length = (dx * dx + dy * dy).squareRoot()
            guard length > 0 else { return Rect(spanning: a, b) }
            let across = Point(x: abs(dy) / length * width / 2, y: abs(dx) / length * width / 2)
            let span = Rect(spanning: a, b)
            return Rect(
                x: span.minX - across.x, y: span.minY - across.y, width: span.width + 2 * across.x,
                height: span.height + 2 * across.y)
        case .arrow(let a, let b, _, let width, let head):
            return Rect(spanning: a, b).insetBy(-max(width / 2, head * 0.5))
        case .dot(let center, let radius, _):
            return Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
        case .ring(let center, let radius, _, let width):
            let r = radius + width / 2
            return Rect(x: center.x - r, y: center.y - r, width: 2 * r, height: 2 * r)
        case .label(let label):
            guard let leader = label.leader else { return label.plate }
            return label.plate.union(Rect(spanning: leader.from, leader.to))
        }
    }

    /// The mark moved by `delta`.
    func offsetBy(_ delta: Point) -> DiagramMark {
        switch self {
        case .outline(let rect, let color, let width, let dash):
            .outline(rect.offsetBy(delta), color: color, lineWidth: width, dash: dash)
        case .fill(let rect, let color, let radius):
            .fill(rect.offsetBy(delta), color: color, cornerRadius: radius)
        case .line(let a, let b, let color, let width, let dash):
            .line(from: a + delta, to: b + delta, color: color, lineWidth: width, dash: dash)
        case .arrow(let a, let b, let color, let width, let head):
            .arrow(from: a + delta, to: b + delta, color: color, lineWidth: width, headLength: head)
        case .dot(let center, let radius, let color):
            .dot(center: center + delta, radius: radius, color: color)
        case .ring(let center, let radius, let color, let width):
            .ring(center: center + delta, radius: radius, color: color, lineWidth: width)
        case .text(let request, let frame, let color):
            .text(request, frame: frame.offsetBy(delta), color: color)
        case .label(let label):
            .label(label.offsetBy(delta))
        }
    }
}

extension Rect {
    /// The smallest rectangle containing both points.
    init(spanning a: Point, _ b: Point) {
        self.init(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(a.x - b.x), height: abs(a.y - b.y))
    }

    /// The rectangle grown (negative `amount`) or shrunk on every side.
    func insetBy(_ amount: Double) -> Rect {
        Rect(x: minX + amount, y: minY + amount, width: width - 2 * amount, height: height - 2 * amount)
    }

    /// The area shared with `other` (zero when they do not overlap).
    func overlapArea(with other: Rect) -> Double {
        let w = min(maxX, other.maxX) - max(minX, other.minX)
        let h = min(maxY, other.maxY) - max(minY, other.minY)
        return w > 0 && h > 0 ? w * h : 0
    }

    var area: Double { width * height }

    /// Whether `other` lies within the rectangle (edges included).
    func contains(_ other: Rect) -> Bool {
        other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }

    /// The point of the rectangle nearest to `point`.
    func nearestPoint(to point: Point) -> Point {
        Point(x: min(max(point.x, minX), maxX), y: min(max(point.y, minY), maxY))
    }
}
