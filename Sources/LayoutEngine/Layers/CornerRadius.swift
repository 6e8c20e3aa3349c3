import LayoutDrawCore
import LayoutDrawFrames

/// `.cornerRadius(_:)`. Rule: no layout effect; the view is clipped to a rounded rectangle
/// of its frame.
public struct CornerRadius: TransparentModifier, DrawingLayout {
    public var kind: String { "cornerRadius" }
    public var radius: Double

    public init(_ radius: Double) {
        self.radius = radius
    }

    public func drawing(size: Size, proposal: ProposedViewSize, context: LayoutContext) -> NodeDrawing {
        NodeDrawing(clip: .roundedRectangle(cornerRadius: radius))
    }
}
