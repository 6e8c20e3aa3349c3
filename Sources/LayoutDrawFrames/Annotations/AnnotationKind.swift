/// What an annotation draws over a view (scene-format §3).
public enum AnnotationKind: String, Hashable, Sendable, CaseIterable {
    /// The layout frame as a thin dashed outline.
    case frame
    /// A readout "W × H" next to the frame.
    case size
    /// The frame's origin as a dot and "(x, y)", in a coordinate space.
    case origin
    /// The proposed size as a dashed box at the view's origin, "proposed W × H".
    case proposal
    /// For `.position`: a crosshair at the target point and "(x, y)".
    case position
    /// For `.offset`: an arrow from the layout origin to the drawn origin, "offset (dx, dy)".
    case offset
    /// For transformed views: the layout frame dashed, the drawn bounding box solid.
    case bounds
    /// Free text at a placement.
    case label
    /// The frame's `minX`/`midX`/`maxX` and `minY`/`midY`/`maxY` as ticks with their values,
    /// in a coordinate space (`local` unless `space` says otherwise), like `proxy.frame(in:)`.
    case guides
}
