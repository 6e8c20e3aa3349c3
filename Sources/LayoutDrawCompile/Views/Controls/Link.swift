import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Views {
    /// `Link("Privacy Policy", destination: url)`, `Link(destination: url) { Label(…) }`; YAML
    /// `Link: Privacy Policy`. A button whose action opens the URL (`LayoutEngine.Button`, kind
    /// "Link"): its label in the tint, as a button's. The destination is never opened, so it
    /// is not read: nothing in it fails the picture.
    enum LinkMapping: ViewMapping {
        static let names = ["Link"]
        static let positional = ["title", "destination"]

        static func compile(_ input: ViewInput) -> Chain? {
            let d = input.session
            let needsLabel = "'Link' needs a title or a label: Link(\"Help\", destination: url), or Link(destination: url) { Label(\"Help\", systemImage: \"questionmark\") }"
            guard let value = input.value else {
                d.error(needsLabel, at: input.location)
                return nil
            }
            let label: ViewNode
            switch value {
            case .expression:
                guard let title = d.interpolated(value, for: "Link", keyLocation: input.location, input.context) else { return nil }
                label = ViewNode(Text(title), source: d.location(value))
            case .record:
                guard let fields = d.parameters(value, of: "Link", allowed: ["title", "destination", "label"], keyLocation: input.location) else {
                    return nil
                }
                // `Link(destination: url) { label }`: the trailing closure takes the first
                // positional place.
                let labelField = fields["label"] ?? fields["title"].flatMap { MenuMapping.isClosure($0.value) ? $0 : nil }
                guard let made = controlLabel(fields, of: "Link", labelField: labelField, needsLabel: needsLabel, at: d.location(value), input) else { return nil }
                label = made
            default:
                label = d.singleView(value, input.context) { views, at in ViewNode(HStack(), subviews: views, source: at) }
            }
            return Chain([ViewNode(Button(isLink: true), subviews: [label], source: input.location)], shape: .notShape("'Link' is not a shape"))
        }
    }
}
