import LayoutDrawCore
import LayoutDrawSyntax
import LayoutEngine

extension Views {
    /// `EditButton()`: the button that turns editing on, drawn as a button titled "Edit" (not in
    /// edit mode, as a picture starts), in the style and tint around it.
    enum EditButtonMapping: ViewMapping {
        static let names = ["EditButton"]
        static let positional: [String] = []

        static func compile(_ input: ViewInput) -> Chain? {
            let label = ViewNode(Text("Edit"), source: input.location)
            return Chain([ViewNode(Button(role: nil), subviews: [label], source: input.location)], shape: .notShape("'EditButton' is not a shape"))
        }
    }
}
