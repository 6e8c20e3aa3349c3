/// Where an annotation's label goes relative to the view it describes.
///
/// `top`, `bottom`, `leading` and `trailing` are outside the view, beside that edge; `center`
/// and the corners (`topLeading`, …) are inside it.
public enum AnnotationPlacement: String, Hashable, Sendable, CaseIterable {
    case top, bottom, leading, trailing, center
    case topLeading, topTrailing, bottomLeading, bottomTrailing

    /// Whether the placement is inside the view (the centre and the corners).
    public var isInside: Bool {
        switch self {
        case .top, .bottom, .leading, .trailing: false
        case .center, .topLeading, .topTrailing, .bottomLeading, .bottomTrailing: true
        }
    }
}
