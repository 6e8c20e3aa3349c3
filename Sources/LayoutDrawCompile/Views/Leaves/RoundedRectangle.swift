import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Views {
    /// `RoundedRectangle: 10`, `{cornerRadius: 10}`; Swift `RoundedRectangle(cornerRadius: 10,
    /// style: .continuous)` (the style changes the corner's curve, drawn circular here).
    enum RoundedRectangleMapping: ViewMapping {
        static let names = ["RoundedRectangle"]

        static func compile(_ input: ViewInput) -> Chain? {
            let d = input.session
            guard let value = input.value else {
                d.error("'RoundedRectangle' needs a corner radius: RoundedRectangle: {cornerRadius: 10}", at: input.location)
                return nil
            }
            var radiusNode = value
            var radiusKey = input.location
            if case .record = value {
                guard let fields = d.parameters(value, of: "RoundedRectangle", allowed: ["cornerRadius", "style"], keyLocation: input.location)
                else { return nil }
                guard let field = fields["cornerRadius"] else {
                    d.error("'RoundedRectangle' needs 'cornerRadius'", at: d.location(value))
                    return nil
                }
                radiusNode = field.value
                radiusKey = field.key
            }
            guard let radius = d.number(radiusNode, for: "cornerRadius", keyLocation: radiusKey, input.context) else { return nil }
            return Chain([ViewNode(RoundedRectangle(cornerRadius: radius), source: input.location)], shape: .bare)
        }
    }
}
