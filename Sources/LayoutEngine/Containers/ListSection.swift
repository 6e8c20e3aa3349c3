import LayoutDrawCore
import LayoutDrawFrames

/// SwiftUI's `Section { rows } header: { … } footer: { … }`. Its subviews are the header (if
/// any), the rows (each a `ListRow` inside a list), then the footer (if any).
///
/// Rule, inside a `List` or `Form` (`ListMetrics` has each number and its source): the section
/// takes the width it is proposed (the list's). Its rows sit on a card inset from that width by
/// the style's card inset (16 points each side in `.insetGrouped` on a phone narrower than 414
/// points); each row is proposed the card's width and an unspecified height, and the rows are
/// stacked without gaps. Above the card: the header, proposed the card's width less the rows'
/// 20-point leading and trailing insets and placed 20 points in from the card's edge, 16 points
/// below the section's top and 6 above the card; without a header, the style's section gap (35
/// points grouped, 0 plain). Below the card: the footer, 6 points below it, inset as the header.
/// The section's height is the sum; its ideal width (proposed `nil`) is the widest of the rows,
/// header and footer with their insets.
///
/// Outside a list a section is a plain `VStack` of header, rows and footer (SwiftUI draws a
/// `Section` outside a list as its views one after another).
public struct ListSection: ViewLayout, StackAxisLayout {
    public var kind: String { "Section" }
    public var hasHeader: Bool
    public var hasFooter: Bool

    public init(hasHeader: Bool = false, hasFooter: Bool = false) {
        self.hasHeader = hasHeader
        self.hasFooter = hasFooter
    }

    /// The subview indices of the rows.
    private func rows(_ subviews: LayoutSubviews) -> Range<Int> {
        let start = hasHeader ? 1 : 0
        let end = subviews.count - (hasFooter ? 1 : 0)
        return start..<max(start, end)
    }

    /// Where every subview goes for a section `width` wide (nil: ideal), in the section's own
    /// coordinates, with the proposals, and the section's size.
    private func arrangement(width: Double?, subviews: LayoutSubviews, style: ResolvedListStyle)
        -> (size: Size, origins: [Point], proposals: [ProposedViewSize])
    {
        let metrics = ListMetrics(style: style, width: width)
        let insets = ListMetrics.rowInsets
        let cardWidth = width.map { max(0, $0 - 2 * metrics.cardInset) }
        let textWidth = cardWidth.map { max(0, $0 - insets.leading - insets.trailing) }
        var origins = Array(repeating: Point.zero, count: subviews.count)
        var proposals = Array(repeating: ProposedViewSize.unspecified, count: subviews.count)
        var widest = 0.0
        var y = 0.0
        if hasHeader, !subviews.isEmpty {
            proposals[0] = ProposedViewSize(width: textWidth, height: nil)
            let size = subviews[0].sizeThatFits(proposals[0])
            y += metrics.headerTop
            origins[0] = Point(x: metrics.cardInset + insets.leading, y: y)
            y += size.height + metrics.headerBottom
            widest = max(widest, size.width + insets.leading + insets.trailing)
        } else {
            y += metrics.sectionGap
        }
        for index in rows(subviews) {
            proposals[index] = ProposedViewSize(width: cardWidth, height: nil)
            let size = subviews[index].sizeThatFits(proposals[index])
            origins[index] = Point(x: metrics.cardInset, y: y)
            y += size.height
            widest = max(widest, size.width)
        }
        if hasFooter, let last = subviews.indices.last, last >= (hasHeader ? 1 : 0) {
            proposals[last] = ProposedViewSize(width: textWidth, height: nil)
            let size = subviews[last].sizeThatFits(proposals[last])
            y += metrics.footerTop
            origins[last] = Point(x: metrics.cardInset + insets.leading, y: y)
            y += size.height
            widest = max(widest, size.width + insets.leading + insets.trailing)
        }
        return (Size(width: width ?? widest + 2 * metrics.cardInset, height: y), origins, proposals)
    }

    private var stack: VStack { VStack() }

    public func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        guard let style = context.environment.containers.list else {
            return stack.sizeThatFits(proposal, subviews: subviews, context: context)
        }
        return arrangement(width: proposal.width, subviews: subviews, style: style).size
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        guard let style = context.environment.containers.list else {
            stack.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, context: context)
            return
        }
        let arrangement = arrangement(width: bounds.width, subviews: subviews, style: style)
        for index in subviews.indices {
            subviews[index].place(at: bounds.origin + arrangement.origins[index], proposal: arrangement.proposals[index])
        }
    }

    public func stackAxis(forSubview index: Int, inherited: Axis?) -> Axis? { .vertical }
}

/// The look of a section's header or footer (the front ends wrap each in one), inside a list:
/// in the grouped styles a header is drawn in the footnote font (13 points), in the secondary
/// label colour and in capitals, a footer in the footnote font and the secondary colour; in the
/// plain styles a header is in the headline font (17 points, semibold). Anything the header's
/// own views set (`.textCase(nil)`, `.font(…)`) wins, being nearer the text. Outside a list it
/// changes nothing. No layout effect of its own.
///
/// Evidence: iOS draws grouped section headers in capitals up to iOS 18 (the headers turned to
/// title case only with iOS 26, as "Claude's X26 Swift Bible", Book 08, records: "Pre-X26 the
/// system flipped your header to all-caps no matter what you handed it"); 13-point secondary
/// text for headers and footers is UIKit's grouped header (`UIListContentConfiguration
/// .groupedHeader()`; Flutter's `CupertinoListSection` measures "fontSize: 13.0" in the
/// secondary colour); the plain header's headline font is our reading of iOS 17's plain lists.
public struct SectionHeaderStyle: TransparentModifier, EnvironmentChangingLayout {
    public var kind: String { isFooter ? "sectionFooter" : "sectionHeader" }
    public var isFooter: Bool

    public init(isFooter: Bool) {
        self.isFooter = isFooter
    }

    public func updateEnvironment(_ environment: inout EnvironmentValues) {
        guard let style = environment.containers.list else { return }
        if isFooter {
            environment.font = Font(.footnote)
            environment.foregroundStyle = ContainerColors.secondaryLabel
        } else if style.isGrouped {
            environment.font = Font(.footnote)
            environment.foregroundStyle = ContainerColors.secondaryLabel
            environment.text.textCase = .uppercase
        } else {
            environment.font = Font(.headline)
        }
    }
}
