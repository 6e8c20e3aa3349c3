import LayoutDrawCore

/// SwiftUI's `GeometryReader`. Rule (layout-rules §3.9): it takes the whole proposal, with
/// unspecified dimensions replaced by 10 (ideal size 10 × 10); its content, a function of its
/// proxy, is made when it is placed, and every view of it is proposed the reader's size and
/// placed at its top-leading corner, with no stack.
public struct GeometryReader: DynamicContentLayout {
    public var kind: String { "GeometryReader" }
    /// The reader's content for a proxy (`GeometryReader { proxy in … }`).
    public var content: @Sendable (GeometryProxy) throws(Diagnostic) -> [ViewNode]

    public init(content: @escaping @Sendable (GeometryProxy) throws(Diagnostic) -> [ViewNode]) {
        self.content = content
    }

    /// A reader whose content does not read the proxy.
    public init(_ views: [ViewNode]) {
        self.content = { _ in views }
    }

    public func makeContent(_ proxy: GeometryProxy) throws(Diagnostic) -> [ViewNode] {
        try content(proxy)
    }

    public func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        for subview in subviews {
            subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
        }
    }
}
