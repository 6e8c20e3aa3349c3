import LayoutDrawCore
import LayoutDrawDiagram
import LayoutDrawFrames

extension Painter {
    /// Scene points to device units: the scene's canvas moved to the diagram's content origin,
    /// then scaled.
    static func contentTransform(origin: Point, scale: Double) -> AffineTransform {
        AffineTransform(translationX: origin.x, y: origin.y).concatenating(AffineTransform(scaleX: scale, y: scale))
    }

    /// Draws the diagram's marks, in their order, over the views (in picture coordinates).
    func paintDiagram() throws(RenderError) {
        guard !diagram.items.isEmpty else { return }
        context.beginDiagram()
        context.save()
        defer {
            context.restore()
            context.endDiagram()
        }
        context.setTransform(AffineTransform(scaleX: scale, y: scale))
        context.setSquareEnds()
        for item in diagram.items {
            try draw(item.mark)
        }
    }

    private func draw(_ mark: DiagramMark) throws(RenderError) {
        context.newPath()
        switch mark {
        case .outline(let rect, let color, let width, let dash):
            // Stroked inside the rectangle: crisp on whole points at any scale, never outside it.
            guard rect.width > width, rect.height > width else {
                context.addRectangle(rect)
                context.setColor(color)
                context.fill()
                return
            }
            context.addRectangle(
                Rect(x: rect.minX + width / 2, y: rect.minY + width / 2, width: rect.width - width, height: rect.height - width))
            stroke(color, width: width, dash: dash)
        case .fill(let rect, let color, let radius):
            ShapeOutline.roundedRectangle(cornerRadius: radius).addPath(in: rect, to: context)
            context.setColor(color)
            context.fill()
        case .line(let from, let to, let color, let width, let dash):
            context.move(to: from)
            context.line(to: to)
            stroke(color, width: width, dash: dash)
        case .arrow(let from, let to, let color, let width, let head):
            drawArrow(from: from, to: to, color: color, width: width, head: head)
        case .dot(let center, let radius, let color):
            context.move(to: Point(x: center.x + radius, y: center.y))
            context.addArc(center: center, radius: radius, from: 0, to: 2 * .pi)
            context.setColor(color)
            context.fill()
        case .ring(let center, let radius, let color, let width):
            context.move(to: Point(x: center.x + radius, y: center.y))
            context.addArc(center: center, radius: radius, from: 0, to: 2 * .pi)
            stroke(color, width: width, dash: [])
        case .text(let request, let frame, let color):
            context.setColor(color)
            try textMeasurer.withLayout(of: request) { layout in context.drawText(layout, in: frame) }
        case .label(let label):
            if let leader = label.leader {
                context.move(to: leader.from)
                context.line(to: leader.to)
                stroke(label.textColor.multiplyingAlpha(by: 0.7), width: 0.75, dash: [])
                context.newPath()
            }
            ShapeOutline.roundedRectangle(cornerRadius: label.plateCornerRadius).addPath(in: label.plate, to: context)
            context.setColor(label.plateColor)
            context.fill()
            context.setColor(label.textColor)
            try textMeasurer.withLayout(of: label.text) { layout in context.drawText(layout, in: label.textFrame) }
        }
    }

    private func stroke(_ color: RGBA, width: Double, dash: [Double]) {
        context.setColor(color)
        context.setDash(dash)
        context.stroke(lineWidth: width)
        context.setDash([])
    }

    /// A shaft that stops where the head begins, and a filled head with its tip at `to`.
    private func drawArrow(from: Point, to: Point, color: RGBA, width: Double, head: Double) {
        let dx = to.x - from.x, dy = to.y - from.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0 else { return }
        let ux = dx / length, uy = dy / length
        let headLength = min(head, length)
        let base = Point(x: to.x - ux * headLength, y: to.y - uy * headLength)
        if length > headLength {
            context.move(to: from)
            context.line(to: base)
            stroke(color, width: width, dash: [])
            context.newPath()
        }
        let halfWidth = headLength * 0.45
        context.move(to: to)
        context.line(to: Point(x: base.x - uy * halfWidth, y: base.y + ux * halfWidth))
        context.line(to: Point(x: base.x + uy * halfWidth, y: base.y - ux * halfWidth))
        context.closePath()
        context.setColor(color)
        context.fill()
    }
}
