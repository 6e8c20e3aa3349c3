import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawFrames
import LayoutDrawSymbols
import LayoutDrawSyntax
import LayoutEngine

extension Views {
    /// `Label("Title", systemImage: "star")`, `Label { title } icon: { icon }`; YAML `Label:
    /// {title: Favourites, systemImage: star}` or `{title: VIEW, icon: VIEW}`.
    enum LabelMapping: ViewMapping {
        static let names = ["Label"]
        static let positional = ["title", "icon"]

        static func compile(_ input: ViewInput) -> Chain? {
            label(input)
        }
    }

    /// `Label("Title", systemImage: "star")`, `Label { title } icon: { icon }`; YAML `Label:
    /// {title: Favourites, systemImage: star}` or `{title: VIEW, icon: VIEW}`.
    static func label(_ input: ViewInput) -> Chain? {
        let d = input.session
        guard let value = input.value, case .record = value,
            let fields = d.parameters(value, of: "Label", allowed: ["title", "systemImage", "icon", "image"], keyLocation: input.location)
        else {
            d.error("'Label' needs a title and an icon: Label(\"Favourites\", systemImage: \"star\")", at: d.location(of: input.value, key: input.location))
            return nil
        }
        if let field = fields["image"] {
            d.error("'Label(_:image:)' is not supported yet: use systemImage, or Label { Text(…) } icon: { Image(…) }", at: field.key)
            return nil
        }
        guard let titleField = fields["title"] else {
            d.error("'Label' needs a title: Label(\"Favourites\", systemImage: \"star\")", at: d.location(value))
            return nil
        }
        let title = titleView(titleField, input)
        let icon: ViewNode?
        if let field = fields["systemImage"] {
            icon = systemImage(field, input)
        } else if let field = fields["icon"] {
            icon = d.singleView(field.value, input.context) { views, at in ViewNode(HStack(), subviews: views, source: at) }
        } else {
            d.error("'Label' needs an icon: 'systemImage' or 'icon'", at: d.location(value))
            return nil
        }
        guard let title, let icon else { return nil }
        return Chain([ViewNode(Label(), subviews: [icon, title], source: input.location)], shape: .notShape("'Label' is not a shape"))
    }
}
