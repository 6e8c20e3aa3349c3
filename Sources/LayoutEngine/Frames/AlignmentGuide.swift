import LayoutDrawCore

/// `.alignmentGuide(_:computeValue:)`. Rule (layout-rules §3.2 step 4): no effect on size or
/// placement of the content; the view's value for `guide` becomes `computeValue` of the
/// content's dimensions (its size and its other guides) for the proposal it is laid out with.
/// A stack aligns children by these values, so a custom guide can widen it. Other guides pass
/// through.
///
/// Evidence: Apple's `alignmentGuide(_:computeValue:)` documentation — "Use
/// `alignmentGuide(_:computeValue:)` to calculate specific offsets to reposition views in
/// relationship to one another. You can return a constant or can use the `ViewDimensions`
/// argument to the closure to calculate a return value"; `ViewDimensions` is "a view's size
/// and alignment guides in its own coordinate space", and `subscript(explicit:)` returns `nil`
/// "if no value exists for the guide" (an explicit value is what this modifier sets). That a
/// moved guide grows the stack is measured: fatbobman, "In-Depth Exploration of Overlay and
/// Background Modifiers in SwiftUI" (a 200 × 200 `ZStack` grows to 230 × 230; see `ZStack`).
public struct AlignmentGuide: TransparentModifier, ExplicitAlignmentLayout {
    /// Which guide the modifier sets.
    public enum Guide: Hashable, Sendable {
        case horizontal(HorizontalAlignment)
        case vertical(VerticalAlignment)

        /// The axis the guide is a position along.
        public var axis: Axis {
            if case .horizontal = self { return .horizontal }
            return .vertical
        }
    }

    public var kind: String { "alignmentGuide" }
    public var guide: Guide
    /// The guide's value for the content's dimensions; an error is reported as a diagnostic of
    /// the layout (the guide then keeps the content's value).
    public var computeValue: @Sendable (ViewDimensions) throws(Diagnostic) -> Double

    public init(_ guide: HorizontalAlignment, computeValue: @escaping @Sendable (ViewDimensions) throws(Diagnostic) -> Double) {
        self.guide = .horizontal(guide)
        self.computeValue = computeValue
    }

    public init(_ guide: VerticalAlignment, computeValue: @escaping @Sendable (ViewDimensions) throws(Diagnostic) -> Double) {
        self.guide = .vertical(guide)
        self.computeValue = computeValue
    }

    public func explicitAlignment(
        of guide: HorizontalAlignment, in size: Size, proposal: ProposedViewSize, subviews: LayoutSubviews,
        context: LayoutContext
    ) -> Double? {
        guard self.guide == .horizontal(guide) else { return subviews[0].explicitAlignment(of: guide, proposal: proposal) }
        return value(subviews[0].dimensions(in: proposal), context) ?? subviews[0].explicitAlignment(of: guide, proposal: proposal)
    }

    public func explicitAlignment(
        of guide: VerticalAlignment, in size: Size, proposal: ProposedViewSize, subviews: LayoutSubviews,
        context: LayoutContext
    ) -> Double? {
        guard self.guide == .vertical(guide) else { return subviews[0].explicitAlignment(of: guide, proposal: proposal) }
        return value(subviews[0].dimensions(in: proposal), context) ?? subviews[0].explicitAlignment(of: guide, proposal: proposal)
    }

    private func value(_ dimensions: ViewDimensions, _ context: LayoutContext) -> Double? {
        do {
            return try computeValue(dimensions)
        } catch {
            context.report(error)
            return nil
        }
    }
}
