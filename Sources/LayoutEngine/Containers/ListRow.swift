import LayoutDrawCore
import LayoutDrawFrames

/// One row of a `List` or `Form`: the front ends wrap every view a list shows as a row (each
/// view of a `ForEach`, each view of a `Section`'s content) in one. Subview 0 is the row's
/// content, subview 1 its `listRowBackground` view, if it has one.
///
/// Rule: the content is inset by the row's insets (`listRowInsets`, else SwiftUI's default 11
/// above and below, 20 leading and trailing): proposed the row's width less the leading and
/// trailing insets and an unspecified height, placed at the leading inset and centred vertically
/// between the top and bottom insets. The row takes the width it is proposed (`nil`: the
/// content's width plus the insets) and is as tall as its content plus the top and bottom
/// insets, but at least 44 points (`defaultMinListRowHeight`). A background view is proposed
/// the whole row and fills it, behind the content. Outside a list it lays out as its content.
///
/// Drawn, in a grouped style: the card's colour (`secondarySystemGroupedBackground`) behind the
/// row, unless it has a background view, its top corners rounded (10 points, `.insetGrouped`)
/// when it is the section's first row and its bottom corners when it is the last; in every
/// style a one-pixel separator (`1 / displayScale` points, the `separator` colour) along its
/// bottom edge from its leading inset to its trailing edge, unless it is the section's last row
/// or `listRowSeparator(.hidden)` hides it; in a row that is a `Label`, from under the label's
/// title, past its icon (SwiftUI starts a separator at the row's text: zenn.dev/m1k50118,
/// "SwiftUIの新機能を試してみるその2", on `listRowSeparatorLeading` — "SwiftUI adjusts the insets
/// so that the separator lines up with the leading edge of the text", shown on `Label` rows). In `.grouped` the first row also has a full-width
/// hairline along its top and the last along its bottom. Evidence: `ListMetrics`; UIKit's
/// separators start at the content's leading margin and run to the cell's trailing edge
/// (Apple's `separatorInset` documentation: "cell separators do not extend all the way to the
/// edge of the table view"; the inset grouped separator is indented by the same 20 points as
/// the content in ScrollViewSectionKit's `rowSeparatorInsets`).
public struct ListRow: ViewLayout, DrawingLayout, LayerOrderingLayout {
    public var kind: String { "ListRow" }
    /// `listRowInsets(_:)`; nil for the default.
    public var insets: EdgeInsets?
    public var isFirst: Bool
    public var isLast: Bool
    /// Whether the separator below the row is drawn (neither this row nor the next hides it,
    /// and the row is not its section's last).
    public var showsSeparator: Bool
    /// Whether subview 1 is a `listRowBackground` view.
    public var hasBackground: Bool
    /// Whether the row's content is a `Label` (or a link labelled by one): its separator then
    /// starts under the title, past the icon.
    public var isLabel: Bool

    public init(
        insets: EdgeInsets? = nil, isFirst: Bool = false, isLast: Bool = false, showsSeparator: Bool = true, hasBackground: Bool = false,
        isLabel: Bool = false
    ) {
        self.insets = insets
        self.isFirst = isFirst
        self.isLast = isLast
        self.showsSeparator = showsSeparator
        self.hasBackground = hasBackground
        self.isLabel = isLabel
    }

    /// Where the separator starts in a row whose environment is `environment`: at the leading
    /// inset, or under a label's title (the inset, the icon's width and the label's 8 points).
    public func separatorLeading(in environment: EnvironmentValues) -> Double {
        let inset = max(0, resolvedInsets.leading)
        guard isLabel else { return inset }
        return inset + SymbolImage.naturalSize(in: environment).width + 8
    }

    /// The insets in effect.
    public var resolvedInsets: EdgeInsets { insets ?? ListMetrics.rowInsets }

    private func contentProposal(width: Double?) -> ProposedViewSize {
        let insets = resolvedInsets
        return ProposedViewSize(width: width.map { max(0, $0 - insets.leading - insets.trailing) }, height: nil)
    }

    public func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        guard !subviews.isEmpty else { return .zero }
        guard context.environment.containers.list != nil else { return subviews[0].sizeThatFits(proposal) }
        let insets = resolvedInsets
        let content = subviews[0].sizeThatFits(contentProposal(width: proposal.width))
        return Size(
            width: proposal.width ?? content.width + insets.leading + insets.trailing,
            height: max(ListMetrics.minimumRowHeight, content.height + insets.top + insets.bottom))
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        guard !subviews.isEmpty else { return }
        guard context.environment.containers.list != nil else {
            subviews[0].place(at: bounds.origin, proposal: proposal)
            for background in subviews.dropFirst() { background.place(at: bounds.origin, proposal: .zero) }
            return
        }
        let insets = resolvedInsets
        let proposal = contentProposal(width: bounds.width)
        let content = subviews[0].sizeThatFits(proposal)
        let available = bounds.height - insets.top - insets.bottom
        subviews[0].place(
            at: Point(x: bounds.minX + insets.leading, y: bounds.minY + insets.top + (available - content.height) / 2), proposal: proposal)
        for background in subviews.dropFirst() { background.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size)) }
    }

    public func drawOrder(ofSubview index: Int) -> Double { index == 0 ? 0 : -1 }

    public func drawing(size: Size, proposal: ProposedViewSize, context: LayoutContext) -> NodeDrawing {
        guard let style = context.environment.containers.list, size.width.isFinite, size.height.isFinite else { return .none }
        let metrics = ListMetrics(style: style, width: nil)
        var elements: [VectorElement] = []
        if !hasBackground, let fill = style.rowColor {
            let radius = metrics.cornerRadius
            let path = Self.roundedRect(
                Rect(origin: .zero, size: size), top: isFirst ? radius : 0, bottom: isLast ? radius : 0)
            elements.append(VectorElement(path, .fill(fill)))
        }
        let scale = context.environment.displayScale
        let hairline = scale > 0 && scale.isFinite ? 1 / scale : 1
        let separator = ContainerColors.separator
        if showsSeparator && !isLast {
            let x = min(size.width, separatorLeading(in: context.environment))
            elements.append(.shape(.rectangle, in: Rect(x: x, y: size.height - hairline, width: size.width - x, height: hairline), .fill(separator)))
        }
        if style == .grouped {
            if isFirst { elements.append(.shape(.rectangle, in: Rect(x: 0, y: 0, width: size.width, height: hairline), .fill(separator))) }
            if isLast {
                elements.append(.shape(.rectangle, in: Rect(x: 0, y: size.height - hairline, width: size.width, height: hairline), .fill(separator)))
            }
        }
        var drawing = NodeDrawing(paint: elements.isEmpty ? nil : .vector(VectorPaint(elements)))
        // A background view on a lone row keeps the card's rounded corners.
        if hasBackground, isFirst, isLast, metrics.cornerRadius > 0 { drawing.clip = .roundedRectangle(cornerRadius: metrics.cornerRadius) }
        return drawing
    }

    /// A rectangle whose top corners are rounded by `top` and bottom corners by `bottom`
    /// (circular arcs, as cubic Béziers), in its own coordinates.
    static func roundedRect(_ rect: Rect, top: Double, bottom: Double) -> VectorPath {
        let top = max(0, min(top, rect.width / 2, rect.height / 2))
        let bottom = max(0, min(bottom, rect.width / 2, rect.height / 2))
        if top == 0 && bottom == 0 { return .shape(.rectangle, rect) }
        // The control points of a quarter circle of radius r lie 0.5523 r from its ends.
        let k = 0.5522847498
        let (minX, minY, maxX, maxY) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        var commands: [PathCommand] = [.move(Point(x: minX + top, y: minY)), .line(Point(x: maxX - top, y: minY))]
        if top > 0 {
            commands.append(.curve(Point(x: maxX - top + k * top, y: minY), Point(x: maxX, y: minY + top - k * top), Point(x: maxX, y: minY + top)))
        }
        commands.append(.line(Point(x: maxX, y: maxY - bottom)))
        if bottom > 0 {
            commands.append(
                .curve(Point(x: maxX, y: maxY - bottom + k * bottom), Point(x: maxX - bottom + k * bottom, y: maxY), Point(x: maxX - bottom, y: maxY)))
        }
        commands.append(.line(Point(x: minX + bottom, y: maxY)))
        if bottom > 0 {
            commands.append(
                .curve(Point(x: minX + bottom - k * bottom, y: maxY), Point(x: minX, y: maxY - bottom + k * bottom), Point(x: minX, y: maxY - bottom)))
        }
        commands.append(.line(Point(x: minX, y: minY + top)))
        if top > 0 {
            commands.append(.curve(Point(x: minX, y: minY + top - k * top), Point(x: minX + top - k * top, y: minY), Point(x: minX + top, y: minY)))
        }
        commands.append(.close)
        return .commands(commands, transform: .identity, roundCaps: false)
    }
}
