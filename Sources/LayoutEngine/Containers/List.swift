import LayoutDrawCore
import LayoutDrawFrames

/// SwiftUI's `List` (and `Form`, a list that is always grouped on iOS), in the list style its
/// environment sets (`.listStyle(_:)`; `.automatic` is `.insetGrouped` on iPhone).
///
/// Rule: a list scrolls, so it is as big as it is proposed (`nil` → its content's ideal size
/// along that axis, as `ScrollView`'s); its sections (`ListSection`; the front ends group rows
/// outside a `Section` into sections of their own) are proposed the list's width and an
/// unspecified height, and stacked from its top edge without gaps — each section holds the
/// space above it — followed by the style's bottom padding. It is drawn clipped to its frame
/// grown by the safe area it touches, as a `ScrollView` is: rows past its bottom run on under
/// the home indicator and are cut at the screen's edge, a short list's rows at its frame.
///
/// Subview 0 is the list's background (`ListBackground`), placed over the list's frame grown by
/// the safe area the frame touches (a grouped list's grey reaches under the status bar and the
/// home indicator, as a `UITableView`'s does) and drawn behind the rows.
///
/// A list is the container `containerRelativeFrame` measures inside it, as a scroll view is
/// (Apple: the container is "a scrollable view like ScrollView or List"). A list whose rows
/// run on past its bottom edge, where a tab bar is, tells the bar (the bar then draws its
/// background: `TabBarBackground`).
///
/// Evidence: Apple's `List` documentation ("a container that presents rows of data arranged in
/// a single column"); the metrics of each style are `ListMetrics`'s.
public struct List: ViewLayout, DrawingLayout, EnvironmentChangingLayout, LayerOrderingLayout {
    public var kind: String { isForm ? "Form" : "List" }
    /// A `Form`: grouped whatever `listStyle` says.
    public var isForm: Bool
    /// Which container it is, from one layout pass to the next.
    public let identity = ContainerIdentity()

    public init(isForm: Bool = false) {
        self.isForm = isForm
    }

    /// The style the list draws in, given the environment it sees.
    public func style(in environment: EnvironmentValues) -> ResolvedListStyle {
        isForm ? .insetGrouped : environment.containers.listStyle.resolved
    }

    public func updateEnvironment(_ environment: inout EnvironmentValues) {
        environment.containers.list = style(in: environment)
        environment.container = ObjectIdentifier(identity)
    }

    /// The subview indices of the sections (after the background).
    private func sections(_ subviews: LayoutSubviews) -> Range<Int> {
        min(1, subviews.count)..<subviews.count
    }

    public func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        let width = proposal.width ?? idealWidth(subviews)
        if let height = proposal.height { return Size(width: width, height: height) }
        let metrics = ListMetrics(style: style(in: context.environment), width: width)
        let content = sections(subviews).reduce(0) { $0 + subviews[$1].sizeThatFits(ProposedViewSize(width: width, height: nil)).height }
        return Size(width: width, height: content + metrics.bottomPadding)
    }

    /// The widest section's ideal width.
    private func idealWidth(_ subviews: LayoutSubviews) -> Double {
        sections(subviews).reduce(0) { max($0, subviews[$1].sizeThatFits(.unspecified).width) }
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        context.recordContainer(identity, size: bounds.size)
        guard !subviews.isEmpty else { return }
        let background = bounds.expanded(intoSafeArea: context.safeAreaInsets)
        subviews[0].place(at: background.origin, proposal: ProposedViewSize(background.size))
        var y = bounds.minY
        let sectionProposal = ProposedViewSize(width: bounds.width, height: nil)
        for index in sections(subviews) {
            subviews[index].place(at: Point(x: bounds.minX, y: y), proposal: sectionProposal)
            y += subviews[index].sizeThatFits(sectionProposal).height
        }
        let bottomPadding = ListMetrics(style: style(in: context.environment), width: bounds.width).bottomPadding
        if y + bottomPadding > bounds.maxY + 0.5 { context.recordContentOverflowingBottom() }
    }

    public func drawOrder(ofSubview index: Int) -> Double { index == 0 ? -1 : 0 }

    /// Clipped to its frame grown by the safe area it was placed with.
    public func drawing(size: Size, proposal: ProposedViewSize, context: LayoutContext) -> NodeDrawing {
        let insets = context.placedSafeArea(of: identity)
        return NodeDrawing(clip: insets == .zero ? .rectangle : .expandedRectangle(insets))
    }
}

/// The background of a `List`: it takes the size it is proposed and fills it with the list
/// style's background (`systemGroupedBackground` grouped, `systemBackground` plain), or nothing
/// under `.scrollContentBackground(.hidden)`.
public struct ListBackground: ViewLayout, DrawingLayout {
    public var kind: String { "ListBackground" }

    public init() {}

    public func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {}

    public func drawing(size: Size, proposal: ProposedViewSize, context: LayoutContext) -> NodeDrawing {
        guard let style = context.environment.containers.list, !context.environment.containers.hidesListBackground else { return .none }
        return NodeDrawing(paint: .shape(.rectangle, .fill(style.backgroundColor)))
    }
}
