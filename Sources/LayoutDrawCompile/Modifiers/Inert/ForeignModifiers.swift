import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// The modifiers of the frameworks whose views layoutdraw draws as placeholders
    /// (`ForeignViewMapping`): how Kingfisher, SDWebImage and Nuke load and fade an image,
    /// MapKit's map settings, Swift Charts' axes, scales and legends. They change only the
    /// framework's own drawing, which a placeholder does not show: accepted with any arguments,
    /// not read, and left out of the tree, as `InertMapping`'s are.
    enum ForeignModifiersMapping: ModifierMapping {
        static let names = ForeignFrameworks.modifiers.sorted()
        static let acceptsAnyArguments = true

        static func compile(_ i: ModifierInput) -> Modification? {
            nil
        }
    }
}
