import LayoutDraw

/// `layoutdraw explain`'s page: one self-contained HTML file — no network, no file beside it —
/// with the picture as inline SVG, the layout tree beside it, and a slider for each varied
/// dimension. Every combination of values is laid out and drawn ahead (`SceneSteps`), in
/// each appearance the page shows, so the page works offline and from any static host.
///
/// The data is kept small: each SVG is cut into its tags, and each distinct tag is stored once
/// (`ExplainerData.parts`), a picture being the list of its tags' numbers; the glyph outlines a
/// picture defines, the views that do not move and the other appearance's glyphs are then
/// stored once for the whole page. The layout tree's rows are shared the same way.
public struct ExplainerPage: Sendable {
    /// The page's title: the scene's file name.
    public var title: String
    /// The appearances drawn: `[.light, .dark]` follows the reader's (`prefers-color-scheme`);
    /// one appearance is always shown.
    public var appearances: [ColorScheme]
    /// The largest page, in bytes (`--max-page-size`).
    public var maximumBytes: Int

    public static let standardMaximumBytes = 32 << 20

    public init(title: String, appearances: [ColorScheme], maximumBytes: Int = Self.standardMaximumBytes) {
        self.title = title
        self.appearances = appearances
        self.maximumBytes = maximumBytes
    }

    /// What went wrong building a page.
    public enum Failure: Error, Sendable {
        /// A combination of values could not be drawn.
        case step(StepFailure)
        /// The page would be larger than `maximumBytes`.
        case tooLarge(bytes: Int, limit: Int, pictures: Int)
    }

    /// The data of every combination in every appearance: trees and SVGs.
    public func data(for steps: SceneSteps) throws(Failure) -> ExplainerData {
        let appearances = self.appearances
        let drawn: [[DrawnStep]]
        do throws(StepFailure) {
            drawn = try steps.map { (index) throws(StepFailure) -> [DrawnStep] in
                let positions = steps.positions(of: index)
                var result: [DrawnStep] = []
                for appearance in appearances {
                    let tree = try steps.tree(for: positions, colorScheme: appearance)
                    let svg: [UInt8]
                    do throws(LayoutDrawError) {
                        svg = try steps.pipeline.render(tree, as: .svg)
                    } catch {
                        throw StepFailure(values: steps.describe(positions), error: error)
                    }
                    result.append(DrawnStep(svg: String(decoding: svg, as: UTF8.self), tree: tree))
                }
                return result
            }
        } catch {
            throw .step(error)
        }
        var data = ExplainerData(dimensions: steps.dimensions, appearances: appearances)
        // One id prefix for the page: a page shows one picture at a time.
        data.prefix = drawn.first.flatMap { $0.first }.flatMap { Self.idPrefix(in: $0.svg) } ?? "ld00000000"
        var bytes = 0
        for (index, appearancesDrawn) in drawn.enumerated() {
            var step = ExplainerData.Step()
            for drawnStep in appearancesDrawn {
                var svg = drawnStep.svg
                if let own = Self.idPrefix(in: svg), own != data.prefix { svg = svg.replacingAll(own, with: data.prefix) }
                bytes += svg.utf8.count
                let picture = data.addPicture(svg)
                let tree = data.addTree(drawnStep.tree)
                step.appearances.append(.init(picture: picture, tree: tree, size: drawnStep.tree.canvas.size))
            }
            data.steps.append(step)
            if data.estimatedBytes > maximumBytes {
                throw .tooLarge(bytes: data.estimatedBytes * drawn.count / (index + 1), limit: maximumBytes, pictures: drawn.count * appearances.count)
            }
        }
        data.start = steps.index(of: steps.dimensions.map(\.start))
        return data
    }

    /// The whole HTML page.
    public func html(for steps: SceneSteps) throws(Failure) -> String {
        let data = try data(for: steps)
        let page = html(data, source: steps.source)
        guard page.utf8.count <= maximumBytes else {
            throw .tooLarge(bytes: page.utf8.count, limit: maximumBytes, pictures: data.steps.count * appearances.count)
        }
        return page
    }

    /// `ldXXXXXXXX`, the prefix of an SVG's ids.
    static func idPrefix(in svg: String) -> String? {
        let marker = Array("id=\"ld".utf8)
        let bytes = Array(svg.utf8)
        guard bytes.count >= marker.count + 8 else { return nil }
        var i = 0
        while i + marker.count + 8 <= bytes.count {
            if bytes[i] == marker[0], Array(bytes[i..<(i + marker.count)]) == marker {
                let start = i + marker.count - 2
                return String(decoding: bytes[start..<(start + 10)], as: UTF8.self)
            }
            i += 1
        }
        return nil
    }

    private struct DrawnStep: Sendable {
        var svg: String
        var tree: FrameTree
    }
}

/// Everything the page's script reads: the dimensions, the shared SVG tags and tree rows, and
/// for each combination of values (the last dimension changing fastest) and appearance, its
/// picture and tree.
public struct ExplainerData: Sendable {
    public var dimensions: [VariedDimension]
    public var appearances: [ColorScheme]
    /// The id prefix every picture uses.
    public var prefix = ""
    /// Every distinct SVG tag (with the text after it, up to the next tag).
    public var parts: [String] = []
    /// Every picture: its tags' numbers in `parts`.
    public var pictures: [[Int]] = []
    /// Every distinct tree row (`ExplainerData.row`).
    public var rows: [String] = []
    /// Every distinct tree: its rows' numbers in `rows`.
    public var trees: [[Int]] = []
    public var steps: [Step] = []
    /// The combination the page starts at: the scene as written.
    public var start = 0

    private var partNumbers: [String: Int] = [:]
    private var pictureNumbers: [[Int]: Int] = [:]
    private var rowNumbers: [String: Int] = [:]
    private var treeNumbers: [[Int]: Int] = [:]
    private(set) var estimatedBytes = 0

    public struct Step: Sendable {
        public struct Appearance: Sendable {
            public var picture: Int
            public var tree: Int
            /// The canvas's size in points.
            public var size: Size
        }

        /// One per appearance, in the page's order of appearances.
        public var appearances: [Appearance] = []
    }

    init(dimensions: [VariedDimension], appearances: [ColorScheme]) {
        self.dimensions = dimensions
        self.appearances = appearances
    }

    /// The SVG of picture `index`, put back together.
    public func svg(_ index: Int) -> String {
        pictures[index].map { parts[$0] }.joined()
    }

    mutating func addPicture(_ svg: String) -> Int {
        var numbers: [Int] = []
        for part in Self.tags(of: svg) {
            if let number = partNumbers[part] {
                numbers.append(number)
            } else {
                partNumbers[part] = parts.count
                numbers.append(parts.count)
                parts.append(part)
                estimatedBytes += part.utf8.count + 4
            }
        }
        estimatedBytes += numbers.count * 4
        if let number = pictureNumbers[numbers] { return number }
        pictureNumbers[numbers] = pictures.count
        pictures.append(numbers)
        return pictures.count - 1
    }

    mutating func addTree(_ tree: FrameTree) -> Int {
        var numbers: [Int] = []
        for node in tree.nodes {
            let row = Self.row(node)
            if let number = rowNumbers[row] {
                numbers.append(number)
            } else {
                rowNumbers[row] = rows.count
                numbers.append(rows.count)
                rows.append(row)
                estimatedBytes += row.utf8.count + 2
            }
        }
        if let number = treeNumbers[numbers] { return number }
        treeNumbers[numbers] = trees.count
        trees.append(numbers)
        estimatedBytes += numbers.count * 4
        return trees.count - 1
    }

    /// A tree row as a JSON array: parent (−1 for the root), kind, id, source line and column
    /// (0 when none), the proposal, size and origin as the layout tree prints them, the frame
    /// (x, y, width, height) and the drawn bounds, in canvas points, then the text of a `Text`.
    static func row(_ node: FrameNode) -> String {
        var fields: [String] = [
            String(node.parent ?? -1), node.kind.jsonQuoted, node.id?.jsonQuoted ?? "null",
            String(node.source?.line ?? 0), String(node.source?.column ?? 0),
            ReadoutFormat.proposal(node.proposal).jsonQuoted, ReadoutFormat.size(node.frame.size).jsonQuoted,
            ReadoutFormat.point(node.frame.origin).jsonQuoted,
        ]
        for rect in [node.frame, node.visual] {
            for value in [rect.minX, rect.minY, rect.width, rect.height] { fields.append(number(value)) }
        }
        if let text = node.text { fields.append(text.jsonQuoted) }
        return "[" + fields.joined(separator: ",") + "]"
    }

    /// A coordinate for the page's outlines: three decimals are far below a pixel.
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return value > 0 ? "1e9" : "-1e9" }
        let rounded = (value * 1000).rounded() / 1000
        return SwiftFormat.json(rounded == 0 ? 0 : rounded)
    }

    /// An SVG cut after each `>`: its tags, each with the text that follows it.
    static func tags(of svg: String) -> [String] {
        var parts: [String] = []
        var current: [UInt8] = []
        for byte in svg.utf8 {
            current.append(byte)
            if byte == UInt8(ascii: ">") {
                parts.append(String(decoding: current, as: UTF8.self))
                current.removeAll(keepingCapacity: true)
            }
        }
        if !current.isEmpty { parts.append(String(decoding: current, as: UTF8.self)) }
        return parts
    }

    /// The data as JSON, safe inside a `<script>` element.
    public func json() -> String {
        var out = "{\"version\":1,\"prefix\":\(prefix.jsonQuoted),\"start\":\(start),"
        out += "\"appearances\":[" + appearances.map { $0.rawValue.jsonQuoted }.joined(separator: ",") + "],"
        out += "\"dimensions\":["
        out += dimensions.map { dimension in
            var fields = "{\"name\":\(dimension.name.jsonQuoted),"
            let kind: String
            switch dimension.target {
            case .width: kind = "width"
            case .height: kind = "height"
            case .property: kind = "property"
            }
            fields += "\"kind\":\(kind.jsonQuoted),\"origin\":\(dimension.origin.jsonQuoted),\"start\":\(dimension.start),"
            fields += "\"values\":[" + dimension.values.map(\.jsonQuoted).joined(separator: ",") + "]}"
            return fields
        }.joined(separator: ",")
        out += "],\"parts\":[" + parts.map(\.jsonQuoted).joined(separator: ",") + "],"
        out += "\"pictures\":[" + pictures.map { "[" + $0.map(String.init).joined(separator: ",") + "]" }.joined(separator: ",") + "],"
        out += "\"rows\":[" + rows.joined(separator: ",") + "],"
        out += "\"trees\":[" + trees.map { "[" + $0.map(String.init).joined(separator: ",") + "]" }.joined(separator: ",") + "],"
        out += "\"steps\":["
        out += steps.map { step in
            "[" + step.appearances.map { "[\($0.picture),\($0.tree),\(Self.number($0.size.width)),\(Self.number($0.size.height))]" }
                .joined(separator: ",") + "]"
        }.joined(separator: ",")
        out += "]}"
        return Self.scriptSafe(out)
    }

    /// JSON that cannot end its `<script>` element or open a comment in it: `</` is written
    /// `<\/` and `<!--` `\u003c!--` (both the same string to a JSON reader).
    static func scriptSafe(_ json: String) -> String {
        json.replacingAll("</", with: "<\\/").replacingAll("<!--", with: "\\u003c!--")
    }
}

extension String {
    /// Every occurrence of `target` (ASCII) replaced.
    func replacingAll(_ target: String, with replacement: String) -> String {
        let target = Array(target.utf8), replacement = Array(replacement.utf8)
        guard let first = target.first else { return self }
        var bytes: [UInt8] = []
        var found = false
        withContiguousUTF8 { source in
            var i = 0
            while i < source.count {
                if source[i] == first, i + target.count <= source.count, source[i..<(i + target.count)].elementsEqual(target) {
                    if !found {
                        found = true
                        bytes.reserveCapacity(source.count + 64)
                        bytes.append(contentsOf: source[0..<i])
                    }
                    bytes.append(contentsOf: replacement)
                    i += target.count
                } else {
                    if found { bytes.append(source[i]) }
                    i += 1
                }
            }
        }
        return found ? String(decoding: bytes, as: UTF8.self) : self
    }

    /// Calls `body` with the string's UTF-8 bytes.
    func withContiguousUTF8<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        var copy = self
        return copy.withUTF8(body)
    }
}
