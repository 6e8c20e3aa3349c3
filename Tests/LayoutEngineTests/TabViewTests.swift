import LayoutDrawCore
import LayoutDrawFrames
import LayoutDrawTestSupport
import LayoutEngine
import Testing

/// One tab bar item as the front ends build it: its icon (a symbol, resizable), its title (a
/// bare `Text`, which takes the item's 10-point font).
struct TabSpec {
    var title: String?
    var symbol: String? = "circle"
    var isSelected = false
}

/// `TabView { … }` as the front ends build it: the selected tab's content, the bar's background
/// with its separator, one item per tab. Ids: "tabs", "bar", "separator", "item0", "icon0",
/// "title0", ….
func tabView(_ content: ViewNode, _ tabs: [TabSpec], hidden: Bool = false) -> ViewNode {
    guard !hidden else { return ViewNode(TabView(isBarHidden: true), subviews: [content], id: "tabs") }
    let background = ViewNode(TabBarBackground(), subviews: [ViewNode(TabBarSeparator(), id: "separator")], id: "bar")
    let items = tabs.enumerated().map { index, tab in
        var subviews: [ViewNode] = []
        if let symbol = tab.symbol {
            subviews.append(ViewNode(SymbolImage(systemName: symbol, outline: nil).resizable(), id: "icon\(index)"))
        }
        if let title = tab.title { subviews.append(ViewNode(Text(title), id: "title\(index)")) }
        return ViewNode(
            TabBarItem(isSelected: tab.isSelected, hasIcon: tab.symbol != nil, hasTitle: tab.title != nil), subviews: subviews,
            id: "item\(index)")
    }
    return ViewNode(TabView(), subviews: [content, background] + items, id: "tabs")
}

/// A 400 × 600 phone-like canvas: 40 points of safe area at the top, 30 at the bottom. The
/// root is proposed the safe rectangle, (0, 40) 400 × 530.
let tabCanvas = fixedCanvas(400, 600, safeArea: EdgeInsets(top: 40, bottom: 30))

/// `TabView`, `TabBarItem`, `TabBarBackground` (Sources/LayoutEngine/Navigation/,
/// Docs/Containers.md). With the fixed-advance measurer a 10-point character is 6 wide and a
/// line 12 high.
@Suite struct TabViewTests {
    let twoTabs = [TabSpec(title: "Home", isSelected: true), TabSpec(title: "Settings")]

    @Test func theContentIsProposedTheSpaceAboveA49PointBar() throws {
        let tree = try lay(tabView(color("content"), twoTabs))
        // The tab view takes the 400 × 400 canvas; the bar is its bottom 49 points, from y 351;
        // the content (a colour, which takes its proposal) is proposed 400 × 351 above it.
        #expect(tree.frame("tabs") == rect(0, 0, 400, 400))
        #expect(tree.frame("content") == rect(0, 0, 400, 351))
        #expect(tree.proposal("content") == proposal(400, 351))
        #expect(tree.frame("bar") == rect(0, 351, 400, 49))
        // Two items share the width: 200 each, the bar's height.
        #expect(tree.frame("item0") == rect(0, 351, 200, 49))
        #expect(tree.frame("item1") == rect(200, 351, 200, 49))
    }

    @Test func theContentIsCentredAboveTheBar() throws {
        let tree = try lay(tabView(square(100, 50, id: "content"), twoTabs))
        // Centred in the 400 × 351 above the bar: ((400 − 100) / 2, (351 − 50) / 2).
        #expect(tree.frame("content") == rect(150, 150.5, 100, 50))
    }

    @Test func theBarsBackgroundRunsThroughTheBottomSafeArea() throws {
        let tree = try layoutForTesting(tabView(color("content"), twoTabs), canvas: tabCanvas)
        // The tab view is the safe rectangle, (0, 40) 400 × 530, ending at y 570; the bar is its
        // last 49 points (y 521) and its background reaches on through the 30-point safe area
        // to the canvas's bottom edge: 49 + 30 = 79 high. The separator is its top pixel (display
        // scale 2: half a point).
        #expect(tree.frame("tabs") == rect(0, 40, 400, 530))
        #expect(tree.frame("content") == rect(0, 40, 400, 481))
        #expect(tree.frame("bar") == rect(0, 521, 400, 79))
        #expect(tree.frame("separator") == rect(0, 521, 400, 0.5))
        #expect(tree.frame("item0") == rect(0, 521, 200, 49))
    }

    @Test func anItemCentresItsIconAboveItsTitle() throws {
        let tree = try lay(tabView(color(), twoTabs))
        // Item 0 is (0, 351) 200 × 49, its centre line x = 100. The icon is proposed 25 × 25 (a
        // resizable symbol takes it), its centre 19 below the item's top: (100 − 12.5, 351 + 19
        // − 12.5) = (87.5, 357.5).
        #expect(tree.frame("icon0") == rect(87.5, 357.5, 25, 25))
        #expect(tree.proposal("icon0") == proposal(25, 25))
        // "Home" in the item's 10-point font: 4 × 6 = 24 wide, 12 high, centred, its top 36
        // below the item's: (100 − 12, 351 + 36) = (88, 387).
        #expect(tree.frame("title0") == rect(88, 387, 24, 12))
        #expect(tree.proposal("title0") == proposal(200, nil))
        // "Settings" (8 × 6 = 48 wide) in item 1, centred on x 300: 300 − 24 = 276.
        #expect(tree.frame("title1") == rect(276, 387, 48, 12))
    }

    @Test func aTitleWiderThanItsItemIsTruncatedToOneLine() throws {
        let tabs = (0..<5).map { TabSpec(title: $0 == 0 ? "Notifications and more" : "T") }
        let tree = try lay(tabView(color(), tabs))
        // Five items of 80: "Notifications and more" (22 × 6 = 132) is proposed 80 and stays on
        // one line, 12 high, truncated: 80 / 6 leaves room for 13 characters, 12 and the
        // ellipsis, 78 wide, centred on x 40: 40 − 39 = 1.
        #expect(tree.frame("item0") == rect(0, 351, 80, 49))
        #expect(tree.frame("title0") == rect(1, 387, 78, 12))
    }

    @Test func anItemWithoutIconOrTitleIsEmpty() throws {
        let tree = try lay(tabView(color(), [TabSpec(title: "Home"), TabSpec(title: nil, symbol: nil)]))
        #expect(tree.frame("item1") == rect(200, 351, 200, 49))
        #expect(tree.node(id: "item1")?.children.isEmpty == true)
    }

    @Test func theSelectedItemIsTintedAndTheOthersGrey() throws {
        func titleColor(_ tree: FrameTree, _ id: String) -> ColorStyle? {
            guard case .text(let paint)? = tree.node(id: id)?.paint else { return nil }
            return paint.color
        }
        let tree = try lay(tabView(color(), twoTabs))
        #expect(titleColor(tree, "title0") == .blue)
        #expect(titleColor(tree, "title1") == TabBarItem.inactiveColor)
        // The item's title font is 10-point medium, whatever font the tab view sits in.
        guard case .text(let paint)? = tree.node(id: "title0")?.paint else { return }
        #expect(paint.request.font == Font(size: 10, weight: .medium))
        // `.tint(.orange)` on the tab view colours the selected item.
        let tinted = try lay(tabView(color(), twoTabs).modified(by: TintModifier(ColorStyle.named["orange"]!)).modified(by: FontModifier(Font(size: 30))))
        #expect(titleColor(tinted, "title0") == ColorStyle.named["orange"])
        #expect(titleColor(tinted, "title1") == TabBarItem.inactiveColor)
        #expect(tinted.frame("title0") == rect(88, 387, 24, 12))
    }

    @Test func theBarIsPartOfTheContentsSafeArea() throws {
        let content = color("content").modified(by: Background(ignoresSafeAreaEdges: .all), secondary: [color("fill")])
        let tree = try layoutForTesting(tabView(content, twoTabs), canvas: tabCanvas)
        // The content, (0, 40) 400 × 481, touches the bar below it and the status bar's safe
        // area above it: its colour background reaches both canvas edges, under the bar.
        #expect(tree.frame("content") == rect(0, 40, 400, 481))
        #expect(tree.frame("fill") == rect(0, 0, 400, 600))
    }

    @Test func theContentsBottomInsetIsTheBarAndTheDevicesInset() throws {
        let content = reader { proxy in [text("\(proxy.safeAreaInsets.bottom)", id: "inset")] }
        let tree = try layoutForTesting(tabView(content, twoTabs), canvas: tabCanvas)
        // The reader fills the content, (0, 40) 400 × 481: its bottom edge may extend under the
        // 49-point bar and on through the canvas's 30-point safe area, 79 in all.
        #expect(tree.node(id: "inset")?.text == "79.0")
    }

    @Test func withNothingScrolledUnderItTheBarIsTransparent() throws {
        let tree = try layoutForTesting(tabView(list([section(rows([text("A")]))]), twoTabs), canvas: tabCanvas)
        // A one-row list: 35 above the card, one 44-point row, 35 below: 114 < 481.
        #expect(tree.node(id: "bar")?.paint == nil)
        #expect(tree.node(id: "separator")?.paint == nil)
    }

    @Test func aListRunningOnUnderTheBarShowsItsBackground() throws {
        let rowsList = list([section(rows((0..<10).map { text("Row \($0)") }))])
        let tree = try layoutForTesting(tabView(rowsList, twoTabs), canvas: tabCanvas)
        // Ten 44-point rows under the 35-point top gap: 475 + 35 below = 510 > 481, the list's
        // height: the last rows are under the bar, which draws the bar material and a hairline.
        #expect(tree.node(id: "bar")?.paint == .shape(.rectangle, .fill(.material(Material(.bar)))))
        #expect(tree.node(id: "separator")?.paint == .shape(.rectangle, .fill(TabBarSeparator.color)))
    }

    @Test func aScrollViewRunningOnUnderTheBarShowsItsBackground() throws {
        let tall = try layoutForTesting(tabView(scrollView([.vertical], square(50, 500)), twoTabs), canvas: tabCanvas)
        // 500 > 481: under the bar.
        #expect(tall.node(id: "bar")?.paint != nil)
        let short = try layoutForTesting(tabView(scrollView([.vertical], square(50, 481)), twoTabs), canvas: tabCanvas)
        // Exactly as tall as its frame: at the scroll edge.
        #expect(short.node(id: "bar")?.paint == nil)
        // A list that does not reach the bar (framed above it) does not tell it.
        let framed = list([section(rows((0..<10).map { text("Row \($0)") }))]).frame(height: 300)
        let above = try layoutForTesting(tabView(vstack([framed, spacer()]), twoTabs), canvas: tabCanvas)
        #expect(above.node(id: "bar")?.paint == nil)
    }

    @Test func aHiddenBarTakesNoSpace() throws {
        let tree = try layoutForTesting(tabView(color("content"), twoTabs, hidden: true), canvas: tabCanvas)
        #expect(tree.frame("content") == rect(0, 40, 400, 530))
    }

    @Test func proposedNothingTheTabViewIsItsContentPlusTheBar() throws {
        let tree = try lay(tabView(square(100, 50, id: "content"), twoTabs).fixedSize())
        // 100 × (50 + 49), centred on the canvas: (150, (400 − 99) / 2) = (150, 150.5); each
        // item 50 wide.
        #expect(tree.frame("tabs") == rect(150, 150.5, 100, 99))
        #expect(tree.frame("content") == rect(150, 150.5, 100, 50))
        #expect(tree.frame("item1") == rect(200, 200.5, 50, 49))
    }

    @Test func aNavigationStackInATabKeepsItsBarAtTheTop() throws {
        let nav = navigationStack(color("root"), title: "Inbox", mode: .inline)
        let tree = try layoutForTesting(tabView(nav, twoTabs), canvas: tabCanvas)
        // The stack is the content, (0, 40) 400 × 481; its 44-point bar at its top, the root
        // below it down to the tab bar: (0, 84) 400 × 437.
        #expect(tree.frame("nav") == rect(0, 40, 400, 481))
        #expect(tree.frame("root") == rect(0, 84, 400, 437))
    }
}
