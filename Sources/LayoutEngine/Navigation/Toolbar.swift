import LayoutDrawCore

/// `.toolbar { items }`: the items the enclosing `NavigationStack` shows in its bar for the
/// view. A preference, as `NavigationTitle` is: the items are held here, not as subviews, and
/// the front ends move them into the stack; outside a navigation stack nothing is drawn (iOS
/// has no bar to show them in). Each item is a `ToolbarItem` node, or a plain view (placed as
/// `.automatic`, at the trailing edge on iOS). Evidence: Apple's `toolbar(content:)`
/// documentation ("Populates the toolbar or navigation bar with the specified items").
public struct Toolbar: TransparentModifier {
    public var kind: String { "toolbar" }
    public var items: [ViewNode]

    public init(items: [ViewNode]) {
        self.items = items
    }
}

/// `.toolbar(.hidden, for: .navigationBar)` (and `.navigationBarHidden(true)`): whether the
/// enclosing stack shows its navigation bar; `.toolbar(.hidden, for: .tabBar)`: whether the
/// enclosing tab view shows its tab bar. Read by the front ends as `NavigationTitle` is.
/// Evidence: Apple's `toolbar(_:for:)` documentation ("Specifies the visibility of a bar
/// managed by SwiftUI").
public struct ToolbarVisibility: TransparentModifier {
    public var kind: String { "toolbarVisibility" }
    public var isHidden: Bool
    public var bar: Bar

    /// The bars a visibility is for.
    public enum Bar: String, Hashable, Sendable {
        case navigationBar, tabBar
    }

    public init(hidden: Bool, bar: Bar = .navigationBar) {
        self.isHidden = hidden
        self.bar = bar
    }
}

/// SwiftUI's `ToolbarItem(placement:) { view }` and `ToolbarItemGroup(placement:) { views }`:
/// views for a bar. Rule: its views in a row, 16 points apart (`NavigationStack.itemSpacing`),
/// centred vertically, as `HStack(spacing: 16)` lays them out; the placement says where the
/// stack puts it (`.topBarLeading`, `.navigationBarLeading` and `.cancellationAction` lead;
/// `.topBarTrailing`, `.navigationBarTrailing`, `.primaryAction`, `.confirmationAction`,
/// `.automatic` trail; `.principal` is centred in place of an inline title). Evidence: Apple's
/// `ToolbarItemPlacement` documentation (on iOS the automatic and primary-action placements are
/// the trailing edge of the navigation bar).
public struct ToolbarItem: ViewLayout, StackAxisLayout {
    public var kind: String { "ToolbarItem" }
    public var placement: ToolbarPlacement

    public init(placement: ToolbarPlacement) {
        self.placement = placement
    }

    private var row: HStack { HStack(alignment: .center, spacing: NavigationStack.itemSpacing) }

    public func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        row.sizeThatFits(proposal, subviews: subviews, context: context)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        row.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, context: context)
    }

    public func stackAxis(forSubview index: Int, inherited: Axis?) -> Axis? { .horizontal }
}
