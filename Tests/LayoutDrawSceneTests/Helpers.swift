import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutEngine
import Testing

@testable import LayoutDrawScene
@testable import LayoutDrawCompile
@testable import LayoutDrawYAML
@testable import LayoutDrawSyntax

/// Decodes `yaml` as the file "s.yaml"; records the diagnostics as an issue when it fails.
func decode(_ yaml: String, options: SceneDecodingOptions = .init(), sourceLocation: Testing.SourceLocation = #_sourceLocation)
    throws -> Scene
{
    do {
        return try SceneDecoder.decode(yaml, file: "s.yaml", options: options)
    } catch {
        let text = error.diagnostics.map { $0.formatted() }.joined(separator: "\n")
        Issue.record(Comment(rawValue: "unexpected diagnostics:\n" + text), sourceLocation: sourceLocation)
        throw error
    }
}

/// The diagnostics of a scene that must fail, formatted `FILE:LINE:COL: severity: message`.
func diagnostics(_ yaml: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [String] {
    do {
        _ = try SceneDecoder.decode(yaml, file: "s.yaml")
        Issue.record("the scene decoded without errors", sourceLocation: sourceLocation)
        return []
    } catch {
        return error.diagnostics.map { $0.formatted() }
    }
}

/// The tree in depth-first order as `kind` or `kind#id`.
func kinds(_ node: ViewNode) -> [String] {
    [node.view.kind + (node.id.map { "#\($0)" } ?? "")] + node.subviews.flatMap(kinds)
}

/// The nodes in depth-first order.
func flatten(_ node: ViewNode) -> [ViewNode] {
    [node] + node.subviews.flatMap(flatten)
}

/// The node tagged `id`.
func node(_ id: String, in root: ViewNode) -> ViewNode? {
    flatten(root).first { $0.id == id }
}

extension ViewNode {
    var line: Int? { source?.line }
    var column: Int? { source?.column }
}
