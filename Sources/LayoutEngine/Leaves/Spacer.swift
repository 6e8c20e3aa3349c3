import LayoutDrawCore

/// SwiftUI's `Spacer(minLength:)`. Rule (layout-rules §3.3): in a stack it is
/// `max(proposal ?? −∞, minLength ?? 8)` along the stack's axis and 0 across it; outside a
/// stack that rule holds on both axes. Its layout priority is −∞ and no gap is put beside it.
public struct Spacer: ViewLayout, TraitWritingLayout {
    public var kind: String { "Spacer" }
    public var minLength: Double?

    public init(minLength: Double? = nil) {
        self.minLength = minLength
    }

    public func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        let minimum = minLength ?? 8
        func length(_ proposed: Double?) -> Double { max(proposed ?? -.infinity, minimum) }
        switch context.stackAxis {
        case .horizontal?: return Size(width: length(proposal.width), height: 0)
        case .vertical?: return Size(width: 0, height: length(proposal.height))
        case nil: return Size(width: length(proposal.width), height: length(proposal.height))
        }
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {}

    public func layoutPriority(subviews: LayoutSubviews) -> Double { -.infinity }

    public func spacing(subviews: LayoutSubviews) -> ViewSpacing { .spacer }
}
