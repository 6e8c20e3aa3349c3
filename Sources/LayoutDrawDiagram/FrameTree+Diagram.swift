import LayoutDrawCore
import LayoutDrawFrames

extension FrameTree {
    /// The parent of `node`, if it has one.
    func parent(of node: FrameNode) -> FrameNode? {
        node.parent.map { nodes[$0] }
    }

    /// `node` and its ancestors, nearest first.
    func lineage(of node: FrameNode) -> [FrameNode] {
        var result = [node]
        while let parent = parent(of: result.last!) { result.append(parent) }
        return result
    }

    /// The depth of `node` (the root is at 0).
    func depth(of node: FrameNode) -> Int {
        lineage(of: node).count - 1
    }

    /// Where the origin of `space` is on the canvas, for annotations of `node`: the canvas's
    /// for `global`; for `local`, the parent's frame origin (`origin` readouts) or the node's
    /// own (`guides` readouts, like `proxy.frame(in: .local)`); for a name, the frame origin of
    /// the nearest node at or above `node` that names that space. Nil when no such node exists.
    func origin(of space: CoordinateSpace, for node: FrameNode, localIsParent: Bool) -> Point? {
        switch space {
        case .global:
            return .zero
        case .local:
            if localIsParent { return parent(of: node)?.frame.origin ?? .zero }
            return node.frame.origin
        case .named(let name):
            return lineage(of: node).first { $0.coordinateSpaceName == name }?.frame.origin
        }
    }

    /// The names of the coordinate spaces at or above `node`, for suggestions.
    func spaceNames(above node: FrameNode) -> [String] {
        lineage(of: node).compactMap(\.coordinateSpaceName)
    }

    /// The `.position` modifier node an annotation on `node` explains: `node` itself, the
    /// nearest one in the modifier chain it wraps (first children), or the nearest ancestor.
    func positionNode(for node: FrameNode) -> FrameNode? {
        if node.kind == "position" { return node }
        var current = node
        while let first = current.children.first {
            current = nodes[first]
            if current.kind == "position" { return current }
        }
        return lineage(of: node).dropFirst().first { $0.kind == "position" }
    }

    /// The point a `.position` node centres its content on, in canvas coordinates.
    func positionTarget(of positionNode: FrameNode) -> Point {
        guard let content = positionNode.children.first else { return positionNode.frame.center }
        return nodes[content].frame.center
    }
}
