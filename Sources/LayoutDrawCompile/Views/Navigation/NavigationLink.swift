import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Views {
    /// `NavigationLink("Wi-Fi") { destination }`, `NavigationLink("Wi-Fi", value: 1)`,
    /// `NavigationLink(destination: Detail()) { label }`, `NavigationLink { destination } label:
    /// { label }`, `NavigationLink("Wi-Fi", systemImage: "wifi") { … }`; YAML `NavigationLink:
    /// {title: Wi-Fi}` or `{label: VIEW}`. The destination is not drawn (nor compiled: a still
    /// picture shows the link before it is tapped).
    enum NavigationLinkMapping: ViewMapping {
        static let names = ["NavigationLink"]
        static let positional = ["title", "destination"]

        static func compile(_ input: ViewInput) -> Chain? {
            let d = input.session
            guard let value = input.value, !value.isNull else {
                d.error("'NavigationLink' needs a title or a label: NavigationLink(\"Wi-Fi\") { Detail() }", at: input.location)
                return nil
            }
            var fields = Parameters()
            if case .record = value {
                guard let parsed = d.parameters(
                    value, of: "NavigationLink", allowed: ["title", "destination", "label", "value", "systemImage", "isActive", "tag", "selection"],
                    keyLocation: input.location)
                else { return nil }
                fields = parsed
            } else {
                fields.append(Field(name: "title", key: input.location, value: value))
            }
            // `NavigationLink(destination: D()) { label }`: the label closure arrives as `title`;
            // `NavigationLink { destination } label: { label }`: the destination does.
            if let title = fields["title"], fields["label"] != nil, case .closure = title.value {
                var rest = Parameters()
                for (name, field) in fields where name != "title" { rest.append(field) }
                fields = rest
            } else if let title = fields["title"], fields["label"] == nil, fields["destination"] != nil || fields["value"] != nil,
                case .closure = title.value
            {
                fields.append(Field(name: "label", key: title.key, value: title.value))
                var rest = Parameters()
                for (name, field) in fields where name != "title" { rest.append(field) }
                fields = rest
            }
            let label: ViewNode?
            if let field = fields["label"] {
                label = d.singleView(field.value, input.context) { views, at in ViewNode(HStack(), subviews: views, source: at) }
            } else if let field = fields["title"] {
                guard let title = stringOrView(field, input) else { return nil }
                if let symbol = fields["systemImage"] {
                    label = systemImage(symbol, input).map { ViewNode(Label(), subviews: [$0, title], source: title.source) }
                } else {
                    label = title
                }
            } else {
                d.error("'NavigationLink' needs a title or a label: NavigationLink(\"Wi-Fi\") { Detail() }", at: d.location(value))
                return nil
            }
            guard let label else { return nil }
            return Chain([ViewNode(NavigationLink(), subviews: [label], source: input.location)], shape: .notShape("'NavigationLink' is not a shape"))
        }
    }
}
