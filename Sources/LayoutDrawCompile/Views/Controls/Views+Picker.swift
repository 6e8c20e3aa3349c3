import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawFrames
import LayoutDrawSymbols
import LayoutDrawSyntax
import LayoutEngine

/// `Picker` and the tags of its options.
///
/// Swift: `Picker("Flavor", selection: $flavor) { Text("Chocolate").tag(Flavor.chocolate) … }`,
/// `Picker(selection: $flavor, label: Text("Flavor")) { … }`, options from `ForEach(…, id:)`
/// (each element's views tagged with its id, as SwiftUI tags them). YAML: `Picker: {title:
/// Flavor, selection: chocolate, content: [{Text: Chocolate, tag: chocolate}, …]}`. The option
/// whose tag equals the selection is the selected one (a binding is read as its value).
extension Views {
}

extension Modifiers {
}

extension CompileSession {
    /// A `ForEach` element's views in a `Picker`, each tagged with the element's id (`id:
    /// \.self`: the element; `id: \.key`: that property; an `Identifiable` element: its `id`)
    /// unless the content tags it itself.
    func implicitlyTagged(_ nodes: [ViewNode], _ item: Value, id: Field?, _ context: CompileContext) -> [ViewNode] {
        let scope = context.scope.binding("$element", to: item)
        func read(_ path: [String]) -> Value? {
            var expression = Expression.name("$element", offset: 0)
            for component in path { expression = .member(expression, component, offset: 0) }
            return try? expression.evaluate(in: scope)
        }
        var tag: Value? = item
        if let id, case .expression(let syntax) = id.value, case .keyPath(let path, _) = syntax.expression, path != ["self"] {
            tag = read(path)
        } else if id == nil, case .instance = item {
            tag = read(["id"])
        }
        guard let tag else { return nodes }
        return nodes.map { node in node.view is SelectionTag ? node : node.modified(by: SelectionTag(tag), source: node.source) }
    }
}
