/// A `ProposedViewSize` packed into two 64-bit words, for the machinery that keeps many of them:
/// the engine's size cache (its keys) and the frame tree (each node's proposal). Rules never see
/// it: they read and write `ProposedViewSize`, where `nil` and `∞` are different proposals.
///
/// Each dimension is its `Double`'s bits, and `nil` is a NaN no arithmetic makes, so that two
/// packed proposals are equal (and hash equal) exactly when their dimensions are bit for bit
/// (a computed NaN stays a NaN, distinct from `nil`). Compared as words, it is also what a
/// `Double` stored in its place was not: equal to itself when a dimension is `nil`.
package struct PackedProposal: Hashable, Sendable {
    package var width: UInt64
    package var height: UInt64

    /// The bits that stand for `nil`.
    @inlinable static var unspecified: UInt64 { 0x7FF4_0000_0000_5CC1 }

    /// `proposal` as it is (a `-0` stays `-0`).
    @inlinable
    package init(_ proposal: ProposedViewSize) {
        width = proposal.width.map(\.bitPattern) ?? Self.unspecified
        height = proposal.height.map(\.bitPattern) ?? Self.unspecified
    }

    /// `proposal` with `-0` stored as `0`, which `==` does not tell apart: a cache key.
    @inlinable
    package init(normalizing proposal: ProposedViewSize) {
        width = proposal.width.map { ($0 + 0).bitPattern } ?? Self.unspecified
        height = proposal.height.map { ($0 + 0).bitPattern } ?? Self.unspecified
    }

    // Written out and inlinable: the size cache compares keys for every size a rule asks, and the
    // synthesized `==` of another module was a call each time (7% of laying out stacks).
    @inlinable
    package static func == (a: PackedProposal, b: PackedProposal) -> Bool {
        a.width == b.width && a.height == b.height
    }

    @inlinable
    package func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
    }

    @inlinable
    package var proposal: ProposedViewSize {
        ProposedViewSize(
            width: width == Self.unspecified ? nil : Double(bitPattern: width),
            height: height == Self.unspecified ? nil : Double(bitPattern: height))
    }
}
