import LayoutDrawCore
import LayoutDrawFrames

/// SwiftUI's `Divider`. Rule: a line across its stack's axis — in an `HStack` it is 1 point wide
/// and takes the proposed height; elsewhere it is 1 point high and takes the proposed width
/// (an unspecified length is 10, as for shapes). It draws in the separator colour.
///
/// Evidence: Apple's `Divider` documentation — "When contained in a stack, the divider extends
/// across the minor axis of the stack, or horizontally when not in a stack" (so in an `HStack`
/// it is vertical and takes the height offered, elsewhere horizontal and takes the width); the
/// annotated SwiftUI interface of Banana Docs (`Divider.swift`): "The `Divider` in iOS is either a
/// horizontal or a vertical `1pt` thick line. The height of a `Divider` is determined by the
/// system, and cannot be overriden" — hence a fixed thickness whatever the proposal. The
/// colour is UIKit's `separator` (light #3C3C43 at 29%, dark #545458 at 60%), the colour of
/// iOS's list separators. The length proposed `nil` (in a `fixedSize` or a scroll view's
/// content) is not published: 10, SwiftUI's default for views without an ideal size (The
/// SwiftUI Field Guide, "Ideal Size": "a platform default for many views"), is our choice.
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
