import LayoutDrawCore
import LayoutDrawFrames

/// The canvas a scene is shown on, as the scene describes it.
public struct CanvasSpec: Hashable, Sendable {
    /// How big the canvas is.
    public enum Sizing: Hashable, Sendable {
        /// A fixed size in points: the root is proposed the safe-area rectangle.
        case fixed(Size)
        /// The root's ideal size (proposed `nil × nil`) plus the margin.
        case fit
        /// A fixed width (the root is proposed `width × nil`); the height fits.
        case width(Double)
    }

    public var sizing: Sizing
    public var safeArea: EdgeInsets
    public var scale: Double
    public var background: ColorStyle?
    public var colorScheme: ColorScheme
    /// Points of empty canvas around the root on each side, for `fit` and `width` canvases.
    public var margin: Double
    /// The canvas-wide diagram (annotations, layout tree, …), carried through to the frame tree.
    public var diagram: DiagramRequest = .none
    /// Pixels per point of the display the layout is for (SwiftUI's `displayScale`): text
    /// sizes are rounded up to its pixel grid, as SwiftUI's are. A device's native scale, else
    /// 2; independent of the output `scale`, so the pixel density of a PNG never changes numbers.
    public var displayScale: Double = 2
    /// The Dynamic Type size the scene's text is set at (`--dynamic-type-size`,
    /// `canvas.dynamicTypeSize`): the root's environment; `.dynamicTypeSize(_:)` changes it below.
    public var dynamicTypeSize: DynamicTypeSize = .large
    /// The app's accent colour (Xcode's global accent colour: the asset catalogue's
    /// `AccentColor` set): the tint of every control that no `.tint(…)` above it sets, and what
    /// `Color.accentColor` is; nil for iOS's, blue.
    public var accentColor: ColorStyle?

    public init(
        sizing: Sizing = .fit, safeArea: EdgeInsets = .zero, scale: Double = 2, background: ColorStyle? = nil,
        colorScheme: ColorScheme = .light, margin: Double = 0
    ) {
        self.sizing = sizing
        self.safeArea = safeArea
        self.scale = scale
        self.background = background
        self.colorScheme = colorScheme
        self.margin = margin
    }
}

/// Lays out a view tree as SwiftUI's hosting controller would: the root is proposed the
/// canvas's safe-area rectangle and centred in it (layout-rules §3.17).
///
/// - Throws: a `Diagnostic` when content made during layout (a `GeometryReader`'s) is invalid.
public func layout(_ root: ViewNode, on canvas: CanvasSpec, textMeasurer: any TextMeasuring) throws(Diagnostic) -> FrameTree {
    let margin = canvas.margin
    // First decide the canvas and the rectangle the root is proposed.
    var environment = EnvironmentValues()
    environment.displayScale = canvas.displayScale
    environment.dynamicTypeSize = canvas.dynamicTypeSize
    environment.tint = canvas.accentColor
    let probe = LayoutEvaluation(textMeasurer: textMeasurer, canvasSafeRect: .zero, environment: environment)
    var canvasSize: Size
    var safeRect: Rect
    switch canvas.sizing {
    case .fixed(let size):
        canvasSize = size
        safeRect = Rect(origin: .zero, size: size).inset(by: canvas.safeArea)
    case .fit:
        let node = probe.instantiate(root)
        let size = probe.size(of: node, for: .unspecified)
        canvasSize = Size(width: size.width + 2 * margin, height: size.height + 2 * margin)
        safeRect = Rect(x: margin, y: margin, width: size.width, height: size.height)
    case .width(let width):
        let node = probe.instantiate(root)
        let size = probe.size(of: node, for: ProposedViewSize(width: max(0, width - 2 * margin), height: nil))
        canvasSize = Size(width: width, height: size.height + 2 * margin)
        safeRect = Rect(x: margin, y: margin, width: max(0, width - 2 * margin), height: size.height)
    }

    let proposal: ProposedViewSize =
        switch canvas.sizing {
        case .fixed: ProposedViewSize(safeRect.size)
        case .fit: .unspecified
        case .width: ProposedViewSize(width: safeRect.width, height: nil)
        }
    // The window is the outermost container (`containerRelativeFrame`): its safe rectangle,
    // unknown where the canvas fits the scene.
    environment.containerSize = proposal
    // The hosting controller's safe area: the device insets around the safe rect (fixed canvases).
    let deviceInsets = if case .fixed = canvas.sizing { canvas.safeArea } else { EdgeInsets.zero }

    // Laid out again while a container-relative frame read a scroll view's size before it was
    // known (Evaluation/ContainerSizes.swift); almost every scene is laid out once.
    var containers = ContainerSizes()
    var pass = 1
    while true {
        let evaluation = LayoutEvaluation(textMeasurer: textMeasurer, canvasSafeRect: safeRect, environment: environment, containers: containers)
        let node = evaluation.instantiate(root)
        evaluation.place(node, at: safeRect.center, anchor: .center, proposal: proposal)
        try evaluation.placeSubtree(node, ancestry: .hosting(safeRect: safeRect, insets: deviceInsets))
        if pass < ContainerSizes.maximumPasses, let sizes = containers.sizesForAnotherPass() {
            containers = ContainerSizes(known: sizes)
            pass += 1
            continue
        }
        if let problem = evaluation.diagnostics.errors.first { throw problem }
        let tree = frameTree(evaluation, root: node, canvas: canvas, canvasSize: canvasSize)
        // Drawing runs a scene's code too (a custom `Shape`'s `path(in:)`).
        if let problem = evaluation.diagnostics.errors.first { throw problem }
        return tree
    }
}

/// The frame tree of a placed evaluation.
private func frameTree(_ evaluation: LayoutEvaluation, root node: Int, canvas: CanvasSpec, canvasSize: Size) -> FrameTree {
    var geometry = CanvasGeometry(
        size: canvasSize, safeArea: canvas.safeArea, scale: canvas.scale,
        background: canvas.background ?? ColorStyle(light: .white, dark: .black), colorScheme: canvas.colorScheme)
    geometry.diagram = canvas.diagram
    var tree = FrameTree(canvas: geometry, nodes: evaluation.frameNodes(root: node))
    tree.warnings = evaluation.diagnostics.warnings
    return tree
}
