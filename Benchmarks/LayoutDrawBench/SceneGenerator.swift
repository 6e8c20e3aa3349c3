/// Scenes of a chosen size, written as YAML, for the benchmark.
///
/// Three kinds of block, each a typical shape of real scenes taken to an extreme:
/// - nested stacks: rows of columns, each column a chain of alternating `VStack`/`HStack`
///   levels `depth` deep, every level holding a text, a framed rectangle and the next level;
/// - a wide `LazyVGrid` of `ForEach` cells, each a `GeometryReader` whose text reads out the
///   cell's size (`\(proxy.size.width)`), on a coloured background;
/// - deep frame chains: a text under `depth` alternating `frame` and `padding` modifiers.
///
/// Node counts are those of the layout dump (every view and modifier is one node; `ForEach` and
/// `Group` leave none). The decoder's default limits (100,000 views, 8 MB of YAML) keep
/// scenes small; the benchmark raises them with `SceneLimits` (see `Workload`).
enum SceneGenerator {
    /// The most cells one `ForEach` may make (the decoder's limit).
    static let maximumForEachCount = 10_000

    /// The canvas scenes are drawn on: `points` × `points` at scale 2 (1000 points: a
    /// 2000 × 2000 PNG).
    static func canvas(points: Int) -> String {
        "canvas:\n  size: [\(points), \(points)]\n  scale: 2\n  background: '#F2F2F7'\n"
    }

    enum Block {
        case nestedStacks(depth: Int)
        case grid
        case frameChains(depth: Int)
    }

    /// A scene of about `nodes` nodes: a third of each block kind (stacks `depth` deep, frame
    /// chains twice as deep).
    static func mixed(nodes: Int, depth: Int = 5, canvasPoints: Int = 1000) -> String {
        let third = nodes / 3
        return scene(
            of: [(.nestedStacks(depth: depth), third), (.grid, third), (.frameChains(depth: 2 * depth), nodes - 2 * third)],
            canvasPoints: canvasPoints)
    }

    /// A scene of only `block`, about `nodes` nodes.
    static func only(_ block: Block, nodes: Int) -> String {
        scene(of: [(block, nodes)], canvasPoints: 1000)
    }

    /// A scene whose root is a `VStack` of the blocks.
    private static func scene(of blocks: [(Block, Int)], canvasPoints: Int) -> String {
        canvas(points: canvasPoints) + "view:\n  VStack:\n    alignment: leading\n    spacing: 4\n    content:\n"
            + blocks.map { yaml($0.0, nodes: $0.1, indent: 6) }.joined()
    }

    /// One block of about `nodes` nodes, as a list item indented by `indent` spaces.
    static func yaml(_ block: Block, nodes: Int, indent: Int) -> String {
        switch block {
        case .nestedStacks(let depth): nestedStacks(depth: depth, nodes: nodes, indent: indent)
        case .grid: grid(nodes: nodes, indent: indent)
        case .frameChains(let depth): frameChains(depth: depth, nodes: nodes, indent: indent)
        }
    }

    // MARK: Nested stacks

    /// Nodes per level: the stack and its `padding`, a `Text` and its `font`, a `Rectangle`
    /// with its `fill` and `frame`.
    static let nodesPerStackLevel = 7

    /// Rows (`HStack`s, one node each) of `columnsPerRow` columns, each a chain `depth` levels deep.
    private static func nestedStacks(depth: Int, nodes: Int, indent: Int) -> String {
        let columnsPerRow = 20
        let columnNodes = nodesPerStackLevel * depth
        let columns = max(1, nodes / columnNodes)
        var out = ""
        var column = 0
        while column < columns {
            let inRow = min(columnsPerRow, columns - column)
            out += line(indent, "- HStack:")
            out += line(indent + 4, "alignment: top")
            out += line(indent + 4, "spacing: 2")
            out += line(indent + 4, "content:")
            for _ in 0..<inRow {
                out += stackLevel(1, of: depth, indent: indent + 6)
            }
            column += inRow
        }
        return out
    }

    private static func stackLevel(_ level: Int, of depth: Int, indent: Int) -> String {
        var out = line(indent, level % 2 == 1 ? "- VStack:" : "- HStack:")
        out += line(indent + 4, "spacing: 1")
        out += line(indent + 4, "content:")
        out += line(indent + 6, "- Text: 'L\(level % 10)'")
        out += line(indent + 8, "font: {size: 6}")
        out += line(indent + 6, "- Rectangle:")
        out += line(indent + 8, "fill: \(["blue", "orange", "green", "purple"][level % 4])")
        out += line(indent + 8, "frame: {width: 4, height: 3}")
        if level < depth {
            out += stackLevel(level + 1, of: depth, indent: indent + 6)
        }
        out += line(indent + 2, "padding: 1")
        return out
    }

    // MARK: Grid

    /// Nodes per cell: the `GeometryReader`, its readout `Text` with `font`, the reader's
    /// `frame`, `background` and the background's `Color`.
    static let nodesPerGridCell = 6

    /// A `LazyVGrid` of 40 flexible columns; its cells come from `ForEach`es of at most 10,000.
    private static func grid(nodes: Int, indent: Int) -> String {
        let cells = max(1, (nodes - 1) / nodesPerGridCell)
        var out = line(indent, "- LazyVGrid:")
        out += line(indent + 4, "columns: {count: 40, flexible: {minimum: 10}}")
        out += line(indent + 4, "spacing: 1")
        out += line(indent + 4, "content:")
        var left = cells
        while left > 0 {
            let count = min(left, maximumForEachCount)
            out += line(indent + 6, "- ForEach:")
            out += line(indent + 10, "count: \(count)")
            out += line(indent + 10, "content:")
            out += line(indent + 12, "- GeometryReader:")
            out += line(indent + 16, "- Text: '\\(proxy.size.width)'")
            out += line(indent + 18, "font: {size: 5}")
            out += line(indent + 14, "frame: {height: 8}")
            out += line(indent + 14, "background: {color: yellow, opacity: 0.4}")
            left -= count
        }
        return out
    }

    // MARK: Frame chains

    /// Per chain: the `Text` and its `font`, `depth` frame/padding modifiers, and a `border`
    /// (2 nodes: the modifier and its stroke).
    static func nodesPerFrameChain(depth: Int) -> Int { depth + 4 }

    /// Rows of 20 chains; each chain a text under `depth` alternating modifiers.
    private static func frameChains(depth: Int, nodes: Int, indent: Int) -> String {
        let perChain = nodesPerFrameChain(depth: depth)
        let chains = max(1, nodes / perChain)
        let modifiers = (0..<depth).map { i in
            switch i % 4 {
            case 0: "frame: {minWidth: 6, maxWidth: 40}"
            case 1: "padding: 0.5"
            case 2: "frame: {width: \(30 + i % 7), height: 10, alignment: leading}"
            default: "frame: {maxWidth: 30, minHeight: 8}"
            }
        }
        let chain = modifiers.map { "{\($0)}" }.joined(separator: ", ")
        var out = ""
        var done = 0
        while done < chains {
            let inRow = min(20, chains - done)
            out += line(indent, "- HStack:")
            out += line(indent + 4, "spacing: 1")
            out += line(indent + 4, "content:")
            for i in 0..<inRow {
                out += line(indent + 6, "- Text: 'F\((done + i) % 10)'")
                out += line(indent + 8, "font: {size: 6}")
                out += line(indent + 8, "modifiers: [\(chain)]")
                out += line(indent + 8, "border: gray")
            }
            done += inRow
        }
        return out
    }

    private static func line(_ indent: Int, _ text: String) -> String {
        String(repeating: " ", count: indent) + text + "\n"
    }
}
