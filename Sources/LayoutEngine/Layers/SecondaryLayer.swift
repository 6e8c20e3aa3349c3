import LayoutDrawCore

/// A modifier with a secondary layer: `background`, `overlay`, `border` and the preference-value
/// forms. Rule (layout-rules §3.7): the size is the primary's (the first subview); each
/// secondary view is proposed exactly that size and aligned to the primary by `alignment`. The
/// primary's priority and alignment guides (text baselines) pass through. Several secondary
/// views are wrapped in an implicit `ZStack` by the front end. (Its size and guides are its
/// primary's: `FrameKeepingModifier`.)
public protocol SecondaryLayerModifier: FrameKeepingModifier, LayerOrderingLayout, StackAxisLayout {
    var alignment: Alignment { get }
    /// Whether the secondary layer is drawn behind the primary (`background`) or over it.
    var isDrawnBehind: Bool { get }
    /// The edges on which a style layer grows into the safe area where the view touches it
    /// (`ignoresSafeAreaEdges`); none for a view layer.
    var safeAreaEdges: EdgeSet { get }
}

extension SecondaryLayerModifier {
    public var safeAreaEdges: EdgeSet { [] }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        SecondaryLayer.placeSubviews(
            in: bounds, proposal: proposal, subviews: subviews, alignment: alignment,
            safeAreaFill: context.safeAreaInsets.safeArea(on: safeAreaEdges))
    }

    public func drawOrder(ofSubview index: Int) -> Double { index == 0 || !isDrawnBehind ? 0 : -1 }

    /// Only the primary stays a stack's child (for `Spacer`); the secondary is not in a stack.
    public func stackAxis(forSubview index: Int, inherited: Axis?) -> Axis? { index == 0 ? inherited : nil }
}

/// The placement maths of a secondary layer.
enum SecondaryLayer {
    static func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, alignment: Alignment) {
        subviews[0].place(at: bounds.origin, proposal: proposal)
        let primary = subviews[0].dimensions(in: proposal)
        let secondaryProposal = ProposedViewSize(bounds.size)
        for secondary in subviews.dropFirst() {
            let d = secondary.dimensions(in: secondaryProposal)
            secondary.place(
                at: Point(
                    x: bounds.minX + primary[alignment.horizontal] - d[alignment.horizontal],
                    y: bounds.minY + primary[alignment.vertical] - d[alignment.vertical]),
                proposal: secondaryProposal)
        }
    }

    /// A style layer (`background(_:ignoresSafeAreaEdges:)`, `overlay(_:ignoresSafeAreaEdges:)`)
    /// whose fill grows into the safe area by `insets` (the layer's resolved insets on its edges):
    /// the primary as usual, the fill proposed and placed in the grown frame. Zero insets are
    /// the ordinary placement.
    static func placeSubviews(
        in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, alignment: Alignment, safeAreaFill insets: EdgeInsets
    ) {
        guard insets != .zero else {
            placeSubviews(in: bounds, proposal: proposal, subviews: subviews, alignment: alignment)
            return
        }
        subviews[0].place(at: bounds.origin, proposal: proposal)
        let fill = bounds.expanded(intoSafeArea: insets)
        for secondary in subviews.dropFirst() {
            secondary.place(at: fill.origin, proposal: ProposedViewSize(fill.size))
        }
    }
}
