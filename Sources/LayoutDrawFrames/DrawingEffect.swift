import LayoutDrawCore

/// A graphical effect a modifier node applies to what it and its subtree draw. Effects never
/// change layout: frames, proposals and sizes are those without them; only pixels change.
/// Lengths are in the node's own points (layout coordinates), the renderer maps them through the
/// node's draw transform.
public enum DrawingEffect: Hashable, Sendable {
    /// `.shadow(color:radius:x:y:)`: every drawn part below casts its own shadow — a copy of
    /// its alpha, blurred by a Gaussian of standard deviation `radius`, offset by `offset`,
    /// in `color`, drawn just behind it. A `compositingGroup()` (or an effect that makes a
    /// layer) below makes its subtree one part.
    case shadow(color: ColorStyle, radius: Double, offset: Size)
    /// `.blur(radius:opaque:)`: the subtree drawn into a layer and blurred by a Gaussian of
    /// standard deviation `radius`. Opaque: the colours near the edge come from inside the
    /// node's frame only, and the result is opaque and clipped to the frame.
    case blur(radius: Double, isOpaque: Bool)
    /// `.mask(alignment:_:)`: the node's last child is the mask; the other children are drawn
    /// into a layer whose alpha is multiplied by the mask's.
    case mask
    /// `.compositingGroup()`: the subtree is one layer for the effects above it.
    case compositingGroup

    /// How far the effect can move ink outside what the subtree draws, in its own points.
    public var spread: Double {
        switch self {
        case .shadow(_, let radius, let offset): 3 * max(0, radius) + max(abs(offset.width), abs(offset.height))
        case .blur(let radius, _): 3 * max(0, radius)
        case .mask, .compositingGroup: 0
        }
    }
}
