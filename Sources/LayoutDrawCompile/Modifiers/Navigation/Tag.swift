import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `.tag(Tab.home)`, `.tag(1)`, `.tag(x, includeOptional: false)`; YAML `tag: 1`, `tag: home`.
    enum TagMapping: ModifierMapping {
        static let names = ["tag"]
        static let positional = ["value"]

        static func compile(_ i: ModifierInput) -> Modification? {
            tag(i)
        }
    }

    /// `.tag(Tab.home)`, `.tag(1)`, `.tag(x, includeOptional: false)`; YAML `tag: 1`, `tag: home`.
    static func tag(_ i: ModifierInput) -> Modification? {
        let d = i.session
        guard var value = i.value, !value.isNull else {
            d.error("'tag' needs a value: .tag(1)", at: i.location)
            return nil
        }
        var key = i.location
        if case .record = value {
            guard let fields = d.parameters(value, of: i.name, allowed: ["value", "includeOptional"], keyLocation: i.location) else { return nil }
            guard let field = fields["value"] else {
                d.error("'tag' needs a value: .tag(1)", at: d.location(value))
                return nil
            }
            value = field.value
            key = field.key
        }
        return d.selectionValue(value, for: i.name, keyLocation: key, i.context).map { .modifier(SelectionTag($0)) }
    }
}
