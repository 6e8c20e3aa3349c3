import ArgumentParser
import LayoutDraw

/// The pixel-comparison options `diff` and `check` share.
struct ComparisonOptions: ParsableArguments {
    @Option(help: "Per-pixel colour-difference threshold from 0 to 1 (YIQ metric, as pixelmatch); smaller is stricter. Default: 0.1.")
    var threshold: Double?

    @Flag(name: .customLong("include-aa"), help: "Count anti-aliased pixels as differences instead of ignoring them.")
    var includeAntialiasing = false

    @Option(name: .customLong("max-diff-pixels"), help: "Accept up to this many mismatched pixels (default 0).")
    var maxDiffPixels: Int?

    @Option(name: .customLong("max-diff-ratio"), help: "Accept up to this fraction (0 to 1) of mismatched pixels.")
    var maxDiffRatio: Double?

    func validate() throws {
        if let threshold, !(threshold >= 0 && threshold <= 1) { throw ValidationError("--threshold must be between 0 and 1") }
        if let maxDiffPixels, maxDiffPixels < 0 { throw ValidationError("--max-diff-pixels must not be negative") }
        if let maxDiffRatio, !(maxDiffRatio >= 0 && maxDiffRatio <= 1) {
            throw ValidationError("--max-diff-ratio must be between 0 and 1")
        }
    }

    var pixelMatchOptions: PixelMatchOptions {
        PixelMatchOptions(threshold: threshold ?? 0.1, includesAntialiasing: includeAntialiasing)
    }

    var tolerance: DiffTolerance {
        DiffTolerance(maximumMismatchedPixels: maxDiffPixels, maximumMismatchRatio: maxDiffRatio)
    }
}

extension RecordMode: ExpressibleByArgument {
    /// `all`, `failed` (also `changed`), `missing` or `never`.
    public init?(argument: String) {
        self.init(rawValue: argument == "changed" ? "failed" : argument)
    }
}
