import LayoutDrawCore
import LayoutDrawFrames

/// `.border(_:width:)`. Rule: SwiftUI's border is an overlay of a `Rectangle` stroked inside
/// the view's frame, so the size is the content's and the border never widens it; the content's
/// priority and alignment guides pass through (layout-rules §3.7). The second
/// subview is that rectangle (see `ViewNode.bordered`).
public struct Border: SecondaryLayerModifier {
    public var kind: String { "border" }
    public var isDrawnBehind: Bool { false }
    public var alignment: Alignment { .center }
    public var color: ColorStyle
    public var width: Double

    public init(_ color: ColorStyle, width: Double = 1) {
        self.color = color
        self.width = width
    }
}

extension ViewNode {
    /// The node with `.border(color, width:)` applied: a `border` node whose second subview is
    /// the stroked rectangle.
    public func bordered(_ color: ColorStyle, width: Double = 1, source: SourceLocation? = nil) -> ViewNode {
        let rectangle = ViewNode(Rectangle().strokeBorder(color, lineWidth: width), source: source ?? self.source)
        return modified(by: Border(color, width: width), secondary: [rectangle], source: source)
    }
}
