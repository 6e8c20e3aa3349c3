import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `.listRowBackground(Color.yellow)`, `.listRowBackground(View())`; YAML
    /// `listRowBackground: yellow` or a view. `nil` is the card's colour.
    enum ListRowBackgroundMapping: ModifierMapping {
        static let names = ["listRowBackground"]

        static func compile(_ i: ModifierInput) -> Modification? {
            let d = i.session
            guard let value = i.value else {
                d.error("'listRowBackground' needs a colour or a view", at: i.location)
                return nil
            }
            if d.isNil(value, i.context) { return .modifier(ListRowBackground(nil)) }
            let view: ViewNode
            switch value {
            case .expression(let syntax) where d.isColor(syntax, i.context):
                guard let color = d.color(value, for: i.name, keyLocation: i.location, i.context) else { return nil }
                view = ViewNode(Color(color), source: syntax.location)
            default:
                view = d.singleView(value, i.context) { views, at in ViewNode(ZStack(), subviews: views, source: at) }
            }
            return .modifier(ListRowBackground(view))
        }
    }
}
