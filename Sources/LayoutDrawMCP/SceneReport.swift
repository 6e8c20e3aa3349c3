import LayoutDraw
import MCP

/// How the tools report a scene: diagnostics as the command line prints them (`FILE:LINE:COL:
/// error: …`, the source line and a caret) and as its `--diagnostics json` objects; the
/// layout tree as text, one node a line.
enum SceneReport {
    /// At most this many diagnostics are listed (as `layoutdraw` prints), then a count of the rest.
    static let maximumDiagnostics = 200
    /// At most this many nodes of the layout tree are listed, then a count of the rest.
    static let maximumTreeRows = 2_000

    /// Diagnostics of the scene named `name` whose text is `source`, as text.
    static func text(_ diagnostics: [Diagnostic], name: String, source: String?) -> String {
        let lines = source.map(LineIndex.init)
        var text = diagnostics.prefix(maximumDiagnostics).map { diagnostic in
            guard diagnostic.location != nil else { return "\(name): \(diagnostic.severity.rawValue): \(diagnostic.message)" }
            return diagnostic.formatted(line: diagnostic.location.flatMap { lines?.line($0.line) })
        }
        if diagnostics.count > maximumDiagnostics {
            let more = diagnostics.count - maximumDiagnostics
            text.append("\(name): note: \(more) more problem\(more == 1 ? "" : "s") not shown")
        }
        return text.joined(separator: "\n")
    }

    /// Diagnostics as `--diagnostics json` writes them: file, line, column (null for the file as a
    /// whole), severity, message.
    static func value(_ diagnostics: [Diagnostic], name: String) -> Value {
        .array(
            diagnostics.prefix(maximumDiagnostics).map { diagnostic in
                let location = diagnostic.location
                return .object([
                    "file": .string(location?.file ?? name),
                    "line": location.map { .int($0.line) } ?? .null,
                    "column": location.map { .int($0.column) } ?? .null,
                    "severity": .string(diagnostic.severity.rawValue),
                    "message": .string(diagnostic.message),
                ])
            })
    }

    /// The layout tree, one node a line, indented by depth: its kind (and `#id`), the size it was
    /// proposed, the size it chose, its origin on the canvas, where the source wrote it, and a
    /// text's string:
    ///
    ///     padding  proposed 400.0 × 200.0 → 400.0 × 200.0 at (0.0, 0.0)  View.swift:23:1
    ///       HStack  proposed 376.0 × 176.0 → 376.0 × 176.0 at (12.0, 12.0)  View.swift:4:1
    static func treeText(_ tree: FrameTree) -> String {
        var lines: [String] = []
        for (node, depth) in rows(tree).prefix(maximumTreeRows) {
            var line = String(repeating: "  ", count: depth) + node.kind + (node.id.map { " #\($0)" } ?? "")
            line += "  proposed \(ReadoutFormat.proposal(node.proposal)) → \(ReadoutFormat.size(node.frame.size))"
            line += " at \(ReadoutFormat.point(node.frame.origin))"
            if let source = node.source { line += "  \(source.file):\(source.line):\(source.column)" }
            if let text = node.text { line += "  " + JSONValue.string(text).compact() }
            lines.append(line)
        }
        if tree.nodes.count > maximumTreeRows { lines.append("… \(tree.nodes.count - maximumTreeRows) more nodes not shown") }
        return lines.joined(separator: "\n")
    }

    /// The layout tree as structured data: the same rows as `treeText`.
    static func treeValue(_ tree: FrameTree) -> Value {
        func number(_ value: Double?) -> Value {
            guard let value else { return .null }
            return value.isFinite ? .double(value) : .string(value > 0 ? "infinity" : "-infinity")
        }
        return .array(
            rows(tree).prefix(maximumTreeRows).map { node, depth in
                var row: [String: Value] = [
                    "depth": .int(depth), "kind": .string(node.kind),
                    "proposal": .object(["width": number(node.proposal.width), "height": number(node.proposal.height)]),
                    "size": .object(["width": number(node.frame.size.width), "height": number(node.frame.size.height)]),
                    "origin": .object(["x": number(node.frame.origin.x), "y": number(node.frame.origin.y)]),
                ]
                if let id = node.id { row["id"] = .string(id) }
                if let source = node.source { row["line"] = .int(source.line); row["column"] = .int(source.column) }
                if let text = node.text { row["text"] = .string(text) }
                return .object(row)
            })
    }

    /// Every node with its depth, in tree order (parents before children, as the tree stores them).
    private static func rows(_ tree: FrameTree) -> [(FrameNode, Int)] {
        var depths = [Int](repeating: 0, count: tree.nodes.count)
        return tree.nodes.map { node in
            let depth = node.parent.map { depths[$0] + 1 } ?? 0
            depths[node.index] = depth
            return (node, depth)
        }
    }

    /// The pixel size of a PNG, from its header.
    static func pixelSize(ofPNG png: [UInt8]) -> (width: Int, height: Int)? {
        guard png.count >= 24 else { return nil }
        func word(_ at: Int) -> Int { png[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }
}

/// A text's lines, found once, for quoting many diagnostics of one source.
struct LineIndex {
    private let utf8: String.UTF8View
    private var starts: [String.UTF8View.Index] = []

    init(_ text: String) {
        utf8 = text.utf8
        starts.append(utf8.startIndex)
        var index = utf8.startIndex
        while let newline = utf8[index...].firstIndex(of: 0x0A) {
            index = utf8.index(after: newline)
            starts.append(index)
        }
    }

    /// Line `number` (1-based), without its line break.
    func line(_ number: Int) -> String? {
        guard number >= 1, number <= starts.count else { return nil }
        let start = starts[number - 1]
        let end = number < starts.count ? utf8.index(before: starts[number]) : utf8.endIndex
        return String(Substring(utf8[start..<end]))
    }
}
