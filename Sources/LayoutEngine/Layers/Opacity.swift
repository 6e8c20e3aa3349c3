import LayoutDrawCore

/// `.opacity(_:)`. Rule: no layout effect; the view and everything in it are composited at
/// this opacity (clamped to 0…1).
public struct Opacity: TransparentModifier, DrawingLayout {
    public var kind: String { "opacity" }
    public var value: Double

    public init(_ value: Double) {
        self.value = min(max(value, 0), 1)
    }

    public func drawing(size: Size, proposal: ProposedViewSize, context: LayoutContext) -> NodeDrawing {
        NodeDrawing(opacity: value)
    }
}
