import LayoutDrawCore

/// A proxy for one subview, as SwiftUI's `LayoutSubview`: ask its size for a proposal (cached),
/// read its traits, and place it.
///
/// Only valid while its evaluation runs a rule (as SwiftUI's are): it does not keep the
/// evaluation alive (`unowned(unsafe)`), which spares a reference count on every copy in
/// layout's hottest paths.
public struct LayoutSubview: Sendable {
    unowned(unsafe) let evaluation: LayoutEvaluation
    let node: Int

    /// The subview's size for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        evaluation.size(of: node, for: proposal)
    }

    /// The subview's size and alignment guides for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        ViewDimensions(subview: self, proposal: proposal, size: sizeThatFits(proposal))
    }

    public var priority: Double { evaluation.priority(of: node) }
    /// The subview's `zIndex` trait (0 unless set).
    public var zIndex: Double { evaluation.zIndex(of: node) }
    public var spacing: ViewSpacing { evaluation.spacing(of: node) }

    /// The subview's explicit value for `guide` (nil when it uses the default).
    public func explicitAlignment(of guide: HorizontalAlignment, proposal: ProposedViewSize) -> Double? {
        evaluation.explicitAlignment(of: node, guide, proposal: proposal)
    }

    public func explicitAlignment(of guide: VerticalAlignment, proposal: ProposedViewSize) -> Double? {
        evaluation.explicitAlignment(of: node, guide, proposal: proposal)
    }

    /// Places the subview with its `anchor` at `point` (canvas coordinates), sized for `proposal`.
    public func place(at point: Point, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        evaluation.place(node, at: point, anchor: anchor, proposal: proposal)
    }
}

/// The subviews of a view, as SwiftUI's `LayoutSubviews`: a range of the evaluation's child
/// list, so making one never allocates. Valid while its evaluation runs a rule, as
/// `LayoutSubview` is.
public struct LayoutSubviews: RandomAccessCollection, Sendable {
    unowned(unsafe) let evaluation: LayoutEvaluation
    /// The first subview's slot in the evaluation's child list.
    let start: Int
    public let count: Int

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    public subscript(position: Int) -> LayoutSubview {
        precondition(position >= 0 && position < count, "subview index out of range")
        return LayoutSubview(evaluation: evaluation, node: evaluation.child(at: start + position))
    }
}

/// A subview's size and alignment guides for one proposal (SwiftUI's `ViewDimensions`).
public struct ViewDimensions: Sendable {
    let subview: LayoutSubview
    let proposal: ProposedViewSize
    public let size: Size

    public var width: Double { size.width }
    public var height: Double { size.height }

    public subscript(guide: HorizontalAlignment) -> Double {
        subview.explicitAlignment(of: guide, proposal: proposal) ?? guide.defaultValue(width: size.width)
    }

    public subscript(guide: VerticalAlignment) -> Double {
        subview.explicitAlignment(of: guide, proposal: proposal) ?? guide.defaultValue(height: size.height)
    }
}
