import LayoutDrawFrames

/// A mark of the diagram and what it explains, so tests and tools can find the marks of one
/// view or one annotation.
public struct DiagramItem: Hashable, Sendable {
    /// What an item belongs to.
    public enum Role: Hashable, Sendable {
        /// An annotation of the node at `node` (an index into `FrameTree.nodes`).
        case annotation(node: Int, kind: AnnotationKind)
        /// A debug outline or label of the node at `node`.
        case debug(node: Int)
        /// The layout-tree panel: its background and header (`nil`) or the row of a node.
        case layoutTree(node: Int?)
        /// The safe-area shading and its labels.
        case safeArea
    }

    /// What is drawn.
    public var mark: DiagramMark
    /// What it explains.
    public var role: Role

    /// A mark drawn for `role`.
    public init(_ mark: DiagramMark, role: Role) {
        self.mark = mark
        self.role = role
    }
}
