import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawFrames
import LayoutDrawTestSupport
import LayoutEngine
import Testing

@testable import LayoutDrawCompile
@testable import LayoutDrawScene

/// Custom `Layout`s written in a Swift source: their methods run with the interpreter when the
/// scene is laid out. Text is 10 points (`.font(.system(size: 10))`): with the fixed-advance
/// measurer a character is 6 wide and a line 12 high. The canvas is 400 × 400 without a safe
/// area: the root is proposed 400 × 400 and centred.
@Suite("Custom layouts in SwiftUI source")
struct CustomLayoutSourceTests {
    static var square: SceneDecodingOptions {
        var options = SceneDecodingOptions()
        options.sizing = .fixed(Size(width: 400, height: 400))
        return options
    }

    func layOut(_ source: String, options: SceneDecodingOptions = square, sourceLocation: Testing.SourceLocation = #_sourceLocation)
        throws -> FrameTree
    {
        do {
            let scene = try SceneDecoder.decode(source, file: "L.swift", options: options)
            return try layout(scene.root, on: scene.canvas, textMeasurer: FixedAdvanceTextMeasurer())
        } catch let error as DiagnosticList {
            Issue.record(Comment(rawValue: error.diagnostics.map { $0.formatted() }.joined(separator: "\n")), sourceLocation: sourceLocation)
            throw error
        }
    }

    /// Every problem of the scene, compiling then laying it out, formatted.
    func problems(_ source: String, options: SceneDecodingOptions = square) -> [String] {
        do {
            let scene = try SceneDecoder.decode(source, file: "L.swift", options: options)
            do {
                let tree = try layout(scene.root, on: scene.canvas, textMeasurer: FixedAdvanceTextMeasurer())
                return (scene.warnings + LayoutWarnings.find(in: tree)).map { $0.formatted() }
            } catch {
                return (scene.warnings + [error]).map { $0.formatted() }
            }
        } catch {
            return error.diagnostics.map { $0.formatted() }
        }
    }

    /// WWDC22 "Compose custom layouts with SwiftUI": MyEqualWidthHStack as the session shows it.
    static let equalWidthHStack = """
        struct MyEqualWidthHStack: Layout {
            func sizeThatFits(
                proposal: ProposedViewSize,
                subviews: Subviews,
                cache: inout Void
            ) -> CGSize {
                // Return a size.
                guard !subviews.isEmpty else { return .zero }

                let maxSize = maxSize(subviews: subviews)
                let spacing = spacing(subviews: subviews)
                let totalSpacing = spacing.reduce(0) { $0 + $1 }

                return CGSize(
                    width: maxSize.width * CGFloat(subviews.count) + totalSpacing,
                    height: maxSize.height)
            }

            func placeSubviews(
                in bounds: CGRect,
                proposal: ProposedViewSize,
                subviews: Subviews,
                cache: inout Void
            ) {
                // Place child views.
                guard !subviews.isEmpty else { return }

                let maxSize = maxSize(subviews: subviews)
                let spacing = spacing(subviews: subviews)

                let placementProposal = ProposedViewSize(width: maxSize.width, height: maxSize.height)
                var nextX = bounds.minX + maxSize.width / 2

                for index in subviews.indices {
                    subviews[index].place(
                        at: CGPoint(x: nextX, y: bounds.midY),
                        anchor: .center,
                        proposal: placementProposal)
                    nextX += maxSize.width + spacing[index]
                }
            }

            private func maxSize(subviews: Subviews) -> CGSize {
                let subviewSizes = subviews.map { $0.sizeThatFits(.unspecified) }
                let maxSize: CGSize = subviewSizes.reduce(.zero) { currentMax, subviewSize in
                    CGSize(
                        width: max(currentMax.width, subviewSize.width),
                        height: max(currentMax.height, subviewSize.height))
                }

                return maxSize
            }

            private func spacing(subviews: Subviews) -> [CGFloat] {
                subviews.indices.map { index in
                    guard index < subviews.count - 1 else { return 0 }

                    return subviews[index].spacing.distance(
                        to: subviews[index + 1].spacing,
                        along: .horizontal)
                }
            }
        }

        """

    @Test func theWWDC22EqualWidthHStackLaysOutAsTheSessionShows() throws {
        let tree = try layOut(
            Self.equalWidthHStack + """
                struct ContentView: View {
                    var body: some View {
                        MyEqualWidthHStack {
                            Text("Goldfish").font(.system(size: 10)).frame(maxWidth: .infinity).accessibilityIdentifier("a")
                            Text("Cat").font(.system(size: 10)).frame(maxWidth: .infinity).accessibilityIdentifier("b")
                            Color.blue.frame(width: 20, height: 30).accessibilityIdentifier("c")
                        }
                        .accessibilityIdentifier("stack")
                    }
                }
                """)
        // Ideal sizes: "Goldfish" 8 × 6 = 48 × 12 (the flexible frame's ideal is its text's),
        // "Cat" 18 × 12, the colour's frame 20 × 30 → the largest is 48 × 30. Two gaps of 8
        // (ordinary neighbours). The stack is 3 × 48 + 16 = 160 × 30, centred at (120, 185).
        #expect(tree.node(id: "stack")?.kind == "MyEqualWidthHStack")
        #expect(tree.frame("stack") == Rect(x: 120, y: 185, width: 160, height: 30))
        // Each subview is proposed 48 × 30 and centred on x = 144, 144 + 56 = 200, 256 at
        // y = 200: the flexible frames take 48 wide and their texts' 12 high → y 194.
        #expect(tree.frame("a") == Rect(x: 120, y: 194, width: 48, height: 12))
        #expect(tree.proposal("a") == ProposedViewSize(width: 48, height: 30))
        #expect(tree.frame("b") == Rect(x: 176, y: 194, width: 48, height: 12))
        // The fixed frame keeps 20 × 30, centred on (256, 200).
        #expect(tree.frame("c") == Rect(x: 246, y: 185, width: 20, height: 30))
    }

    @Test func aCacheMadeByMakeCacheIsPassedToTheOtherMethods() throws {
        let tree = try layOut(
            """
            struct Column: Layout {
                struct CacheData {
                    var heights: [CGFloat]
                }

                func makeCache(subviews: Subviews) -> CacheData {
                    CacheData(heights: subviews.map { $0.sizeThatFits(.unspecified).height })
                }

                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheData) -> CGSize {
                    let width = subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
                    return CGSize(width: width, height: cache.heights.reduce(0, +))
                }

                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheData) {
                    var point = bounds.origin
                    for (index, subview) in subviews.enumerated() {
                        subview.place(at: point, anchor: .topLeading, proposal: .unspecified)
                        point.y += cache.heights[index]
                    }
                }
            }

            struct ContentView: View {
                var body: some View {
                    Column {
                        Color.red.frame(width: 30, height: 10).accessibilityIdentifier("a")
                        Color.blue.frame(width: 50, height: 20).accessibilityIdentifier("b")
                    }
                }
            }
            """)
        // Heights 10 and 20 from the cache: the column is 50 × 30, centred at (175, 185); the
        // subviews are stacked at its leading edge.
        #expect(tree.frame("a") == Rect(x: 175, y: 185, width: 30, height: 10))
        #expect(tree.frame("b") == Rect(x: 175, y: 195, width: 50, height: 20))
    }

    static let flowLayout = """
        struct FlowLayout: Layout {
            var spacing: CGFloat = 4

            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                let points = positions(width: proposal.width ?? .infinity, subviews: subviews)
                var size = CGSize.zero
                for index in subviews.indices {
                    let subviewSize = subviews[index].sizeThatFits(.unspecified)
                    size.width = max(size.width, points[index].x + subviewSize.width)
                    size.height = max(size.height, points[index].y + subviewSize.height)
                }
                return size
            }

            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                let points = positions(width: bounds.width, subviews: subviews)
                var index = 0
                while index < subviews.count {
                    subviews[index].place(at: CGPoint(x: bounds.minX + points[index].x, y: bounds.minY + points[index].y), proposal: .unspecified)
                    index += 1
                }
            }

            func positions(width: CGFloat, subviews: Subviews) -> [CGPoint] {
                var points: [CGPoint] = []
                var x: CGFloat = 0
                var y: CGFloat = 0
                var rowHeight: CGFloat = 0
                for subview in subviews {
                    let size = subview.sizeThatFits(.unspecified)
                    if x > 0 && x + size.width > width {
                        x = 0
                        y += rowHeight + spacing
                        rowHeight = 0
                    }
                    points.append(CGPoint(x: x, y: y))
                    x += size.width + spacing
                    rowHeight = max(rowHeight, size.height)
                }
                return points
            }
        }

        """

    static let flowScene = """
        struct ContentView: View {
            var body: some View {
                FlowLayout(spacing: 10) {
                    ForEach(0..<5) { i in
                        Color.blue.frame(width: 60, height: 20).accessibilityIdentifier("c\\(i)")
                    }
                }
                .accessibilityIdentifier("flow")
                .frame(width: 150)
            }
        }
        """

    @Test func aFlowLayoutWrapsItsRowsAtTheProposedWidth() throws {
        let tree = try layOut(Self.flowLayout + Self.flowScene)
        // Proposed 150 wide: 60 + 10 + 60 = 130 fits a row, a third (130 + 10 + 60 = 200) does
        // not: rows of 2, 2 and 1, 10 apart. The layout is 130 × (3 × 20 + 2 × 10) = 130 × 80,
        // centred in the 150-wide frame, itself centred: (135, 160). Placed in bounds 130 wide,
        // the rows are the same.
        #expect(tree.frame("flow") == Rect(x: 135, y: 160, width: 130, height: 80))
        #expect(tree.frame("c0") == Rect(x: 135, y: 160, width: 60, height: 20))
        #expect(tree.frame("c1") == Rect(x: 205, y: 160, width: 60, height: 20))
        #expect(tree.frame("c2") == Rect(x: 135, y: 190, width: 60, height: 20))
        #expect(tree.frame("c3") == Rect(x: 205, y: 190, width: 60, height: 20))
        #expect(tree.frame("c4") == Rect(x: 135, y: 220, width: 60, height: 20))

        // `--set spacing=0` overrides the layout's stored property, as a view's: rows of two
        // 60-wide squares without gaps (a third would need 180), 120 × 60, centred in the
        // frame: (140, 170).
        var options = Self.square
        options.overrides = ["spacing": "0"]
        let tight = try layOut(Self.flowLayout + Self.flowScene, options: options)
        #expect(tight.frame("flow") == Rect(x: 140, y: 170, width: 120, height: 60))
        #expect(tight.frame("c1") == Rect(x: 200, y: 170, width: 60, height: 20))
    }

    @Test func theWWDC22RadialLayoutPutsItsSubviewsOnACircle() throws {
        let tree = try layOut(
            """
            struct MyRadialLayout: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
                    return proposal.replacingUnspecifiedDimensions()
                }

                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
                    let radius = min(bounds.size.width, bounds.size.height) / 3.0
                    let angle = Angle.degrees(360.0 / Double(subviews.count)).radians
                    for (index, subview) in subviews.enumerated() {
                        var point = CGPoint(x: 0, y: -radius)
                            .applying(CGAffineTransform(rotationAngle: angle * Double(index)))
                        point.x += bounds.midX
                        point.y += bounds.midY
                        subview.place(at: point, anchor: .center, proposal: .unspecified)
                    }
                }
            }

            MyRadialLayout {
                ForEach(0..<4) { i in
                    Color.blue.frame(width: 20, height: 20).accessibilityIdentifier("c\\(i)")
                }
            }
            """)
        // The layout takes the whole 400 × 400 proposal; the radius is 400 / 3. Four subviews are
        // 90° apart, the first straight above the centre (200, 200) — (0, −r) turned by 0°, 90°,
        // 180°, 270° clockwise on screen: above, right, below, left. Each 20 × 20 square is
        // centred there.
        let r = 400.0 / 3
        #expect(tree.frame("c0") == Rect(x: 190, y: 200 - r - 10, width: 20, height: 20))
        #expect(tree.frame("c1") == Rect(x: 200 + r - 10, y: 190, width: 20, height: 20))
        #expect(tree.frame("c2") == Rect(x: 190, y: 200 + r - 10, width: 20, height: 20))
        #expect(tree.frame("c3") == Rect(x: 200 - r - 10, y: 190, width: 20, height: 20))
    }

    @Test func aLayoutsExplicitGuideAlignsIt() throws {
        let tree = try layOut(
            """
            struct Indented: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    subviews[0].sizeThatFits(proposal)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    subviews[0].place(at: bounds.origin, proposal: proposal)
                }
                func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
                    if guide == .leading {
                        return bounds.minX + 10
                    }
                    return nil
                }
            }

            struct ContentView: View {
                var body: some View {
                    VStack(alignment: .leading, spacing: 0) {
                        Indented { Color.red.frame(width: 50, height: 20) }.accessibilityIdentifier("i")
                        Color.blue.frame(width: 30, height: 10).accessibilityIdentifier("s")
                    }
                }
            }
            """)
        // Apple's example indents the leading guide by 10: the square's leading edge lines up
        // 10 points into the layout. The stack spans 10 left of the line to 40 right of it,
        // 50 × 30, centred at (175, 185): the line is at x = 185.
        #expect(tree.frame("i") == Rect(x: 175, y: 185, width: 50, height: 20))
        #expect(tree.frame("s") == Rect(x: 185, y: 205, width: 30, height: 10))
    }

    @Test func zeroAndInfinityAskForTheSmallestAndLargestSizes() throws {
        let tree = try layOut(
            """
            struct Extremes: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    let least = subviews[0].sizeThatFits(.zero)
                    let most = subviews[1].sizeThatFits(.infinity)
                    return CGSize(width: least.width + most.width, height: max(least.height, most.height))
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    subviews[0].place(at: CGPoint(x: bounds.minX, y: bounds.minY), anchor: .topLeading, proposal: .zero)
                    subviews[1].place(
                        at: CGPoint(x: bounds.maxX, y: bounds.minY), anchor: .topTrailing,
                        proposal: ProposedViewSize(width: 50, height: 20))
                }
            }

            struct ContentView: View {
                var body: some View {
                    Extremes {
                        Color.red.frame(minWidth: 20, maxWidth: 100, minHeight: 5, maxHeight: 30).accessibilityIdentifier("a")
                        Color.blue.frame(minWidth: 20, maxWidth: 100, minHeight: 5, maxHeight: 30).accessibilityIdentifier("b")
                    }
                    .accessibilityIdentifier("l")
                }
            }
            """)
        // A frame with a minimum and a maximum takes the proposal clamped to them (Apple's
        // frame(minWidth:…) documentation): .zero gives the minimum, 20 × 5, and .infinity the
        // maximum, 100 × 30. The layout is 20 + 100 = 120 wide and max(5, 30) = 30 high,
        // centred at (140, 185).
        #expect(tree.frame("l") == Rect(x: 140, y: 185, width: 120, height: 30))
        // a, proposed .zero, is 20 × 5 with its top-leading corner at the layout's.
        #expect(tree.frame("a") == Rect(x: 140, y: 185, width: 20, height: 5))
        #expect(tree.proposal("a") == ProposedViewSize(width: 0, height: 0))
        // b, proposed 50 × 20, takes it; its top-trailing corner is the layout's (260, 185), so
        // its origin is (260 − 50, 185).
        #expect(tree.frame("b") == Rect(x: 210, y: 185, width: 50, height: 20))
    }

    @Test func dimensionsGiveTheSizeAndTheGuidesOfASubview() throws {
        let tree = try layOut(
            """
            struct BaselineRow: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    var width = 0.0
                    var above = 0.0
                    var below = 0.0
                    for subview in subviews {
                        let d = subview.dimensions(in: .unspecified)
                        width += d.width
                        above = max(above, d[.firstTextBaseline])
                        below = max(below, d.height - d[.firstTextBaseline])
                    }
                    return CGSize(width: width, height: above + below)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    var above = 0.0
                    for subview in subviews {
                        above = max(above, subview.dimensions(in: .unspecified)[.firstTextBaseline])
                    }
                    var x = bounds.minX
                    for subview in subviews {
                        let d = subview.dimensions(in: .unspecified)
                        subview.place(
                            at: CGPoint(x: x + d[HorizontalAlignment.center], y: bounds.minY + above - d[.firstTextBaseline]),
                            anchor: .top, proposal: .unspecified)
                        x += d.width
                    }
                }
            }

            struct ContentView: View {
                var body: some View {
                    BaselineRow {
                        Text("Hi").font(.system(size: 10)).accessibilityIdentifier("small")
                        Text("Big").font(.system(size: 20)).accessibilityIdentifier("big")
                    }
                    .accessibilityIdentifier("row")
                }
            }
            """)
        // Ideal sizes: "Hi" at 10 points is 2 × 6 = 12 × 12, its first baseline 9 down; "Big" at
        // 20 points 3 × 12 = 36 × 24, baseline 18. The row is 12 + 36 = 48 wide and
        // max(9, 18) + max(12 − 9, 24 − 18) = 18 + 6 = 24 high, centred at (176, 188).
        #expect(tree.frame("row") == Rect(x: 176, y: 188, width: 48, height: 24))
        // Each is placed by its top centre (anchor .top) at x + d[HorizontalAlignment.center]
        // (12 / 2 = 6, 36 / 2 = 18), so its origin is x itself: 176, then 176 + 12 = 188; its
        // top is 18 − its baseline below the row's top: 188 + 9 = 197 and 188.
        #expect(tree.frame("small") == Rect(x: 176, y: 197, width: 12, height: 12))
        #expect(tree.frame("big") == Rect(x: 188, y: 188, width: 36, height: 24))
    }

    @Test func dimensionsSeeAGuideMovedByAlignmentGuide() throws {
        let tree = try layOut(
            """
            struct CentredColumn: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    var left = 0.0
                    var right = 0.0
                    var height = 0.0
                    for subview in subviews {
                        let d = subview.dimensions(in: proposal)
                        left = max(left, d[HorizontalAlignment.center])
                        right = max(right, d.width - d[HorizontalAlignment.center])
                        height += d.height
                    }
                    return CGSize(width: left + right, height: height)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    var left = 0.0
                    for subview in subviews {
                        left = max(left, subview.dimensions(in: proposal)[HorizontalAlignment.center])
                    }
                    var y = bounds.minY
                    for subview in subviews {
                        let d = subview.dimensions(in: proposal)
                        subview.place(at: CGPoint(x: bounds.minX + left - d[HorizontalAlignment.center], y: y), proposal: proposal)
                        y += d.height
                    }
                }
            }

            struct ContentView: View {
                var body: some View {
                    CentredColumn {
                        Color.red.frame(width: 40, height: 10)
                            .alignmentGuide(HorizontalAlignment.center) { _ in 10 }
                            .accessibilityIdentifier("a")
                        Color.blue.frame(width: 40, height: 10).accessibilityIdentifier("b")
                    }
                    .accessibilityIdentifier("column")
                }
            }
            """)
        // a's centre guide is moved to 10, b's is its own, 40 / 2 = 20. The column reaches
        // max(10, 20) = 20 before the guides and max(40 − 10, 40 − 20) = 30 after: 50 wide, and
        // 10 + 10 = 20 high, centred at (175, 190). The guides line up at 175 + 20 = 195: a
        // starts at 195 − 10 = 185, b at 195 − 20 = 175.
        #expect(tree.frame("column") == Rect(x: 175, y: 190, width: 50, height: 20))
        #expect(tree.frame("a") == Rect(x: 185, y: 190, width: 40, height: 10))
        #expect(tree.frame("b") == Rect(x: 175, y: 200, width: 40, height: 10))
    }

    static let switchable = """
        struct ContentView: View {
            @State var isVertical = false
            var body: some View {
                let layout = isVertical ? AnyLayout(VStackLayout(spacing: 0)) : AnyLayout(HStackLayout(spacing: 0))
                layout {
                    Color.red.frame(width: 30, height: 20).accessibilityIdentifier("a")
                    Color.blue.frame(width: 30, height: 20).accessibilityIdentifier("b")
                }
                .accessibilityIdentifier("l")
            }
        }
        """

    @Test func anyLayoutSwitchesBetweenSwiftUIsStackLayouts() throws {
        // Side by side: 60 × 20, centred at (170, 190).
        let across = try layOut(Self.switchable)
        #expect(across.node(id: "l")?.kind == "HStack")
        #expect(across.frame("a") == Rect(x: 170, y: 190, width: 30, height: 20))
        #expect(across.frame("b") == Rect(x: 200, y: 190, width: 30, height: 20))
        // One above the other: 30 × 40, centred at (185, 180).
        var options = Self.square
        options.overrides = ["isVertical": "true"]
        let down = try layOut(Self.switchable, options: options)
        #expect(down.node(id: "l")?.kind == "VStack")
        #expect(down.frame("a") == Rect(x: 185, y: 180, width: 30, height: 20))
        #expect(down.frame("b") == Rect(x: 185, y: 200, width: 30, height: 20))
    }

    @Test func swiftUIsStackLayoutsAreContainersToo() throws {
        let tree = try layOut(
            """
            ZStackLayout(alignment: .topLeading) {
                Color.red.frame(width: 30, height: 20).accessibilityIdentifier("a")
                HStackLayout(alignment: .bottom, spacing: 4) {
                    Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("b")
                    Color.blue.frame(width: 10, height: 5).accessibilityIdentifier("c")
                }
            }
            .accessibilityIdentifier("z")
            """)
        // The ZStack is 30 × 20 (the larger child), centred at (185, 190); the HStack (24 × 10)
        // at its top-leading corner, its 5-high square at the bottom: y = 190 + 5.
        #expect(tree.node(id: "z")?.kind == "ZStack")
        #expect(tree.frame("a") == Rect(x: 185, y: 190, width: 30, height: 20))
        #expect(tree.frame("b") == Rect(x: 185, y: 190, width: 10, height: 10))
        #expect(tree.frame("c") == Rect(x: 199, y: 195, width: 10, height: 5))
    }

    @Test func layoutsNestAndTakeTheirPropertiesFromTheCall() throws {
        let tree = try layOut(
            Self.flowLayout + """
                FlowLayout(spacing: 0) {
                    FlowLayout(spacing: 2) {
                        Color.red.frame(width: 10, height: 10).accessibilityIdentifier("a")
                        Color.red.frame(width: 10, height: 10).accessibilityIdentifier("b")
                    }
                    Color.blue.frame(width: 20, height: 10).accessibilityIdentifier("c")
                }
                """)
        // The inner flow is 10 + 2 + 10 = 22 × 10; the outer puts the blue one right after it:
        // 42 × 10, centred at (179, 195).
        #expect(tree.frame("a") == Rect(x: 179, y: 195, width: 10, height: 10))
        #expect(tree.frame("b") == Rect(x: 191, y: 195, width: 10, height: 10))
        #expect(tree.frame("c") == Rect(x: 201, y: 195, width: 20, height: 10))
    }

    // MARK: Problems

    static func source(size: String = "CGSize(width: 10, height: 10)", place: String = "", extra: String = "") -> String {
        """
        struct L: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                \(size)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                \(place)
            }\(extra)
        }

        struct ContentView: View {
            var body: some View {
                L {
                    Color.red
                    Color.blue
                }
            }
        }
        """
    }

    @Test func aSubviewPlacedTwiceOrNeverIsAWarningAndDrawnAsSwiftUIDrawsIt() {
        let source = Self.source(
            place: "subviews[0].place(at: bounds.origin, proposal: .zero); subviews[0].place(at: bounds.origin, proposal: .zero)")
        #expect(problems(source) == [
            "L.swift:6:64: warning: L.placeSubviews places subview 0 a second time here (first at line 6): as in SwiftUI, the last placement counts",
            "L.swift:14:19: warning: L.placeSubviews does not place this view, its subview 1: SwiftUI shows it at the centre of the layout, proposed the layout's proposal",
        ])
    }

    @Test func placingOutsidePlaceSubviewsIsAnError() {
        let source = Self.source(size: "subviews[0].place(at: .zero, proposal: .zero)\n        return CGSize(width: 1, height: 1)")
        #expect(problems(source) == [
            "L.swift:3:9: error: place(at:anchor:proposal:) is called from placeSubviews only, not while L is being sized or aligned"
        ])
    }

    @Test func errorsInTheLayoutsCodeArePositioned() {
        #expect(problems(Self.source(size: "CGSize(width: 10 / (subviews.count - 2), height: 1)")) == [
            "L.swift:3:26: error: division by zero"
        ])
        #expect(problems(Self.source(size: "subviews[2].sizeThatFits(.unspecified)")) == [
            "L.swift:3:9: error: index 2 is out of range: the layout has 2 subviews"
        ])
        #expect(problems(Self.source(size: "CGSize(width: -1, height: 1)")) == [
            "L.swift:2:10: error: L.sizeThatFits returned -1.0 × 1.0 for 400.0 × 400.0: a size cannot be negative or NaN"
        ])
        #expect(problems(Self.source(size: "42")) == [
            "L.swift:2:10: error: L.sizeThatFits returns a CGSize, not a value of type Int"
        ])
        #expect(problems(Self.source(size: "subviews[0].sizeThatFits(ProposedViewSize(width: -5, height: nil))")) == [
            "L.swift:3:9: error: a proposal cannot be negative: its width is -5.0"
        ])
        #expect(problems(Self.source(place: "subviews[0].place(at: CGPoint(x: 1, y: 1), anchor: .middle, proposal: .zero)")) == [
            "L.swift:6:9: error: anchor: takes a UnitPoint (.center, .topLeading, UnitPoint(x: 0.5, y: 0)…), not .middle"
        ])
    }

    @Test func aLoopThatNeverEndsRunsOutOfSteps() {
        // Bounded by the scene's step budget (--max-steps, here 20,000 to keep the test short),
        // reported at the loop.
        var options = Self.square
        options.limits.maximumSteps = 20_000
        let source = Self.source(place: "var n = 0\n        while n >= 0 { n += 1 }")
        #expect(problems(source, options: options) == [
            "L.swift:7:9: error: the code runs too long: more than 20000 steps (a loop or a recursion without end?; limit --max-steps)"
        ])
    }

    @Test func aLayoutNeedsBothRequiredMethodsAndItsViews() {
        let missing = """
            struct L: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
            }
            struct ContentView: View {
                var body: some View { L { Color.red } }
            }
            """
        #expect(problems(missing) == [
            "L.swift:1:8: error: type 'L' does not conform to protocol 'Layout': it needs func placeSubviews(in:proposal:subviews:cache:)"
        ])
        let bare = """
            struct L: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }
            struct ContentView: View {
                var body: some View { L() }
            }
            """
        #expect(problems(bare) == [
            "L.swift:6:27: error: 'L' is a Layout, not a view: it lays out the views of a trailing closure, L(…) { … }"
        ])
    }

    @Test func unreadMembersOfTheLayoutAreNamed() {
        let source = Self.source(
            place: "for subview in subviews { subview.place(at: bounds.origin, proposal: proposal) }",
            extra: "\n    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { ViewSpacing() }")
        #expect(problems(source) == [
            "L.swift:8:10: warning: layoutdraw does not read spacing(subviews:cache:) yet: L is spaced from its neighbours as an ordinary view (8 points)"
        ])
    }

    @Test func layoutValueKeysAreNamedAsNotSupported() {
        let source = Self.source(
            place: "let x = subviews[0][Rank.self]", extra: "\n    struct Rank: LayoutValueKey { static let defaultValue = 0 }")
        #expect(problems(source).first?.contains("custom layout values (LayoutValueKey, .layoutValue) are not supported") == true)
    }
}

extension FrameTree {
    fileprivate func proposal(_ id: String) -> ProposedViewSize? { node(id: id)?.proposal }
}
