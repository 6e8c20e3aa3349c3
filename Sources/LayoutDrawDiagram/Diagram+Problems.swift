import LayoutDrawCore
import LayoutDrawFrames

extension Diagram {
    /// The problems of `tree`'s annotations that only layout can reveal, positioned at the
    /// `annotate:` item: a `position` annotation on a view that no `.position` places, a
    /// coordinate space that does not enclose the view, a `label:` readout that fails.
    public static func problems(in tree: FrameTree) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        guard tree.hasAnnotations else { return problems }
        let drawing = AnnotationDrawing(tree: tree, style: .standard)
        for node in tree.nodes where !node.annotations.isEmpty {
            for item in node.annotations {
                let what = "'\(item.kind.rawValue)' annotation on \(node.kind)\(node.id.map { " '\($0)'" } ?? "")"
                if item.kind == .position, tree.positionNode(for: node) == nil {
                    problems.append(
                        .error("\(what): no .position(x:y:) places this view; annotate the view that has 'position'", at: item.source))
                }
                if case .named(let name)? = item.space,
                    tree.origin(of: .named(name), for: node, localIsParent: true) == nil
                {
                    problems.append(
                        .error(
                            "\(what): no enclosing coordinate space named '\(name)'"
                                + Suggestions.didYouMean(name, in: tree.spaceNames(above: node)),
                            at: item.source))
                }
                do {
                    _ = try drawing.evaluatedLabel(item, node: node)
                } catch {
                    problems.append(.error("in the label of the \(what): \(error.message)", at: item.source))
                }
            }
        }
        return problems
    }
}
