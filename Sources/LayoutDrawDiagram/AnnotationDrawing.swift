import LayoutDrawCore
import LayoutDrawFrames

/// The marks and labels of one annotation on one node, in canvas coordinates: the geometry of
/// each kind of scene-format §3, read from the frame tree and never changing it.
struct AnnotationDrawing {
    let tree: FrameTree
    let style: HouseStyle

    /// What one annotation adds to the diagram.
    struct Output {
        var marks: [DiagramItem] = []
        var labels: [LabelRequest] = []
    }

    /// The fallback order of placements after a kind's preferred ones: outside first.
    static let fallbackPlacements: [AnnotationPlacement] = [
        .bottom, .top, .trailing, .leading, .bottomTrailing, .topLeading, .topTrailing, .bottomLeading, .center,
    ]

    /// The marks and labels of `request` on `node`, drawn in `color`.
    func draw(_ request: AnnotationRequest, on node: FrameNode, color: RGBA, priority: Int) -> Output {
        var output = Output()
        let role = DiagramItem.Role.annotation(node: node.index, kind: request.kind)
        let frame = node.frame
        let dashed = style.dash
        func mark(_ mark: DiagramMark) { output.marks.append(DiagramItem(mark, role: role)) }
        func label(
            _ text: String, anchor: Rect, described: Rect?, preferred: [AnnotationPlacement]
        ) {
            let placements = Self.placements(asked: request.placement, preferred: preferred)
            output.labels.append(
                LabelRequest(
                    text: text, font: style.labelFont, color: color, role: role, anchor: anchor, described: described,
                    placements: placements, mayCoverDescribed: request.placement?.isInside ?? false,
                    keepsFirstPlacement: request.placement != nil,
                    priority: request.placement == nil ? priority : priority - 1))
        }
        let custom = customText(request, node: node)

        switch request.kind {
        case .frame:
            mark(.outline(frame, color: color, lineWidth: style.lineWidth, dash: dashed))
            if let custom { label(custom, anchor: frame, described: frame, preferred: [.top]) }

        case .size:
            label(custom ?? ReadoutFormat.size(frame.size), anchor: frame, described: frame, preferred: [.bottom])

        case .origin:
            let point = frame.origin
            mark(.dot(center: point, radius: style.dotRadius, color: color))
            let space = request.space ?? .global
            let origin = tree.origin(of: space, for: node, localIsParent: true) ?? .zero
            let text = custom ?? ReadoutFormat.point(point - origin)
            label(text, anchor: Rect(origin: point, size: .zero), described: frame, preferred: [.topLeading, .top, .leading, .topTrailing])

        case .proposal:
            let box = proposalBox(of: node)
            mark(.fill(box, color: color.multiplyingAlpha(by: 0.06), cornerRadius: 0))
            mark(.outline(box, color: color, lineWidth: style.lineWidth, dash: [6, 3]))
            let text = custom ?? "proposed " + ReadoutFormat.proposal(node.proposal)
            label(text, anchor: box, described: box, preferred: [.top])

        case .position:
            guard let positionNode = tree.positionNode(for: node) else {
                if let custom { label(custom, anchor: frame, described: frame, preferred: [.top]) }
                break
            }
            let target = tree.positionTarget(of: positionNode)
            let arm = style.crosshairArm
            mark(.line(from: Point(x: target.x - arm, y: target.y), to: Point(x: target.x + arm, y: target.y), color: color, lineWidth: style.lineWidth, dash: []))
            mark(.line(from: Point(x: target.x, y: target.y - arm), to: Point(x: target.x, y: target.y + arm), color: color, lineWidth: style.lineWidth, dash: []))
            mark(.ring(center: target, radius: arm / 2, color: color, lineWidth: style.lineWidth))
            let content = positionNode.children.first.map { tree.nodes[$0].frame }
            let text = custom ?? ReadoutFormat.point(target - positionNode.frame.origin)
            label(
                text, anchor: Rect(origin: target, size: .zero), described: content,
                preferred: [.topTrailing, .bottomTrailing, .topLeading, .bottomLeading])

        case .offset:
            let start = frame.origin
            let end = node.drawTransform.apply(to: frame.origin)
            let delta = end - start
            var anchor = frame
            if delta != .zero {
                mark(.outline(frame, color: color.multiplyingAlpha(by: 0.6), lineWidth: style.lineWidth, dash: dashed))
                mark(.arrow(from: start, to: end, color: color, lineWidth: style.lineWidth, headLength: style.arrowheadLength(scale: tree.canvas.scale)))
                anchor = Rect(spanning: start, end)
            }
            let text = custom ?? "offset " + ReadoutFormat.point(delta)
            label(text, anchor: anchor, described: node.visual, preferred: [.top, .bottom, .leading, .trailing])

        case .bounds:
            mark(.outline(frame, color: color, lineWidth: style.lineWidth, dash: dashed))
            mark(.outline(node.visual, color: color, lineWidth: style.lineWidth, dash: []))
            if let custom {
                label(custom, anchor: node.visual, described: node.visual, preferred: [.bottom])
            } else {
                label("frame " + ReadoutFormat.size(frame.size), anchor: frame, described: frame, preferred: [.top])
                label("bounds " + ReadoutFormat.size(node.visual.size), anchor: node.visual, described: node.visual, preferred: [.bottom])
            }

        case .label:
            label(custom ?? "", anchor: frame, described: frame, preferred: [.top])

        case .guides:
            let space = request.space ?? .local
            let origin = tree.origin(of: space, for: node, localIsParent: false) ?? frame.origin
            let tick = style.tickLength
            for (name, x) in [("minX", frame.minX), ("midX", frame.midX), ("maxX", frame.maxX)] {
                mark(.line(from: Point(x: x, y: frame.minY), to: Point(x: x, y: frame.minY - tick), color: color, lineWidth: style.lineWidth, dash: []))
                label(
                    "\(name) \(ReadoutFormat.number(x - origin.x))", anchor: Rect(origin: Point(x: x, y: frame.minY - tick), size: .zero),
                    described: frame, preferred: [.top, .topTrailing, .topLeading])
            }
            for (name, y) in [("minY", frame.minY), ("midY", frame.midY), ("maxY", frame.maxY)] {
                mark(.line(from: Point(x: frame.minX, y: y), to: Point(x: frame.minX - tick, y: y), color: color, lineWidth: style.lineWidth, dash: []))
                label(
                    "\(name) \(ReadoutFormat.number(y - origin.y))", anchor: Rect(origin: Point(x: frame.minX - tick, y: y), size: .zero),
                    described: frame, preferred: [.leading, .topLeading, .bottomLeading])
            }
        }
        return output
    }

    /// The asked-for placement first, then the kind's preferred ones, then the rest.
    static func placements(asked: AnnotationPlacement?, preferred: [AnnotationPlacement]) -> [AnnotationPlacement] {
        var result: [AnnotationPlacement] = []
        for placement in [asked].compactMap({ $0 }) + preferred + fallbackPlacements where !result.contains(placement) {
            result.append(placement)
        }
        return result
    }

    /// The dashed box of a `proposal` annotation: the proposed size, where the parent offered
    /// it. An unspecified dimension takes the view's own size, an infinite one reaches the
    /// canvas edge. Along an axis where the parent's frame has the proposed length (a stack's
    /// height for its children, a fixed frame's width) the box lines up with the parent;
    /// elsewhere it starts at the view's origin. The root's box is centred on it, as the canvas
    /// centres the root in what it proposes.
    func proposalBox(of node: FrameNode) -> Rect {
        let canvas = Rect(origin: .zero, size: tree.canvas.size)
        let frame = node.frame
        let parent = tree.parent(of: node)?.frame
        func span(_ proposed: Double?, min: Double, length: Double, parentMin: Double?, parentLength: Double?, canvasMax: Double) -> (Double, Double) {
            guard let proposed else { return (min, length) }
            guard proposed.isFinite else { return (min, Swift.max(length, canvasMax - min)) }
            guard let parentMin, let parentLength else { return (min + (length - proposed) / 2, proposed) }
            if abs(parentLength - proposed) < 1e-9 { return (parentMin, proposed) }
            return (min, proposed)
        }
        let x = span(node.proposal.width, min: frame.minX, length: frame.width, parentMin: parent?.minX, parentLength: parent?.width, canvasMax: canvas.maxX)
        let y = span(node.proposal.height, min: frame.minY, length: frame.height, parentMin: parent?.minY, parentLength: parent?.height, canvasMax: canvas.maxY)
        return Rect(x: x.0, y: y.0, width: x.1, height: y.1)
    }

    /// The `label:` text with its readouts evaluated, if the annotation has one; a readout
    /// that fails shows its error (layout reports it first, see `Diagram.problems(in:)`).
    func customText(_ request: AnnotationRequest, node: FrameNode) -> String? {
        do {
            return try evaluatedLabel(request, node: node)
        } catch {
            return "⚠ \(error.message)"
        }
    }

    /// The `label:` text with its readouts evaluated for `node`: `origin` in the annotation's
    /// space (global unless it says otherwise; a `guides` annotation's own, local).
    func evaluatedLabel(_ request: AnnotationRequest, node: FrameNode) throws(AnnotationLabelError) -> String? {
        guard let label = request.label else { return nil }
        let isGuides = request.kind == .guides
        let space = request.space ?? (isGuides ? .local : .global)
        let spaceOrigin = tree.origin(of: space, for: node, localIsParent: !isGuides) ?? .zero
        return try label.text(frame: node.frame, origin: node.frame.origin - spaceOrigin, proposal: ReadoutFormat.proposal(node.proposal))
    }
}
