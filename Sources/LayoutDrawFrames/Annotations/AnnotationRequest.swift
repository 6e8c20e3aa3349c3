import LayoutDrawCore

/// One item of an `annotate:` list: what to draw over a view, and how. A plain value that
/// travels from the scene through layout (on `FrameNode.annotations`) to the diagram, which
/// never changes a frame.
public struct AnnotationRequest: Hashable, Sendable {
    /// What to draw.
    public var kind: AnnotationKind
    /// The colour; nil lets the diagram pick from its house palette.
    public var color: AnnotationColor?
    /// Text replacing the kind's own readout (required for `label`).
    public var label: AnnotationLabel?
    /// Where the label goes; nil uses the kind's default.
    public var placement: AnnotationPlacement?
    /// The coordinate space of `origin` and `guides` readouts: `global` (the canvas), `local`
    /// (relative to the view's parent for `origin`, to the view itself for `guides`) or a
    /// space named with `coordinateSpace`. Nil uses the kind's default.
    public var space: CoordinateSpace?
    /// Where the item is written, for problems found once layout is known.
    public var source: SourceLocation?

    /// An item of `kind`; everything else defaults to the kind's and the house style's choice.
    public init(
        _ kind: AnnotationKind, color: AnnotationColor? = nil, label: AnnotationLabel? = nil,
        placement: AnnotationPlacement? = nil, space: CoordinateSpace? = nil, source: SourceLocation? = nil
    ) {
        self.kind = kind
        self.color = color
        self.label = label
        self.placement = placement
        self.space = space
        self.source = source
    }
}
