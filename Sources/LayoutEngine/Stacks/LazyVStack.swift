import LayoutDrawCore

/// SwiftUI's `LazyVStack(alignment:spacing:)`. Rule: children top to bottom, each proposed the
/// stack's width and `nil` height (its ideal height), with a VStack's gaps (§3.2 step 1); the
/// stack takes the whole proposed width (nil → its widest child's) and aligns each child in it
/// by `alignment`. See `LazyStackArrangement` for the evidence.
public struct LazyVStack: ViewLayout {
    public var kind: String { "LazyVStack" }
    public var alignment: HorizontalAlignment
    public var spacing: Double?

    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        arrangement(subviews).size(for: proposal)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        arrangement(subviews).place(in: bounds, stackGuide: alignment.defaultValue(width: bounds.width)) { $0[alignment] }
    }

    public func stackAxis(forSubview index: Int, inherited: Axis?) -> Axis? { .vertical }

    private func arrangement(_ subviews: LayoutSubviews) -> LazyStackArrangement {
        LazyStackArrangement(axis: .vertical, spacing: spacing, subviews: subviews)
    }
}
