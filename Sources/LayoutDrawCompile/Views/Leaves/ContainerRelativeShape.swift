import LayoutEngine

extension Views {
    /// `ContainerRelativeShape()`: the container's shape, a rectangle on a screen (the engine's
    /// `ContainerRelativeShape`). It takes no argument; `.fill`, `.stroke` and the other shape
    /// modifiers style it as any shape.
    enum ContainerRelativeShapeMapping: ViewMapping {
        static let names = ["ContainerRelativeShape"]

        static func compile(_ input: ViewInput) -> Chain? {
            shape(input, ContainerRelativeShape())
        }
    }
}
