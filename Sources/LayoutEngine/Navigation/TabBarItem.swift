import LayoutDrawCore
import LayoutDrawFrames

/// One item of a `TabView`'s tab bar: the icon above the title, as a `UITabBarItem` is stacked
/// in portrait on iPhone. The front ends make it from the tab's `tabItem` (or a `Tab`'s title
/// and image): subview 0 is the icon when `hasIcon`, then the title when `hasTitle`; an item
/// without either is empty, as SwiftUI shows a tab whose `tabItem` is missing or holds neither
/// an `Image` nor a `Text`.
///
/// Rule: the item takes the size it is proposed (the tab view gives it its share of the bar's
/// width and the bar's 49 points; `nil`: its icon's and title's width, 49 high). The icon is
/// proposed 25 × 25 points (a symbol fills it; an image keeps its own size) and centred
/// horizontally, its centre 19 points below the item's top; the title is proposed the item's
/// width (one line, truncated) and centred horizontally, its top 36 points below the item's
/// top. Both are drawn in the tint colour (the accent colour, blue, unless `.tint` says) when
/// the item is selected and in a grey otherwise, and the title in the 10-point medium font.
///
/// Evidence: a view hierarchy printed from a tab bar (a `UITabBarButton` at y 1 in its bar)
/// has the image view at `frame = (32 5.5; 25 25)` — centred 1 + 5.5 + 12.5 = 19 points below
/// the bar's top — and the title label at `frame = (29.5 35; 30 12)`, 1 + 35 = 36 below; other
/// printed bars place images of other shapes on the same centre (`(174.5 4; 21 28)`, `(23 3; 30
/// 30)`). The 25-point icon is the Human Interface Guidelines' size for a tab bar icon ("about
/// 25 × 25 points", 48 × 32 at most). The 10-point medium title: Flutter's
/// `CupertinoTextThemeData` tab label style (10 points, weight 500, "derived from
/// https://developer.apple.com/design/resources/"). The unselected grey is #999999 (#757575
/// dark): Flutter's `CupertinoColors.inactiveGray`, "used in iOS 13 for unselected selectables
/// such as tab bar items in their inactive state" (iOS 7–12 used #929292, the `tintColor =
/// UIDeviceWhiteColorSpace 0.572549` of the printed image view); the selected item takes the
/// bar's tint (Flutter's `activeColor`, the theme's primary colour, blue).
public struct TabBarItem: ViewLayout, EnvironmentChangingLayout {
    public var kind: String { "TabBarItem" }
    public var isSelected: Bool
    public var hasIcon: Bool
    public var hasTitle: Bool

    public static let iconSide = 25.0
    public static let iconCentreY = 19.0
    public static let titleTop = 36.0
    public static let titleFont = Font(size: 10, weight: .medium)
    /// The colour of an unselected item's icon and title.
    public static let inactiveColor = ColorStyle(light: RGBA(hex: 0x999999), dark: RGBA(hex: 0x757575))

    public init(isSelected: Bool, hasIcon: Bool, hasTitle: Bool) {
        self.isSelected = isSelected
        self.hasIcon = hasIcon
        self.hasTitle = hasTitle
    }

    public func updateEnvironment(_ environment: inout EnvironmentValues) {
        environment.foreground = .color(isSelected ? environment.resolvedTint : Self.inactiveColor)
        // The bar draws the item's own title font, whatever text styles the tab view sits in.
        environment.font = Self.titleFont
        environment.fontWeight = nil
        environment.isBold = false
        environment.isItalic = false
        environment.lineLimit = 1
    }

    private var iconProposal: ProposedViewSize { ProposedViewSize(width: Self.iconSide, height: Self.iconSide) }

    private func titleProposal(width: Double?) -> ProposedViewSize { ProposedViewSize(width: width, height: nil) }

    private var titleIndex: Int? { hasTitle ? (hasIcon ? 1 : 0) : nil }

    public func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        if let width = proposal.width, let height = proposal.height { return Size(width: width, height: height) }
        var width = 0.0
        if hasIcon, !subviews.isEmpty { width = subviews[0].sizeThatFits(iconProposal).width }
        if let index = titleIndex, index < subviews.count { width = max(width, subviews[index].sizeThatFits(titleProposal(width: nil)).width) }
        return Size(width: proposal.width ?? width, height: proposal.height ?? TabView.barHeight)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        if hasIcon, !subviews.isEmpty {
            let size = subviews[0].sizeThatFits(iconProposal)
            subviews[0].place(
                at: Point(x: bounds.midX - size.width / 2, y: bounds.minY + Self.iconCentreY - size.height / 2), proposal: iconProposal)
        }
        if let index = titleIndex, index < subviews.count {
            let title = titleProposal(width: bounds.width)
            let size = subviews[index].sizeThatFits(title)
            subviews[index].place(at: Point(x: bounds.midX - size.width / 2, y: bounds.minY + Self.titleTop), proposal: title)
        }
    }
}
