extension PixelMatchResult {
    /// `mismatchRatio` as a percentage with at least two significant decimals: `0.37%`,
    /// `0.0042%`, `12.5%`.
    public var mismatchPercentage: String {
        let value = mismatchRatio * 100
        guard value > 0, value.isFinite else { return "0%" }
        var digits = 2
        var limit = 0.1
        while digits < 8 && value < limit {
            digits += 1
            limit /= 10
        }
        var scale = 1
        for _ in 0..<digits { scale *= 10 }
        let units = Int((value * Double(scale)).rounded())
        var fraction = String(units % scale)
        fraction = String(repeating: "0", count: digits - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return "\(units / scale)" + (fraction.isEmpty ? "" : "." + fraction) + "%"
    }
}
