import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawFrames
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `mask: Circle`, `mask: [views]` or `{alignment, content}`; Swift `.mask { Circle() }`,
    /// `.mask(alignment: .top) { … }`, `.mask(Circle())`.
    enum MaskMapping: ModifierMapping {
        static let names = ["mask"]
        static let positional = ["content"]

        static func compile(_ i: ModifierInput) -> Modification? {
            let d = i.session
            guard let value = i.value, !value.isNull else {
                d.error("'mask' needs a view: mask: Circle, or {alignment: top, content: [views]}", at: i.location)
                return nil
            }
            var alignment = Alignment.center
            var content = value
            if case .record = value {
                guard let fields = d.parameters(value, of: "mask", allowed: ["alignment", "content"], keyLocation: i.location) else { return nil }
                if let field = fields["alignment"] {
                    guard let a = d.alignment(field.value, for: "alignment", keyLocation: field.key, i.context) else { return nil }
                    alignment = a
                }
                guard let field = fields["content"], !field.value.isNull else {
                    d.error("'mask' needs 'content': a view or a list of views", at: d.location(value))
                    return nil
                }
                content = field.value
            }
            let view = d.singleView(content, i.context) { views, at in
                ViewNode(ZStack(alignment: alignment), subviews: views, source: at)
            }
            return .modifier(Mask(alignment: alignment), secondary: [view])
        }
    }
}
