import LayoutDrawCore
import LayoutDrawFrames

/// SwiftUI's `NavigationStack { root }` (and `NavigationView`, which on iPhone is the same
/// stack) showing its root view under a navigation bar. The front ends find the root's
/// `navigationTitle`, `navigationBarTitleDisplayMode` and `toolbar` and give them here: subview
/// 0 is the root view, then the title (a `Text` in the title's font), if there is one, then the
/// toolbar items (`ToolbarItem`) in `itemPlacements`' order.
///
/// Rule: the stack takes the size it is proposed (`nil`: its root's ideal size, plus the bar's
/// height). The bar is 44 points high with an inline title, 96 (44 + 52) with a large title —
/// the root of a stack shows a large title unless `.navigationBarTitleDisplayMode(.inline)` says
/// otherwise — and 0 when hidden (`.toolbar(.hidden, for: .navigationBar)`). The root view is
/// proposed the size below the bar and centred in it, as the hosting controller centres a root;
/// the bar's height is added to the safe area the root sees, so a colour background or a list's
/// background in the root reaches up under the bar (the bar is transparent at rest).
///
/// The large title is in the large-title font made bold (34 points), its leading edge at the
/// layout margin (16 points; 20 on a bar 414 points or wider), its bottom 8 points above the
/// bar's bottom edge. An inline title is in the headline font (17 points, semibold), centred in
/// the 44-point bar. Toolbar items are centred vertically in the 44-point bar: leading items
/// from the leading margin, trailing items from the trailing margin inwards, 16 points apart,
/// and a `.principal` item centred where an inline title would be (in its place).
///
/// Evidence: Flutter's `CupertinoNavigationBar`, which reproduces iOS's: "Standard iOS
/// navigation bar height without the status bar" 44, the large-title extension 52 ("Size
/// increase from expanding the navigation bar into an iOS-11-style large title"), edge padding
/// 16, large-title bottom padding 8, the 34-point bold large title and 17-point semibold
/// middle title; UIKit's layout margins (`ListMetrics.margin`). The transparent bar: Apple's
/// `scrollEdgeAppearance` documentation (when content reaches the bar, "UIKit uses the settings
/// found in standardAppearance, modified to have a transparent background"; since iOS 15 for
/// every navigation bar). The 16 points between items are our reading of iOS 17's bars.
public struct NavigationStack: ViewLayout, SafeAreaProvidingLayout {
    public var kind: String { isNavigationView ? "NavigationView" : "NavigationStack" }
    public var isNavigationView: Bool
    public var titleMode: NavigationTitleMode
    public var hasTitle: Bool
    /// The placement of each toolbar item, in subview order.
    public var itemPlacements: [ToolbarPlacement]
    public var isBarHidden: Bool

    public static let barHeight = 44.0
    public static let largeTitleHeight = 52.0
    public static let largeTitleBottom = 8.0
    public static let itemSpacing = 16.0
    public static let largeTitleFont = Font(size: 34, weight: .bold)
    public static let inlineTitleFont = Font(size: 17, weight: .semibold)

    public init(
        isNavigationView: Bool = false, titleMode: NavigationTitleMode = .large, hasTitle: Bool = false,
        itemPlacements: [ToolbarPlacement] = [], isBarHidden: Bool = false
    ) {
        self.isNavigationView = isNavigationView
        self.titleMode = titleMode
        self.hasTitle = hasTitle
        self.itemPlacements = itemPlacements
        self.isBarHidden = isBarHidden
    }

    /// The height of the bar above the root view.
    public var barHeight: Double {
        if isBarHidden { return 0 }
        return titleMode == .large ? Self.barHeight + Self.largeTitleHeight : Self.barHeight
    }

    private func rootProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width, height: proposal.height.map { max(0, $0 - barHeight) })
    }

    public func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        guard proposal.width == nil || proposal.height == nil else { return Size(width: proposal.width!, height: proposal.height!) }
        let root = subviews.isEmpty ? Size.zero : subviews[0].sizeThatFits(rootProposal(proposal))
        return Size(width: proposal.width ?? root.width, height: proposal.height ?? root.height + barHeight)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        guard !subviews.isEmpty else { return }
        let bar = barHeight
        let below = ProposedViewSize(width: bounds.width, height: max(0, bounds.height - bar))
        let root = subviews[0].sizeThatFits(below)
        subviews[0].place(
            at: Point(x: bounds.minX + (bounds.width - root.width) / 2, y: bounds.minY + bar + (below.height! - root.height) / 2),
            proposal: below)
        let margin = ListMetrics.margin(forWidth: bounds.width)
        let title = hasTitle && subviews.count > 1 ? subviews[1] : nil
        let firstItem = hasTitle ? 2 : 1
        var leading: [LayoutSubview] = []
        var trailing: [LayoutSubview] = []
        var principal: LayoutSubview?
        for (offset, placement) in itemPlacements.enumerated() where firstItem + offset < subviews.count {
            let item = subviews[firstItem + offset]
            switch placement {
            case .leading: leading.append(item)
            case .trailing: trailing.append(item)
            case .principal: if principal == nil { principal = item } else { trailing.append(item) }
            }
        }
        // What the bar does not show (all of it when hidden; the title under a principal item;
        // the front ends make neither) is placed empty at the bar's corner.
        func hide(_ subview: LayoutSubview) { subview.place(at: bounds.origin, proposal: .zero) }
        guard !isBarHidden else {
            for item in [title].compactMap({ $0 }) + leading + trailing + [principal].compactMap({ $0 }) { hide(item) }
            return
        }
        let itemProposal = ProposedViewSize.unspecified
        func centreY(_ size: Size) -> Double { bounds.minY + (Self.barHeight - size.height) / 2 }
        var x = bounds.minX + margin
        for item in leading {
            let size = item.sizeThatFits(itemProposal)
            item.place(at: Point(x: x, y: centreY(size)), proposal: itemProposal)
            x += size.width + Self.itemSpacing
        }
        var trailingX = bounds.maxX - margin
        for item in trailing.reversed() {
            let size = item.sizeThatFits(itemProposal)
            trailingX -= size.width
            item.place(at: Point(x: trailingX, y: centreY(size)), proposal: itemProposal)
            trailingX -= Self.itemSpacing
        }
        let titleProposal = ProposedViewSize(width: max(0, bounds.width - 2 * margin), height: nil)
        if let principal {
            if let title { hide(title) }
            let size = principal.sizeThatFits(itemProposal)
            principal.place(at: Point(x: bounds.minX + (bounds.width - size.width) / 2, y: centreY(size)), proposal: itemProposal)
        } else if let title {
            let size = title.sizeThatFits(titleProposal)
            switch titleMode {
            case .large:
                title.place(at: Point(x: bounds.minX + margin, y: bounds.minY + bar - Self.largeTitleBottom - size.height), proposal: titleProposal)
            case .inline:
                title.place(at: Point(x: bounds.minX + (bounds.width - size.width) / 2, y: centreY(size)), proposal: titleProposal)
            }
        }
    }

    public func addedSafeAreaInsets(
        forSubview index: Int, size: Size, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext
    ) -> EdgeInsets? {
        index == 0 && barHeight > 0 ? EdgeInsets(top: barHeight) : nil
    }
}

/// How a navigation bar shows its title.
public enum NavigationTitleMode: String, Hashable, Sendable {
    /// Large, under the 44-point bar: the root of a stack's default (`.automatic`).
    case large
    /// In the 44-point bar, centred.
    case inline
}

/// Where a toolbar item goes in a navigation bar.
public enum ToolbarPlacement: String, Hashable, Sendable {
    case leading, trailing, principal
}
