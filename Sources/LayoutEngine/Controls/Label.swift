import LayoutDrawCore

/// SwiftUI's `Label(_:systemImage:)` (and `Label { title } icon: { icon }`) in iOS's default
/// label style, title and icon.
///
/// Rule: it lays out exactly as `HStack(alignment: .center, spacing: nil) { icon; title }`:
/// the icon, then the title, the standard 8 points apart, centred vertically; its subviews are
/// the icon and the title, in that order. The icon, an `Image(systemName:)`, is sized by the
/// label's font, so it grows with the title.
///
/// Evidence: Apple's `Label` documentation ("a standard label for user interface items,
/// consisting of an icon with a title"; `.titleAndIcon` shows "both the title and icon"), and
/// the default `LabelStyle` drawn as an icon leading its title in iOS outside lists. The
/// spacing is the stack's standard spacing: no other number is published.
public struct Label: ViewLayout, StackAxisLayout {
    public var kind: String { "Label" }

    public init() {}

    private var row: HStack { HStack(alignment: .center, spacing: nil) }

    public func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        row.sizeThatFits(proposal, subviews: subviews, context: context)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        row.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, context: context)
    }

    public func stackAxis(forSubview index: Int, inherited: Axis?) -> Axis? { .horizontal }
}
