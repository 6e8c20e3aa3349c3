import LayoutDrawCore

/// `.containerRelativeFrame(_ axes:alignment:)`, `.containerRelativeFrame(_:count:span:spacing:alignment:)`
/// and `.containerRelativeFrame(_:alignment:_ length:)` (iOS 17).
///
/// Rule: an invisible frame whose length along each of `axes` is computed from the nearest
/// container's length there (`LayoutContext.containerSize`: the enclosing `ScrollView` as laid
/// out, else the canvas's safe rectangle): the container's length itself; with `count`, `span`
/// and `spacing`, `(length − spacing·(count − 1)) / count · span + spacing·(span − 1)`; with a
/// closure, what it returns for the length and the axis. Along those axes the frame has that
/// length and proposes it to its content; along the others it passes its own proposal on and
/// takes its content's size, as `frame(width:height:)` does with a dimension left out. The
/// content is aligned inside by `alignment` (centre). Where the container's length is unknown
/// (a canvas fitted to the scene has no window size) the axis is left to the content.
///
/// Evidence: Apple's documentation of `containerRelativeFrame(_:count:span:spacing:alignment:)`
/// ("Positions this view within an invisible frame with a size relative to the nearest
/// container", the container list, "subtracting any safe area insets", and the formula:
/// `availableWidth = containerWidth − spacing · (count − 1)`, `columnWidth = availableWidth / count`,
/// `itemWidth = columnWidth · span + (span − 1) · spacing`); fatbobman, "Mastering the
/// containerRelativeFrame Modifier in SwiftUI" (2023): it finds the nearest container, computes
/// the size from it by the given rule "and uses this as the proposed size for the view… a
/// special version of the frame modifier"; yenovi.com, "Container Relative Frame" (2025): the
/// spacing only enters the computation ("doesn't actually introduce any space between views"),
/// and with two axes the closure is called once per axis.
public struct ContainerRelativeFrame: ViewModifierLayout, ExplicitAlignmentLayout {
    /// How a length is computed from the container's.
    public enum Length: Sendable {
        /// The container's length.
        case full
        /// `count` columns (rows) `spacing` apart, of which the view spans `span`.
        case grid(count: Int, span: Int, spacing: Double)
        /// The closure `{ length, axis in … }`; a failure is reported with the layout's
        /// problems and counts as the container's length.
        case custom(@Sendable (Double, Axis) throws(Diagnostic) -> Double)
    }

    public var kind: String { "containerRelativeFrame" }
    public var axes: Set<Axis>
    public var length: Length
    public var alignment: Alignment

    public init(_ axes: Set<Axis>, length: Length = .full, alignment: Alignment = .center) {
        self.axes = axes
        self.length = length
        self.alignment = alignment
    }

    /// The frame these axes get for a container of `container` (a nil dimension is unknown).
    public func frame(in container: ProposedViewSize, context: LayoutContext) -> FixedFrame {
        func length(_ axis: Axis) -> Double? {
            guard axes.contains(axis), let available = container[axis], available.isFinite else { return nil }
            let value: Double
            switch self.length {
            case .full:
                value = available
            case .grid(let count, let span, let spacing):
                let count = Double(max(count, 1)), span = Double(max(span, 1))
                let column = (available - spacing * (count - 1)) / count
                value = column * span + spacing * (span - 1)
            case .custom(let compute):
                do {
                    value = try compute(available, axis)
                } catch {
                    context.report(error)
                    value = available
                }
            }
            return value.isFinite ? max(0, value) : nil
        }
        return FixedFrame(width: length(.horizontal), height: length(.vertical), alignment: alignment)
    }

    private func frame(_ context: LayoutContext) -> FixedFrame { frame(in: context.containerSize, context: context) }

    public func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        frame(context).sizeThatFits(proposal, subviews: subviews, context: context)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        frame(context).placeSubviews(in: bounds, proposal: proposal, subviews: subviews, context: context)
    }

    public func explicitAlignment(
        of guide: HorizontalAlignment, in size: Size, proposal: ProposedViewSize, subviews: LayoutSubviews,
        context: LayoutContext
    ) -> Double? {
        frame(context).explicitAlignment(of: guide, in: size, proposal: proposal, subviews: subviews, context: context)
    }

    public func explicitAlignment(
        of guide: VerticalAlignment, in size: Size, proposal: ProposedViewSize, subviews: LayoutSubviews,
        context: LayoutContext
    ) -> Double? {
        frame(context).explicitAlignment(of: guide, in: size, proposal: proposal, subviews: subviews, context: context)
    }
}
