import LayoutDrawCore
import LayoutDrawFrames

/// SwiftUI's `GroupBox("Title") { content }` (and `GroupBox { content } label: { label }`) in
/// iOS's default style. Its subviews are the label, if it has one, then the content's views.
///
/// Rule: it lays out as `VStack(alignment: .leading) { label; content }.padding()`: the views
/// are stacked with the standard spacing, aligned at their leading edges, inside 16 points of
/// padding on every side; it is proposed what it is proposed less 32 points each way, and is the
/// stack's size plus 32. The label is drawn in the headline font (17 points, semibold) unless
/// it sets its own.
///
/// Drawn: a rounded rectangle (8-point corners) behind it all, in `secondarySystemBackground`
/// (#F2F2F7, dark #1C1C1E); a group box inside a group box in `tertiarySystemBackground`
/// (white, dark #2C2C2E), and so on alternating, so that nested boxes stay distinct.
///
/// Evidence: Majid Jabrayilov, "Mastering GroupBox in SwiftUI" (swiftwithmajid.com), replicates
/// the default style as `VStack(alignment: .leading) { label; content }.padding()` on a fill
/// clipped by `RoundedRectangle(cornerRadius: 8, style: .continuous)` ("a card with the system
/// grouped background and continuous corner radius"); the fill is the secondary system
/// background, which is the grouped background's light colour and stays visible in dark mode.
/// The headline label and the alternating nested colours are our reading of iOS 17.
public struct GroupBox: ViewLayout, DrawingLayout, EnvironmentChangingLayout, StackAxisLayout {
    public var kind: String { "GroupBox" }
    public static let padding = 16.0
    public static let cornerRadius = 8.0
    public var hasLabel: Bool

    public init(hasLabel: Bool) {
        self.hasLabel = hasLabel
    }

    private var stack: VStack { VStack(alignment: .leading, spacing: nil) }

    private func inner(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: proposal.width.map { max(0, $0 - 2 * Self.padding) }, height: proposal.height.map { max(0, $0 - 2 * Self.padding) })
    }

    public func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        let size = stack.sizeThatFits(inner(proposal), subviews: subviews, context: context)
        return Size(width: size.width + 2 * Self.padding, height: size.height + 2 * Self.padding)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        let content = Rect(
            x: bounds.minX + Self.padding, y: bounds.minY + Self.padding,
            width: max(0, bounds.width - 2 * Self.padding), height: max(0, bounds.height - 2 * Self.padding))
        stack.placeSubviews(in: content, proposal: inner(proposal), subviews: subviews, context: context)
    }

    public func updateEnvironment(_ environment: inout EnvironmentValues) {
        environment.containers.groupBoxDepth += 1
    }

    public func stackAxis(forSubview index: Int, inherited: Axis?) -> Axis? { .vertical }

    public func drawing(size: Size, proposal: ProposedViewSize, context: LayoutContext) -> NodeDrawing {
        let fill = context.environment.containers.groupBoxDepth % 2 == 0 ? ContainerColors.secondaryBackground : ContainerColors.tertiaryBackground
        return NodeDrawing(paint: .shape(.roundedRectangle(cornerRadius: Self.cornerRadius), .fill(fill)))
    }
}

/// The look of a `GroupBox`'s label (the front ends wrap the label in it): the headline font,
/// unless the label sets its own. No layout effect of its own.
public struct GroupBoxLabelStyle: TransparentModifier, EnvironmentChangingLayout {
    public var kind: String { "groupBoxLabel" }

    public init() {}

    public func updateEnvironment(_ environment: inout EnvironmentValues) {
        environment.font = Font(.headline)
    }
}
