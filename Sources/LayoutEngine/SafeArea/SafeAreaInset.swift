import LayoutDrawCore

/// `.safeAreaInset(edge:alignment:spacing:content:)`: the primary view (first subview) with
/// the inset content (second subview; several views get an implicit `ZStack` from the front end)
/// pinned to `edge`.
///
/// Rule (layout-rules §3.17; SwiftUI's `InsetViewLayout` as OpenSwiftUI reconstructs it). Let
/// the axis be the edge's (vertical for top/bottom), `spacing` nil → the two views' stack gap
/// (8 between ordinary views), and `p` the proposal along the axis:
/// * the inset content is proposed `max(max(p − spacing, 0) − primaryMinimum, 0)` along the
///   axis, where `primaryMinimum` is the primary's length when proposed 0 there; across it,
///   the proposal as is (nil stays nil along the axis: the whole proposal passes through);
/// * the primary is proposed `max(p − (insetLength + spacing), 0)` along the axis;
/// * the size is `inset + spacing + primary` along the axis and the larger of the two across.
/// When placed (a nil proposal across the axis becomes the view's own size there), the primary
/// is pinned to the opposite edge and centred across the axis; the inset content is pinned to
/// `edge` and aligned to the primary by `alignment`'s cross-axis guide (horizontal guide for
/// top/bottom, vertical for leading/trailing). The primary's safe area gains
/// `insetLength + spacing` on `edge` (measured with the view's own size), so a colour background
/// or `ignoresSafeArea` in the primary extends under the inset content.
public struct SafeAreaInset: ViewModifierLayout, SafeAreaProvidingLayout, StackAxisLayout {
    public var kind: String { "safeAreaInset" }
    public var edge: Edge
    /// Only the component across the edge's axis is used.
    public var alignment: Alignment
    /// Extra distance between the two views; nil uses the default spacing.
    public var spacing: Double?

    public init(edge: Edge, alignment: Alignment = .center, spacing: Double? = nil) {
        self.edge = edge
        self.alignment = alignment
        self.spacing = spacing
    }

    private var axis: Axis { edge == .top || edge == .bottom ? .vertical : .horizontal }

    private func spacing(_ subviews: LayoutSubviews) -> Double {
        spacing ?? ViewSpacing.gap(subviews[0].spacing, subviews[1].spacing)
    }

    private func insetProposal(_ proposal: ProposedViewSize, spacing: Double, subviews: LayoutSubviews) -> ProposedViewSize {
        guard let length = proposal[axis] else { return proposal }
        var inset = proposal
        let withoutSpacing = max(length - spacing, 0)
        var minimum = proposal
        minimum[axis] = 0
        inset[axis] = max(withoutSpacing - subviews[0].sizeThatFits(minimum)[axis], 0)
        return inset
    }

    private func primaryProposal(_ proposal: ProposedViewSize, insetSize: Size, spacing: Double) -> ProposedViewSize {
        guard let length = proposal[axis] else { return proposal }
        var primary = proposal
        primary[axis] = max(length - (insetSize[axis] + spacing), 0)
        return primary
    }

    public func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        let spacing = spacing(subviews)
        let insetSize = subviews[1].sizeThatFits(insetProposal(proposal, spacing: spacing, subviews: subviews))
        let primarySize = subviews[0].sizeThatFits(primaryProposal(proposal, insetSize: insetSize, spacing: spacing))
        var size = Size.zero
        size[axis] = insetSize[axis] + spacing + primarySize[axis]
        size[axis.cross] = max(insetSize[axis.cross], primarySize[axis.cross])
        return size
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        let spacing = spacing(subviews)
        var proposal = proposal
        if proposal[axis.cross] == nil { proposal[axis.cross] = bounds.size[axis.cross] }
        let insetProposal = insetProposal(proposal, spacing: spacing, subviews: subviews)
        let inset = subviews[1].dimensions(in: insetProposal)
        let primaryProposal = primaryProposal(proposal, insetSize: inset.size, spacing: spacing)
        let primary = subviews[0].dimensions(in: primaryProposal)

        // The primary against the opposite edge, centred across; the inset content against
        // `edge`, its cross-axis guide on the primary's.
        var primaryOrigin = Point(x: (bounds.width - primary.width) / 2, y: (bounds.height - primary.height) / 2)
        var insetOrigin = Point.zero
        switch edge {
        case .top:
            primaryOrigin.y = bounds.height - primary.height
            insetOrigin = Point(x: primaryOrigin.x + primary[alignment.horizontal] - inset[alignment.horizontal], y: 0)
        case .bottom:
            primaryOrigin.y = 0
            insetOrigin = Point(
                x: primaryOrigin.x + primary[alignment.horizontal] - inset[alignment.horizontal], y: bounds.height - inset.height)
        case .leading:
            primaryOrigin.x = bounds.width - primary.width
            insetOrigin = Point(x: 0, y: primaryOrigin.y + primary[alignment.vertical] - inset[alignment.vertical])
        case .trailing:
            primaryOrigin.x = 0
            insetOrigin = Point(
                x: bounds.width - inset.width, y: primaryOrigin.y + primary[alignment.vertical] - inset[alignment.vertical])
        }
        subviews[0].place(at: bounds.origin + primaryOrigin, proposal: primaryProposal)
        subviews[1].place(at: bounds.origin + insetOrigin, proposal: insetProposal)
    }

    /// The primary's added safe area: the inset content's length (proposed as for the view's
    /// own size) plus the spacing, on `edge`.
    public func addedSafeAreaInsets(
        forSubview index: Int, size: Size, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext
    ) -> EdgeInsets? {
        guard index == 0 else { return nil }
        let spacing = spacing(subviews)
        let length = subviews[1].sizeThatFits(insetProposal(ProposedViewSize(size), spacing: spacing, subviews: subviews))[axis] + spacing
        switch edge {
        case .top: return EdgeInsets(top: length)
        case .leading: return EdgeInsets(leading: length)
        case .bottom: return EdgeInsets(bottom: length)
        case .trailing: return EdgeInsets(trailing: length)
        }
    }

    public func stackAxis(forSubview index: Int, inherited: Axis?) -> Axis? { index == 0 ? inherited : nil }
}
