import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `.backgroundStyle(.blue.gradient)`: the style the views below fill their `.background()`
    /// with; YAML `backgroundStyle: blue`.
    enum BackgroundStyleMapping: ModifierMapping {
        static let names = ["backgroundStyle"]

        static func compile(_ i: ModifierInput) -> Modification? {
            guard let value = i.value else {
                i.session.error("'backgroundStyle' needs a style: .backgroundStyle(.blue)", at: i.location)
                return nil
            }
            return i.session.shapeStyle(value, for: i.name, keyLocation: i.location, i.context).map { .modifier(BackgroundStyleModifier($0)) }
        }
    }
}
