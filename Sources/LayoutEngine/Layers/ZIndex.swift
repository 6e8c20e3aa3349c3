import LayoutDrawCore

/// `.zIndex(_:)`. Rule: no effect on layout; a trait its container reads to order the painting
/// of its children (higher in front; equal values keep source order). Like `layoutPriority` it
/// passes up through modifiers to the container's child.
public struct ZIndex: TransparentModifier, TraitWritingLayout {
    public var kind: String { "zIndex" }
    public var value: Double

    public init(_ value: Double) {
        self.value = value
    }

    public func zIndex(subviews: LayoutSubviews) -> Double { value }
}
