import LayoutDrawCore

/// `.layoutPriority(_:)`. Rule (layout-rules §3.12): a trait the parent stack or `ZStack` reads;
/// it does not change the view's size.
public struct LayoutPriority: TransparentModifier, TraitWritingLayout {
    public var kind: String { "layoutPriority" }
    public var priority: Double

    public init(_ priority: Double) {
        self.priority = priority
    }

    public func layoutPriority(subviews: LayoutSubviews) -> Double { priority }
}
