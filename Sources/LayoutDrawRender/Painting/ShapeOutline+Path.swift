import LayoutDrawCore
import LayoutDrawFrames

extension ShapeOutline {
    /// Adds the outline, fitted to `rect` as SwiftUI fits shapes, to the context's path.
    /// With an `inset` (for `strokeBorder`), the outline of SwiftUI's `inset(by:)`: the rect
    /// shrunk on every side and corner radii reduced by the same amount, so a stroke of twice
    /// the inset lies inside the shape with its outer edge on the original outline.
    func addPath(in rect: Rect, insetBy inset: Double = 0, to context: some DrawingContext) {
        let inner = Self.inset(rect, by: inset)
        switch self {
        case .rectangle:
            context.addRectangle(inner)
        case .expandedRectangle(let insets):
            context.addRectangle(inner.expanded(by: insets))
        case .roundedRectangle(let cornerRadius):
            // SwiftUI clamps the radius to half the shorter side of the shape's own rect.
            let radius = min(max(0, cornerRadius), min(rect.width, rect.height) / 2)
            Self.addRoundedRectangle(inner, radius: max(0, radius - inset), to: context)
        case .capsule:
            Self.addRoundedRectangle(inner, radius: min(inner.width, inner.height) / 2, to: context)
        case .circle:
            let radius = min(inner.width, inner.height) / 2
            context.move(to: Point(x: inner.midX + radius, y: inner.midY))
            context.addArc(center: inner.center, radius: radius, from: 0, to: 2 * .pi)
            context.closePath()
        case .ellipse:
            Self.addEllipse(in: inner, to: context)
        case .path(let commands):
            // Where its points are, from the frame's corner. (`strokeBorder` needs an
            // `InsettableShape`, which a path is not: no inset applies.)
            func placed(_ p: Point) -> Point { Point(x: rect.minX + p.x, y: rect.minY + p.y) }
            for command in commands {
                switch command {
                case .move(let p): context.move(to: placed(p))
                case .line(let p): context.line(to: placed(p))
                case .curve(let c1, let c2, let p): context.curve(to: placed(p), control1: placed(c1), control2: placed(c2))
                case .close: context.closePath()
                }
            }
        }
    }

    private static func inset(_ rect: Rect, by amount: Double) -> Rect {
        guard amount != 0 else { return rect }
        let dx = min(amount, rect.width / 2), dy = min(amount, rect.height / 2)
        return Rect(x: rect.minX + dx, y: rect.minY + dy, width: rect.width - 2 * dx, height: rect.height - 2 * dy)
    }

    private static func addRoundedRectangle(_ r: Rect, radius: Double, to context: some DrawingContext) {
        guard radius > 0 else {
            context.addRectangle(r)
            return
        }
        let quarter = Double.pi / 2
        let left = r.minX + radius, right = r.maxX - radius, top = r.minY + radius, bottom = r.maxY - radius
        context.move(to: Point(x: left, y: r.minY))
        context.addArc(center: Point(x: right, y: top), radius: radius, from: -quarter, to: 0)
        context.addArc(center: Point(x: right, y: bottom), radius: radius, from: 0, to: quarter)
        context.addArc(center: Point(x: left, y: bottom), radius: radius, from: quarter, to: 2 * quarter)
        context.addArc(center: Point(x: left, y: top), radius: radius, from: 2 * quarter, to: 3 * quarter)
        context.closePath()
    }

    /// An ellipse drawn as a unit circle under a scale; a flat one has no area, so no path.
    private static func addEllipse(in r: Rect, to context: some DrawingContext) {
        guard r.width > 0, r.height > 0 else { return }
        context.save()
        guard context.translate(by: r.center), context.scale(x: r.width / 2, y: r.height / 2) else {
            context.restore()
            return
        }
        context.move(to: Point(x: 1, y: 0))
        context.addArc(center: .zero, radius: 1, from: 0, to: 2 * .pi)
        context.closePath()
        context.restore()  // the path stays; only the scale used to build it is undone
    }
}
