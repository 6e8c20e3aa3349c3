import LayoutDrawCore

extension ShapeOutline {
    /// The outline fitted to `rect` as path commands, its arcs as cubic Béziers: what `trim`
    /// measures and cuts. Each closed outline starts where SwiftUI's path starts and runs
    /// clockwise on the screen, as the renderer draws it (ShapeOutline+Path.swift in
    /// LayoutDrawRender): a rectangle from its top-leading corner along the top edge; a rounded
    /// rectangle or a capsule from the end of its top-leading corner along the top edge; a
    /// circle or an ellipse from its trailing point (3 o'clock) down towards the bottom — which
    /// is why a progress ring drawn with `Circle().trim(from: 0, to: p)` is rotated by −90° to
    /// start at 12 o'clock. A path's commands are returned as they are (in the view's own
    /// coordinates, placed at `rect`'s origin).
    public func commands(in rect: Rect) -> [PathCommand] {
        switch self {
        case .rectangle:
            return Self.rectangle(rect)
        case .expandedRectangle(let insets):
            return Self.rectangle(rect.expanded(by: insets))
        case .roundedRectangle(let cornerRadius):
            // SwiftUI clamps the radius to half the shorter side.
            return Self.roundedRectangle(rect, radius: min(max(0, cornerRadius), min(rect.width, rect.height) / 2))
        case .capsule:
            return Self.roundedRectangle(rect, radius: min(rect.width, rect.height) / 2)
        case .circle:
            let side = max(0, min(rect.width, rect.height))
            return Self.ellipse(Rect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
        case .ellipse:
            return Self.ellipse(rect)
        case .path(let commands):
            guard rect.minX != 0 || rect.minY != 0 else { return commands }
            let dx = rect.minX, dy = rect.minY
            func placed(_ p: Point) -> Point { Point(x: p.x + dx, y: p.y + dy) }
            return commands.map { command in
                switch command {
                case .move(let p): .move(placed(p))
                case .line(let p): .line(placed(p))
                case .curve(let c1, let c2, let p): .curve(placed(c1), placed(c2), placed(p))
                case .close: .close
                }
            }
        }
    }

    /// How far a quarter circle's control points lie from its ends, per unit of radius:
    /// 4/3 · tan(π/8), the usual cubic approximation (off by 0.027 % of the radius at most).
    static let quarterArcHandle = 4.0 / 3.0 * (2.0.squareRoot() - 1)

    private static func rectangle(_ r: Rect) -> [PathCommand] {
        [
            .move(Point(x: r.minX, y: r.minY)), .line(Point(x: r.maxX, y: r.minY)), .line(Point(x: r.maxX, y: r.maxY)),
            .line(Point(x: r.minX, y: r.maxY)), .close,
        ]
    }

    private static func roundedRectangle(_ r: Rect, radius: Double) -> [PathCommand] {
        guard radius > 0 else { return rectangle(r) }
        let k = radius * quarterArcHandle
        let left = r.minX + radius, right = r.maxX - radius, top = r.minY + radius, bottom = r.maxY - radius
        return [
            .move(Point(x: left, y: r.minY)),
            .line(Point(x: right, y: r.minY)),
            .curve(Point(x: right + k, y: r.minY), Point(x: r.maxX, y: top - k), Point(x: r.maxX, y: top)),
            .line(Point(x: r.maxX, y: bottom)),
            .curve(Point(x: r.maxX, y: bottom + k), Point(x: right + k, y: r.maxY), Point(x: right, y: r.maxY)),
            .line(Point(x: left, y: r.maxY)),
            .curve(Point(x: left - k, y: r.maxY), Point(x: r.minX, y: bottom + k), Point(x: r.minX, y: bottom)),
            .line(Point(x: r.minX, y: top)),
            .curve(Point(x: r.minX, y: top - k), Point(x: left - k, y: r.minY), Point(x: left, y: r.minY)),
            .close,
        ]
    }

    private static func ellipse(_ r: Rect) -> [PathCommand] {
        guard r.width > 0, r.height > 0 else { return [] }
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        let kx = rx * quarterArcHandle, ky = ry * quarterArcHandle
        return [
            .move(Point(x: cx + rx, y: cy)),
            .curve(Point(x: cx + rx, y: cy + ky), Point(x: cx + kx, y: cy + ry), Point(x: cx, y: cy + ry)),
            .curve(Point(x: cx - kx, y: cy + ry), Point(x: cx - rx, y: cy + ky), Point(x: cx - rx, y: cy)),
            .curve(Point(x: cx - rx, y: cy - ky), Point(x: cx - kx, y: cy - ry), Point(x: cx, y: cy - ry)),
            .curve(Point(x: cx + kx, y: cy - ry), Point(x: cx + rx, y: cy - ky), Point(x: cx + rx, y: cy)),
            .close,
        ]
    }
}

extension Rect {
    /// The rectangle grown by `insets` on each edge.
    public func expanded(by insets: EdgeInsets) -> Rect {
        Rect(
            x: minX - insets.leading, y: minY - insets.top,
            width: width + insets.leading + insets.trailing, height: height + insets.top + insets.bottom)
    }
}
