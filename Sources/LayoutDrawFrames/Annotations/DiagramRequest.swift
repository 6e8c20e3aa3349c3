/// Where the layout-tree panel goes beside the picture (`canvas.layoutTree`).
public enum LayoutTreePlacement: String, Hashable, Sendable, CaseIterable {
    case right, bottom
}

/// The canvas-wide diagram a scene asks for: annotations on every view, the layout-tree
/// panel, safe-area shading and debug outlines. Carried on `CanvasGeometry` so that drawing a
/// `FrameTree` draws its diagram too.
public struct DiagramRequest: Hashable, Sendable {
    /// Items applied to every view (`canvas.annotate`).
    public var annotations: [AnnotationRequest]
    /// The layout-tree panel, if any (`canvas.layoutTree`).
    public var layoutTree: LayoutTreePlacement?
    /// Shade and label the safe-area insets (`canvas.showSafeArea`).
    public var showsSafeArea: Bool
    /// Outline every node with its kind and size (`canvas.debug`, `--debug`).
    public var showsDebugOutlines: Bool

    /// A request for the given parts; the default asks for nothing.
    public init(
        annotations: [AnnotationRequest] = [], layoutTree: LayoutTreePlacement? = nil, showsSafeArea: Bool = false,
        showsDebugOutlines: Bool = false
    ) {
        self.annotations = annotations
        self.layoutTree = layoutTree
        self.showsSafeArea = showsSafeArea
        self.showsDebugOutlines = showsDebugOutlines
    }

    /// No diagram: the views alone.
    public static let none = DiagramRequest()

    /// Whether anything is asked for besides the views.
    public var isEmpty: Bool {
        annotations.isEmpty && layoutTree == nil && !showsSafeArea && !showsDebugOutlines
    }
}
