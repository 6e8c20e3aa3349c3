import LayoutDrawCore
import LayoutDrawFrames

/// SwiftUI's `ContainerRelativeShape()`. Rule: "A shape that is replaced by an inset version of
/// the current container shape. If no container shape was defined, is replaced by a rectangle"
/// (Apple's documentation of `ContainerRelativeShape`). The container shape is what
/// `.containerShape(_:)` set above it (`ContainerShapeModifier`); the views of an app's screen
/// have none otherwise (a widget's background sets one; layoutdraw draws no widget), so it is a
/// rectangle. As every shape, it takes the whole proposal, an unspecified side being 10
/// (layout-rules §3.1), and fills it with the foreground style.
///
/// The container's shape is drawn in the shape's own frame: exact for a circle, a capsule, an
/// ellipse and a rectangle, whose inset versions are themselves; a rounded rectangle keeps the
/// container's corner radius (SwiftUI reduces it by the distance from the container's edge,
/// which a shape does not know here).
public struct ContainerRelativeShape: Shape {
    public var kind: String { "ContainerRelativeShape" }
    public var outline: ShapeOutline { .rectangle }
    public var style: ShapePaint?
    public init(style: ShapePaint? = nil) { self.style = style }

    public func drawing(size: Size, proposal: ProposedViewSize, context: LayoutContext) -> NodeDrawing {
        NodeDrawing(paint: .shape(context.environment.containerShape ?? outline, Self.paint(style, in: context)))
    }
}
