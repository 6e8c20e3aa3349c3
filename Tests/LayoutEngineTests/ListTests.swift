import LayoutDrawCore
import LayoutDrawFrames
import LayoutDrawTestSupport
import LayoutEngine
import Testing

// Builders for lists, as the front ends build them (Views+Lists.swift): a list's subview 0 is
// its background; a section's subviews are its header, its rows (each a `ListRow`), its footer.

/// `List { sections }` (`Form` when `isForm`).
func list(isForm: Bool = false, id: String? = nil, _ sections: [ViewNode]) -> ViewNode {
    ViewNode(List(isForm: isForm), subviews: [ViewNode(ListBackground(), id: id.map { $0 + "-background" })] + sections, id: id)
}

/// `Section { rows } header: { header } footer: { footer }`, the header and footer styled as
/// the front ends style them.
func section(header: ViewNode? = nil, footer: ViewNode? = nil, id: String? = nil, _ rows: [ViewNode]) -> ViewNode {
    let styledHeader = header.map { $0.modified(by: SectionHeaderStyle(isFooter: false)) }
    let styledFooter = footer.map { $0.modified(by: SectionHeaderStyle(isFooter: true)) }
    return ViewNode(
        ListSection(hasHeader: header != nil, hasFooter: footer != nil),
        subviews: (styledHeader.map { [$0] } ?? []) + rows + (styledFooter.map { [$0] } ?? []), id: id)
}

/// The rows of a section, first and last marked, separators between them.
func rows(_ contents: [ViewNode], ids: [String?]? = nil) -> [ViewNode] {
    contents.enumerated().map { index, content in
        ViewNode(
            ListRow(isFirst: index == 0, isLast: index == contents.count - 1), subviews: [content],
            id: ids?[index])
    }
}

/// The vector elements a node draws.
func vectorElements(_ tree: FrameTree, _ id: String) -> [VectorElement] {
    guard case .vector(let vector)? = tree.node(id: id)?.paint else { return [] }
    return vector.elements
}

/// The rectangles a node draws as filled `.rectangle` shapes (separators).
func filledRectangles(_ tree: FrameTree, _ id: String) -> [Rect] {
    vectorElements(tree, id).compactMap { element in
        if case .shape(.rectangle, let r) = element.path, case .fill = element.style { return r }
        return nil
    }
}

/// `List`, `Section` and `ListRow` (Sources/LayoutEngine/Containers/, Docs/Containers.md). Canvas
/// 400 × 400 unless told (narrower than 414: 16-point margins), display scale 2 (hairlines 0.5);
/// a 10-point character is 6 × 12, a 13-point one 7.8 × 15.6 (16 on the half-point grid).
@Suite struct ListTests {
    @Test func anInsetGroupedListInsetsItsCardAndItsRows() throws {
        let tree = try lay(list(id: "list", [section(id: "s", rows([text("Row", id: "a"), text("Row", id: "b")], ids: ["r1", "r2"]))]))
        // The list takes the proposal, 400 × 400. The section is proposed 400 × nil: no header,
        // so 35 points above the card; the card is inset 16 from each side: x 16, 368 wide.
        #expect(tree.frame("list") == rect(0, 0, 400, 400))
        #expect(tree.frame("s") == rect(0, 0, 400, 35 + 44 + 44))
        // Each row is proposed 368 × nil; its content 368 − 20 − 20 = 328 × nil; "Row" is 18 × 12,
        // so the row is max(44, 12 + 11 + 11) = 44 high. The text sits at the leading inset,
        // 16 + 20 = 36, centred between the insets: 35 + 11 + (22 − 12) / 2 = 51.
        #expect(tree.frame("r1") == rect(16, 35, 368, 44))
        #expect(tree.proposal("r1") == proposal(368, nil))
        #expect(tree.frame("a") == rect(36, 51, 18, 12))
        #expect(tree.frame("r2") == rect(16, 79, 368, 44))
        #expect(tree.frame("b") == rect(36, 95, 18, 12))
        // The background fills the list's frame (no safe area here).
        #expect(tree.frame("list-background") == rect(0, 0, 400, 400))
    }

    @Test func rowsDrawTheCardAndSeparatorsBetweenThem() throws {
        let tree = try lay(list([section(rows([text("A"), text("B"), text("C")], ids: ["r1", "r2", "r3"]))]))
        // Every row fills itself with the card's colour; the first rounds its top corners (a
        // path), the middle one is a plain rectangle, the last rounds its bottom corners.
        let first = vectorElements(tree, "r1")
        #expect(first.count == 2)
        if case .commands = first[0].path {} else { Issue.record("the first row's card is not a rounded path") }
        #expect(first[0].style == .fill(ContainerColors.secondaryGroupedBackground))
        // A separator along the bottom of rows 1 and 2: from the leading inset (20) to the
        // trailing edge (368), one pixel at scale 2 (0.5), at y 44 − 0.5.
        #expect(filledRectangles(tree, "r1") == [rect(20, 43.5, 348, 0.5)])
        #expect(filledRectangles(tree, "r2") == [rect(0, 0, 368, 44), rect(20, 43.5, 348, 0.5)])
        // The last row: its card only.
        let last = vectorElements(tree, "r3")
        #expect(last.count == 1)
        if case .commands = last[0].path {} else { Issue.record("the last row's card is not a rounded path") }
    }

    @Test func aHeaderAndFooterFrameTheCard() throws {
        let tree = try lay(
            list([
                section(
                    header: ViewNode(Text("Fruits"), id: "h"), footer: ViewNode(Text("Ok"), id: "f"), id: "s",
                    rows([text("Row")], ids: ["r"]))
            ]))
        // The header is footnote (13 points) in capitals: "FRUITS", 6 × 7.8 = 46.8 → 47 on the
        // half-point grid, 15.6 → 16 high; proposed the card less the row insets (328 × nil), at
        // the card's leading inset (36), 16 below the section's top.
        #expect(tree.frame("h") == rect(36, 16, 47, 16))
        #expect(tree.node(id: "h")?.text == "FRUITS")
        #expect(tree.proposal("h") == proposal(328, nil))
        // The card starts 6 below the header: 16 + 16 + 6 = 38.
        #expect(tree.frame("r") == rect(16, 38, 368, 44))
        // The footer, footnote but not capitalised: "Ok" 15.6 → 16 wide, 6 below the card:
        // 38 + 44 + 6 = 88. The section ends with it: 88 + 16 = 104.
        #expect(tree.frame("f") == rect(36, 88, 16, 16))
        #expect(tree.node(id: "f")?.text == "Ok")
        #expect(tree.frame("s") == rect(0, 0, 400, 104))
    }

    @Test func sectionsStackWithTheirGaps() throws {
        let tree = try lay(list([section(id: "s1", rows([text("A")])), section(id: "s2", rows([text("B")], ids: ["b"]))]))
        // Each section holds the 35 points above its card: s1 is 35 + 44 = 79 high, s2 starts
        // below it, its row at 79 + 35 = 114.
        #expect(tree.frame("s1") == rect(0, 0, 400, 79))
        #expect(tree.frame("s2") == rect(0, 79, 400, 79))
        #expect(tree.frame("b") == rect(16, 114, 368, 44))
    }

    @Test func aTallRowGrowsPastTheMinimum() throws {
        let tree = try lay(list([section(rows([square(50, 60, id: "c")], ids: ["r"]))]))
        // 60 + 11 + 11 = 82 > 44: the row is 82 high, the content at the leading inset, 11 down.
        #expect(tree.frame("r") == rect(16, 35, 368, 82))
        #expect(tree.frame("c") == rect(36, 46, 50, 60))
    }

    @Test func rowInsetsReplaceTheDefaults() throws {
        let row = ViewNode(ListRow(insets: EdgeInsets(), isFirst: true, isLast: true), subviews: [color("c")], id: "r")
        let tree = try lay(list([section([row])]))
        // No insets: the colour is proposed the card's 368 × nil (a colour's nil height is 10),
        // the row is max(44, 10) = 44 and the colour sits at the card's edge, centred: 35 + 17.
        #expect(tree.proposal("c") == proposal(368, nil))
        #expect(tree.frame("c") == rect(16, 52, 368, 10))
        #expect(tree.frame("r") == rect(16, 35, 368, 44))
    }

    @Test func aBackgroundViewFillsTheRowInsteadOfTheCard() throws {
        let row = ViewNode(ListRow(isFirst: true, isLast: false, hasBackground: true), subviews: [text("A"), color("bg")], id: "r")
        let tree = try lay(list([section([row] + rows([text("B")]))]))
        #expect(tree.frame("bg") == rect(16, 35, 368, 44))
        // No card fill: only the separator.
        #expect(filledRectangles(tree, "r") == [rect(20, 43.5, 348, 0.5)])
        #expect(vectorElements(tree, "r").count == 1)
    }

    @Test func aHiddenSeparatorIsNotDrawn() throws {
        let row = ViewNode(ListRow(isFirst: true, isLast: false, showsSeparator: false), subviews: [text("A")], id: "r")
        let tree = try lay(list([section([row] + rows([text("B")]))]))
        #expect(filledRectangles(tree, "r").isEmpty)
        #expect(vectorElements(tree, "r").count == 1)
    }

    @Test func aLabelRowsSeparatorStartsUnderTheTitle() throws {
        let row = ViewNode(ListRow(isFirst: true, isLast: false, isLabel: true), subviews: [text("A")], id: "r")
        let tree = try lay(list([section([row] + rows([text("B")]))]))
        // The row sees the body font (17 points): a symbol is 1.2 × 17 = 20.4 wide, then the
        // label's 8 points: the separator starts at 20 + 20.4 + 8 = 48.4.
        let separator = try #require(filledRectangles(tree, "r").first)
        #expect(abs(separator.minX - 48.4) < 1e-9 && separator.maxX == 368)
    }

    @Test func aPlainListRunsRowsEdgeToEdge() throws {
        let tree = try lay(list(id: "list", [section(rows([text("A", id: "a"), text("B")], ids: ["r1", "r2"]))]).modified(by: ListStyleModifier(.plain)))
        // No card inset, no gap above the section: the first row is the list's full width at its
        // top, the text 20 in and 16 down (11 + (22 − 12) / 2).
        #expect(tree.frame("r1") == rect(0, 0, 400, 44))
        #expect(tree.frame("a") == rect(20, 16, 6, 12))
        // No card fill: the separator alone; the list's background is the system background.
        #expect(filledRectangles(tree, "r1") == [rect(20, 43.5, 380, 0.5)])
        #expect(tree.node(id: "list-background")?.paint == .shape(.rectangle, .fill(ContainerColors.background)))
    }

    @Test func aGroupedListRunsCardsEdgeToEdgeWithHairlines() throws {
        let tree = try lay(list([section(rows([text("A"), text("B")], ids: ["r1", "r2"]))]).modified(by: ListStyleModifier(.grouped)))
        // Full width, still 35 below the top; a full-width hairline above the first row and
        // below the last.
        #expect(tree.frame("r1") == rect(0, 35, 400, 44))
        #expect(filledRectangles(tree, "r1") == [rect(0, 0, 400, 44), rect(20, 43.5, 380, 0.5), rect(0, 0, 400, 0.5)])
        #expect(filledRectangles(tree, "r2") == [rect(0, 0, 400, 44), rect(0, 43.5, 400, 0.5)])
    }

    @Test func aFormIsGroupedWhateverTheListStyle() throws {
        let tree = try lay(list(isForm: true, [section(rows([text("A")], ids: ["r"]))]).modified(by: ListStyleModifier(.plain)))
        #expect(tree.frame("r") == rect(16, 35, 368, 44))
    }

    @Test func aWideListHasTwentyPointMargins() throws {
        let tree = try lay(list([section(rows([text("A", id: "a")], ids: ["r"]))]), 430, 400)
        // 430 ≥ 414: the card is inset 20, the text 20 + 20 = 40 in.
        #expect(tree.frame("r") == rect(20, 35, 390, 44))
        #expect(tree.frame("a").minX == 40)
    }

    @Test func proposedNothingAListIsItsContentsIdealSize() throws {
        let tree = try lay(list(id: "list", [section(rows([text("Row")]))]).fixedSize())
        // The row's ideal width is 18 + 20 + 20 = 58, the card's 58 + 16 + 16 = 90; the height
        // is 35 + 44 and the bottom padding 35: 114. Centred: ((400 − 90) / 2, (400 − 114) / 2).
        #expect(tree.frame("list") == rect(155, 143, 90, 114))
    }

    @Test func theBackgroundReachesIntoTheSafeArea() throws {
        let tree = try layoutForTesting(
            list(id: "list", [section(rows([text("A")], ids: ["r"]))]),
            canvas: fixedCanvas(400, 400, safeArea: EdgeInsets(top: 50, bottom: 20)))
        // The list is proposed the safe rectangle, 400 × 330 at y 50; its rows start there; its
        // background covers the canvas, under the status bar and the home indicator.
        #expect(tree.frame("list") == rect(0, 50, 400, 330))
        #expect(tree.frame("r") == rect(16, 85, 368, 44))
        #expect(tree.frame("list-background") == rect(0, 0, 400, 400))
        #expect(tree.node(id: "list-background")?.paint == .shape(.rectangle, .fill(ContainerColors.groupedBackground)))
    }

    @Test func aListIsClippedToItsFrameGrownIntoTheSafeArea() throws {
        // A short list in the middle of the canvas: clipped at its own frame.
        let short = try lay(list(id: "list", [section(rows([text("A"), text("B")]))]).frame(height: 60))
        #expect(short.node(id: "list")?.clip == .rectangle)
        // A list that touches the safe area's edges: clipped to its frame grown by them (50 above,
        // 20 below), so rows run on under the home indicator to the canvas's edge.
        let full = try layoutForTesting(
            list(id: "list", [section(rows([text("A")]))]), canvas: fixedCanvas(400, 400, safeArea: EdgeInsets(top: 50, bottom: 20)))
        #expect(full.node(id: "list")?.clip == .expandedRectangle(EdgeInsets(top: 50, bottom: 20)))
    }

    @Test func aListIsTheContainerOfContainerRelativeFrame() throws {
        // Inside a list 300 high, containerRelativeFrame(.vertical, count: 2) is half the list's
        // height, 150 (the canvas's 400 would give 200): the row is 150 + 11 + 11 = 172 high.
        let half = color("c").modified(by: ContainerRelativeFrame([.vertical], length: .grid(count: 2, span: 1, spacing: 0)))
        let tree = try lay(list([section(rows([half], ids: ["r"]))]).frame(height: 300))
        #expect(tree.frame("c").height == 150)
        #expect(tree.frame("r").height == 172)
    }

    @Test func scrollContentBackgroundHiddenDrawsNoBackground() throws {
        let tree = try lay(list(id: "list", [section(rows([text("A")]))]).modified(by: ScrollContentBackground(hidden: true)))
        #expect(tree.node(id: "list-background")?.paint == nil)
    }

    @Test func aSectionOutsideAListIsAStack() throws {
        let tree = try lay(section(header: ViewNode(Text("Head"), id: "h"), id: "s", [text("A", id: "a")]))
        // A VStack of "Head" (body, 17 points, not capitalised: 4 × 10.2 = 40.8 → 41 on the
        // half-point grid, 20.4 → 20.5 high) and "A" (6 × 12), 8 apart: 41 × 40.5, centred at
        // ((400 − 41) / 2, (400 − 40.5) / 2) = (179.5, 179.75); "A" centred under the header.
        #expect(tree.node(id: "h")?.text == "Head")
        #expect(tree.frame("s") == rect(179.5, 179.75, 41, 40.5))
        #expect(tree.frame("h") == rect(179.5, 179.75, 41, 20.5))
        #expect(tree.frame("a") == rect(197, 208.25, 6, 12))
    }

    @Test func textCaseChangesWhatIsDrawn() throws {
        let tree = try lay(ViewNode(Text("Hello"), id: "t").modified(by: TextCaseModifier(.uppercase)))
        #expect(tree.node(id: "t")?.text == "HELLO")
        let undone = try lay(ViewNode(Text("Hello"), id: "t").modified(by: TextCaseModifier(nil)).modified(by: TextCaseModifier(.uppercase)))
        #expect(undone.node(id: "t")?.text == "Hello")
    }
}
