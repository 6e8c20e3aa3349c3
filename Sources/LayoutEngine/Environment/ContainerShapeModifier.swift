import LayoutDrawCore
import LayoutDrawFrames

/// `.containerShape(_:)` (iOS 15). Rule: "Sets the container shape to use for any container
/// relative shape within this view" (Apple's documentation): a `ContainerRelativeShape` below
/// takes this shape; no layout effect. Apple's Backyard Birds' bird icon sets `.circle` and
/// strokes a `ContainerRelativeShape` inside it.
public struct ContainerShapeModifier: TransparentModifier, EnvironmentChangingLayout {
    public var kind: String { "containerShape" }
    public var outline: ShapeOutline

    public init(_ outline: ShapeOutline) {
        self.outline = outline
    }

    public func updateEnvironment(_ environment: inout EnvironmentValues) {
        environment.containerShape = outline
    }
}
