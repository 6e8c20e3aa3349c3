import LayoutDrawCore
import LayoutDrawFrames

/// SwiftUI's `ContainerRelativeShape()`. Rule: "A shape that is replaced by an inset version of
/// the current container shape. If no container shape was defined, is replaced by a rectangle"
/// (Apple's documentation of `ContainerRelativeShape`). The views of an app's screen have no
/// container shape (a widget's background and `.containerShape(_:)` set one; layoutdraw draws
/// neither), so it is a rectangle: as every shape, it takes the whole proposal, an unspecified
/// side being 10 (layout-rules §3.1), and fills it with the foreground style.
public struct ContainerRelativeShape: Shape {
    public var kind: String { "ContainerRelativeShape" }
    public var outline: ShapeOutline { .rectangle }
    public var style: ShapePaint?
    public init(style: ShapePaint? = nil) { self.style = style }
}
