import LayoutDrawCore

/// `.overlay(alignment:content:)` and `.overlay(_ style:ignoresSafeAreaEdges:)`. Rule
/// (layout-rules §3.7): the primary view (first subview) decides the size; the overlay (second
/// subview) is proposed that size, aligned by `alignment`, and drawn above the primary. The
/// primary's priority and alignment guides pass through. A style overlay (`.overlay(.red)`,
/// `ignoresSafeAreaEdges: .all` by default since iOS 15) grows into the safe area as a style
/// background does (see `Background`).
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
