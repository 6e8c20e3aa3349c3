import LayoutDrawCore

/// Everything that decides a golden check's verdict: how pixels are compared, how many may
/// differ, and when goldens are recorded.
public struct GoldenPolicy: Sendable, Hashable {
    /// How pixels are compared. Default: pixelmatch's defaults (YIQ, threshold 0.1,
    /// anti-aliasing not counted).
    public var comparison: PixelMatchOptions
    /// How many mismatched pixels are acceptable. Default: none.
    public var tolerance: DiffTolerance
    /// When the rendered image is written as the golden. Default: `.never`.
    public var recordMode: RecordMode

    /// A policy; the defaults compare exactly at threshold 0.1 and never record.
    public init(
        comparison: PixelMatchOptions = PixelMatchOptions(), tolerance: DiffTolerance = .exact,
        recordMode: RecordMode = .never
    ) {
        self.comparison = comparison
        self.tolerance = tolerance
        self.recordMode = recordMode
    }

    /// Compares `image` with `golden` under this policy's options and tolerance.
    ///
    /// - Throws: `PixelMatchError` when the sizes differ or a buffer is malformed.
    public func compare(_ image: RGBAImage, withGolden golden: RGBAImage) throws(PixelMatchError) -> GoldenComparison {
        let result = try pixelMatch(golden, image, options: comparison)
        return GoldenComparison(result: result, isWithinTolerance: tolerance.accepts(result))
    }
}

/// A rendered image compared with its golden.
public struct GoldenComparison: Sendable, Hashable {
    /// The counts (and diff image, golden first, if the options asked for it).
    public var result: PixelMatchResult
    /// Whether the counts are within the policy's tolerance.
    public var isWithinTolerance: Bool

    /// A comparison result and its verdict.
    public init(result: PixelMatchResult, isWithinTolerance: Bool) {
        self.result = result
        self.isWithinTolerance = isWithinTolerance
    }
}
