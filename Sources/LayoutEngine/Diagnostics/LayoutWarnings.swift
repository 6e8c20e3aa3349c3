import LayoutDrawCore
import LayoutDrawFrames

/// Likely mistakes that only layout reveals, reported as warnings at the view: the scene is
/// still drawn.
public enum LayoutWarnings {
    /// How far (in points) a text may stick out of its frame before it is reported; absorbs
    /// rounding.
    static let tolerance = 0.5

    /// The warnings the rules gave while laying out (custom layouts), then text that sticks out
    /// of its frame, and views whose frame overflowed to infinity (the topmost of each such
    /// subtree; it is not drawn), in tree order.
    public static func find(in tree: FrameTree) -> [Diagnostic] {
        var warnings: [Diagnostic] = tree.warnings
        for node in tree.nodes {
            if !node.frame.isFinite {
                // Only the topmost such view: its subtree is not drawn with it.
                if let parent = node.parent, !tree.nodes[parent].frame.isFinite { continue }
                warnings.append(
                    .warning(
                        "this view's frame is not finite (\(describe(node.frame))): a length overflowed; it is not drawn",
                        at: node.source))
                continue
            }
            if node.kind == "Text", let warning = overflow(of: node, in: tree) { warnings.append(warning) }
        }
        return warnings.filter { $0.location != nil }
    }

    /// A text larger than the nearest `frame` around it (not through a `ScrollView`, whose
    /// content is meant to be larger, nor a `TextField`, which clips its one line). A text that
    /// fits its frame but is moved out of it (`offset`, `position`, a custom layout's
    /// placement) is where the listing put it, and is not reported.
    private static func overflow(of text: FrameNode, in tree: FrameTree) -> Diagnostic? {
        var current = text.parent
        while let index = current {
            let ancestor = tree.nodes[index]
            if ancestor.kind == "ScrollView" || ancestor.kind == "TextField" { return nil }
            if ancestor.kind == "frame" {
                let inner = text.frame, outer = ancestor.frame
                guard outer.isFinite else { return nil }
                let sticksOut = inner.width > outer.width + tolerance || inner.height > outer.height + tolerance
                guard sticksOut else { return nil }
                // (The ellipsis outside the quotes: the text is shortened here, not in the picture.)
                let quoted = text.text.map { $0.count > 30 ? "'\($0.prefix(30))'…" : "'\($0)'" } ?? "the text"
                let frame = ancestor.source.map { "its frame (line \($0.line))" } ?? "its frame"
                return .warning(
                    "text overflows its frame: \(quoted) is \(describe(inner.size)) points, \(frame) \(describe(outer.size))",
                    at: text.source)
            }
            current = ancestor.parent
        }
        return nil
    }

    private static func describe(_ size: Size) -> String {
        "\(format(size.width)) × \(format(size.height))"
    }

    private static func describe(_ rect: Rect) -> String {
        "x \(format(rect.minX)), y \(format(rect.minY)), \(describe(rect.size))"
    }

    /// A number as Swift prints it, to two decimals at most.
    private static func format(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e12 else { return SwiftFormat.double(value) }
        return SwiftFormat.double((value * 100).rounded() / 100)
    }
}
