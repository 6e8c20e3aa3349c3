import LayoutDrawCore
import LayoutDrawFrames
import LayoutDrawTestSupport
import LayoutEngine
import Testing

/// `NavigationStack { root }` as the front ends build it: the root, the title in its font, the
/// toolbar items.
func navigationStack(
    _ root: ViewNode, title: String? = nil, mode: NavigationTitleMode = .large, items: [(ToolbarPlacement, ViewNode)] = [],
    hidden: Bool = false, id: String? = "nav"
) -> ViewNode {
    var subviews = [root]
    if let title {
        let font = mode == .large ? NavigationStack.largeTitleFont : NavigationStack.inlineTitleFont
        subviews.append(ViewNode(Text(title), id: "title").modified(by: FontModifier(font)))
    }
    subviews += items.map { ViewNode(ToolbarItem(placement: $0.0), subviews: [$0.1]) }
    let stack = NavigationStack(titleMode: mode, hasTitle: title != nil, itemPlacements: items.map(\.0), isBarHidden: hidden)
    return ViewNode(stack, subviews: subviews, id: id)
}

/// `NavigationStack`, `ToolbarItem`, `NavigationLink` (Sources/LayoutEngine/Navigation/,
/// Docs/Containers.md). Canvas 400 × 400 (16-point margins), display scale 2; with the
/// fixed-advance measurer a character is 0.6 × the font size wide and a line 1.2 × it high,
/// rounded up to the half-point grid.
@Suite struct NavigationTests {
    @Test func aLargeTitleBarIs96HighWithTheTitleAtTheMargin() throws {
        let tree = try lay(navigationStack(color("root"), title: "Title"))
        // The bar is 44 + 52 = 96: the root (a colour, which takes its proposal) is proposed
        // 400 × 304 and placed below it.
        #expect(tree.frame("nav") == rect(0, 0, 400, 400))
        #expect(tree.frame("root") == rect(0, 96, 400, 304))
        #expect(tree.proposal("root") == proposal(400, 304))
        // "Title" at 34 points bold: 5 × 20.4 = 102 wide, 40.8 → 41 high; at the 16-point margin,
        // its bottom 8 above the bar's bottom: y = 96 − 8 − 41 = 47.
        #expect(tree.frame("title") == rect(16, 47, 102, 41))
    }

    @Test func anInlineTitleIsCentredInA44PointBar() throws {
        let tree = try lay(navigationStack(color("root"), title: "Inbox", mode: .inline))
        #expect(tree.frame("root") == rect(0, 44, 400, 356))
        // "Inbox" at 17 points semibold: 5 × 10.2 = 51 wide, 20.4 → 20.5 high; centred in the
        // bar: ((400 − 51) / 2, (44 − 20.5) / 2).
        #expect(tree.frame("title") == rect(174.5, 11.75, 51, 20.5))
    }

    @Test func toolbarItemsSitAtTheMarginsCentredInTheBar() throws {
        let tree = try lay(
            navigationStack(
                color(), title: "T",
                items: [
                    (.leading, text("Edit", id: "edit")), (.trailing, text("A", id: "a")), (.trailing, text("Done", id: "done")),
                ]))
        // Items are centred in the 44-point bar, even under a large title: y = (44 − 12) / 2 = 16.
        // Leading from the margin: "Edit" at 16. Trailing from the margin inwards, in order:
        // "Done" (24 wide) at 400 − 16 − 24 = 360, "A" (6) 16 before it: 360 − 16 − 6 = 338.
        #expect(tree.frame("edit") == rect(16, 16, 24, 12))
        #expect(tree.frame("done") == rect(360, 16, 24, 12))
        #expect(tree.frame("a") == rect(338, 16, 6, 12))
    }

    @Test func aPrincipalItemTakesTheTitlesPlace() throws {
        let tree = try lay(navigationStack(color(), mode: .inline, items: [(.principal, text("Logo", id: "logo"))]))
        // Centred in the bar: ((400 − 24) / 2, 16).
        #expect(tree.frame("logo") == rect(188, 16, 24, 12))
    }

    @Test func theRootIsCentredBelowTheBar() throws {
        let tree = try lay(navigationStack(text("Hi", id: "hi")))
        // No title, but the root of a stack still has the large bar: the root is proposed
        // 400 × 304 and centred in it: (194, 96 + (304 − 12) / 2) = (194, 242).
        #expect(tree.frame("hi") == rect(194, 242, 12, 12))
    }

    @Test func theBarIsPartOfTheRootsSafeArea() throws {
        let root = color("root").modified(by: Background(ignoresSafeAreaEdges: .all), secondary: [color("fill")])
        let tree = try lay(navigationStack(root, title: "T"))
        // The root touches the bar: its colour background reaches up to the stack's top.
        #expect(tree.frame("root") == rect(0, 96, 400, 304))
        #expect(tree.frame("fill") == rect(0, 0, 400, 400))
    }

    @Test func aListUnderTheBarDrawsItsBackgroundUpToTheTop() throws {
        let tree = try lay(navigationStack(list(id: "list", [section(rows([text("A")], ids: ["r"]))]), title: "T", mode: .inline))
        #expect(tree.frame("list") == rect(0, 44, 400, 356))
        #expect(tree.frame("r") == rect(16, 79, 368, 44))
        #expect(tree.frame("list-background") == rect(0, 0, 400, 400))
    }

    @Test func aHiddenBarTakesNoSpace() throws {
        let tree = try lay(navigationStack(color("root"), hidden: true))
        #expect(tree.frame("root") == rect(0, 0, 400, 400))
        #expect(tree.proposal("root") == proposal(400, 400))
    }

    @Test func proposedNothingTheStackIsItsRootPlusTheBar() throws {
        let tree = try lay(navigationStack(square(100, 50, id: "root"), mode: .inline).fixedSize())
        // 100 × (50 + 44), centred: (150, 153).
        #expect(tree.frame("nav") == rect(150, 153, 100, 94))
        #expect(tree.frame("root") == rect(150, 197, 100, 50))
    }

    @Test func aWideBarHasTwentyPointMargins() throws {
        let tree = try lay(navigationStack(color(), title: "Title"), 430, 400)
        #expect(tree.frame("title").minX == 20)
    }

    // MARK: NavigationLink

    @Test func aLinkInAListRowHasAChevronAtTheTrailingEdge() throws {
        let link = ViewNode(NavigationLink(), subviews: [text("General", id: "label")], id: "link")
        let tree = try lay(list([section(rows([link]))]))
        // The row's content is proposed 328 (368 − 40): the link takes it all, the label at its
        // leading edge (x 36), offered 328 − 8 − 8 = 312; it is as tall as the 13-point chevron
        // (13 > 12), centred in the row: 35 + 11 + (22 − 13) / 2 = 50.5.
        #expect(tree.frame("link") == rect(36, 50.5, 328, 13))
        #expect(tree.proposal("label") == proposal(312, 13))
        #expect(tree.frame("label") == rect(36, 51, 42, 12))
        // The chevron: two strokes in the link's last 8 × 13 points.
        #expect(vectorElements(tree, "link").count == 2)
    }

    @Test func aLinkInAScrollViewInAListRowHasNoChevron() throws {
        // Landmarks' category rows: a horizontal scroll view of links in a list row. The scroll
        // view is not the list: the link is its label alone (the label's frame), nothing drawn.
        let link = ViewNode(NavigationLink(), subviews: [text("General", id: "label")], id: "link")
        let scroll = ViewNode(ScrollView(axes: [.horizontal]), subviews: [link])
        let tree = try lay(list([section(rows([scroll]))]))
        #expect(tree.frame("link") == tree.frame("label"))
        #expect(vectorElements(tree, "link").isEmpty)
    }

    @Test func aLinkOutsideAListIsATintedLabel() throws {
        let tree = try lay(ViewNode(NavigationLink(), subviews: [ViewNode(Text("Go"), id: "label")], id: "link"))
        // Laid out as its label ("Go", body: 2 × 10.2 = 20.4 → 20.5 wide), drawn in the accent colour.
        #expect(tree.frame("link") == tree.frame("label"))
        #expect(tree.node(id: "link")?.paint == nil)
        guard case .text(let paint)? = tree.node(id: "label")?.paint else {
            Issue.record("no text drawn")
            return
        }
        #expect(paint.color == .blue)
    }

    // MARK: GroupBox and LabeledContent

    @Test func aGroupBoxPadsALeadingStack() throws {
        let box = ViewNode(
            GroupBox(hasLabel: true), subviews: [text("Label", id: "l").modified(by: GroupBoxLabelStyle()), text("Content here", id: "c")],
            id: "box")
        let tree = try lay(box)
        // VStack(alignment: .leading): 72 wide ("Content here"), 12 + 8 + 12 = 32 high; padded
        // 16 each side: 104 × 64, centred: (148, 168). The views start 16 in: (164, 184), and
        // the content 12 + 8 below the label.
        #expect(tree.frame("box") == rect(148, 168, 104, 64))
        #expect(tree.frame("l") == rect(164, 184, 30, 12))
        #expect(tree.frame("c") == rect(164, 204, 72, 12))
        #expect(tree.node(id: "box")?.paint == .shape(.roundedRectangle(cornerRadius: 8), .fill(ContainerColors.secondaryBackground)))
    }

    @Test func nestedGroupBoxesAlternateTheirColours() throws {
        let inner = ViewNode(GroupBox(hasLabel: false), subviews: [text("x")], id: "inner")
        let tree = try lay(ViewNode(GroupBox(hasLabel: false), subviews: [inner], id: "outer"))
        #expect(tree.node(id: "outer")?.paint == .shape(.roundedRectangle(cornerRadius: 8), .fill(ContainerColors.secondaryBackground)))
        #expect(tree.node(id: "inner")?.paint == .shape(.roundedRectangle(cornerRadius: 8), .fill(ContainerColors.tertiaryBackground)))
    }

    @Test func labeledContentPutsTheValueAtTheTrailingEdge() throws {
        let content = ViewNode(
            LabeledContent(), subviews: [text("Plan", id: "l"), spacer(), ViewNode(Text("Family"), id: "v").modified(by: LabeledContentValueStyle())],
            id: "lc")
        let tree = try lay(content)
        // HStack { label; Spacer(); value }: 400 wide. "Plan" 24 × 12 at the leading edge; the
        // value in the body font, 6 × 10.2 = 61.2 → 61.5 wide, 20.4 → 20.5 high, at the trailing
        // edge: 400 − 61.5; the stack is 20.5 high, centred: y 189.75; the label centred in it.
        #expect(tree.frame("lc") == rect(0, 189.75, 400, 20.5))
        #expect(tree.frame("l") == rect(0, 194, 24, 12))
        #expect(tree.frame("v") == rect(338.5, 189.75, 61.5, 20.5))
        guard case .text(let paint)? = tree.node(id: "v")?.paint else {
            Issue.record("no value drawn")
            return
        }
        #expect(paint.color == ContainerColors.secondaryLabel)
    }
}
