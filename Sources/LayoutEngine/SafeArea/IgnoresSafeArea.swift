import LayoutDrawCore

/// `.ignoresSafeArea(_ regions:edges:)` (and the older `edgesIgnoringSafeArea(_:)`).
///
/// Rule (layout-rules §3.17; SwiftUI's `_SafeAreaRegionsIgnoringLayout`, as OpenSwiftUI
/// reconstructs it): the modifier sizes exactly as its content, so the parent's layout does not
/// change (a `FrameKeepingModifier`: its content's guides pass through too). When placed, it takes its own resolved safe-area insets (non-zero only on the edges
/// where its frame, as geometry queries see it, reaches the safe area's edge; see
/// Protocol/SafeArea.swift), keeps those on `edges` (and only if `regions` includes the
/// container region, the only one modelled), proposes its content its own placement proposal
/// grown by them (an unspecified dimension stays unspecified), and puts the content's
/// top-leading corner that far above and before its own. A flexible content (a `Color`, a
/// `GeometryReader`) therefore fills the unsafe strips; a fixed-size one moves into them; a
/// view that does not touch the safe area's edge is left where it is.
public struct IgnoresSafeArea: FrameKeepingModifier {
    public var kind: String { "ignoresSafeArea" }
    public var regions: SafeAreaRegions
    public var edges: EdgeSet

    public init(_ regions: SafeAreaRegions = .all, edges: EdgeSet = .all) {
        self.regions = regions
        self.edges = edges
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        let insets = regions.contains(.container) ? context.safeAreaInsets.safeArea(on: edges) : .zero
        subviews[0].place(
            at: Point(x: bounds.minX - insets.leading, y: bounds.minY - insets.top),
            proposal: proposal.expanded(intoSafeArea: insets))
    }
}
