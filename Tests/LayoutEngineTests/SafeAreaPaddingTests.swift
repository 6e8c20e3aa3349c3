import LayoutDrawCore
import LayoutDrawTestSupport
import LayoutEngine
import Testing

/// `.safeAreaPadding`: lays out as `padding`, and adds its insets to the safe area the content
/// sees. Canvas 400 × 400 without a safe area unless told.
@Suite struct SafeAreaPaddingTests {
    @Test func sizesAndPlacesLikePadding() throws {
        // "Hi" is 12 × 12; 20 on each edge: 52 × 52 centred at (174, 174), the text at (194, 194),
        // exactly as padding(20).
        let padded = try lay(text("Hi", id: "t").modified(by: SafeAreaPadding(.all, 20)).tagged("p"))
        let plain = try lay(text("Hi", id: "t").padding(.all, 20).tagged("p"))
        #expect(padded.frame("p") == rect(174, 174, 52, 52))
        #expect(padded.frame("t") == rect(194, 194, 12, 12))
        #expect(padded.frame("t") == plain.frame("t"))
        #expect(padded.proposal("t") == plain.proposal("t"))
    }

    @Test func defaultLengthIs16OnTheGivenEdges() {
        #expect(SafeAreaPadding(.horizontal).insets == EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
    }

    @Test func aColourBackgroundInsideReachesThroughThePadding() throws {
        // A 100 × 50 colour with an orange style background, safeAreaPadding(20): the view is
        // 140 × 90 at (130, 155), the colour at (150, 175). The colour's frame touches the
        // added safe area on every edge, so the background grows by 20 on each: it covers the
        // whole 140 × 90. With padding(20) it stays the colour's 100 × 50.
        let content = square(100, 50, id: "c").backgroundStyle("bg")
        let tree = try lay(content.modified(by: SafeAreaPadding(.all, 20)).tagged("p"))
        #expect(tree.frame("p") == rect(130, 155, 140, 90))
        #expect(tree.frame("c") == rect(150, 175, 100, 50))
        #expect(tree.frame("bg") == rect(130, 155, 140, 90))
        let padded = try lay(square(100, 50, id: "c").backgroundStyle("bg").padding(.all, 20))
        #expect(padded.frame("bg") == rect(150, 175, 100, 50))
    }

    @Test func ignoresSafeAreaFillsThePaddedView() throws {
        // A colour that ignores the safe area inside safeAreaPadding(.top, 30) in a 200 × 100
        // frame: the colour is proposed 200 × 70 below the padding, and then grows by its
        // resolved top inset (30) back to the frame's top: 200 × 100 at (100, 150).
        let content = color("c").ignoresSafeArea().modified(by: SafeAreaPadding(.top, 30)).frame(width: 200, height: 100)
        let tree = try lay(content)
        #expect(tree.frame("c") == rect(100, 150, 200, 100))
    }

    @Test func aReaderReadsTheAddedInsets() throws {
        // The reader fills the padded view (proposed 400 − 2 × 10 = 380 across, 400 − 25 down)
        // and touches every added edge: its insets are the padding.
        let tree = try lay(reader(id: "r") { proxy in [text(insetsText(proxy), id: "t")] }
            .modified(by: SafeAreaPadding(EdgeInsets(top: 25, leading: 10, bottom: 0, trailing: 10))))
        #expect(tree.frame("r") == rect(10, 25, 380, 375))
        #expect(tree.node(id: "t")?.text == "25,10,0,10")
    }

    @Test func itAddsToTheDeviceSafeArea() throws {
        // On the iPhone 11 Pro Max canvas (top inset 44) a root reader with safeAreaPadding(.top,
        // 10): the root is the safe rect (0, 44) 414 × 818, the reader starts 10 lower and may
        // extend 10 + 44 = 54 up to the canvas edge.
        let tree = try layoutForTesting(
            reader(id: "r") { proxy in [text(insetsText(proxy), id: "t")] }.modified(by: SafeAreaPadding(.top, 10)), canvas: iPhone11ProMax)
        #expect(tree.frame("r") == rect(0, 54, 414, 808))
        #expect(tree.node(id: "t")?.text == "54,0,34,0")
    }
}

/// A scroll view draws into the safe area it touches along its scroll axes.
@Suite struct ScrollViewSafeAreaDrawingTests {
    @Test func aHorizontalScrollViewShowsItsContentInTheAddedPadding() throws {
        // ScrollView(.horizontal) { 1000 × 100 }.safeAreaPadding(.horizontal, 20): the scroll view
        // takes the 360 left across and its content's 100 down, centred: (20, 150) 360 × 100. It
        // touches the added safe area on both sides: it is clipped to its frame grown by 20 left
        // and right (not up or down: it does not scroll vertically).
        let tree = try lay(scrollView([.horizontal], id: "s", square(1000, 100)).modified(by: SafeAreaPadding(.horizontal, 20)))
        #expect(tree.frame("s") == rect(20, 150, 360, 100))
        #expect(tree.node(id: "s")?.clip == .expandedRectangle(EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)))
    }

    @Test func aRootScrollViewShowsItsContentUnderTheStatusBar() throws {
        // On the iPhone 11 Pro Max canvas a root vertical scroll view is the safe rect and
        // touches the device insets, 44 above and 34 below: its clip grows by those.
        let tree = try layoutForTesting(scrollView(id: "s", square(100, 1000)), canvas: iPhone11ProMax)
        #expect(tree.node(id: "s")?.clip == .expandedRectangle(EdgeInsets(top: 44, leading: 0, bottom: 34, trailing: 0)))
    }

    @Test func awayFromTheSafeAreaItIsClippedToItsFrame() throws {
        let tree = try lay(scrollView(id: "s", square(100, 1000)).padding(.all, 10))
        #expect(tree.node(id: "s")?.clip == .rectangle)
    }
}
