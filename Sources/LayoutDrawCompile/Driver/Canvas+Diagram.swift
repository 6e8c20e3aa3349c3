import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawFrames
import LayoutDrawSyntax
import LayoutEngine

extension CompileSession {
    /// The canvas keys of the diagram layer (scene-format §3): `annotate` (items on every
    /// view), `layoutTree: right | bottom` (`true` is `right`), `showSafeArea` and `debug`.
    func diagramRequest(_ fields: [String: Field], _ context: CompileContext) -> DiagramRequest {
        var request = DiagramRequest()
        if let field = fields["annotate"],
            let items = annotations(field.value.nonNull, for: "annotate", keyLocation: field.key, context)
        {
            request.annotations = items
        }
        if let field = fields["layoutTree"] {
            if case .expression(let syntax) = field.value, case .bool(let on, _) = syntax.expression {
                request.layoutTree = on ? .right : nil
            } else {
                let placements = Dictionary(uniqueKeysWithValues: LayoutTreePlacement.allCases.map { ($0.rawValue, $0) })
                request.layoutTree = named(
                    field.value.nonNull, placements, kind: "layout-tree placement", for: "layoutTree", keyLocation: field.key)
            }
        }
        if let field = fields["showSafeArea"] {
            request.showsSafeArea = bool(field.value.nonNull, for: "showSafeArea", keyLocation: field.key, context, default: true) ?? false
        }
        if let field = fields["debug"] {
            request.showsDebugOutlines = bool(field.value.nonNull, for: "debug", keyLocation: field.key, context, default: true) ?? false
        }
        return request
    }
}
