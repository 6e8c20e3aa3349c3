import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `safeAreaInset: {edge, alignment, spacing, content}`: `edge` is one of top, bottom,
    /// leading, trailing; `alignment` is a horizontal guide for top/bottom and a vertical one
    /// for leading/trailing (centre by default); `spacing` defaults to nil (the default
    /// spacing); several content views get an implicit ZStack.
    enum SafeAreaInsetMapping: ModifierMapping {
        static let names = ["safeAreaInset"]
        static let positional = ["content"]

        static func compile(_ i: ModifierInput) -> Modification? {
            let d = i.session
            let usage = "write safeAreaInset: {edge: bottom, content: VIEW}"
            guard let value = i.value else {
                d.error("'safeAreaInset' needs an edge and content: \(usage)", at: i.location)
                return nil
            }
            guard let fields = d.parameters(value, of: "safeAreaInset", allowed: ["edge", "alignment", "spacing", "content"], keyLocation: i.location)
            else { return nil }
            guard let edgeField = fields["edge"] else {
                d.error("'safeAreaInset' needs 'edge' (top, bottom, leading or trailing): \(usage)", at: d.location(value))
                return nil
            }
            guard
                let edge = d.named(
                    edgeField.value, insetEdgeNames, kind: "edge", for: "edge", keyLocation: edgeField.key, context: i.context,
                    hint: { name in
                        CompileSession.edgeNames[name] == nil
                            ? nil : "'safeAreaInset' takes one edge (top, bottom, leading or trailing), not '\(name)'"
                    })
            else { return nil }
            var alignment = Alignment.center
            if let field = fields["alignment"] {
                let key = field.key
                if edge == .top || edge == .bottom {
                    let guides = Dictionary(uniqueKeysWithValues: HorizontalAlignment.allCases.map { ($0.rawValue, $0) })
                    guard
                        let guide = d.named(
                            field.value, guides, kind: "horizontal alignment", for: "alignment", keyLocation: key, context: i.context,
                            hint: { name in
                                Alignment.named[name] == nil && VerticalAlignment(rawValue: name) == nil
                                    ? nil : "a \(edge.rawValue) inset aligns horizontally: leading, center or trailing, not '\(name)'"
                            })
                    else { return nil }
                    alignment.horizontal = guide
                } else {
                    let guides = Dictionary(uniqueKeysWithValues: VerticalAlignment.allCases.map { ($0.rawValue, $0) })
                    guard
                        let guide = d.named(
                            field.value, guides, kind: "vertical alignment", for: "alignment", keyLocation: key, context: i.context,
                            hint: { name in
                                Alignment.named[name] == nil && HorizontalAlignment(rawValue: name) == nil
                                    ? nil : "a \(edge.rawValue) inset aligns vertically: top, center, bottom or a text baseline, not '\(name)'"
                            })
                    else { return nil }
                    alignment.vertical = guide
                }
            }
            var spacing: Double?
            if let field = fields["spacing"], !field.value.isNull, !d.isNil(field.value, i.context) {
                guard let n = d.number(field.value, for: "spacing", keyLocation: field.key, i.context) else { return nil }
                spacing = n
            }
            guard let contentField = fields["content"], !contentField.value.isNull else {
                d.error("'safeAreaInset' needs 'content': a view or a list of views", at: d.location(value))
                return nil
            }
            let content = d.singleView(contentField.value, i.context) { views, at in
                ViewNode(ZStack(alignment: .center), subviews: views, source: at)
            }
            return .modifier(SafeAreaInset(edge: edge, alignment: alignment, spacing: spacing), secondary: [content])
        }
    }
}
