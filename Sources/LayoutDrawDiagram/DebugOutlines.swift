import LayoutDrawCore
import LayoutDrawFrames

/// `--debug` (`canvas.debug`): every frame outlined and labelled with the kinds of the nodes
/// that have it and its size, the way SwiftUI teaching pages show a debug overlay.
///
/// A view and the modifiers that keep its frame form a chain, named as Swift reads it,
/// innermost first: `Text.font.foregroundStyle`, `.padding.background` (a chain that starts
/// with a modifier starts with a dot). Chains with the same frame share one outline.
struct DebugOutlines {
    let tree: FrameTree
    let style: HouseStyle

    func draw() -> AnnotationDrawing.Output {
        var output = AnnotationDrawing.Output()
        let color = style.debugColor.resolved(in: tree.canvas.colorScheme)
        var order: [Rect] = []
        var chains: [Rect: (node: Int, names: [String])] = [:]
        for node in tree.nodes where isChainHead(node) {
            let chain = self.chain(from: node)
            let rect = node.frame
            // (A frame that overflowed to infinity, or NaN, is not drawn, and NaN ≠ NaN as a key.)
            guard rect.isFinite, rect.width > 0 || rect.height > 0 else { continue }
            if chains[rect] == nil { order.append(rect) }
            chains[rect, default: (node.index, [])].names.append(name(of: chain))
        }
        for rect in order {
            guard let (node, names) = chains[rect] else { continue }
            let role = DiagramItem.Role.debug(node: node)
            output.marks.append(DiagramItem(.outline(rect, color: color.multiplyingAlpha(by: 0.8), lineWidth: style.lineWidth, dash: []), role: role))
            output.labels.append(
                LabelRequest(
                    text: names.joined(separator: " · ") + "  " + ReadoutFormat.size(rect.size), font: style.debugLabelFont,
                    color: color, role: role, anchor: rect, described: rect,
                    placements: [.top, .topLeading, .bottom, .bottomLeading, .leading, .trailing, .topTrailing, .bottomTrailing],
                    mayCoverDescribed: true, priority: 5))
        }
        return output
    }

    /// Whether `node` starts a chain: it is not the content (first child) of a parent with the
    /// same frame.
    private func isChainHead(_ node: FrameNode) -> Bool {
        guard let parent = tree.parent(of: node) else { return true }
        return !(parent.children.first == node.index && parent.frame == node.frame)
    }

    /// The chain from `head` down through contents with the same frame, outermost first.
    private func chain(from head: FrameNode) -> [FrameNode] {
        var chain = [head]
        while let first = chain.last!.children.first, tree.nodes[first].frame == head.frame {
            chain.append(tree.nodes[first])
        }
        return chain
    }

    private func name(of chain: [FrameNode]) -> String {
        let kinds = chain.reversed().map(\.kind)
        let joined = kinds.joined(separator: ".")
        return kinds.first?.first?.isLowercase == true ? "." + joined : joined
    }
}
