import LayoutDrawCore

/// A proxy for one subview, as SwiftUI's `LayoutSubview`: ask its size for a proposal (cached),
/// read its traits, and place it.
///
/// Only valid while its evaluation runs a rule (as SwiftUI's are): it holds the evaluation
/// unretained and calls it without retaining it (`Unmanaged`), which spares a reference count
/// up and down on every question a rule asks. (An `unowned(unsafe)` reference would still be
/// retained for each call.)
public struct LayoutSubview: @unchecked Sendable {
    let evaluationReference: Unmanaged<LayoutEvaluation>
    let node: Int

    init(evaluation: Unmanaged<LayoutEvaluation>, node: Int) {
        self.evaluationReference = evaluation
        self.node = node
    }

    @inline(__always)
    fileprivate func withEvaluation<Result>(_ body: (LayoutEvaluation) -> Result) -> Result {
        evaluationReference._withUnsafeGuaranteedRef(body)
    }

    /// The subview's size for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        withEvaluation { $0.size(of: node, for: proposal) }
    }

    /// The subview's size and alignment guides for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        ViewDimensions(subview: self, proposal: proposal, size: sizeThatFits(proposal))
    }

    public var priority: Double { withEvaluation { $0.priority(of: node) } }
    /// The subview's `zIndex` trait (0 unless set).
    public var zIndex: Double { withEvaluation { $0.zIndex(of: node) } }
    public var spacing: ViewSpacing { withEvaluation { $0.spacing(of: node) } }

    /// The subview's explicit value for `guide` (nil when it uses the default).
    public func explicitAlignment(of guide: HorizontalAlignment, proposal: ProposedViewSize) -> Double? {
        withEvaluation { $0.explicitAlignment(of: node, guide, proposal: proposal) }
    }

    public func explicitAlignment(of guide: VerticalAlignment, proposal: ProposedViewSize) -> Double? {
        withEvaluation { $0.explicitAlignment(of: node, guide, proposal: proposal) }
    }

    /// The subview's trait of type `M` (a modifier of that type on it, read through the other
    /// modifiers around it; the outermost wins), as SwiftUI's layout values pass through modifiers.
    public func trait<M: ViewLayout>(_ type: M.Type) -> M? {
        withEvaluation { $0.trait(type, of: node) }
    }

    /// Leaves the subview out of the picture: it is not placed, drawn or in the frame tree (the
    /// alternatives a `ViewThatFits` does not choose).
    func leaveOut() {
        withEvaluation { $0.leaveOut(node) }
    }

    /// Places the subview with its `anchor` at `point` (canvas coordinates), sized for `proposal`.
    public func place(at point: Point, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        withEvaluation { $0.place(node, at: point, anchor: anchor, proposal: proposal) }
    }
}

/// The subviews of a view, as SwiftUI's `LayoutSubviews`: a range of the evaluation's child
/// list, so making one never allocates. Valid while its evaluation runs a rule, as
/// `LayoutSubview` is.
public struct LayoutSubviews: RandomAccessCollection, @unchecked Sendable {
    let evaluation: Unmanaged<LayoutEvaluation>
    /// The first subview's slot in the evaluation's child list.
    let start: Int
    public let count: Int

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    public subscript(position: Int) -> LayoutSubview {
        precondition(position >= 0 && position < count, "subview index out of range")
        return LayoutSubview(evaluation: evaluation, node: evaluation._withUnsafeGuaranteedRef { $0.child(at: start + position) })
    }
}

/// A subview's size and alignment guides for one proposal (SwiftUI's `ViewDimensions`).
public struct ViewDimensions: AlignmentDimensions {
    let subview: LayoutSubview
    let proposal: ProposedViewSize
    public let size: Size

    public var width: Double { size.width }
    public var height: Double { size.height }

    // (The standard guides' defaults are computed here: passing `self` as `any
    // AlignmentDimensions` boxes it on the heap, which stacks asking every child's guide felt.)
    public subscript(guide: HorizontalAlignment) -> Double {
        if let explicit = subview.explicitAlignment(of: guide, proposal: proposal) { return explicit }
        guard case .custom = guide else { return guide.defaultValue(width: size.width) }
        return subview.defaultValue(of: guide, in: self)
    }

    public subscript(guide: VerticalAlignment) -> Double {
        if let explicit = subview.explicitAlignment(of: guide, proposal: proposal) { return explicit }
        guard case .custom = guide else { return guide.defaultValue(height: size.height) }
        return subview.defaultValue(of: guide, in: self)
    }
}

extension LayoutSubview {
    /// `guide`'s default value in `dimensions` (a custom guide's `defaultValue(in:)`, whose
    /// failure is reported as a problem of the layout and counts as 0).
    public func defaultValue(of guide: HorizontalAlignment, in dimensions: any AlignmentDimensions) -> Double {
        guard case .custom = guide else { return guide.defaultValue(width: dimensions.width) }
        do {
            return try guide.defaultValue(in: dimensions)
        } catch {
            withEvaluation { $0.report(error) }
            return 0
        }
    }

    public func defaultValue(of guide: VerticalAlignment, in dimensions: any AlignmentDimensions) -> Double {
        guard case .custom = guide else { return guide.defaultValue(height: dimensions.height) }
        do {
            return try guide.defaultValue(in: dimensions)
        } catch {
            withEvaluation { $0.report(error) }
            return 0
        }
    }
}
