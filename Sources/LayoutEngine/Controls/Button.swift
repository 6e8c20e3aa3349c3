import LayoutDrawCore
import LayoutDrawFrames

/// SwiftUI's `Button`, in the button style and control size its environment sets
/// (`.buttonStyle(…)`, `.controlSize(…)`, on the button or anywhere above it).
///
/// Rule, `.automatic` / `.borderless` / `.plain`: it lays out exactly as its label, its only
/// subview (the label is proposed what the button is and fills its frame). `.automatic` and
/// `.borderless` draw the label in the tint colour (the accent colour, blue) unless a foreground
/// style is set around the button; `.plain` draws it as it is.
///
/// Rule, `.bordered` / `.borderedProminent`: the label is inset by the control size's insets
/// and backed by a rounded rectangle: the label is proposed the button's proposal less the
/// insets, and the button is the label's size plus the insets. The label's font is the control
/// size's (`.mini` footnote, `.small` subheadline, `.regular` and `.large` body) unless a
/// font other than body is set around the button (`.font(.title)` wins). `.bordered` fills the background with the tint at 15%
/// opacity and draws the label in the tint; `.borderedProminent` fills it with the tint and
/// draws the label white.
///
/// | control size | insets (vertical, horizontal) | corner radius | font |
/// |---|---|---|---|
/// | `.mini` | 3, 8 | 5 | footnote (13) |
/// | `.small` | 5, 10 | 6 | subheadline (15) |
/// | `.regular` | 7, 12 | 8 | body (17) |
/// | `.large`, `.extraLarge` | 14, 20 | 12 | body (17) |
///
/// Rule, `role: .destructive`: the button is drawn as above in red (`.red`, the system red)
/// instead of the tint — its label in the default and `.bordered` styles, its background in
/// `.borderedProminent`. Other roles (`.cancel`) draw as a button without one outside alerts.
///
/// Evidence: Apple's `ButtonStyle` documentation names the styles and says the automatic
/// style is borderless on iOS; fivestars.blog, "Exploring SwiftUI's Button styles", shows the
/// tinted label of the default style and the untinted `.plain`. The insets are those of UIKit's
/// `UIButton.Configuration` for the small, medium and large button sizes, which SwiftUI's
/// bordered buttons match on iOS 15 and later (a regular bordered button in the body font is
/// 20.3 + 2 × 7 ≈ 34 points high, a large one 48–50); Apple publishes no table, so these are
/// read from the rendered controls, and Docs/Controls.md says so.
///
/// `Link` is such a button (its action opens its URL): Apple's `Link` documentation shows its
/// title "as a link-styled view" (in the tint, as a borderless button's label), and iOS 15 and
/// later border a link under `.buttonStyle(.bordered)` as they border a button (observed; the
/// page does not say), so it lays out and draws as one; its kind is "Link".
public struct Button: ViewModifierLayout, DrawingLayout, EnvironmentChangingLayout, ExplicitAlignmentLayout {
    public var kind: String { isLink ? "Link" : "Button" }

    /// SwiftUI's `ButtonRole`.
    public enum Role: String, Hashable, Sendable, CaseIterable {
        case destructive, cancel
        /// iOS 26's `.close` and `.confirm` (a sheet's toolbar buttons): drawn as a button
        /// without a role; `Button(role:action:)` gives them their symbol.
        case close, confirm
    }

    public var role: Role?
    /// Drawn by a `ButtonStyle` the source declares (its `makeBody` is the label): no tint, no
    /// insets, no background of its own — as `.plain`.
    public var isStyledBySource = false
    /// A `Link`: a button whose action opens a URL.
    public var isLink = false

    public init(role: Role? = nil, isLink: Bool = false) {
        self.role = role
        self.isLink = isLink
    }

    /// The colour the button is drawn in: the tint, or red for a destructive button.
    func tint(_ environment: EnvironmentValues) -> ColorStyle {
        role == .destructive ? ColorStyle.named["red"]! : environment.resolvedTint
    }

    /// Vertical and horizontal insets, corner radius and label font for `size`.
    public static func metrics(_ size: ControlSize) -> (vertical: Double, horizontal: Double, cornerRadius: Double, font: Font) {
        switch size {
        case .mini: (3, 8, 5, Font(.footnote))
        case .small: (5, 10, 6, Font(.subheadline))
        case .regular: (7, 12, 8, Font(.body))
        case .large, .extraLarge: (14, 20, 12, Font(.body))
        }
    }

    static func isBordered(_ context: LayoutContext) -> Bool {
        let style = context.environment.controls.buttonStyle
        return style == .bordered || style == .borderedProminent
    }

    private func isBordered(_ context: LayoutContext) -> Bool { !isStyledBySource && Self.isBordered(context) }

    private func insets(_ context: LayoutContext) -> EdgeInsets {
        guard isBordered(context) else { return .zero }
        let m = Self.metrics(context.environment.controls.controlSize)
        return EdgeInsets(top: m.vertical, leading: m.horizontal, bottom: m.vertical, trailing: m.horizontal)
    }

    public func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        let insets = insets(context)
        let label = subviews[0].sizeThatFits(Self.inset(proposal, by: insets))
        return Size(width: label.width + insets.leading + insets.trailing, height: label.height + insets.top + insets.bottom)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        // As `padding` places its content: proposed the button's proposal less the insets (with
        // no insets, the proposal itself: a default-style button passes it through).
        let insets = insets(context)
        subviews[0].place(at: Point(x: bounds.minX + insets.leading, y: bounds.minY + insets.top), proposal: Self.inset(proposal, by: insets))
    }

    public func explicitAlignment(
        of guide: VerticalAlignment, in size: Size, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext
    ) -> Double? {
        let insets = insets(context)
        return subviews[0].explicitAlignment(of: guide, proposal: Self.inset(proposal, by: insets)).map { $0 + insets.top }
    }

    public func explicitAlignment(
        of guide: HorizontalAlignment, in size: Size, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext
    ) -> Double? {
        let insets = insets(context)
        return subviews[0].explicitAlignment(of: guide, proposal: Self.inset(proposal, by: insets)).map { $0 + insets.leading }
    }

    /// The environment the label sees. The button's own style is not known here (it is in the
    /// environment the button sees, which this does not receive), so the label's colour and font
    /// are set from the style that `ButtonStyleModifier` and `ControlSizeModifier` left in it.
    public func updateEnvironment(_ environment: inout EnvironmentValues) {
        guard !isStyledBySource else { return }
        let tint = tint(environment)
        switch environment.controls.buttonStyle {
        case .automatic, .borderless:
            if environment.foreground == nil { environment.foregroundStyle = tint }
        case .plain:
            break
        case .bordered:
            if environment.foreground == nil { environment.foregroundStyle = tint }
            if environment.font == .body { environment.font = Self.metrics(environment.controls.controlSize).font }
        case .borderedProminent:
            environment.foregroundStyle = ColorStyle(.white)
            if environment.font == .body { environment.font = Self.metrics(environment.controls.controlSize).font }
        }
    }

    public func drawing(size: Size, proposal: ProposedViewSize, context: LayoutContext) -> NodeDrawing {
        guard isBordered(context), size.width.isFinite, size.height.isFinite else { return .none }
        let tint = tint(context.environment)
        let fill = context.environment.controls.buttonStyle == .borderedProminent ? tint : tint.opacity(0.15)
        let radius = Self.metrics(context.environment.controls.controlSize).cornerRadius
        return NodeDrawing(
            paint: .vector(VectorPaint([.shape(.roundedRectangle(cornerRadius: radius), in: Rect(origin: .zero, size: size), .fill(fill))])))
    }

    private static func inset(_ proposal: ProposedViewSize, by insets: EdgeInsets) -> ProposedViewSize {
        ProposedViewSize(
            width: proposal.width.map { max(0, $0 - insets.leading - insets.trailing) },
            height: proposal.height.map { max(0, $0 - insets.top - insets.bottom) })
    }
}
