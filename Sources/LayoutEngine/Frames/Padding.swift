import LayoutDrawCore

/// `.padding(_:)`. Rule (layout-rules §3.6): the content is proposed the proposal minus the
/// insets (never below 0; `nil` stays `nil`), the size is the content's plus the insets, and the
/// content sits at (leading, top).
public struct Padding: ViewModifierLayout, ExplicitAlignmentLayout {
    public var kind: String { "padding" }
    /// SwiftUI's default padding on iOS.
    public static let defaultLength = 16.0
    public var insets: EdgeInsets

    public init(_ insets: EdgeInsets) {
        self.insets = insets
    }

    /// `.padding(edges, length)`: `length` (default 16) on `edges`, 0 elsewhere.
    public init(_ edges: EdgeSet = .all, _ length: Double? = nil) {
        let value = length ?? Self.defaultLength
        self.insets = EdgeInsets(
            top: edges.contains(.top) ? value : 0, leading: edges.contains(.leading) ? value : 0,
            bottom: edges.contains(.bottom) ? value : 0, trailing: edges.contains(.trailing) ? value : 0)
    }

    public func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        let content = subviews[0].sizeThatFits(contentProposal(proposal))
        return Size(width: content.width + insets.horizontal, height: content.height + insets.vertical)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        subviews[0].place(at: Point(x: bounds.minX + insets.leading, y: bounds.minY + insets.top), proposal: contentProposal(proposal))
    }

    public func explicitAlignment(
        of guide: VerticalAlignment, in size: Size, proposal: ProposedViewSize, subviews: LayoutSubviews,
        context: LayoutContext
    ) -> Double? {
        subviews[0].explicitAlignment(of: guide, proposal: contentProposal(proposal)).map { $0 + insets.top }
    }

    public func explicitAlignment(
        of guide: HorizontalAlignment, in size: Size, proposal: ProposedViewSize, subviews: LayoutSubviews,
        context: LayoutContext
    ) -> Double? {
        subviews[0].explicitAlignment(of: guide, proposal: contentProposal(proposal)).map { $0 + insets.leading }
    }

    func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: proposal.width.map { max(0, $0 - insets.horizontal) },
            height: proposal.height.map { max(0, $0 - insets.vertical) })
    }
}
