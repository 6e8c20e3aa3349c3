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
                if case .strokeBorder(_, let width) = style {
                    outline.addPath(in: placed, insetBy: width / 2, to: context)
                } else {
                    outline.addPath(in: placed, to: context)
                }
                paint(style, evenOdd: element.isEvenOdd, roundCaps: false)
            case .commands(let commands, let transform, let roundCaps):
                let toFrame = transform.concatenating(AffineTransform(translationX: frame.minX, y: frame.minY))
                for command in commands {
                    switch command {
                    case .move(let p): context.move(to: toFrame.apply(to: p))
                    case .line(let p): context.line(to: toFrame.apply(to: p))
                    case .curve(let c1, let c2, let p):
                        context.curve(to: toFrame.apply(to: p), control1: toFrame.apply(to: c1), control2: toFrame.apply(to: c2))
                    case .close: context.closePath()
                    }
                }
                paint(style, evenOdd: element.isEvenOdd, roundCaps: roundCaps)
            }
        }
    }

    private func paint(_ style: ShapePaint, evenOdd: Bool, roundCaps: Bool) {
        switch style {
        case .fill(let color):
            context.setColor(color.resolved(in: colorScheme))
            if evenOdd { context.fillEvenOdd() } else { context.fill() }
        case .stroke(let color, let width), .strokeBorder(let color, let width):
            context.setColor(color.resolved(in: colorScheme))
            if roundCaps { context.strokeRounded(lineWidth: width) } else { context.stroke(lineWidth: width) }
        }
    }
}
