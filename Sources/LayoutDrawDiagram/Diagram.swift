import LayoutDrawCore
import LayoutDrawFrames

/// The explanation drawn over a laid-out scene: every annotation, the safe-area shading, the
/// debug outlines and the layout-tree panel, as marks with their positions resolved.
///
/// A diagram reads a `FrameTree` and never changes a frame. When labels need room outside the
/// canvas, or the layout tree is shown beside it, the diagram grows the picture: the output is
/// `canvasSize`, the scene's canvas is drawn with its top-leading corner at `contentOrigin`,
/// and every mark is in output coordinates. Geometry is pure: text is sized through
/// `TextMeasuring`, so a diagram can be computed and tested without drawing.
public struct Diagram: Hashable, Sendable {
    /// The size of the whole picture, in points.
    public var canvasSize: Size
    /// Where the scene's canvas sits in the picture.
    public var contentOrigin: Point
    /// The marks, in painting order (after the views).
    public var items: [DiagramItem]

    /// The diagram of `tree`: its nodes' annotations and its canvas's diagram request.
    public init(tree: FrameTree, textMeasurer: any TextMeasuring, style: HouseStyle = .standard) {
        let canvas = Rect(origin: .zero, size: tree.canvas.size)
        let request = tree.canvas.diagram
        let scheme = tree.canvas.colorScheme
        guard !request.isEmpty || tree.hasAnnotations else {
            self.init(canvasSize: canvas.size, contentOrigin: .zero, items: [])
            return
        }

        // 1. The marks and the labels they want, per source.
        var parts: [AnnotationDrawing.Output] = []
        if request.showsSafeArea { parts.append(SafeAreaShading(canvas: tree.canvas, style: style).draw()) }
        if request.showsDebugOutlines { parts.append(DebugOutlines(tree: tree, style: style).draw()) }
        let drawing = AnnotationDrawing(tree: tree, style: style)
        var palette = PaletteCycle()
        if !request.annotations.isEmpty {
            // Each distinct frame takes the next colour, so a label matches its outline.
            var frames = PaletteCycle()
            for node in Self.distinctFrames(of: tree) {
                let frameColor = frames.next()
                for item in request.annotations {
                    let color = (item.color.map(style.color) ?? frameColor).resolved(in: scheme)
                    parts.append(drawing.draw(item, on: node, color: color, priority: 3))
                }
            }
        }
        var rowColors: [Int: RGBA] = [:]
        // A view whose geometry overflowed to infinity is not drawn, so it is not annotated.
        for node in tree.nodes where !node.annotations.isEmpty && node.frame.isFinite && node.visual.isFinite {
            let nodeColor = palette.next()
            for item in node.annotations {
                let color = (item.color.map(style.color) ?? nodeColor).resolved(in: scheme)
                if rowColors[node.index] == nil { rowColors[node.index] = color }
                parts.append(drawing.draw(item, on: node, color: color, priority: 1))
            }
        }

        // 2. Labels placed around everything else.
        let marks = parts.flatMap(\.marks)
        let described = Array(Set(parts.flatMap(\.labels).filter { $0.priority < 5 }.compactMap(\.described)))
            .sorted { ($0.minY, $0.minX, $0.width, $0.height) < ($1.minY, $1.minX, $1.width, $1.height) }
        var placer = LabelPlacer(
            canvas: canvas, style: style, obstacles: Self.obstacles(tree: tree, marks: marks), describedViews: described)
        var labels: [DiagramItem] = []
        // The most constrained first: by priority, then the labels of the smallest things, whose
        // few good places containers would otherwise take.
        let requests = parts.flatMap(\.labels).enumerated().sorted {
            ($0.element.priority, $0.element.anchor.area, $0.offset) < ($1.element.priority, $1.element.anchor.area, $1.offset)
        }
        for (_, label) in requests {
            let text = TextRequest(string: label.text, font: label.font)
            let textSize = textMeasurer.measure(text).size
            let padding = style.platePadding
            let plateSize = Size(width: textSize.width + padding.horizontal, height: textSize.height + padding.vertical)
            let (plate, leader) = placer.place(plateSize, for: label)
            let textFrame = Rect(x: plate.minX + padding.leading, y: plate.minY + padding.top, width: textSize.width, height: textSize.height)
            labels.append(
                DiagramItem(
                    .label(
                        DiagramLabel(
                            text: text, plate: plate, textFrame: textFrame, textColor: label.color,
                            plateColor: style.plateColor.resolved(in: scheme).multiplyingAlpha(by: style.plateOpacity),
                            plateCornerRadius: style.plateCornerRadius, leader: leader)),
                    role: label.role))
        }
        var items = marks + labels

        // 3. The picture grows to hold marks that left the canvas, then the panel beside it.
        var content = items.reduce(canvas) { $0.union($1.mark.bounds) }
        content = Self.withMargins(content, around: canvas, margin: style.margin)
        if let placement = request.layoutTree {
            let panel = LayoutTreePanel(tree: tree, style: style, textMeasurer: textMeasurer, rowColors: rowColors)
            let origin = placement == .right
                ? Point(x: content.maxX + style.margin, y: content.minY + (content.minY < canvas.minY ? style.margin : 0))
                : Point(x: content.minX + (content.minX < canvas.minX ? style.margin : 0), y: content.maxY + style.margin)
            let (panelItems, panelSize) = panel.draw(at: origin)
            items += panelItems
            content = content.union(Rect(origin: origin, size: panelSize).insetBy(-style.margin))
        }
        let picture = Self.snapped(content, to: canvas)
        let shift = Point(x: -picture.minX, y: -picture.minY)
        self.init(canvasSize: picture.size, contentOrigin: shift, items: items.map { DiagramItem($0.mark.offsetBy(shift), role: $0.role) })
    }

    /// A diagram with its parts given.
    public init(canvasSize: Size, contentOrigin: Point, items: [DiagramItem]) {
        self.canvasSize = canvasSize
        self.contentOrigin = contentOrigin
        self.items = items
    }

    /// The placed labels, with what they explain.
    public var labels: [(label: DiagramLabel, role: DiagramItem.Role)] {
        items.compactMap { item in
            if case .label(let label) = item.mark { (label, item.role) } else { nil }
        }
    }

    /// Whether the diagram draws nothing and keeps the canvas as it is.
    public var isEmpty: Bool { items.isEmpty && contentOrigin == .zero }

    // MARK: Steps

    /// The palette in order, repeating: each annotated view takes the next colour.
    private struct PaletteCycle {
        var index = 0

        mutating func next() -> ColorStyle {
            defer { index += 1 }
            return HouseStyle.palette[index % HouseStyle.palette.count].color
        }
    }

    /// How many labels the diagram of `tree` would place, counted without placing them
    /// (placing them costs about the square of this): the views' annotations, the canvas's
    /// for each distinct frame, and a debug label per distinct frame.
    public static func labelCount(of tree: FrameTree) -> Int {
        let request = tree.canvas.diagram
        // By index, and only when some node has annotations: `reduce` over the nodes copied
        // every node (its strings and arrays retained and released), a tenth of layout's time.
        var count = 0
        if tree.hasAnnotations {
            for index in tree.nodes.indices where tree.nodes[index].frame.isFinite { count += tree.nodes[index].annotations.count }
        }
        guard !request.annotations.isEmpty || request.showsDebugOutlines else { return count }
        let frames = distinctFrames(of: tree).count
        count += frames * request.annotations.count
        if request.showsDebugOutlines { count += frames }
        return count
    }

    /// One node per distinct layout frame, outermost first: what `canvas.annotate` annotates,
    /// so a view and the modifiers that share its frame are outlined once.
    static func distinctFrames(of tree: FrameTree) -> [FrameNode] {
        var seen = Set<Rect>()
        return tree.nodes.filter { $0.frame.isFinite && $0.visual.isFinite && seen.insert($0.frame).inserted }
    }

    /// What labels should rather not cover: the views' text (heavily), the marks' lines and
    /// dots (lightly; an outline only along its edges).
    private static func obstacles(tree: FrameTree, marks: [DiagramItem]) -> [LabelPlacer.Obstacle] {
        var obstacles: [LabelPlacer.Obstacle] = []
        for node in tree.nodes {
            if case .text? = node.paint, node.visual.isFinite { obstacles.append(.init(rect: node.visual, weight: 200)) }
        }
        for item in marks {
            switch item.mark {
            case .outline(let r, _, _, _):
                let edge = 2.0
                for strip in [
                    Rect(x: r.minX, y: r.minY, width: r.width, height: edge), Rect(x: r.minX, y: r.maxY - edge, width: r.width, height: edge),
                    Rect(x: r.minX, y: r.minY, width: edge, height: r.height), Rect(x: r.maxX - edge, y: r.minY, width: edge, height: r.height),
                ] {
                    obstacles.append(.init(rect: strip, weight: 12))
                }
            case .line, .arrow:
                obstacles.append(.init(rect: item.mark.bounds.insetBy(-1), weight: 20))
            case .dot, .ring:
                obstacles.append(.init(rect: item.mark.bounds.insetBy(-2), weight: 40))
            case .fill, .text, .label:
                break
            }
        }
        return obstacles
    }

    /// `content` with `margin` added on each side where it reaches past `canvas`.
    private static func withMargins(_ content: Rect, around canvas: Rect, margin: Double) -> Rect {
        let minX = content.minX < canvas.minX ? content.minX - margin : content.minX
        let minY = content.minY < canvas.minY ? content.minY - margin : content.minY
        let maxX = content.maxX > canvas.maxX ? content.maxX + margin : content.maxX
        let maxY = content.maxY > canvas.maxY ? content.maxY + margin : content.maxY
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// `content` with the sides that grew past `canvas` moved out to whole points from the
    /// canvas's edges, so the scene is not shifted by a fraction of a pixel and its edges stay
    /// crisp; sides that did not grow stay exactly on the canvas.
    private static func snapped(_ content: Rect, to canvas: Rect) -> Rect {
        func outward(_ distance: Double) -> Double { distance > 1e-9 ? distance.rounded(.up) : 0 }
        let minX = canvas.minX - outward(canvas.minX - content.minX)
        let minY = canvas.minY - outward(canvas.minY - content.minY)
        let maxX = canvas.maxX + outward(content.maxX - canvas.maxX)
        let maxY = canvas.maxY + outward(content.maxY - canvas.maxY)
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
