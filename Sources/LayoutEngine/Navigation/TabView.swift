import LayoutDrawCore
import LayoutDrawFrames

/// SwiftUI's `TabView` in its default style on iPhone: the selected tab's content above a tab
/// bar. The front ends pick the selected tab (the one whose `tag` is the selection's value, else
/// the first) and build the bar from every tab's `tabItem`: subview 0 is the selected tab's
/// content, subview 1 the bar's background (`TabBarBackground`), then one `TabBarItem` per item,
/// in order. The other tabs' contents are not in the tree: a still picture shows one tab.
///
/// Rule: the tab view takes the size it is proposed (`nil`: its content's ideal size, plus the
/// bar's height). The bar is 49 points high along the tab view's bottom edge — which, for a tab
/// view filling the screen, is the top of the home indicator's safe area — and its background
/// is placed over the bar grown by the safe area the tab view touches at its bottom and sides,
/// so it reaches the screen's bottom edge. The content is proposed the size above the bar and
/// centred in it, as the hosting controller centres a root; the bar's height is added to the
/// safe area the content sees at its bottom, so a colour background or `ignoresSafeArea` in the
/// content reaches down under the bar (and on to the screen's edge), and a list's rows run on
/// under it. The items share the bar's width equally, each as wide as the bar ÷ their number
/// and as high as the bar, from the leading edge. A hidden bar (`.toolbar(.hidden, for:
/// .tabBar)` in the selected tab) takes no space.
///
/// Evidence: a `UITabBar` is 49 points high in portrait on iPhone — storyboards give a tab bar
/// controller's bar `<tabBar key="tabBar" …><rect key="frame" … width="375" height="49"/>` — and
/// its background runs on through the bottom safe area while its items stay above it (Flutter's
/// `CupertinoTabBar`, which reproduces iOS's, is its height plus the bottom view padding high,
/// the items padded up by that padding); `UITabBar.ItemPositioning.automatic`: "In a horizontally
/// compact environment, the tab bar spreads items across the entire space" (Apple). A view
/// hierarchy printed from a 320-point bar of four items has `UITabBarButton` frames `(2 1; 76
/// 48)` and `(82 1; 76 48)`: 80 points apart, a quarter of the bar each.
public struct TabView: ViewLayout, SafeAreaProvidingLayout, EnvironmentChangingLayout {
    public var kind: String { "TabView" }
    /// Which tab bar it is, for the scroll views below it that run on under the bar.
    public let identity = ContainerIdentity()
    /// `.toolbar(.hidden, for: .tabBar)` in the selected tab: no bar (the front ends then give
    /// the content alone), and the content takes the whole tab view.
    public var isBarHidden: Bool

    public static let barHeight = 49.0

    public init(isBarHidden: Bool = false) {
        self.isBarHidden = isBarHidden
    }

    /// The height of the bar below the content.
    public var barHeight: Double { isBarHidden ? 0 : Self.barHeight }

    /// The subview indices of the items (after the content and the background).
    private func items(_ subviews: LayoutSubviews) -> Range<Int> {
        min(2, subviews.count)..<subviews.count
    }

    public func updateEnvironment(_ environment: inout EnvironmentValues) {
        environment.containers.tabBar = ObjectIdentifier(identity)
    }

    public func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        if let width = proposal.width, let height = proposal.height { return Size(width: width, height: height) }
        let content =
            subviews.isEmpty
            ? Size.zero : subviews[0].sizeThatFits(ProposedViewSize(width: proposal.width, height: proposal.height.map { max(0, $0 - barHeight) }))
        return Size(width: proposal.width ?? content.width, height: proposal.height ?? content.height + barHeight)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        guard !subviews.isEmpty else { return }
        let bar = Rect(x: bounds.minX, y: bounds.maxY - barHeight, width: bounds.width, height: barHeight)
        let above = ProposedViewSize(width: bounds.width, height: max(0, bounds.height - barHeight))
        let content = subviews[0].sizeThatFits(above)
        subviews[0].place(
            at: Point(x: bounds.minX + (bounds.width - content.width) / 2, y: bounds.minY + (above.height! - content.height) / 2),
            proposal: above)
        guard subviews.count > 1 else { return }
        let insets = context.safeAreaInsets
        let background = bar.expanded(intoSafeArea: EdgeInsets(top: 0, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing))
        subviews[1].place(at: background.origin, proposal: ProposedViewSize(background.size))
        let items = items(subviews)
        guard !items.isEmpty else { return }
        let width = bounds.width / Double(items.count)
        let itemProposal = ProposedViewSize(width: width, height: barHeight)
        for (offset, index) in items.enumerated() {
            subviews[index].place(at: Point(x: bar.minX + Double(offset) * width, y: bar.minY), proposal: itemProposal)
        }
    }

    public func addedSafeAreaInsets(
        forSubview index: Int, size: Size, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext
    ) -> EdgeInsets? {
        index == 0 && barHeight > 0 ? EdgeInsets(bottom: barHeight) : nil
    }
}
