internal import CCairo
import LayoutDrawCore

/// What is under a faded group, so that its opacity can be folded into its colours even where
/// its parts overlap (text over its background): when everything under the group is one opaque
/// colour `U` — the canvas's background, or an opaque rectangle (a `Color`) around the group —
/// drawing each part in the colour `α·c + (1 − α)·U` (its own alpha kept) gives exactly the
/// faded group, with no layer. Compositing is linear in the colours: a part's pixel of coverage
/// `a` becomes `a·(α·c + (1 − α)·U) + (1 − a)·U = α·a·c + (1 − α·a)·U`, the group's, and parts
/// drawn over parts, and groups around the group (a layer, a folded opacity), keep the identity.
/// librsvg composites each layer at the size of the whole picture, so a grid of faded cells
/// took 1.5–3.2× the time of opaque ones; without layers it takes about as long.
///
/// Every shape drawn is recorded with where it can put ink (clipped by its clips; an effect's
/// and a material's whole region), in a grid of cells, and the shapes that can be a backdrop —
/// opaque solid rectangles in no clip, effect or mask — with the groups they are in.
struct SVGDrawnShapes {
    struct Entry {
        var bounds: Rect
        var backdrop: Backdrop?
    }

    /// An opaque rectangle of one colour and the groups it was drawn in: it is a backdrop while
    /// its colour is opaque and each of those groups that has closed is drawn as it is (no
    /// opacity, no effect).
    struct Backdrop {
        let shape: SVGShape
        let rect: Rect
        let groups: [SVGGroup]
    }

    private(set) var entries: [Entry] = []
    private var cells: [Int: [Int32]] = [:]
    private let canvas: Rect
    private let cellSize: Double
    private let columns: Int

    init(canvas: Size) {
        // A canvas that is not finite records nothing (nothing is then folded): the cells'
        // keys are whole numbers.
        let finite = canvas.width.isFinite && canvas.height.isFinite
        let width = finite ? max(canvas.width, 0) : 0, height = finite ? max(canvas.height, 0) : 0
        self.canvas = Rect(origin: .zero, size: Size(width: width, height: height))
        // At most 64 cells a side, at least 64 points each.
        cellSize = max(64, max(width, height) / 64)
        columns = Int((max(width, 1) / cellSize).rounded(.up)) + 1
    }

    var count: Int { entries.count }

    /// Records a shape (or a region drawn over) that can put ink in `bounds`.
    mutating func record(_ bounds: Rect, backdrop: Backdrop? = nil) {
        guard let onCanvas = bounds.intersection(canvas) else { return }
        let index = Int32(entries.count)
        entries.append(Entry(bounds: onCanvas, backdrop: backdrop))
        for key in keys(of: onCanvas) { cells[key, default: []].append(index) }
    }

    /// The last shape drawn before `limit` that can put ink in `region`, if any.
    func topmost(in region: Rect, before limit: Int) -> Entry? {
        guard let onCanvas = region.intersection(canvas) else { return nil }
        var best = -1
        for key in keys(of: onCanvas) {
            guard let list = cells[key] else { continue }
            // Indices are in drawing order: the last one before `limit` that meets the region.
            for index in list.reversed() where Int(index) < limit && Int(index) > best {
                if entries[Int(index)].bounds.intersects(onCanvas) {
                    best = Int(index)
                    break
                }
            }
        }
        return best >= 0 ? entries[best] : nil
    }

    private func keys(of rect: Rect) -> [Int] {
        let x0 = Int(rect.minX / cellSize), x1 = Int(rect.maxX / cellSize)
        let y0 = Int(rect.minY / cellSize), y1 = Int(rect.maxY / cellSize)
        var keys: [Int] = []
        keys.reserveCapacity((x1 - x0 + 1) * (y1 - y0 + 1))
        for y in y0...y1 {
            for x in x0...x1 { keys.append(y * columns + x) }
        }
        return keys
    }
}

extension SVGCanvas {
    /// Whether what is drawn now is in no clip, effect, mask, backdrop or diagram: only in
    /// views and groups (whose opacity is decided when they close).
    var isUnclipped: Bool {
        stack.allSatisfy { frame in
            switch frame.scope {
            case .save, .group, .view: return true
            case .clip, .diagram, .effect, .maskLayer: return false
            }
        }
    }

    /// `bounds` cut to the clips now in force (their paths' bounds).
    func clipped(_ bounds: Rect) -> Rect? {
        var result = bounds
        for frame in stack where frame.scope == .clip {
            guard case .clip(let number)? = frame.group?.role, let clip = clipBounds[number] else { continue }
            guard let cut = result.intersection(clip) else { return nil }
            result = cut
        }
        return result
    }

    /// Records `shape` as drawn; `rectangle` is the rectangle it fills exactly, if it is one.
    func record(_ shape: SVGShape, rectangle: Rect?) {
        guard let bounds = shape.bounds, let visible = clipped(bounds) else { return }
        var backdrop: SVGDrawnShapes.Backdrop?
        if let rectangle, shape.paint == nil, shape.color.alpha >= 1, isUnclipped {
            backdrop = SVGDrawnShapes.Backdrop(shape: shape, rect: rectangle, groups: stack.compactMap(\.group))
        }
        drawn.record(visible, backdrop: backdrop)
    }

    /// The one opaque colour under everything a group drawn from `start` on puts in `bounds`,
    /// if there is one; nil when the group is inside an effect or a mask (whose content is
    /// composited apart from what is under it), or what is under it is not one colour.
    func uniformBackdrop(under bounds: Rect, drawnBefore start: Int) -> RGBA? {
        guard !stack.contains(where: { $0.scope == .effect || $0.scope == .maskLayer }) else { return nil }
        // Half a point around the group: the pixels its anti-aliased edges touch, at the scales
        // pictures are drawn at (2 and more), as for folding an opacity (`SVGGroup.disjoint`).
        guard let region = bounds.insetBy(-0.5).intersection(Rect(origin: .zero, size: size)),
            let top = drawn.topmost(in: region, before: start), let backdrop = top.backdrop
        else { return nil }
        let rect = backdrop.rect, shape = backdrop.shape
        guard rect.minX <= region.minX, rect.minY <= region.minY, rect.maxX >= region.maxX, rect.maxY >= region.maxY,
            shape.opacity >= 1, shape.color.alpha >= 1, shape.paint == nil
        else { return nil }
        let open = Set(stack.compactMap { $0.group.map(ObjectIdentifier.init) })
        for group in backdrop.groups where !open.contains(ObjectIdentifier(group)) {
            guard group.layerOpacity >= 1, !group.isEffect, group.mask == nil else { return nil }
        }
        return shape.color
    }

    /// The axis-aligned rectangle the current path is, in document coordinates, if it is one
    /// (`cairo_rectangle` under a translation or a scale: a move, three lines and a close).
    func currentRectangle() -> Rect? {
        let cr = scratch.pointer
        var saved = cairo_matrix_t()
        cairo_get_matrix(cr, &saved)
        cairo_identity_matrix(cr)
        defer { cairo_set_matrix(cr, &saved) }
        guard let path = cairo_copy_path(cr) else { return nil }
        defer { cairo_path_destroy(path) }
        var points: [(Double, Double)] = []
        var closed = false
        var i = 0
        while i < Int(path.pointee.num_data) {
            let header = path.pointee.data[i].header
            let point = path.pointee.data[i + min(1, Int(header.length) - 1)].point
            switch header.type {
            case CAIRO_PATH_MOVE_TO:
                // cairo follows a close with a move to the start: allowed only there.
                if closed { if i + Int(header.length) < Int(path.pointee.num_data) { return nil } } else if !points.isEmpty { return nil } else {
                    points.append((point.x, point.y))
                }
            case CAIRO_PATH_LINE_TO:
                guard !closed else { return nil }
                points.append((point.x, point.y))
            case CAIRO_PATH_CLOSE_PATH:
                closed = true
            default:
                return nil
            }
            i += Int(header.length)
        }
        guard closed, points.count == 4 || (points.count == 5 && points[4] == points[0]) else { return nil }
        let p = points
        let alongX = p[0].1 == p[1].1 && p[1].0 == p[2].0 && p[2].1 == p[3].1 && p[3].0 == p[0].0
        let alongY = p[0].0 == p[1].0 && p[1].1 == p[2].1 && p[2].0 == p[3].0 && p[3].1 == p[0].1
        guard alongX || alongY else { return nil }
        let x0 = p.map(\.0).min()!, x1 = p.map(\.0).max()!, y0 = p.map(\.1).min()!, y1 = p.map(\.1).max()!
        guard x1 > x0, y1 > y0, x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
