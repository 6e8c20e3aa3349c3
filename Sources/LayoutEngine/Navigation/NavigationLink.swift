import LayoutDrawCore
import LayoutDrawFrames

/// SwiftUI's `NavigationLink("Title") { destination }` (and `NavigationLink { … } label: { … }`,
/// `NavigationLink(value:)`), as it shows before it is tapped: its label. The destination is
/// never drawn. Subview 0 is the label.
///
/// Rule, in a list row (inside a `List` or `Form`): the label and a disclosure chevron in a row,
/// as `Toggle` lays out its label and switch (`LabeledControl`): proposed a width it takes all
/// of it, the label leading and offered the width less the chevron's 8 points and an 8-point
/// gap, the chevron at the trailing edge; it is as tall as the taller of the two, both centred
/// vertically. The label is drawn as it is (primary), the chevron — an 8 × 13-point `›` stroked
/// 2 points wide with round ends — in `tertiaryLabel` (made opaque over the card).
///
/// Rule, elsewhere: a button — it lays out exactly as its label, drawn in the tint colour (the
/// accent colour, blue), as a `Button` in the automatic style.
///
/// Evidence: Apple's `NavigationLink` documentation ("a view that controls a navigation
/// presentation"; in a `List` on iOS the link "appears as a row with a disclosure indicator");
/// UIKit's disclosure indicator accessory is the same chevron in the tertiary label colour. Its
/// 8 × 13-point size and the gap are our reading of iOS 17's rows, not published numbers.
public struct NavigationLink: ViewLayout, DrawingLayout, EnvironmentChangingLayout {
    public var kind: String { "NavigationLink" }
    public static let chevronSize = Size(width: 8, height: 13)
    public static let chevronLineWidth = 2.0
    /// `tertiaryLabel` (#3C3C43 at 30%; #EBEBF5 at 30%) as it shows on the card (white; dark
    /// #1C1C1E), made opaque.
    public static let chevronColor = ColorStyle(light: RGBA(hex: 0xC4C4C7), dark: RGBA(hex: 0x5A5A5E))

    public init() {}

    private var row: LabeledControl { LabeledControl(controlSize: Self.chevronSize) }

    private func isInList(_ context: LayoutContext) -> Bool { context.environment.containers.list != nil }

    public func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        guard !subviews.isEmpty else { return .zero }
        return isInList(context) ? row.size(proposal, subviews: subviews, context: context) : subviews[0].sizeThatFits(proposal)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        guard !subviews.isEmpty else { return }
        if isInList(context) {
            row.place(in: bounds, proposal: proposal, subviews: subviews, context: context)
        } else {
            subviews[0].place(at: bounds.origin, proposal: proposal)
        }
    }

    /// Outside a list the label is tinted, as a button's.
    public func updateEnvironment(_ environment: inout EnvironmentValues) {
        if environment.containers.list == nil, environment.foregroundStyle == nil { environment.foregroundStyle = environment.resolvedTint }
    }

    public func drawing(size: Size, proposal: ProposedViewSize, context: LayoutContext) -> NodeDrawing {
        guard isInList(context), size.width.isFinite, size.height.isFinite else { return .none }
        let box = row.controlRect(in: size)
        let inset = Self.chevronLineWidth / 2
        let tip = Point(x: box.maxX - inset, y: box.midY)
        // Two round-ended strokes meeting at the tip, in an opaque colour so the joint is not darker.
        let chevron: [VectorElement] = [
            .line(from: Point(x: box.minX + inset, y: box.minY + inset), to: tip, width: Self.chevronLineWidth, color: Self.chevronColor),
            .line(from: Point(x: box.minX + inset, y: box.maxY - inset), to: tip, width: Self.chevronLineWidth, color: Self.chevronColor),
        ]
        return NodeDrawing(paint: .vector(VectorPaint(chevron)))
    }
}
