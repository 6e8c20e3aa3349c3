import LayoutDrawCore
import LayoutDrawFrames

/// A colour used as a view (`Color.red`). Rule (layout-rules §3.1): like a shape, it takes the
/// whole proposal (unspecified dimensions become 10) and fills it.
public struct Color: ViewLayout, DrawingLayout {
    public var kind: String { "Color" }
    public var color: ColorStyle

    public init(_ color: ColorStyle) {
        self.color = color
    }

    public func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {}

    public func drawing(size: Size, proposal: ProposedViewSize, context: LayoutContext) -> NodeDrawing {
        NodeDrawing(paint: .shape(.rectangle, .fill(color)))
    }
}
