extension CanvasSpec.Sizing {
    /// `--size`'s argument: `400x300` (a width and a height in points, each above 0 and at most
    /// 100,000) or `fit` (the view's ideal size); nil for anything else. The command line's
    /// `--size` and the MCP server's `size` read it alike.
    public init?(argument text: String) {
        if text == "fit" {
            self = .fit
            return
        }
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w > 0, h > 0, w <= 100_000, h <= 100_000 else {
            return nil
        }
        self = .fixed(Size(width: w, height: h))
    }
}
