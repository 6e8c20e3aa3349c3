import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `.modelContainer(container)`, `.modelContainer(for: Bird.self, inMemory: true)`:
    /// SwiftData's store for the views below. layoutdraw's store holds nothing
    /// (`FrameworkPrelude`'s `ModelContainer`): a `@Query` below starts empty, with a warning, as
    /// everywhere — so the modifier changes nothing a picture shows, and is accepted with any
    /// of its arguments and left out of the tree.
    enum ModelContainerMapping: ModifierMapping {
        static let names = ["modelContainer", "modelContext"]
        static let acceptsAnyArguments = true

        static func compile(_ i: ModifierInput) -> Modification? {
            nil
        }
    }
}
