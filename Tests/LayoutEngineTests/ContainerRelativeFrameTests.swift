import LayoutDrawCore
import LayoutDrawTestSupport
import LayoutEngine
import Testing

/// `.containerRelativeFrame`: a frame whose length comes from the nearest container (the
/// canvas's safe rectangle, or an enclosing ScrollView as laid out). Canvas 400 × 400.
@Suite struct ContainerRelativeFrameTests {
    func relative(_ axes: Set<Axis>, _ length: ContainerRelativeFrame.Length = .full, alignment: Alignment = .center, _ content: ViewNode) -> ViewNode {
        content.modified(by: ContainerRelativeFrame(axes, length: length, alignment: alignment))
    }

    @Test func theCanvasIsTheContainer() throws {
        // count 4, span 3, spacing 10 of the 400-wide canvas (Apple's formula):
        // (400 − 10 · 3) / 4 = 92.5 a column, 92.5 · 3 + 10 · 2 = 297.5. The height is left to the
        // colour, proposed the canvas's 400: 297.5 × 400, centred at x 51.25.
        let tree = try lay(relative([.horizontal], .grid(count: 4, span: 3, spacing: 10), color("c")).tagged("f"))
        #expect(tree.frame("f") == rect(51.25, 0, 297.5, 400))
        #expect(tree.frame("c") == rect(51.25, 0, 297.5, 400))
    }

    @Test func itIsAFrameItsContentIsAlignedIn() throws {
        // Both axes, the full container: 400 × 400; a 30 × 20 square inside, top-leading.
        let tree = try lay(relative([.horizontal, .vertical], .full, alignment: .topLeading, square(30, 20, id: "s")).tagged("f"))
        #expect(tree.frame("f") == rect(0, 0, 400, 400))
        #expect(tree.frame("s") == rect(0, 0, 30, 20))
    }

    @Test func theSafeAreaIsNotPartOfTheContainer() throws {
        // iPhone 11 Pro Max: 414 × 896, insets 44 and 34: the container is 414 × 818.
        let tree = try layoutForTesting(relative([.vertical], .grid(count: 2, span: 1, spacing: 0), color("c")), canvas: iPhone11ProMax)
        #expect(tree.frame("c").size == Size(width: 414, height: 409))
    }

    @Test func theClosureGetsTheLengthAndTheAxis() throws {
        // { length, axis in axis == .horizontal ? length / 2 : length / 4 }: 200 × 100.
        let half = ContainerRelativeFrame.Length.custom { length, axis in axis == .horizontal ? length / 2 : length / 4 }
        let tree = try lay(relative([.horizontal, .vertical], half, color("c")))
        #expect(tree.frame("c") == rect(100, 150, 200, 100))
    }

    @Test func aScrollViewIsTheContainerInsideIt() throws {
        // ScrollView(.horizontal) { LazyHStack(spacing: 10) { three colours, each
        // .containerRelativeFrame(.horizontal, count: 4, span: 3, spacing: 10) } }
        // .frame(width: 300, height: 200): the scroll view is 300 × 200 (its proposal along the
        // scroll axis; across, the LazyHStack takes the proposed 200). Its 300 is the container:
        // (300 − 30) / 4 = 67.5 a column, 67.5 · 3 + 20 = 222.5 an item (not the canvas's 297.5).
        let items = (0..<3).map { relative([.horizontal], .grid(count: 4, span: 3, spacing: 10), color("c\($0)")) }
        let tree = try lay(scrollView([.horizontal], id: "s", lazyHStack(spacing: 10, id: "h", items)).frame(width: 300, height: 200))
        #expect(tree.frame("s") == rect(50, 100, 300, 200))
        #expect(tree.frame("c0") == rect(50, 100, 222.5, 200))
        #expect(tree.frame("c1") == rect(50 + 232.5, 100, 222.5, 200))
        #expect(tree.frame("h").width == 3 * 222.5 + 2 * 10)
    }

    @Test func anUnknownContainerLengthLeavesTheAxisToTheContent() throws {
        // A fitted canvas has no window size: the frame leaves both axes to the 30 × 20 square.
        let tree = try layoutForTesting(relative([.horizontal, .vertical], .full, square(30, 20, id: "s")).tagged("f"), canvas: CanvasSpec(sizing: .fit))
        #expect(tree.frame("f").size == Size(width: 30, height: 20))
    }

    @Test func aFailingClosureIsALayoutDiagnostic() throws {
        let location = SourceLocation(file: "s.swift", line: 4, column: 9)
        let failing = ContainerRelativeFrame.Length.custom { _, _ throws(Diagnostic) in throw Diagnostic.error("division by zero", at: location) }
        #expect(throws: Diagnostic.error("division by zero", at: location)) {
            try lay(relative([.horizontal], failing, color()))
        }
    }
}
