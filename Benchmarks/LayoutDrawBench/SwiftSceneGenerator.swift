/// The benchmark's scenes as SwiftUI source: the same views and modifiers as `SceneGenerator`'s
/// YAML, node for node, so that the two front ends decode the same tree.
enum SwiftSceneGenerator {
    /// A scene of about `nodes` nodes, the twin of `SceneGenerator.mixed(nodes:depth:canvasPoints:)`.
    static func mixed(nodes: Int, depth: Int = 5, canvasPoints: Int = 1000) -> String {
        let third = nodes / 3
        var out = "import SwiftUI\n\n#Preview(traits: .fixedLayout(width: \(canvasPoints), height: \(canvasPoints))) {\n"
        out += "    VStack(alignment: .leading, spacing: 4) {\n"
        out += nestedStacks(depth: depth, nodes: third, indent: 8)
        out += grid(nodes: third, indent: 8)
        out += frameChains(depth: 2 * depth, nodes: nodes - 2 * third, indent: 8)
        out += "    }\n}\n"
        return out
    }

    private static func nestedStacks(depth: Int, nodes: Int, indent: Int) -> String {
        let columnsPerRow = 20
        let columns = max(1, nodes / (SceneGenerator.nodesPerStackLevel * depth))
        var out = ""
        var column = 0
        while column < columns {
            let inRow = min(columnsPerRow, columns - column)
            out += line(indent, "HStack(alignment: .top, spacing: 2) {")
            for _ in 0..<inRow { out += stackLevel(1, of: depth, indent: indent + 4) }
            out += line(indent, "}")
            column += inRow
        }
        return out
    }

    private static func stackLevel(_ level: Int, of depth: Int, indent: Int) -> String {
        var out = line(indent, "\(level % 2 == 1 ? "VStack" : "HStack")(spacing: 1) {")
        out += line(indent + 4, "Text(\"L\(level % 10)\").font(.system(size: 6))")
        out += line(indent + 4, "Rectangle().fill(.\(["blue", "orange", "green", "purple"][level % 4])).frame(width: 4, height: 3)")
        if level < depth { out += stackLevel(level + 1, of: depth, indent: indent + 4) }
        out += line(indent, "}")
        out += line(indent, ".padding(1)")
        return out
    }

    private static func grid(nodes: Int, indent: Int) -> String {
        let cells = max(1, (nodes - 1) / SceneGenerator.nodesPerGridCell)
        var out = line(indent, "LazyVGrid(columns: Array(repeating: GridItem(.flexible(minimum: 10)), count: 40), spacing: 1) {")
        var left = cells
        while left > 0 {
            let count = min(left, SceneGenerator.maximumForEachCount)
            out += line(indent + 4, "ForEach(0..<\(count)) { _ in")
            out += line(indent + 8, "GeometryReader { proxy in")
            out += line(indent + 12, "Text(\"\\(proxy.size.width)\").font(.system(size: 5))")
            out += line(indent + 8, "}")
            out += line(indent + 8, ".frame(height: 8)")
            out += line(indent + 8, ".background(Color.yellow.opacity(0.4))")
            out += line(indent + 4, "}")
            left -= count
        }
        out += line(indent, "}")
        return out
    }

    private static func frameChains(depth: Int, nodes: Int, indent: Int) -> String {
        let chains = max(1, nodes / SceneGenerator.nodesPerFrameChain(depth: depth))
        let modifiers = (0..<depth).map { i in
            switch i % 4 {
            case 0: ".frame(minWidth: 6, maxWidth: 40)"
            case 1: ".padding(0.5)"
            case 2: ".frame(width: \(30 + i % 7), height: 10, alignment: .leading)"
            default: ".frame(maxWidth: 30, minHeight: 8)"
            }
        }.joined()
        var out = ""
        var done = 0
        while done < chains {
            let inRow = min(20, chains - done)
            out += line(indent, "HStack(spacing: 1) {")
            for i in 0..<inRow {
                out += line(indent + 4, "Text(\"F\((done + i) % 10)\").font(.system(size: 6))\(modifiers).border(.gray)")
            }
            out += line(indent, "}")
            done += inRow
        }
        return out
    }

    private static func line(_ indent: Int, _ text: String) -> String {
        String(repeating: " ", count: indent) + text + "\n"
    }
}
