import LayoutDrawCore

/// SwiftUI's `LabeledContent("Key", value: "Value")` (and `LabeledContent { content } label:
/// { label }`) in iOS's automatic style. Its subviews are the label, a `Spacer` and the content,
/// which the front ends style in the secondary label colour.
///
/// Rule: it lays out exactly as `HStack { label; Spacer(); content }`: the label at the leading
/// edge, the content at the trailing edge, the standard 8 points at least between them, centred
/// vertically; proposed a width it takes all of it (the spacer is flexible), proposed `nil` it
/// is the label's and content's ideal widths plus 8. In a list row it runs from the row's
/// leading inset to its trailing inset.
///
/// Evidence: Apple's `LabeledContent` documentation ("a container for attaching a label to a
/// value-bearing view"; in a `Form` on iOS the label leads and the value trails, in the
/// secondary colour, as a Settings row shows a value), and UIKit's `valueCell()` list content
/// configuration, whose secondary text sits at the trailing edge in `secondaryLabel`.
public struct LabeledContent: ViewLayout, StackAxisLayout {
    public var kind: String { "LabeledContent" }

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

/// The look of a `LabeledContent`'s value (the front ends wrap the content in it): text in the
/// secondary label colour, unless the content sets its own. No layout effect of its own.
public struct LabeledContentValueStyle: TransparentModifier, EnvironmentChangingLayout {
    public var kind: String { "labeledContentValue" }

    public init() {}

    public func updateEnvironment(_ environment: inout EnvironmentValues) {
        environment.foregroundStyle = ContainerColors.secondaryLabel
    }
}
