import LayoutDrawCore

/// SwiftUI's `EmptyView`. Rule: zero size, draws nothing. (Inside a stack a front end leaves
/// it out entirely, as a view builder does, so it takes no spacing either.)
public struct EmptyView: ViewLayout {
    public var kind: String { "EmptyView" }

    public init() {}

    public func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size { .zero }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {}
}
