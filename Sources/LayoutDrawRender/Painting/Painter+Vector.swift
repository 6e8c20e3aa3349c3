#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LayoutDrawCore
import LayoutDrawFrames

extension Painter {
    /// Draws a `VectorPaint` (a control, a symbol) in `frame`: its elements in order, each path
    /// in the frame's coordinates.
    func draw(_ vector: VectorPaint, in frame: Rect) {
        for element in vector.elements {
            context.newPath()
            let style = element.style
            switch element.path {
            case .shape(let outline, let rect):
                let placed = Rect(x: frame.minX + rect.minX, y: frame.minY + rect.minY, width: rect.width, height: rect.height)
                if case .strokeBorder(_, let line) = style {
                    outline.addPath(in: placed, insetBy: line.lineWidth / 2, to: context)
                } else {
                    outline.addPath(in: placed, to: context)
                }
                paint(style, evenOdd: element.isEvenOdd, frame: frame)
            case .commands(let commands, let transform, let roundCaps):
                let toFrame = transform.concatenating(AffineTransform(translationX: frame.minX, y: frame.minY))
                if roundCaps, commands.count == 2, case .move(let a) = commands[0], case .line(let b) = commands[1],
                    case .stroke(let color, let line) = style
                {
                    addCapsule(from: toFrame.apply(to: a), to: toFrame.apply(to: b), width: line.lineWidth)
                    paint(.fill(color), evenOdd: false, frame: frame)
                    continue
                }
                for command in commands {
                    switch command {
                    case .move(let p): context.move(to: toFrame.apply(to: p))
                    case .line(let p): context.line(to: toFrame.apply(to: p))
                    case .curve(let c1, let c2, let p):
                        context.curve(to: toFrame.apply(to: p), control1: toFrame.apply(to: c1), control2: toFrame.apply(to: c2))
                    case .close: context.closePath()
                    }
                }
                paint(style, evenOdd: element.isEvenOdd, frame: frame)
            }
        }
    }

    /// Fills or strokes the current path; a gradient is laid over the whole vector's `frame`.
    private func paint(_ style: ShapePaint, evenOdd: Bool, frame: Rect) {
        switch style {
        case .fill(let style):
            setStyle(style, frame: frame, bounds: frame)
            if evenOdd { context.fillEvenOdd() } else { context.fill() }
        case .stroke(let style, let line), .strokeBorder(let style, let line):
            setStyle(style, frame: frame, bounds: frame.insetBy(-abs(line.lineWidth)))
            context.stroke(line)
        }
    }

    /// A line from `a` to `b`, `width` thick, with round ends: the outline of a capsule along it
    /// (drawn filled, so PNG and SVG need no line-cap state).
    private func addCapsule(from a: Point, to b: Point, width: Double) {
        let length = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
        let r = width / 2
        guard length > 0, r > 0, length.isFinite, r.isFinite else {
            context.addArc(center: a, radius: r, from: 0, to: 2 * .pi)
            return
        }
        let angle = atan2(b.y - a.y, b.x - a.x)
        let nx = -(b.y - a.y) / length * r, ny = (b.x - a.x) / length * r
        // Along one side, round the far end, back along the other side, round the near end:
        // arcs clockwise on screen, from a side's angle through the line's direction.
        context.move(to: Point(x: a.x - nx, y: a.y - ny))
        context.line(to: Point(x: b.x - nx, y: b.y - ny))
        context.addArc(center: b, radius: r, from: angle - .pi / 2, to: angle + .pi / 2)
        context.line(to: Point(x: a.x + nx, y: a.y + ny))
        context.addArc(center: a, radius: r, from: angle + .pi / 2, to: angle + 3 * .pi / 2)
        context.closePath()
    }
}
