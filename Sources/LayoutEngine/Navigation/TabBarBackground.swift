import LayoutDrawCore
import LayoutDrawFrames

/// The background of a `TabView`'s tab bar, placed over the bar and the safe area below it (to
/// the screen's bottom edge). Rule: it takes the size it is proposed. It draws iOS 15–17's two
/// appearances of a tab bar: when the selected tab's scrolling content (a `List` or a vertical
/// `ScrollView` whose content is taller than its frame and whose frame reaches the bar) runs on
/// under the bar, the bar's standard appearance — the bar material (`Material.bar`: the content
/// under it blurred, under a tint) and a hairline along its top edge (`TabBarSeparator`, its one
/// subview); otherwise, with nothing scrolled under it, the scroll-edge appearance, which is
/// transparent: nothing is drawn but the items.
///
/// Evidence: Apple's `UITabBar.scrollEdgeAppearance`, which applies "when the edge of
/// scrollable content aligns with the edge of the tab bar" and defaults to the standard
/// appearance "modified to have a completely transparent background"; since iOS 15 it applies
/// to every tab bar, and a tab without scrolling content keeps it: "Since iOS 15 the TabView is
/// transparent on first render for all tabs. For tabs without scrolling content the TabView
/// stays transparent" (NativeScript #9614), "the divider at the top of the tab bar doesn't
/// appear unless there is 'content' in the view behind it" (NicholasBellucci/StatefulTabView
/// #14). The standard background is a blur (`UIBlurEffectStyleSystemChromeMaterial` in a
/// printed tab bar hierarchy), drawn with the bar material.
public struct TabBarBackground: ViewLayout, DrawingLayout {
    public var kind: String { "TabBarBackground" }

    public init() {}

    public func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    /// The separator along the top edge, one pixel high.
    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        let hairline = ProposedViewSize(width: bounds.width, height: 1 / context.environment.displayScale)
        for subview in subviews { subview.place(at: bounds.origin, proposal: hairline) }
    }

    /// Whether the bar shows its standard appearance: content runs on under it.
    static func showsBackground(_ context: LayoutContext) -> Bool {
        guard let bar = context.environment.containers.tabBar else { return false }
        return context.hasContentUnder(tabBar: bar)
    }

    public func drawing(size: Size, proposal: ProposedViewSize, context: LayoutContext) -> NodeDrawing {
        guard Self.showsBackground(context) else { return .none }
        return NodeDrawing(paint: .shape(.rectangle, .fill(.material(Material(.bar)))))
    }
}

/// The hairline along the top of a tab bar's standard appearance (`TabBarBackground`). Rule: it
/// takes the size it is proposed (the bar's width, one pixel: `1 / displayScale` points) and
/// fills it with black at 30% (16% in dark) when the bar shows its background, else draws
/// nothing. Evidence: Flutter's `CupertinoTabBar`, which reproduces iOS's, borders the bar's top
/// with "one physical pixel" of `Color(0x4C000000)` (`0x29000000` dark).
public struct TabBarSeparator: ViewLayout, DrawingLayout {
    public var kind: String { "TabBarSeparator" }
    public static let color = ColorStyle(light: RGBA(hex: 0x000000, alpha: 0.3), dark: RGBA(hex: 0x000000, alpha: 0.16))

    public init() {}

    public func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {}

    public func drawing(size: Size, proposal: ProposedViewSize, context: LayoutContext) -> NodeDrawing {
        guard TabBarBackground.showsBackground(context) else { return .none }
        return NodeDrawing(paint: .shape(.rectangle, .fill(Self.color)))
    }
}
