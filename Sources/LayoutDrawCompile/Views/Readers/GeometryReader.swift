import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Views {
    /// `GeometryReader: [views]`, `{proxy: NAME, content}` (YAML), or
    /// `GeometryReader { proxy in … }` (Swift). The content is compiled when the reader is
    /// placed, with the proxy layout computes.
    enum GeometryReaderMapping: ViewMapping {
        static let names = ["GeometryReader"]
        static let positional = ["content"]

        static func compile(_ input: ViewInput) -> Chain? {
            let d = input.session
            var proxyName = "proxy"
            let content: ReaderContent
            if let value = input.value, case .closure(let closure) = value {
                guard let parameters = closure.closure.parameters ?? Optional(["$0"]), parameters.count <= 1 else {
                    d.error("a GeometryReader closure takes one parameter, the proxy", at: closure.location)
                    return nil
                }
                proxyName = parameters.first ?? "_"
                content = .builder(closure)
            } else {
                guard let (fields, value) = containerArgument(input, parameters: ["proxy"]) else { return nil }
                if let field = fields["proxy"] {
                    guard let name = d.string(field.value, for: "proxy", keyLocation: field.key) else { return nil }
                    guard let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic,
                        name.unicodeScalars.allSatisfy({ $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) })
                    else {
                        d.error("'\(name)' is not a valid proxy name: use letters, digits and '_'", at: d.location(field.value))
                        return nil
                    }
                    proxyName = name
                }
                if case .closure(let closure)? = value {
                    content = .builder(closure)
                    if let parameter = closure.closure.parameters?.first { proxyName = parameter }
                } else {
                    var items: [ValueSyntax] = []
                    if let value, !value.isNull {
                        if case .list(let list) = value { items = list.items } else { items = [value] }
                    }
                    content = .views(items)
                }
            }
            let capture = d.readerCapture(content, proxyName: proxyName, at: input.location, input.context)
            let reader = GeometryReader(content: { proxy throws(Diagnostic) in try capture.content(for: proxy) })
            return Chain([ViewNode(reader, source: input.location)], shape: .notShape("'GeometryReader' is not a shape"))
        }
    }
}
