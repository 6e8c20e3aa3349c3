import LayoutDrawCore
import LayoutEngine
import Testing

/// Records the proposals a probe is asked about. Layout runs on one thread, so the unchecked
/// `Sendable` is safe here.
final class ProposalLog: @unchecked Sendable {
    var proposals: [ProposedViewSize] = []
}

/// A leaf that logs each `sizeThatFits` call and answers like a shape (nil → 10).
struct CountingProbe: ViewLayout {
    let log: ProposalLog
    var kind: String { "CountingProbe" }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        log.proposals.append(proposal)
        return proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {}
}

/// A leaf whose ideal width (30, asked with nil) differs from its maximum (50, asked with ∞);
/// a finite width w gives min(w, 50).
struct IdealDiffersFromMaximumProbe: ViewLayout {
    let log: ProposalLog
    var kind: String { "Probe" }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        log.proposals.append(proposal)
        let width: Double = proposal.width.map { min($0, 50) } ?? 30
        return Size(width: width, height: proposal.height ?? 10)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {}
}

/// Asks its one subview for its width at nil and at ∞ (in the given order) and is as wide as
/// both answers together; places the subview with the nil-width proposal.
struct AskIdealAndMaximum: ViewLayout {
    let idealFirst: Bool
    var kind: String { "AskIdealAndMaximum" }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        let ideal: Size, maximum: Size
        if idealFirst {
            ideal = subviews[0].sizeThatFits(ProposedViewSize(width: nil, height: proposal.height))
            maximum = subviews[0].sizeThatFits(ProposedViewSize(width: .infinity, height: proposal.height))
        } else {
            maximum = subviews[0].sizeThatFits(ProposedViewSize(width: .infinity, height: proposal.height))
            ideal = subviews[0].sizeThatFits(ProposedViewSize(width: nil, height: proposal.height))
        }
        return Size(width: ideal.width + maximum.width, height: ideal.height)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        subviews[0].place(at: bounds.origin, proposal: ProposedViewSize(width: nil, height: proposal.height))
    }
}

/// Asks its one subview for widths 1 … `count` (height 5), twice over, and is as wide as the
/// sum of the answers; places the subview with the last proposal.
struct AskManyWidths: ViewLayout {
    let count: Int
    var kind: String { "AskManyWidths" }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        var total = 0.0
        for _ in 0..<2 {
            for width in 1...count { total += subviews[0].sizeThatFits(ProposedViewSize(width: Double(width), height: 5)).width }
        }
        return Size(width: total, height: 5)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        subviews[0].place(at: bounds.origin, proposal: ProposedViewSize(width: Double(count), height: 5))
    }
}

/// The per-(node, proposal) size cache of the engine.
@Suite struct SizeCacheTests {
    @Test func deeplyNestedStacksAskTheInnermostViewABoundedNumberOfTimes() throws {
        let log = ProposalLog()
        var node = ViewNode(CountingProbe(log: log), id: "probe")
        for level in 0..<12 {
            node = level.isMultiple(of: 2) ? vstack([node]) : hstack([node])
        }
        let tree = try lay(node)
        // Every stack has one child, so a stack proposed (w, h) asks it (0, h), (∞, h) and
        // (w, h) on its axis (the share of a single child is w). From 400 × 400 the widths
        // and heights stay in {0, ∞, 400}: at most 3 × 3 = 9 distinct proposals reach the
        // probe. Without a cache each level would ask ≥ 3 times per question: ≥ 3¹² calls.
        #expect(log.proposals.count <= 9)
        // The cache answers repeats: no proposal is computed twice.
        #expect(Set(log.proposals).count == log.proposals.count)
        // And the answer is still right: every level passes 400 × 400 through.
        #expect(tree.frame("probe") == rect(0, 0, 400, 400))
    }

    /// Two answers are kept in the node's record, the others in runs of 4, 8, 16, … that move
    /// when full: 2, 6, 10 and 18 answers fill them exactly, 3, 7, 11 and 19 start a new run.
    @Test(arguments: [1, 2, 3, 6, 7, 10, 11, 18, 19, 40])
    func everyAnswerIsKeptHoweverManyProposalsANodeIsAsked(count: Int) throws {
        let log = ProposalLog()
        let tree = try lay(ViewNode(AskManyWidths(count: count), subviews: [ViewNode(CountingProbe(log: log), id: "probe")], id: "ask"), 2000)
        // Each width w is answered w; asked twice, the sum is 2 × (1 + … + count) = count × (count + 1).
        #expect(tree.frame("ask").width == Double(count * (count + 1)))
        // The second round came from the cache: each proposal was computed once.
        #expect(log.proposals == (1...count).map { ProposedViewSize(width: Double($0), height: 5) })
        // Placed with the last width: its entry is found among the others.
        #expect(tree.frame("probe").size == Size(width: Double(count), height: 5))
    }

    @Test(arguments: [true, false])
    func nilAndInfinityAreCachedSeparately(idealFirst: Bool) throws {
        let log = ProposalLog()
        let stack = hstack(id: "s", [ViewNode(IdealDiffersFromMaximumProbe(log: log), id: "probe")])
        let tree = try lay(ViewNode(AskIdealAndMaximum(idealFirst: idealFirst), subviews: [stack], id: "ask"))
        // The HStack asked (nil, 400) asks the probe (nil, 400) → 30. Asked (∞, 400) it asks
        // (0, 400) → 0 and (∞, 400) → 50 (offering its single child ∞) → 50. 30 + 50 = 80,
        // in either order; a cache mixing nil and ∞ would give 60 or 100.
        #expect(tree.frame("ask") == rect(160, 0, 80, 400))
        // Placed with (nil, 400): the stack and probe are 30 wide again (from the cache).
        #expect(tree.frame("s") == rect(160, 0, 30, 400))
        #expect(tree.frame("probe") == rect(160, 0, 30, 400))
        // Exactly three distinct questions reached the probe, each computed once.
        #expect(Set(log.proposals) == [proposal(nil, 400), proposal(0, 400), proposal(.infinity, 400)])
        #expect(log.proposals.count == 3)
    }
}
