import LayoutDrawCore

/// `.overlay(alignment:content:)` and `.overlay(_ style:ignoresSafeAreaEdges:)`. Rule
/// (layout-rules §3.7): the primary view (first subview) decides the size; the overlay (second
/// subview) is proposed that size, aligned by `alignment`, and drawn above the primary. The
/// primary's priority and alignment guides pass through. A style overlay (`.overlay(.red)`,
/// `ignoresSafeAreaEdges: .all` by default since iOS 15) grows into the safe area as a style
/// background does (see `Background`).
///
/// Evidence: Apple's `overlay(_:alignment:)` documentation — "When you apply an overlay to a
/// view, the original view continues to provide the layout characteristics for the resulting
/// view"; `overlay(alignment:content:)`: "Layers the views that you specify in front of this
/// view", the alignment positioning "the implicit `ZStack` that groups the foreground views"; fatbobman,
/// "In-Depth Exploration of Overlay and Background Modifiers in SwiftUI" (2024): a 60 × 60
/// circle whose top and trailing guides are moved by half its size, as an
/// `.overlay(alignment: .topTrailing)` of a 200 × 200 rectangle, leaves the view 200 × 200 and
/// hangs outside it, where the same pair in a `ZStack` makes 230 × 230.
public struct Overlay: SecondaryLayerModifier {
    public var kind: String { "overlay" }
    public var isDrawnBehind: Bool { false }
    public var safeAreaEdges: EdgeSet { ignoresSafeAreaEdges }
    public var alignment: Alignment
    /// The edges on which a style overlay extends into the safe area (`[]` for a view).
    public var ignoresSafeAreaEdges: EdgeSet

    public init(alignment: Alignment = .center, ignoresSafeAreaEdges: EdgeSet = []) {
        self.alignment = alignment
        self.ignoresSafeAreaEdges = ignoresSafeAreaEdges
    }
}
