import LayoutDrawCore
import LayoutDrawFrames
import Testing

/// `FrameNode` keeps what few nodes have in a shared box and a proposal as two numbers; its
/// properties must still read and write as plain values.
@Suite struct FrameNodeTests {
    private func node(proposal: ProposedViewSize = ProposedViewSize(width: 10, height: 20)) -> FrameNode {
        FrameNode(index: 1, parent: 0, kind: "Color", proposal: proposal, frame: Rect(x: 5, y: 6, width: 10, height: 20))
    }

    @Test func proposalsKeepNilInfinityAndZeroApart() {
        for proposal in [
            ProposedViewSize(width: nil, height: nil), ProposedViewSize(width: .infinity, height: 0),
            ProposedViewSize(width: 0, height: nil), ProposedViewSize(width: 12.5, height: .infinity),
        ] {
            #expect(node(proposal: proposal).proposal == proposal)
        }
        var changed = node()
        changed.proposal = ProposedViewSize(width: nil, height: .infinity)
        #expect(changed.proposal.width == nil)
        #expect(changed.proposal.height == .infinity)
    }

    @Test func parentIsOptional() {
        var root = node()
        root.parent = nil
        #expect(root.parent == nil)
        root.parent = 3
        #expect(root.parent == 3)
    }

    @Test func withoutAnEffectTheNodeIsDrawnWhereItIsLaidOut() {
        let plain = node()
        #expect(plain.drawTransform == .identity)
        #expect(plain.visual == Rect(x: 5, y: 6, width: 10, height: 20))
        #expect(plain.clip == nil)
        #expect(plain.annotations.isEmpty)
        #expect(plain.coordinateSpaceName == nil)
    }

    @Test func aTransformMovesTheVisualBoundingBox() {
        // Offset by (30, -4): the frame stays, the drawing's box moves.
        let moved = FrameNode(
            index: 0, parent: nil, kind: "offset", proposal: .unspecified, frame: Rect(x: 5, y: 6, width: 10, height: 20),
            drawTransform: AffineTransform(translationX: 30, y: -4))
        #expect(moved.frame == Rect(x: 5, y: 6, width: 10, height: 20))
        #expect(moved.visual == Rect(x: 35, y: 2, width: 10, height: 20))
        #expect(moved.drawTransform == AffineTransform(translationX: 30, y: -4))
    }

    @Test func rarePropertiesAreValuesNotShared() {
        let original = node()
        var copy = original
        copy.annotations = [AnnotationRequest(.frame)]
        copy.clip = .capsule
        copy.coordinateSpaceName = "stack"
        #expect(original.annotations.isEmpty)
        #expect(original.clip == nil)
        #expect(copy.annotations == [AnnotationRequest(.frame)])
        #expect(copy.clip == .capsule)
        #expect(copy.coordinateSpaceName == "stack")
        #expect(copy != original)
        // Set back to the defaults, the copy equals the original again (and hashes alike).
        copy.annotations = []
        copy.clip = nil
        copy.coordinateSpaceName = nil
        #expect(copy == original)
        #expect(copy.hashValue == original.hashValue)
    }
}
