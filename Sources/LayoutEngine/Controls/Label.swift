import LayoutDrawCore

/// SwiftUI's `Label(_:systemImage:)` (and `Label { title } icon: { icon }`) in iOS's label
/// styles. Its subviews are the icon and the title, in that order.
///
/// Rule: in the automatic style (and `.titleAndIcon`) it lays out exactly as
/// `HStack(alignment: .center, spacing: nil) { icon; title }`: the icon, then the title, the
/// standard 8 points apart, centred vertically. With `.labelStyle(.iconOnly)` above it, it is its
/// icon alone — the icon is proposed the label's proposal and placed at its origin, the label
/// has its size and its alignment guides — and the title is left out of the picture (not placed,
/// drawn or in the layout dump); `.titleOnly` likewise keeps the title alone. The icon, an
/// `Image(systemName:)`, is sized by the label's font, so it grows with the title.
///
/// Evidence: Apple's `Label` documentation ("a standard label for user interface items,
/// consisting of an icon with a title"; `.titleAndIcon` "shows both the title and icon of the
/// label using a system-standard layout"), and the default `LabelStyle` drawn as an icon leading
/// its title in iOS outside lists and toolbars. `LabelStyle.iconOnly`: "A label style that only
/// displays the icon of the label. The title of the label is still used for non-visual
/// descriptions, such as VoiceOver"; `.titleOnly`: "only displays the title of the label". The
/// spacing is the stack's standard spacing: no other number is published.
public struct Label: ViewLayout, StackAxisLayout, ExplicitAlignmentLayout {
    public var kind: String { "Label" }

    public init() {}

    private var row: HStack { HStack(alignment: .center, spacing: nil) }

    /// The one subview a style keeps (0 the icon, 1 the title); nil when both show.
    private func shown(_ subviews: LayoutSubviews, _ context: LayoutContext) -> Int? {
        guard subviews.count == 2 else { return nil }
        switch context.environment.controls.labelStyle {
        case .automatic, .titleAndIcon: return nil
        case .iconOnly: return 0
        case .titleOnly: return 1
        }
    }

    public func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        if let shown = shown(subviews, context) { return subviews[shown].sizeThatFits(proposal) }
        return row.sizeThatFits(proposal, subviews: subviews, context: context)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        guard let shown = shown(subviews, context) else {
            row.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, context: context)
            return
        }
        subviews[shown].place(at: bounds.origin, proposal: proposal)
        subviews[1 - shown].leaveOut()
    }

    /// Alone, the icon's or the title's guides are the label's; together, the row's.
    public func explicitAlignment(
        of guide: HorizontalAlignment, in size: Size, proposal: ProposedViewSize, subviews: LayoutSubviews,
        context: LayoutContext
    ) -> Double? {
        if let shown = shown(subviews, context) { return subviews[shown].explicitAlignment(of: guide, proposal: proposal) }
        return row.explicitAlignment(of: guide, in: size, proposal: proposal, subviews: subviews, context: context)
    }

    public func explicitAlignment(
        of guide: VerticalAlignment, in size: Size, proposal: ProposedViewSize, subviews: LayoutSubviews,
        context: LayoutContext
    ) -> Double? {
        if let shown = shown(subviews, context) { return subviews[shown].explicitAlignment(of: guide, proposal: proposal) }
        return row.explicitAlignment(of: guide, in: size, proposal: proposal, subviews: subviews, context: context)
    }

    public func stackAxis(forSubview index: Int, inherited: Axis?) -> Axis? { .horizontal }
}
