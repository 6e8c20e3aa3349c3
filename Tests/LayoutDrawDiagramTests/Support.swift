import LayoutDrawCore
@testable import LayoutDrawDiagram
import LayoutDrawFrames
import LayoutDrawScene
import LayoutDrawTestSupport
import LayoutEngine
import Testing

/// The fixed-advance measurer every diagram test uses: with an 11-point label font a
/// character is 6.6 wide and a line 13.2 high.
let measurer = FixedAdvanceTextMeasurer()

/// Decodes and lays out `yaml` with the fixed-advance measurer.
func tree(_ yaml: String) throws -> FrameTree {
    let scene = try SceneDecoder.decode(yaml, file: "s.yaml")
    return try layout(scene.root, on: scene.canvas, textMeasurer: measurer)
}

/// The diagram of `yaml`.
func diagram(_ yaml: String) throws -> (FrameTree, Diagram) {
    let frames = try tree(yaml)
    return (frames, Diagram(tree: frames, textMeasurer: measurer))
}

extension Diagram {
    /// The marks of annotation `kind` on the node tagged `id`.
    func marks(_ kind: AnnotationKind, on id: String, in tree: FrameTree) -> [DiagramMark] {
        guard let node = tree.node(id: id) else { return [] }
        return items.filter { $0.role == .annotation(node: node.index, kind: kind) }.map(\.mark)
    }

    /// The label texts of annotation `kind` on the node tagged `id`.
    func labelTexts(_ kind: AnnotationKind, on id: String, in tree: FrameTree) -> [String] {
        marks(kind, on: id, in: tree).compactMap { if case .label(let label) = $0 { label.string } else { nil } }
    }

    /// Every label's plate.
    var plates: [Rect] { labels.map(\.label.plate) }

    /// A dump of the items, for failure messages.
    var dump: String {
        items.map { "\($0.role): \($0.mark)" }.joined(separator: "\n")
    }
}
