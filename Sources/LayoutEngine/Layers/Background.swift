import LayoutDrawCore

/// `.background(alignment:content:)` and `.background(_ style:ignoresSafeAreaEdges:)`. Rule
/// (layout-rules §3.7): the primary view (first subview) decides the size; the background
/// (second subview) is proposed that size, aligned by `alignment`, and drawn behind the
/// primary. The primary's priority and alignment guides pass through.
///
/// The style form (`.background(.orange)`, `.background(Color.red)`: since iOS 15 these
/// resolve to `background(_:ignoresSafeAreaEdges: .all)`) fills the view's frame grown by its
/// resolved safe-area insets on `ignoresSafeAreaEdges` (SwiftUI's `_BackgroundStyleModifier`):
/// on an edge where the view reaches the safe area's edge, as geometry queries see it (an
/// `offset` counts unless `ignoredByLayout`), the fill spills to the container's edge; the
/// view's own layout is unchanged. A view background (`{alignment, content}`) has no edges.
/// Evidence: Apple's documentation of `background(_:ignoresSafeAreaEdges:)` (default `.all`),
/// article 003_ca46bbb64ae0697f.txt case 2, and Protocol/SafeArea.swift.
public struct Background: SecondaryLayerModifier {
    public var kind: String { "background" }
    public var isDrawnBehind: Bool { true }
    public var safeAreaEdges: EdgeSet { ignoresSafeAreaEdges }
    public var alignment: Alignment
    /// The edges on which a style background extends into the safe area (`[]` for a view).
    public var ignoresSafeAreaEdges: EdgeSet

    public init(alignment: Alignment = .center, ignoresSafeAreaEdges: EdgeSet = []) {
        self.alignment = alignment
        self.ignoresSafeAreaEdges = ignoresSafeAreaEdges
    }
}
