import LayoutDrawCore

extension FrameTree {
    /// The layout dump (`--dump json`, layout-dump.md v1): the canvas and every node with its
    /// kind, id, source position, proposal, layout frame and visual bounds. Keys are written
    /// in a fixed order so the same layout gives the same bytes.
    public func jsonDump() -> String {
        var out = "{\n  \"version\": 1,\n"
        out += "  \"canvas\": {\"width\": \(num(canvas.size.width)), \"height\": \(num(canvas.size.height)), "
        out += "\"scale\": \(num(canvas.scale)), \"colorScheme\": \(canvas.colorScheme.rawValue.jsonQuoted),\n"
        let s = canvas.safeArea
        out += "             \"safeArea\": {\"top\": \(num(s.top)), \"leading\": \(num(s.leading)), "
        out += "\"bottom\": \(num(s.bottom)), \"trailing\": \(num(s.trailing))}},\n"
        out += "  \"nodes\": ["
        for (i, node) in nodes.enumerated() {
            out += i == 0 ? "\n" : ",\n"
            out += "    {\"index\": \(node.index), \"parent\": \(node.parent.map(String.init) ?? "null"), "
            out += "\"kind\": \(node.kind.jsonQuoted), \"id\": \(node.id.map(\.jsonQuoted) ?? "null"),\n"
            out += "     \"source\": "
            if let source = node.source {
                out += "{\"line\": \(source.line), \"column\": \(source.column)}"
            } else {
                out += "null"
            }
            out += ",\n     \"proposal\": {\"width\": \(dimension(node.proposal.width)), \"height\": \(dimension(node.proposal.height))},\n"
            out += "     \"frame\": \(rect(node.frame)),\n"
            out += "     \"visual\": \(rect(node.visual))"
            if let text = node.text { out += ",\n     \"text\": \(text.jsonQuoted)" }
            out += "}"
        }
        out += nodes.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return out
    }

    private func num(_ v: Double) -> String {
        v.isFinite ? SwiftFormat.json(v) : (v.isNaN ? "null" : (v > 0 ? "\"infinity\"" : "\"-infinity\""))
    }

    private func dimension(_ v: Double?) -> String { v.map(num) ?? "null" }

    private func rect(_ r: Rect) -> String {
        "{\"x\": \(num(r.minX)), \"y\": \(num(r.minY)), \"width\": \(num(r.width)), \"height\": \(num(r.height))}"
    }
}
