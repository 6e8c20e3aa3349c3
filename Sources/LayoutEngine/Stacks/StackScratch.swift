import LayoutDrawCore

/// What the stack algorithm knows of a subview while it distributes a length
/// (`StackDistribution`).
struct StackChild {
    /// The subview's position in the stack.
    var index: Int
    /// Its length along the stack when proposed 0.
    var minimum: Double
    /// How much longer it grows when proposed ∞.
    var flexibility: Double
    var priority: Double

    /// SwiftUI's order of distribution: higher priority first; within a priority, less flexible
    /// first; between two infinitely flexible views, the larger minimum first; otherwise the
    /// stack's order.
    static func comesFirst(_ x: StackChild, _ y: StackChild) -> Bool {
        if x.priority != y.priority { return x.priority > y.priority }
        if x.flexibility != y.flexibility { return x.flexibility < y.flexibility }
        if x.flexibility == .infinity, x.minimum != y.minimum { return x.minimum > y.minimum }
        return x.index < y.index
    }
}

/// Runs `body` with scratch space for a stack of `count` subviews: a `StackChild` for each
/// (uninitialized) and a proposal for each (all unspecified). The space is valid only inside
/// `body`.
///
/// (Performance machinery: a stack is sized for every proposal it is asked about, about ten per
/// stack in nested stacks, so the algorithm allocates nothing. The space is on the call stack,
/// or on the heap past the size the standard library allows there.)
func withStackScratch<Result>(
    count: Int,
    _ body: (UnsafeMutableBufferPointer<StackChild>, UnsafeMutableBufferPointer<ProposedViewSize>) -> Result
) -> Result {
    withUnsafeTemporaryAllocation(of: StackChild.self, capacity: count) { children in
        withUnsafeTemporaryAllocation(of: ProposedViewSize.self, capacity: count) { proposals in
            proposals.initialize(repeating: .unspecified)
            return body(children, proposals)
        }
    }
}
