import LayoutDrawCore

/// `.safeAreaPadding(_:)` / `.safeAreaPadding(_ edges:_ length:)` (iOS 17): padding that is
/// added to the safe area the content sees rather than around the content.
///
/// Rule: it sizes and places its content exactly as `padding` does (the content is proposed
/// the proposal minus the insets and sits inside them, so a view that respects the safe area
/// is padded), and the insets become safe area for the content: measured inward from this
/// view's bounds, they join the chain of safe areas (Protocol/SafeArea.swift). So what reaches
/// into the safe area — a colour `background` (whose `ignoresSafeAreaEdges` is `.all`),
/// `ignoresSafeArea()`, a scroll view's drawing — extends through the padding to this view's
/// edges, where `padding` would leave a gap, and a `GeometryReader` inside reads the insets in
/// `proxy.safeAreaInsets`. The default length is 16, as `padding`'s.
///
/// Evidence: Apple's documentation of `safeAreaPadding(_:_:)`: "Adds the provided insets into
/// the safe area of this view"; WWDC23 "Beyond scroll views": a scroll view given
/// `.safeAreaPadding(.horizontal, …)` insets its content by that much at rest while its content
/// scrolls under it (the scroll view draws into its safe area); the safe-area resolution it
/// joins is `SafeAreaInset`'s (OpenSwiftUI's `InsetViewLayout` registers its padding as safe
/// area the same way).
public struct SafeAreaPadding: ViewModifierLayout, SafeAreaProvidingLayout, ExplicitAlignmentLayout {
    public var kind: String { "safeAreaPadding" }
    public var insets: EdgeInsets

    public init(_ insets: EdgeInsets) {
        self.insets = insets
    }

    /// `.safeAreaPadding(edges, length)`: `length` (default 16) on `edges`, 0 elsewhere.
    public init(_ edges: EdgeSet = .all, _ length: Double? = nil) {
        self.insets = Padding(edges, length).insets
    }

    private var padding: Padding { Padding(insets) }

    public func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        padding.sizeThatFits(proposal, subviews: subviews, context: context)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        padding.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, context: context)
    }

    public func explicitAlignment(
        of guide: HorizontalAlignment, in size: Size, proposal: ProposedViewSize, subviews: LayoutSubviews,
        context: LayoutContext
    ) -> Double? {
        padding.explicitAlignment(of: guide, in: size, proposal: proposal, subviews: subviews, context: context)
    }

    public func explicitAlignment(
        of guide: VerticalAlignment, in size: Size, proposal: ProposedViewSize, subviews: LayoutSubviews,
        context: LayoutContext
    ) -> Double? {
        padding.explicitAlignment(of: guide, in: size, proposal: proposal, subviews: subviews, context: context)
    }

    /// The content's added safe area: the insets, inward from this view's bounds.
    public func addedSafeAreaInsets(
        forSubview index: Int, size: Size, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext
    ) -> EdgeInsets? {
        index == 0 ? insets : nil
    }
}
