import LayoutDrawCore
import LayoutDrawFrames

/// SwiftUI's `Divider`. Rule: a line across its stack's axis — in an `HStack` it is 1 point wide
/// and takes the proposed height; elsewhere it is 1 point high and takes the proposed width
/// (an unspecified length is 10, as for shapes). It draws in the separator colour.
public struct Divider: ViewLayout, DrawingLayout {
    public var kind: String { "Divider" }
    public static let thickness = 1.0
    /// iOS's `separator` colour.
    public static let color = ColorStyle(light: RGBA(hex: 0x3C3C43, alpha: 0.29), dark: RGBA(hex: 0x545458, alpha: 0.6))

    public init() {}

    public func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        if context.stackAxis == .horizontal {
            return Size(width: Self.thickness, height: proposal.height ?? 10)
        }
        return Size(width: proposal.width ?? 10, height: Self.thickness)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {}

    public func drawing(size: Size, proposal: ProposedViewSize, context: LayoutContext) -> NodeDrawing {
        NodeDrawing(paint: .shape(.rectangle, .fill(Self.color)))
    }
}
