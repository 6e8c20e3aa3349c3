import LayoutDrawCore
import LayoutDrawTestSupport
import LayoutEngine
import Synchronization
import Testing

/// Custom layouts (SwiftUI's `Layout` protocol): the engine runs a `CustomLayoutRule` — here
/// rules written in Swift, as a compiled scene's interpreted ones are called — and adds what
/// SwiftUI adds around a layout: the cache, the centring of a subview left unplaced, the last
/// of two placements, the layout's explicit guides, its failures and its nesting. Canvas
/// 400 × 400: the root is proposed 400 × 400 and centred.
@Suite struct CustomLayoutTests {
    @Test func equalWidthHStackAsInWWDC22() throws {
        // WWDC22 "Compose custom layouts with SwiftUI", MyEqualWidthHStack: every subview gets
        // the width and height of the largest ideal size, with the subviews' preferred spacing
        // between them. Ideal sizes: "Goldfish" 8 × 6 = 48 × 12, "Cat" 18 × 12, the square
        // 20 × 30 → maxSize 48 × 30; spacing 8 between ordinary views (two gaps).
        // Size: 48 × 3 + 2 × 8 = 160 wide, 30 high; centred: origin (120, 185).
        let tree = try lay(
            custom(EqualWidthHStack(), id: "stack", [text("Goldfish", id: "a"), text("Cat", id: "b"), square(20, 30, id: "c")]))
        #expect(tree.frame("stack") == rect(120, 185, 160, 30))
        // Subview 0 is centred on (120 + 48/2, 185 + 30/2) = (144, 200), proposed 48 × 30: the
        // text keeps its 48 × 12 → (120, 194).
        #expect(tree.frame("a") == rect(120, 194, 48, 12))
        #expect(tree.node(id: "a")?.parent.map { tree.nodes[$0].proposal } == proposal(48, 30))
        // Subview 1 centred on x = 144 + 48 + 8 = 200: "Cat" is 18 × 12 → (191, 194).
        #expect(tree.frame("b") == rect(191, 194, 18, 12))
        // Subview 2 centred on x = 200 + 56 = 256: the 20 × 30 frame → (246, 185).
        #expect(tree.frame("c") == rect(246, 185, 20, 30))
    }

    @Test func theCacheIsMadeOncePerContainerAndEvaluationAndKeepsWhatCallsLeaveInIt() throws {
        // The rule counts its calls in its cache: sizing on a fitted canvas asks the container's
        // size for nil × nil twice (the probe that sizes the canvas, then the layout), each in its
        // own evaluation, so makeCache runs twice, and each evaluation's placement sees the one
        // sizeThatFits call of its own evaluation (the engine caches sizes per proposal).
        let rule = CountingLayout()
        let root = ViewNode(CustomLayout(rule: rule), subviews: [square(10, 10)])
        _ = try layout(root, on: CanvasSpec(sizing: .fit), textMeasurer: FixedAdvance.measurer)
        #expect(rule.madeCaches == 2)
        #expect(rule.sizingCallsSeenWhenPlacing == [1])
    }

    @Test func aSubviewLeftUnplacedIsCentredWithTheLayoutsProposal() throws {
        // "If you don't call this method for a subview, the subview appears at the center of its
        // layout container and uses the layout container's size proposal" (Apple,
        // LayoutSubview.place(at:anchor:proposal:)). The container is 100 × 50, centred at
        // (200, 200) → (150, 175); the flexible colour is proposed the container's 400 × 400
        // and takes it, centred on (200, 200) → (0, 0).
        let rule = FixedLayout(size: Size(width: 100, height: 50), placements: [])
        let tree = try lay(custom(rule, id: "box", [color("c")]))
        #expect(tree.frame("box") == rect(150, 175, 100, 50))
        #expect(tree.frame("c") == rect(0, 0, 400, 400))
        #expect(tree.proposal("c") == proposal(400, 400))
    }

    @Test func ofTwoPlacementsTheLastCounts() throws {
        // "If you call this method more than once for a subview, the last call takes
        // precedence." The container (100 × 50) is at (150, 175). The square (20 × 20) is first
        // placed by its top-leading corner at the container's origin, (150, 175); then by its
        // bottom-trailing corner at (150 + 40, 175 + 40) = (190, 215), which puts its origin at
        // (190 − 20, 215 − 20) = (170, 195): the second placement is the one drawn.
        let rule = FixedLayout(
            size: Size(width: 100, height: 50),
            placements: [(Point(x: 0, y: 0), .topLeading), (Point(x: 40, y: 40), UnitPoint(x: 1, y: 1))])
        let tree = try lay(custom(rule, id: "box", [square(20, 20, id: "s")]))
        #expect(tree.frame("s") == rect(170, 195, 20, 20))
    }

    @Test func warningsOfThePlacementReachTheTree() throws {
        let warning = Diagnostic.warning("placed twice", at: LayoutDrawCore.SourceLocation(file: "L.swift", line: 3, column: 5))
        let rule = FixedLayout(size: Size(width: 10, height: 10), placements: [], warnings: [warning])
        let tree = try lay(custom(rule, [square(5, 5)]))
        #expect(tree.warnings == [warning])
        #expect(LayoutWarnings.find(in: tree) == [warning])
    }

    @Test func aLayoutsGuideAlignsItInItsParent() throws {
        // The layout (50 × 20, no subviews) puts its leading guide at 10. In a leading-aligned
        // VStack without spacing, the square's leading edge (guide 0) lines up with it: the
        // stack spans 10 left of the line to 40 right of it = 50 wide, 20 + 10 = 30 high,
        // centred at (175, 185); the line is at 175 + 10 = 185.
        let rule = FixedLayout(size: Size(width: 50, height: 20), placements: [], leadingGuide: 10)
        let tree = try lay(vstack(alignment: .leading, spacing: 0, [custom(rule, id: "box", []), square(30, 10, id: "s")]))
        #expect(tree.frame("box") == rect(175, 185, 50, 20))
        #expect(tree.frame("s") == rect(185, 205, 30, 10))
    }

    @Test func aLayoutThatFailsIsTheScenesError() {
        let problem = Diagnostic.error("division by zero", at: LayoutDrawCore.SourceLocation(file: "L.swift", line: 7, column: 20))
        #expect(throws: problem) { try lay(custom(FailingLayout(problem: problem), [square(5, 5)])) }
    }

    @Test func layoutsNestAtMostThirtyTwoDeep() {
        // Each level sizes the next inside it; the 33rd is refused, at the layout's source.
        var node = square(5, 5)
        for _ in 0..<40 { node = custom(PassThroughLayout(), [node]) }
        #expect(throws: Diagnostic.error(
            "custom layouts nest more than 32 deep here, each sizing the next (a layout that contains itself?)",
            at: PassThroughLayout.location)
        ) { try lay(node) }
        var shallow = square(5, 5)
        for _ in 0..<32 { shallow = custom(PassThroughLayout(), [shallow]) }
        #expect(throws: Never.self) { try lay(shallow) }
    }
}

// MARK: - Rules written in Swift

private func custom(_ rule: any CustomLayoutRule, id: String? = nil, _ subviews: [ViewNode]) -> ViewNode {
    ViewNode(CustomLayout(rule: rule), subviews: subviews, id: id)
}

private enum FixedAdvance {
    static let measurer = FixedAdvanceTextMeasurer()
}

/// WWDC22's MyEqualWidthHStack, written against the engine's proxies.
private struct EqualWidthHStack: CustomLayoutRule {
    var name: String { "EqualWidthHStack" }
    var source: LayoutDrawCore.SourceLocation? { nil }

    func makeCache(subviews: LayoutSubviews) -> any Sendable { () }

    private func maxSize(_ subviews: LayoutSubviews) -> Size {
        subviews.map { $0.sizeThatFits(.unspecified) }.reduce(Size.zero) {
            Size(width: max($0.width, $1.width), height: max($0.height, $1.height))
        }
    }

    private func spacing(_ subviews: LayoutSubviews) -> [Double] {
        subviews.indices.map { $0 < subviews.count - 1 ? ViewSpacing.gap(subviews[$0].spacing, subviews[$0 + 1].spacing) : 0 }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout any Sendable) -> Size {
        guard !subviews.isEmpty else { return .zero }
        let maxSize = maxSize(subviews)
        return Size(width: maxSize.width * Double(subviews.count) + spacing(subviews).reduce(0, +), height: maxSize.height)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout any Sendable) -> [Diagnostic] {
        let maxSize = maxSize(subviews)
        let spacing = spacing(subviews)
        var x = bounds.minX + maxSize.width / 2
        for index in subviews.indices {
            subviews[index].place(at: Point(x: x, y: bounds.midY), anchor: .center, proposal: ProposedViewSize(maxSize))
            x += maxSize.width + spacing[index]
        }
        return []
    }

    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout any Sendable
    ) -> Double? { nil }

    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout any Sendable
    ) -> Double? { nil }
}

/// A layout of a fixed size that places its first subview as `placements` say (relative to its
/// bounds), in order, and returns `warnings`.
private struct FixedLayout: CustomLayoutRule {
    var size: Size
    var placements: [(Point, UnitPoint)]
    var warnings: [Diagnostic] = []
    var leadingGuide: Double?

    var name: String { "FixedLayout" }
    var source: LayoutDrawCore.SourceLocation? { nil }

    func makeCache(subviews: LayoutSubviews) -> any Sendable { () }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout any Sendable) -> Size { size }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout any Sendable) -> [Diagnostic] {
        for (point, anchor) in placements {
            subviews[0].place(at: Point(x: bounds.minX + point.x, y: bounds.minY + point.y), anchor: anchor, proposal: .unspecified)
        }
        return warnings
    }

    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout any Sendable
    ) -> Double? {
        guide == .leading ? leadingGuide.map { bounds.minX + $0 } : nil
    }

    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout any Sendable
    ) -> Double? { nil }
}

/// Counts its calls in its cache.
private final class CountingLayout: CustomLayoutRule {
    private let counts = Mutex<(made: Int, seen: [Int])>((0, []))
    var madeCaches: Int { counts.withLock { $0.made } }
    var sizingCallsSeenWhenPlacing: [Int] { counts.withLock { $0.seen } }

    var name: String { "CountingLayout" }
    var source: LayoutDrawCore.SourceLocation? { nil }

    func makeCache(subviews: LayoutSubviews) -> any Sendable {
        counts.withLock { $0.made += 1 }
        return 0
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout any Sendable) -> Size {
        cache = (cache as? Int ?? 0) + 1
        return Size(width: 10, height: 10)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout any Sendable) -> [Diagnostic] {
        counts.withLock { $0.seen.append(cache as? Int ?? -1) }
        return []
    }

    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout any Sendable
    ) -> Double? { nil }

    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout any Sendable
    ) -> Double? { nil }
}

/// Fails to size.
private struct FailingLayout: CustomLayoutRule {
    var problem: Diagnostic
    var name: String { "FailingLayout" }
    var source: LayoutDrawCore.SourceLocation? { nil }

    func makeCache(subviews: LayoutSubviews) -> any Sendable { () }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout any Sendable) throws(Diagnostic) -> Size {
        throw problem
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout any Sendable) -> [Diagnostic] { [] }

    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout any Sendable
    ) -> Double? { nil }

    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout any Sendable
    ) -> Double? { nil }
}

/// Takes its only subview's size, and places it at its origin.
private struct PassThroughLayout: CustomLayoutRule {
    static let location = LayoutDrawCore.SourceLocation(file: "L.swift", line: 1, column: 1)
    var name: String { "PassThroughLayout" }
    var source: LayoutDrawCore.SourceLocation? { Self.location }

    func makeCache(subviews: LayoutSubviews) -> any Sendable { () }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout any Sendable) -> Size {
        subviews[0].sizeThatFits(proposal)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout any Sendable) -> [Diagnostic] {
        subviews[0].place(at: bounds.origin, proposal: proposal)
        return []
    }

    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout any Sendable
    ) -> Double? { nil }

    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout any Sendable
    ) -> Double? { nil }
}
